/**
 * "Submit to client" (issue 34): a candidate put forward on a client's job order with the
 * recruiter's summary and a blind resume, a new PDF whose text (extracted with pdf.js) carries the
 * summary and the candidate's skills and experience and none of their contact details; the
 * recruiter can look at it first; the submittal lands on the candidate's timeline; a Word resume
 * (.docx, or an old .doc) is read as well as a PDF; bad input gets clear 400/404/409 answers and
 * the roles are checked on the server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';
import {
  candidate,
  contactTraces,
  createCandidate,
  pdfTextOf,
  WORD_RESUME_CANDIDATE,
} from '../../../test/staffing';
import type { SignedIn } from '../../../test/test-server';

const ctx = useSignedInServer();
const as = (s: SignedIn) => ({ auth: { token: s.token } });

const SUMMARY =
  'Seasoned SRE who ran Kubernetes at scale; available in two weeks; strong fit for the platform team.';

let clientId: string;
let contactId: string;
let jobId: string;
let recruiter: SignedIn;

beforeAll(async () => {
  recruiter = await ctx.server.signIn({ role: 'recruiter', email: 'rhea@northbeam.test' });
  const client = await ctx.call('POST', '/api/admin/clients', {
    ...as(recruiter),
    json: {
      name: 'Initrode Systems',
      contacts: [{ name: 'Mira Lead', email: 'mira@initrode.example' }],
    },
  });
  clientId = client.body.id;
  contactId = (await ctx.call('GET', `/api/admin/clients/${clientId}`, as(recruiter))).body
    .contacts[0]._id;
  const job = await ctx.call('POST', '/api/careers', {
    ...as(ctx.admin),
    json: {
      title: 'Site Reliability Engineer',
      description: 'Keep it up.',
      requirements: ['Kubernetes'],
      location: 'Remote',
      clientId,
      openings: 2,
    },
  });
  jobId = job.body._id;
});

describe('submittals', () => {
  it('makes a blind resume with the summary and experience and none of the contact details', async () => {
    const person = candidate(1);
    const application = await createCandidate(ctx.server, jobId, person);

    // The recruiter looks at the blind resume before it goes: made, not kept.
    const query = new URLSearchParams({ jobId, summary: SUMMARY, contactId });
    const preview = await fetch(
      `${ctx.server.url}/api/careers/applications/${application.id}/submittals/preview?${query}`,
      { headers: { Authorization: `Bearer ${recruiter.token}` } },
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    const previewText = await pdfTextOf(await preview.arrayBuffer());
    expect(previewText).toContain('Seasoned SRE');
    const none = await ctx.call(
      'GET',
      `/api/careers/applications/${application.id}/submittals`,
      as(recruiter),
    );
    expect(none.body).toEqual([]);

    const created = await ctx.call(
      'POST',
      `/api/careers/applications/${application.id}/submittals`,
      {
        ...as(recruiter),
        json: { jobId, summary: SUMMARY, contactId },
      },
    );
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['emailed', 'id', 'resumeUrl', 'reviewUrl']);
    // No mail server in this test: the review link's e-mail waits in the outbox, and the answer
    // says so (the admin then tells the recruiter to send the link themselves).
    expect(created.body.emailed).toBe(false);
    // 256 random bits, base64url.
    expect(created.body.reviewUrl).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);

    const resume = await fetch(created.body.resumeUrl as string, {
      headers: { Authorization: `Bearer ${recruiter.token}` },
    });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await resume.arrayBuffer());
    const text = await pdfTextOf(bytes);

    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(SUMMARY);
    expect(flat).toContain('Kubernetes, Terraform, Go, PostgreSQL');
    expect(flat).toContain('Staff Site Reliability Engineer, Initech (2019 - 2024)');
    expect(flat).toContain('Built the CI/CD platform used by 200 engineers.');
    expect(flat).toContain('Candidate G. H.');
    expect(flat).toContain('Site Reliability Engineer at Initrode Systems');
    for (const trace of contactTraces(person)) {
      expect(flat.toLowerCase(), trace).not.toContain(trace.toLowerCase());
    }
    expect(flat.replace(/\D/g, '')).not.toContain(person.phone.replace(/\D/g, ''));
    // Nothing of the original file: no link annotations, no metadata naming the person.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).not.toContain('/URI');
    expect(raw).not.toContain('Hopper');

    // The team reads it; anonymous callers and other roles do not.
    expect((await fetch(created.body.resumeUrl as string)).status).toBe(401);
    const editor = await ctx.server.signIn({ role: 'editor', email: 'eddie@northbeam.test' });
    const refused = await fetch(created.body.resumeUrl as string, {
      headers: { Authorization: `Bearer ${editor.token}` },
    });
    expect(refused.status).toBe(403);

    // On the candidate's timeline, and listed with the application.
    const detail = await ctx.call(
      'GET',
      `/api/careers/applications/${application.id}`,
      as(recruiter),
    );
    expect(detail.body.activity.map((a: { text: string }) => a.text)).toContain(
      'Submitted to Initrode Systems for Site Reliability Engineer (blind resume)',
    );
    const listed = await ctx.call(
      'GET',
      `/api/careers/applications/${application.id}/submittals`,
      as(recruiter),
    );
    expect(listed.body).toEqual([
      expect.objectContaining({
        _id: created.body.id,
        status: 'submitted',
        summary: SUMMARY,
        clientName: 'Initrode Systems',
        submittedBy: recruiter.email,
      }),
    ]);
    const client = await ctx.call('GET', `/api/admin/clients/${clientId}`, as(recruiter));
    expect(client.body.timeline.map((t: { text: string }) => t.text)).toContain(
      'Grace Hopper submitted for Site Reliability Engineer',
    );

    const again = await ctx.call('POST', `/api/careers/applications/${application.id}/submittals`, {
      ...as(recruiter),
      json: { jobId, summary: SUMMARY, contactId },
    });
    expect(again.status).toBe(409);
  });

  it.each([
    ['word-resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['word-resume.doc', 'application/msword'],
  ])(
    'makes the blind resume of a Word resume (%s): its skills and experience, no contact details',
    async (file, type) => {
      const person = WORD_RESUME_CANDIDATE;
      // The candidate applies on the careers page with the Word file (made by LibreOffice).
      const applied = await ctx.call('POST', `/api/careers/${jobId}/apply`, {
        form: formData(
          { fullName: person.fullName, email: person.email, phone: person.phone, coverLetter: '' },
          { resume: { name: file, type, data: fixture(file) } },
        ),
      });
      expect(applied.status, applied.text).toBe(201);

      const created = await ctx.call(
        'POST',
        `/api/careers/applications/${applied.body._id}/submittals`,
        { ...as(recruiter), json: { jobId, summary: SUMMARY, contactId } },
      );
      expect(created.status, created.text).toBe(201);
      const resume = await fetch(created.body.resumeUrl as string, {
        headers: { Authorization: `Bearer ${recruiter.token}` },
      });
      expect(resume.status).toBe(200);
      const flat = (await pdfTextOf(await resume.arrayBuffer())).replace(/\s+/g, ' ');

      expect(flat).toContain(SUMMARY);
      expect(flat).toContain('Candidate M. Q.');
      expect(flat).toContain(
        'Apache Iceberg, Spark, Kafka, ClickHouse, dbt, Airflow, Python, Rust',
      );
      expect(flat).toContain('Principal Data Engineer, Hooli (2020 - 2025)');
      expect(flat).toContain('Led Project Wolframite: a lakehouse on Apache Iceberg');
      expect(flat).toContain('The candidate mentored six engineers');
      expect(flat).toContain('Cut the nightly batch from 6 hours to 40 minutes with Spark.');
      expect(flat).not.toContain('could not be read');
      for (const trace of contactTraces(person)) {
        expect(flat.toLowerCase(), trace).not.toContain(trace.toLowerCase());
      }
      expect(flat.replace(/\D/g, '')).not.toContain(person.phone.replace(/\D/g, ''));
      for (const detail of ['Larkspur', 'Oakland', 'References:', 'mquintero']) {
        expect(flat, detail).not.toContain(detail);
      }
    },
  );

  it('answers bad input clearly', async () => {
    const application = await createCandidate(ctx.server, jobId, candidate(2, 'Alan', 'Turing'));
    const plainJob = await createJob(ctx.server.db, { title: 'In-house role' });
    const other = await ctx.call('POST', '/api/admin/clients', {
      ...as(ctx.admin),
      json: { name: 'Other Co', contacts: [{ name: 'Otto', email: 'otto@other.example' }] },
    });
    const otherContact = (
      await ctx.call('GET', `/api/admin/clients/${other.body.id}`, as(ctx.admin))
    ).body.contacts[0]._id;
    const path = `/api/careers/applications/${application.id}/submittals`;
    const cases: Array<[unknown, number, string]> = [
      [{ jobId: plainJob.id, summary: SUMMARY, contactId }, 400, 'jobId'],
      [{ jobId, summary: SUMMARY, contactId: otherContact }, 400, 'contactId'],
      [{ jobId, summary: '  ', contactId }, 400, 'summary'],
      [{ jobId: 'x', summary: SUMMARY, contactId }, 400, 'jobId'],
    ];
    for (const [json, status, field] of cases) {
      const answer = await ctx.call('POST', path, { ...as(ctx.admin), json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.errors, JSON.stringify(json)).toHaveProperty(field);
    }
    const unknown = await ctx.call(
      'POST',
      '/api/careers/applications/00000000-0000-4000-8000-000000000000/submittals',
      { ...as(ctx.admin), json: { jobId, summary: SUMMARY, contactId } },
    );
    expect(unknown.status).toBe(404);
    const sales = await ctx.server.signIn({ role: 'sales', email: 'sid@northbeam.test' });
    const refused = await ctx.call('POST', path, {
      ...as(sales),
      json: { jobId, summary: SUMMARY, contactId },
    });
    expect(refused.status).toBe(403);
  });
});
