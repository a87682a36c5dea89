/**
 * Retention with a fake clock and two "processes" (two runners on one database): what the
 * periods made due goes, with its notes, messages and resume file; what is recent, still open or
 * recently active stays; the day's run happens once.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createJob } from '../../test/factories';
import { fixture, formData } from '../../test/http';
import { useSignedInServer } from '../../test/signed-in-server';
import { createRetention } from './retention.service';

const ctx = useSignedInServer();
const NOW = new Date('2031-06-15T03:00:00Z');
const monthsAgo = (n: number) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d;
};
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const periods = { contactMonths: 24, applicationMonths: 12, spamDays: 30 };

async function contact(lastName: string) {
  const answer = await ctx.call('POST', '/api/contact', {
    json: {
      firstName: 'Reta',
      lastName,
      email: `${lastName.toLowerCase()}@retention.test`,
      phone: '+1 614 555 0100',
      company: 'Acme',
      message: 'Hello',
    },
  });
  expect(answer.status).toBe(201);
  return answer.body._id as string;
}

const set = (table: string, id: string, values: Record<string, unknown>) =>
  ctx.server.db(table).where({ id }).update(values);

describe('retention', () => {
  it('deletes what is due, keeps the rest, once a day across processes', async () => {
    const oldResolved = await contact('OldResolved');
    await set('contact_submissions', oldResolved, {
      status: 'resolved',
      created_at: monthsAgo(30),
    });
    await ctx.server
      .db('outbox')
      .where({ source_id: oldResolved })
      .update({ created_at: monthsAgo(30) });
    await ctx.call('POST', `/api/contact/${oldResolved}/notes`, {
      auth: { token: ctx.admin.token },
      json: { body: 'Long done.' },
    });
    await ctx.server
      .db('notes')
      .where({ subject_id: oldResolved })
      .update({ created_at: monthsAgo(30) });

    // Resolved long ago, but a colleague wrote a note last month: still active.
    const recentlyActive = await contact('RecentlyActive');
    await set('contact_submissions', recentlyActive, {
      status: 'resolved',
      created_at: monthsAgo(30),
    });
    await ctx.server
      .db('outbox')
      .where({ source_id: recentlyActive })
      .update({ created_at: monthsAgo(30) });
    await ctx.server.db('notes').insert({
      subject_type: 'contact',
      subject_id: recentlyActive,
      author_email: 'x@example.com',
      body: 'Called again.',
      created_at: monthsAgo(1),
    });

    const oldButOpen = await contact('OldButOpen');
    await set('contact_submissions', oldButOpen, { created_at: monthsAgo(30) });
    const oldSpam = await contact('OldSpam');
    await set('contact_submissions', oldSpam, { spam: 'spam', created_at: daysAgo(40) });
    const newSpam = await contact('NewSpam');
    await set('contact_submissions', newSpam, { spam: 'spam', created_at: daysAgo(5) });

    const job = await createJob(ctx.server.db);
    const applied = await ctx.call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Rex Rejected', email: 'rex@retention.test', phone: '+1 512 555 0199' },
        { resume: { name: 'rex.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    const rejected = applied.body._id as string;
    await set('job_applications', rejected, { status: 'rejected', applied_at: monthsAgo(13) });
    await ctx.server
      .db('outbox')
      .where({ source_id: rejected })
      .update({ created_at: monthsAgo(13) });
    const { resume_key: resumeKey } = (await ctx.server
      .db('job_applications')
      .where({ id: rejected })
      .first('resume_key')) as { resume_key: string };
    expect(await ctx.server.storage.resumes.open(resumeKey)).toBeDefined();

    const logger = createLogger('silent');
    const runner = () =>
      createRetention({
        db: ctx.server.db,
        storage: ctx.server.storage,
        logger,
        periods,
        now: () => NOW,
      });
    const results = await Promise.all([runner().runDue(), runner().runDue()]);
    const ran = results.filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toEqual({
      contacts: 2,
      consultations: 0,
      applications: 1,
      notes: 1,
      outboxMessages: expect.any(Number),
      resumeFiles: 1,
      // The deleted items' conversations (their acknowledgements) and their files.
      messages: 3,
      attachmentFiles: 0,
      outboxContents: expect.any(Number),
    });
    expect(ran[0]!.outboxMessages).toBeGreaterThanOrEqual(2);

    const left = (await ctx.server.db('contact_submissions').select('id')).map((r) => r.id);
    expect(left).not.toContain(oldResolved);
    expect(left).not.toContain(oldSpam);
    expect(left).toEqual(expect.arrayContaining([recentlyActive, oldButOpen, newSpam]));
    expect(await ctx.server.db('job_applications').where({ id: rejected }).first()).toBeUndefined();
    expect(await ctx.server.storage.resumes.open(resumeKey)).toBeUndefined();
    expect(await ctx.server.db('outbox').where({ source_id: oldResolved })).toEqual([]);
    expect(await ctx.server.db('notes').where({ subject_id: oldResolved })).toEqual([]);

    const audit = await ctx.server.db('audit_log').where({ action: 'privacy.retention' });
    expect(audit.filter((a) => (a.details as { contacts?: number }).contacts === 2)).toHaveLength(
      1,
    );

    // The same day again: nothing; the next day: a run that finds nothing due.
    expect(await runner().runDue()).toBeNull();
    const tomorrow = createRetention({
      db: ctx.server.db,
      storage: ctx.server.storage,
      logger,
      periods,
      now: () => new Date(NOW.getTime() + 86_400_000),
    });
    expect(await tomorrow.runDue()).toMatchObject({ contacts: 0, applications: 0 });
  });
});
