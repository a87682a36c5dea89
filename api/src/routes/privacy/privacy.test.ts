/**
 * Erasure on request: after POST /api/admin/privacy/erase no row nor file of the address is
 * left (submissions, notes, outbox messages, resumes on disk or in S3), another person's data is
 * untouched, and the audit log keeps a hash of the address, never the address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestS3, type TestS3 } from '../../../test/s3';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { emailHash } from '../../services/privacy.service';

for (const kind of ['disk', 'S3'] as const) {
  describe(`erasure (${kind})`, () => {
    let s3: TestS3 | undefined;
    let server: TestServer;
    let call: ReturnType<typeof http>;
    let owner: SignedIn;

    beforeAll(async () => {
      s3 = kind === 'S3' ? await startTestS3() : undefined;
      server = await startTestServer(s3 ? { storage: s3.storage } : {});
      call = http(server.url);
      owner = await server.signIn({ role: 'owner' });
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    const as = (s: SignedIn) => ({ auth: { token: s.token } });

    async function submitEverything(email: string) {
      const job = await createJob(server.db);
      const applied = await call('POST', `/api/careers/${job.id}/apply`, {
        form: formData(
          { fullName: 'Erin Erase', email, phone: '+1 512 555 0199' },
          { resume: { name: 'erin.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
        ),
      });
      expect(applied.status).toBe(201);
      const person = { firstName: 'Erin', lastName: 'Erase', email, company: 'Acme' };
      const contact = await call('POST', '/api/contact', {
        json: { ...person, phone: '+1 614 555 0100', message: 'Please call me.' },
      });
      const consultation = await call('POST', '/api/consultation', {
        json: { ...person, message: 'A consultation please.' },
      });
      expect([contact.status, consultation.status]).toEqual([201, 201]);
      await call('POST', `/api/careers/applications/${applied.body._id}/notes`, {
        ...as(owner),
        json: { body: `Erin (${email}) prefers mornings.` },
      });
      return applied.body._id as string;
    }

    /** Every place the address could be left, and what is stored about it. */
    async function traces(email: string) {
      const db = server.db;
      const lower = email.toLowerCase();
      const count = async (table: string, column: string) =>
        Number(
          (
            (await db(table)
              .whereRaw(`lower(${column}) = ?`, [lower])
              .count({ c: '*' })
              .first()) as {
              c: string;
            }
          ).c,
        );
      const notes = await db('notes').whereRaw('body ilike ?', [`%${lower}%`]);
      const outboxBodies = await db('outbox').whereRaw('payload::text ilike ?', [`%${lower}%`]);
      const audit = await db('audit_log').whereRaw('details::text ilike ?', [`%${lower}%`]);
      return {
        applications: await count('job_applications', 'email'),
        contacts: await count('contact_submissions', 'email'),
        consultations: await count('consultation_requests', 'email'),
        outbox: (await count('outbox', 'recipient')) + outboxBodies.length,
        notes: notes.length,
        audit: audit.length,
      };
    }

    it('removes every row and file of the address, and only those', async () => {
      const email = `Erin.${kind}@example.com`;
      const other = `other.${kind}@example.com`;
      const erinApp = await submitEverything(email);
      const otherApp = await submitEverything(other);
      const keys = async () => {
        const rows = (await server.db('job_applications').select('id', 'resume_key')) as Array<{
          id: string;
          resume_key: string;
        }>;
        return new Map(rows.map((r) => [r.id, r.resume_key]));
      };
      const before = await keys();
      const erinKey = before.get(erinApp)!;
      expect(await server.storage.resumes.open(erinKey)).toBeDefined();
      expect(Object.values(await traces(email)).some((v) => v > 0)).toBe(true);
      // A daily digest to the staff names Erin among others.
      await server.db('outbox').insert({
        id: randomUUID(),
        channel: 'email',
        topic: 'digest',
        recipient: 'boss@example.com',
        subject: 'Your daily digest',
        payload: JSON.stringify({ to: 'boss@example.com', text: `Erin Erase <${email}>` }),
        state: 'sent',
        max_attempts: 1,
      });

      const erased = await call('POST', '/api/admin/privacy/erase', {
        ...as(owner),
        json: { email: email.toUpperCase() },
      });
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({
        applications: 1,
        contacts: 1,
        consultations: 1,
        notes: 1,
        resumeFiles: 1,
        attachmentFiles: 0,
      });
      expect(erased.body.outboxMessages).toBeGreaterThanOrEqual(3);
      // The acknowledgements of the three items, recorded as their conversations' first messages.
      expect(erased.body.messages).toBe(3);

      expect(await traces(email)).toEqual({
        applications: 0,
        contacts: 0,
        consultations: 0,
        outbox: 0,
        notes: 0,
        audit: 0,
      });
      expect(await server.storage.resumes.open(erinKey)).toBeUndefined();
      if (s3) expect((await s3.keys()).some((k) => k.endsWith(erinKey))).toBe(false);

      // The other person is untouched.
      const otherKey = (await keys()).get(otherApp)!;
      expect(await server.storage.resumes.open(otherKey)).toBeDefined();
      expect((await traces(other)).applications).toBe(1);
      expect((await call('GET', `/api/careers/applications/${otherApp}`, as(owner))).status).toBe(
        200,
      );
      expect((await call('GET', `/api/careers/applications/${erinApp}`, as(owner))).status).toBe(
        404,
      );

      // Audited with a hash of the address only.
      const audit = await call('GET', '/api/admin/audit?action=privacy.erase', as(owner));
      expect(audit.body[0].details).toMatchObject({ emailHash: emailHash(email), applications: 1 });
      expect(JSON.stringify(audit.body)).not.toContain(email.toLowerCase());

      // Erasing again finds nothing.
      const again = await call('POST', '/api/admin/privacy/erase', {
        ...as(owner),
        json: { email },
      });
      expect(again.body).toEqual({
        contacts: 0,
        consultations: 0,
        applications: 0,
        notes: 0,
        outboxMessages: 0,
        resumeFiles: 0,
        messages: 0,
        attachmentFiles: 0,
      });
    });

    it('is for owners and administrators only, and checks the address', async () => {
      const recruiter = await server.signIn({ role: 'recruiter' });
      const refused = await call('POST', '/api/admin/privacy/erase', {
        ...as(recruiter),
        json: { email: 'x@example.com' },
      });
      expect(refused.status).toBe(403);
      const bad = await call('POST', '/api/admin/privacy/erase', {
        ...as(owner),
        json: { email: 'not an address' },
      });
      expect(bad.status).toBe(400);
    });
  });
}
