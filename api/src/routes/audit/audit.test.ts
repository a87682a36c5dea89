/** Every administrator action leaves an audit row; administrators list and export them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntry } from '@northbeam/shared/contract/admin';
import { createBlog, createInquiry, createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { csvCell } from '../../http/csv';

let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ security: { formMinFillMs: 0 } });
  call = http(server.url);
  admin = await server.signIn();
});
afterAll(() => server?.close());

const UA = 'AuditTest/1.0';
const auth = () => ({ auth: { token: admin.token }, headers: { 'User-Agent': UA } });

async function lastAudit(action: string) {
  const row = await server.db('audit_log').where({ action }).orderBy('id', 'desc').first();
  expect(row, action).toBeDefined();
  return row as {
    staff_id: string | null;
    staff_email: string;
    entity_type: string | null;
    entity_id: string | null;
    details: Record<string, unknown>;
    ip: string;
    user_agent: string;
    created_at: Date;
  };
}

async function expectAudit(action: string, entityType: string | null, entityId: string | null) {
  const row = await lastAudit(action);
  expect(row).toMatchObject({
    staff_id: admin.staffId,
    staff_email: admin.email,
    entity_type: entityType,
    entity_id: entityId,
    ip: '127.0.0.1',
    user_agent: UA,
  });
  expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
  return row;
}

describe('audit rows', () => {
  it('sign-in success and failure, logout and logout-all', async () => {
    const ok = await call('POST', '/api/admin/login', {
      json: { email: admin.email, password: admin.password },
      headers: { 'User-Agent': UA },
    });
    expect(ok.status).toBe(200);
    await expectAudit('login.success', 'staff', admin.staffId);
    await call('POST', '/api/admin/login', {
      json: { email: admin.email, password: 'wrong' },
      headers: { 'User-Agent': UA },
    });
    expect(await lastAudit('login.failure')).toMatchObject({
      staff_id: null,
      staff_email: admin.email,
      ip: '127.0.0.1',
    });
    await call('POST', '/api/admin/logout', {
      auth: { token: ok.body.token },
      headers: { 'User-Agent': UA },
    });
    await expectAudit('logout', 'staff', admin.staffId);
    const other = await call('POST', '/api/admin/login', {
      json: { email: admin.email, password: admin.password },
    });
    await call('POST', '/api/admin/logout-all', {
      auth: { token: other.body.token },
      headers: { 'User-Agent': UA },
    });
    await expectAudit('logout.all', 'staff', admin.staffId);
    admin = await server.signIn({ email: admin.email, password: admin.password });
  });

  it('status changes of contacts, consultations and applications', async () => {
    const contact = await createInquiry(server.db, 'contact_submissions');
    await call('PUT', `/api/contact/${contact.id}`, { json: { status: 'resolved' }, ...auth() });
    expect((await expectAudit('contact.status', 'contact', contact.id)).details).toEqual({
      status: 'resolved',
    });
    const consultation = await createInquiry(server.db, 'consultation_requests');
    await call('PUT', `/api/consultation/${consultation.id}`, {
      json: { status: 'completed' },
      ...auth(),
    });
    await expectAudit('consultation.status', 'consultation', consultation.id);

    const job = await createJob(server.db);
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0101' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    const id = applied.body._id as string;
    await call('PUT', `/api/careers/applications/${id}`, { json: { status: 'hired' }, ...auth() });
    await expectAudit('application.status', 'application', id);
    expect((await call('GET', `/api/careers/applications/${id}/resume`, auth())).status).toBe(200);
    await expectAudit('application.resume.download', 'application', id);
  });

  it('job create, update and delete', async () => {
    const input = { title: 'Auditor', description: 'd', requirements: ['r'], location: 'Remote' };
    const created = await call('POST', '/api/careers', { json: input, ...auth() });
    const id = created.body._id as string;
    expect((await expectAudit('job.create', 'job', id)).details).toEqual({ title: 'Auditor' });
    await call('PUT', `/api/careers/${id}`, { json: { ...input, isActive: false }, ...auth() });
    await expectAudit('job.update', 'job', id);
    await call('DELETE', `/api/careers/${id}`, auth());
    await expectAudit('job.delete', 'job', id);
  });

  it('blog create, update, publish, unpublish and delete', async () => {
    const fields = {
      title: 'Audited post',
      excerpt: 'e',
      content: '<p>c</p>',
      author: 'A',
      category: 'DevOps',
      tags: 'a',
      published: 'true',
    };
    const image = { image: { name: 'c.png', type: 'image/png', data: fixture('image.png') } };
    const created = await call('POST', '/api/blogs', { form: formData(fields, image), ...auth() });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    await expectAudit('blog.create', 'blog', id);
    await call('PUT', `/api/blogs/${id}`, {
      form: formData({ ...fields, title: 'Audited post, edited' }),
      ...auth(),
    });
    await expectAudit('blog.update', 'blog', id);
    await call('PUT', `/api/blogs/${id}`, { json: { published: false }, ...auth() });
    await expectAudit('blog.unpublish', 'blog', id);
    await call('PUT', `/api/blogs/${id}`, { json: { published: true }, ...auth() });
    await expectAudit('blog.publish', 'blog', id);
    const other = await createBlog(server.db);
    await call('DELETE', `/api/blogs/${other.id}`, auth());
    await expectAudit('blog.delete', 'blog', other.id);
  });

  it('password change', async () => {
    const a = await server.signIn();
    await call('PUT', '/api/admin/password', {
      json: { currentPassword: a.password, newPassword: 'another-long-passphrase' },
      auth: { token: a.token },
    });
    const row = await lastAudit('password.change');
    expect(row).toMatchObject({ staff_id: a.staffId, staff_email: a.email, entity_id: a.staffId });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first with X-Total-Count, filters by action and text', async () => {
    const page = await call('GET', '/api/admin/audit?limit=2', auth());
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toHaveLength(2);
    for (const entry of page.body) auditEntry.parse(entry);
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(10);
    expect(new Date(page.body[0].createdAt) >= new Date(page.body[1].createdAt)).toBe(true);

    const jobs = await call('GET', '/api/admin/audit?action=job.create', auth());
    expect(jobs.body.map((e: { action: string }) => e.action)).toEqual(['job.create']);
    const search = await call('GET', `/api/admin/audit?q=${encodeURIComponent('blog.')}`, auth());
    expect(search.body.length).toBeGreaterThanOrEqual(5);
    expect(search.body.every((e: { action: string }) => e.action.startsWith('blog.'))).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await call('GET', '/api/admin/audit.csv')).status).toBe(401);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports every matching row as an escaped CSV attachment', async () => {
    // A formula smuggled in through a field an attacker controls (the sign-in e-mail).
    await call('POST', '/api/admin/login', {
      json: { email: '=HYPERLINK("http://evil.example","x")', password: 'nope' },
      headers: { 'User-Agent': '+cmd|" /C calc"!A0' },
    });
    const csv = await call('GET', '/api/admin/audit.csv', auth());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"time","staff_email","staff_id","action","entity_type","entity_id","ip","user_agent","details"',
    );
    const total = Number(
      ((await server.db('audit_log').count({ n: '*' }).first()) as { n: string }).n,
    );
    // The CSV request itself is not an action: every row so far is there.
    expect(lines).toHaveLength(total + 1);
    const evil = lines[1]!;
    expect(evil).toContain(`"'=hyperlink(""http://evil.example"",""x"")"`);
    expect(evil).toContain(`"'+cmd|"" /C calc""!A0"`);
    expect(evil).toContain('"login.failure"');

    const filtered = await call('GET', '/api/admin/audit.csv?action=job.delete', auth());
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('csvCell quotes, doubles quotes and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell(null)).toBe('""');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
