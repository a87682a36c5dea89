/**
 * The workspace of a submission: the application's detail (notes, assignee, timeline, other
 * applications of the address), notes kept in the audit log, assignment to someone whose role
 * sees it, and the "assigned to me" filter; the same for contact messages.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, ContactDetail } from '@northbeam/shared/contract/workspace';
import { createJob } from '../../../test/factories';
import { fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();
let n = 0;

async function applyAs(email: string, title = `Job ${++n}`) {
  const job = await createJob(ctx.server.db, { title });
  const answer = await ctx.call('POST', `/api/careers/${job.id}/apply`, {
    form: formData(
      { fullName: 'Grace Hopper', email, phone: '+1 512 555 0199', coverLetter: 'Dear team,\nHi!' },
      { resume: { name: 'grace-cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
    ),
  });
  expect(answer.status).toBe(201);
  return { id: answer.body._id as string, title };
}

const owner = () => ({ auth: { token: ctx.admin.token } });

describe('the application workspace', () => {
  it('shows the application with its notes, timeline and the other applications of the address', async () => {
    const email = `grace-${++n}@example.com`;
    const first = await applyAs(email, 'Cloud Architect');
    const second = await applyAs(email.toUpperCase(), 'Data Engineer');

    const note = await ctx.call('POST', `/api/careers/applications/${second.id}/notes`, {
      ...owner(),
      json: { body: '  Strong on Kubernetes.\nCall on Monday.  ' },
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      body: 'Strong on Kubernetes.\nCall on Monday.',
      author: { _id: ctx.admin.staffId, email: ctx.admin.email },
    });
    await ctx.call('PUT', `/api/careers/applications/${second.id}`, {
      ...owner(),
      json: { status: 'reviewing' },
    });
    await ctx.call('GET', `/api/careers/applications/${second.id}/resume`, owner());

    const detail = await ctx.call<ApplicationDetail>(
      'GET',
      `/api/careers/applications/${second.id}`,
      owner(),
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      _id: second.id,
      job: { title: 'Data Engineer' },
      status: 'reviewing',
      assignee: null,
    });
    expect(detail.body.notes.map((x) => x.body)).toEqual([
      'Strong on Kubernetes.\nCall on Monday.',
    ]);
    expect(detail.body.otherApplications).toEqual([
      expect.objectContaining({ _id: first.id, jobTitle: 'Cloud Architect', status: 'received' }),
    ]);
    const activity = detail.body.activity.map((a) => `${a.kind}: ${a.text}`);
    expect(activity).toEqual(
      expect.arrayContaining([
        'received: Applied for Data Engineer',
        'note: Note added',
        'status: Status set to Reviewing',
        'download: Resume downloaded (grace-cv.pdf)',
        expect.stringMatching(/^email: Acknowledgement e-mail ".*" to GRACE-.*: Not sent$/),
      ]),
    );
    // An e-mail's line carries its outbox state (the page refreshes while it is not final).
    expect(detail.body.activity.find((a) => a.kind === 'email')!.state).toBe('not-sent');
    // Newest first, the arrival last.
    expect(detail.body.activity.at(-1)!.kind).toBe('received');
    const times = detail.body.activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Who did it, by name.
    expect(detail.body.activity.find((a) => a.kind === 'note')!.by).toBe(ctx.admin.name);

    // The note is in the audit log, text included.
    const audit = await ctx.call('GET', '/api/admin/audit?action=application.note', owner());
    expect(audit.body[0]).toMatchObject({
      entityId: second.id,
      details: { body: 'Strong on Kubernetes.\nCall on Monday.' },
    });
  });

  it('shows a person reading the resume again and again that day as one line with the count', async () => {
    const { id } = await applyAs(`linus-${++n}@example.com`);
    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    const view = (token: string) =>
      ctx.call('GET', `/api/careers/applications/${id}/resume?inline=1`, { auth: { token } });
    for (let i = 0; i < 4; i++) expect((await view(ctx.admin.token)).status).toBe(200);
    await view(recruiter.token);
    await ctx.call('GET', `/api/careers/applications/${id}/resume`, owner());
    // Yesterday's view by the same person stays a line of its own.
    await ctx.server.db('audit_log').insert({
      action: 'application.resume.view',
      staff_email: ctx.admin.email,
      entity_type: 'application',
      entity_id: id,
      details: JSON.stringify({ file: 'grace-cv.pdf' }),
      created_at: new Date(Date.now() - 26 * 3600_000),
    });

    const detail = await ctx.call<ApplicationDetail>(
      'GET',
      `/api/careers/applications/${id}`,
      owner(),
    );
    const views = detail.body.activity
      .filter((a) => a.text.startsWith('Resume viewed'))
      .map(({ text, by, count }) => ({ text, by, count }));
    expect(views).toEqual([
      { text: 'Resume viewed (grace-cv.pdf)', by: recruiter.name, count: undefined },
      { text: 'Resume viewed 4 times (grace-cv.pdf)', by: ctx.admin.name, count: 4 },
      { text: 'Resume viewed (grace-cv.pdf)', by: ctx.admin.name, count: undefined },
    ]);
    // The collapsed line is dated by its latest view; downloads are not collapsed into it.
    const fourTimes = detail.body.activity.find((a) => a.count === 4)!;
    const download = detail.body.activity.find((a) => a.text.startsWith('Resume downloaded'))!;
    expect(fourTimes.at < download.at).toBe(true);
  });

  it('refuses an empty note, an unknown application and a bad id', async () => {
    const { id } = await applyAs(`ada-${++n}@example.com`);
    const empty = await ctx.call('POST', `/api/careers/applications/${id}/notes`, {
      ...owner(),
      json: { body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBe('Write the note');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/careers/applications/${unknown}`,
      `/api/careers/applications/not-an-id`,
    ]) {
      const answer = await ctx.call('GET', path, owner());
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Application not found' });
    }
    const noteOnNothing = await ctx.call('POST', `/api/careers/applications/${unknown}/notes`, {
      ...owner(),
      json: { body: 'Lost' },
    });
    expect(noteOnNothing.status).toBe(404);
  });

  it('assigns to a recruiter, lists "assigned to me", refuses someone whose role cannot see it', async () => {
    const kenEmail = `ken-${++n}@example.com`;
    const { id } = await applyAs(kenEmail);
    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    const sales = await ctx.server.signIn({ role: 'sales' });

    const wrong = await ctx.call('PUT', `/api/careers/applications/${id}/assignee`, {
      ...owner(),
      json: { assigneeId: sales.staffId },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.assigneeId).toMatch(/cannot see job applications$/);

    const assigned = await ctx.call<ApplicationDetail>(
      'PUT',
      `/api/careers/applications/${id}/assignee`,
      { ...owner(), json: { assigneeId: recruiter.staffId } },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toMatchObject({
      _id: recruiter.staffId,
      email: recruiter.email,
    });
    expect(assigned.body.activity[0]).toMatchObject({ kind: 'assigned', by: ctx.admin.name });

    const mine = await ctx.call('GET', '/api/careers/applications?assignee=me', {
      auth: { token: recruiter.token },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((a: { _id: string }) => a._id)).toEqual([id]);
    expect(mine.headers.get('x-total-count')).toBe('1');
    // The list names who handles each row (a phone's card shows it).
    expect(mine.body[0].assignee).toEqual({
      _id: recruiter.staffId,
      name: expect.any(String),
      email: recruiter.email,
    });
    const nobodys = await ctx.call(
      'GET',
      '/api/careers/applications?assignee=none&limit=100',
      owner(),
    );
    expect(nobodys.body.map((a: { _id: string }) => a._id)).not.toContain(id);
    const bad = await ctx.call('GET', '/api/careers/applications?assignee=somebody', owner());
    expect(bad.status).toBe(400);

    const cleared = await ctx.call<ApplicationDetail>(
      'PUT',
      `/api/careers/applications/${id}/assignee`,
      { ...owner(), json: { assigneeId: null } },
    );
    expect(cleared.body.assignee).toBeNull();
    expect(cleared.body.activity[0]!.text).toBe('Unassigned');
    const listed = await ctx.call('GET', `/api/careers/applications?q=${kenEmail}`, owner());
    expect(listed.body.map((a: { assignee: unknown }) => a.assignee)).toEqual([null]);
  });
});

describe('the lead workspace', () => {
  it('a contact message has notes, an assignee from sales, and its timeline', async () => {
    const email = `lead-${++n}@example.com`;
    const created = await ctx.call('POST', '/api/contact', {
      json: {
        firstName: 'Lena',
        lastName: 'Lead',
        email,
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'We need a cloud migration.',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const sales = await ctx.server.signIn({ role: 'sales' });
    const asSales = { auth: { token: sales.token } };
    await ctx.call('POST', `/api/contact/${id}/notes`, {
      ...asSales,
      json: { body: 'Called back.' },
    });
    await ctx.call('PUT', `/api/contact/${id}/assignee`, {
      ...asSales,
      json: { assigneeId: sales.staffId },
    });
    const mine = await ctx.call('GET', '/api/contact?assignee=me', asSales);
    expect(mine.body).toMatchObject([
      { _id: id, assignee: { _id: sales.staffId, email: sales.email } },
    ]);
    const detail = await ctx.call<ContactDetail>('GET', `/api/contact/${id}`, asSales);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      email,
      message: 'We need a cloud migration.',
      assignee: { _id: sales.staffId },
      notes: [{ body: 'Called back.', author: { email: sales.email } }],
    });
    expect(detail.body.activity.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['received', 'note', 'assigned', 'email']),
    );
    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    expect(
      (await ctx.call('GET', `/api/contact/${id}`, { auth: { token: recruiter.token } })).status,
    ).toBe(403);
  });
});
