/**
 * CSV exports of the dashboard's lists: every row the list's filters select, formulas defused,
 * each export for the roles that see its list.
 */
import { describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories';
import { fixture, formData } from '../../test/http';
import { useSignedInServer } from '../../test/signed-in-server';

const ctx = useSignedInServer();
const owner = () => ({ auth: { token: ctx.admin.token } });

/** Parses the CSV the API answers (quoted cells, CRLF rows). */
function parse(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

describe('CSV exports', () => {
  it('contacts: the filters of the list, and a formula made harmless', async () => {
    const tag = `csv${Date.now()}`;
    for (const [first, last] of [
      ['Ann', tag],
      ['=HYPERLINK("http://evil")', tag],
      ['Bob', 'Else'],
    ] as const) {
      const answer = await ctx.call('POST', '/api/contact', {
        json: {
          firstName: first,
          lastName: last,
          email: 'csv@example.com',
          phone: '+1 614 555 0100',
          company: 'Acme',
          message: 'Please call.',
        },
      });
      expect(answer.status).toBe(201);
    }
    const csv = await ctx.call('GET', `/api/admin/exports/contacts.csv?q=${tag}`, owner());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(csv.text);
    expect(rows[0]).toEqual([
      'received_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'message',
      'status',
      'spam',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['\'=HYPERLINK("http://evil")', 'Ann']);
    const resolved = await ctx.call(
      'GET',
      `/api/admin/exports/contacts.csv?q=${tag}&status=resolved`,
      owner(),
    );
    expect(parse(resolved.text)).toHaveLength(1);
    const bad = await ctx.call('GET', '/api/admin/exports/contacts.csv?status=lost', owner());
    expect(bad.status).toBe(400);
  });

  it('applications: one job, assigned to me; jobs with their salary', async () => {
    const job = await createJob(ctx.server.db, { title: `Csv Job ${Date.now()}` });
    const ids: string[] = [];
    for (const name of ['Cara Csv', 'Dave Csv']) {
      const applied = await ctx.call('POST', `/api/careers/${job.id}/apply`, {
        form: formData(
          { fullName: name, email: 'c@example.com', phone: '+1 512 555 0199' },
          { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
        ),
      });
      ids.push(applied.body._id);
    }
    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    await ctx.call('PUT', `/api/careers/applications/${ids[0]}/assignee`, {
      ...owner(),
      json: { assigneeId: recruiter.staffId },
    });
    const all = parse(
      (await ctx.call('GET', `/api/admin/exports/applications.csv?jobId=${job.id}`, owner())).text,
    );
    expect(
      all
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Cara Csv', 'Dave Csv']);
    const mine = parse(
      (
        await ctx.call('GET', `/api/admin/exports/applications.csv?jobId=${job.id}&assignee=me`, {
          auth: { token: recruiter.token },
        })
      ).text,
    );
    expect(mine.slice(1).map((r) => r[1])).toEqual(['Cara Csv']);
    const jobs = parse((await ctx.call('GET', '/api/admin/exports/jobs.csv', owner())).text);
    expect(jobs[0]).toContain('salary_min');
    expect(jobs.some((r) => r[1] === job.title)).toBe(true);
  });
});
