/**
 * The candidate's status page against the real API, a real SMTP server and the database: the
 * acknowledgement carries the private link (only its hash stored; staff see it masked); the page's
 * data shows the status in the candidate's words and the messages, never the notes or staff
 * addresses; a message lands in the thread and tells the assignee; "Withdraw" is audited, told
 * and changes the status; "Delete my data", confirmed from the mailbox, erases the person as the
 * admin's erasure does, and the link then answers 404; revoked, wrong and expired links answer
 * 404, a wrong one after the same work as a right one; the limits; the page's headers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatusView } from '@northbeam/shared/contract/status';
import { PRIVATE_BODY } from '@northbeam/shared/contract/notifications';
import type { ApplicationDetail } from '@northbeam/shared/contract/workspace';
import { createInquiry, createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { freePort } from '../../../test/pg-cluster';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { loggedPath } from '../../middleware/request-log';
import { REPO_ROOT } from '../../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built =
  existsSync(join(siteDist, 'index.html')) &&
  existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;
let recruiter: SignedIn;
let origin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    port,
    publicUrl: origin,
    ...(built ? { siteDist } : {}),
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  owner = await server.signIn({ role: 'owner' });
  recruiter = await server.signIn({ role: 'recruiter', email: 'rita@northbeam.test' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkIn = (mail: ReceivedMail) => /Follow your application: (\S+)/.exec(mail.text)?.[1];
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const status = (token: string) => call<ApplicationStatusView>('GET', `/api/status/${token}`);
const detail = async (id: string) =>
  (await call<ApplicationDetail>('GET', `/api/careers/applications/${id}`, as(recruiter))).body;
const audits = async (action: string) =>
  (
    await call<
      Array<{
        action: string;
        staffEmail: string;
        ip: string;
        userAgent: string;
        entityId: string;
        details: Record<string, unknown>;
      }>
    >('GET', `/api/admin/audit?action=${action}`, as(owner))
  ).body;

/** Applies to a new job; answers the application's id and its status page link. */
async function apply(fullName: string, email: string) {
  const job = await createJob(server.db, { title: `Site Reliability Engineer ${fullName}` });
  const applied = await call('POST', `/api/careers/${job.id}/apply`, {
    form: formData(
      { fullName, email, phone: '+1 512 555 0199' },
      { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
    ),
  });
  expect(applied.status).toBe(201);
  await smtp.waitFor(() => smtp.to(email).length >= 1);
  const ack = smtp.to(email)[0]!;
  const url = linkIn(ack);
  expect(url, ack.text).toBeDefined();
  return { id: applied.body._id as string, job, ack, url: url!, token: tokenOf(url!) };
}

describe('the acknowledgement', () => {
  it('carries a private link to the status page: 256 random bits, only their hash stored, masked for staff', async () => {
    const { id, ack, url, token } = await apply('Grace Hopper', 'grace@candidate.test');
    // The spec's words stay; the link comes below them, on PUBLIC_URL.
    expect(ack.subject).toMatch(/^We received your application for Site Reliability Engineer/);
    expect(ack.text).toContain('Hello Grace Hopper,');
    expect(url.startsWith(`${origin}/my-application/`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(ack.html).toContain(url);

    const links = await server.db('application_status_links').where({ application_id: id });
    expect(links).toHaveLength(1);
    expect(links[0]?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(links)).not.toContain(token);

    // The team never sees the link: not in the Outbox, not in the thread.
    const outbox = await call<Array<{ _id: string; topic: string }>>(
      'GET',
      '/api/admin/outbox?limit=100',
      as(owner),
    );
    const row = outbox.body.find(
      (m) => m.topic === 'acknowledgement' && ack.messageId.startsWith(`<${m._id}@`),
    )!;
    const shown = await call<{ email: { text: string; html: string } }>(
      'GET',
      `/api/admin/outbox/${row._id}`,
      as(owner),
    );
    expect(shown.body.email.text).toContain('Hello Grace Hopper,');
    expect(shown.body.email.text).toContain('/my-application/[private link]');
    expect(JSON.stringify(shown.body)).not.toContain(token);
    const thread = await detail(id);
    expect(thread.messages[0]!.text).toContain('/my-application/[private link]');
    expect(JSON.stringify(thread)).not.toContain(token);
  });
});

describe('the status page', () => {
  const candidate = { id: '', token: '', email: 'katherine@candidate.test' };

  beforeAll(async () => {
    const applied = await apply('Katherine Johnson', candidate.email);
    candidate.id = applied.id;
    candidate.token = applied.token;
    const assigned = await call('PUT', `/api/careers/applications/${candidate.id}/assignee`, {
      ...as(recruiter),
      json: { assigneeId: recruiter.staffId },
    });
    expect(assigned.status).toBe(200);
  });

  it('shows the job, the status in the candidate’s words and the messages; no notes, no staff address', async () => {
    const fresh = await status(candidate.token);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body).toMatchObject({
      jobTitle: 'Site Reliability Engineer Katherine Johnson',
      status: 'received',
      statusLabel: 'Received',
      withdrawnAt: null,
      canWithdraw: true,
      linkExpiresAt: null,
    });
    expect(fresh.body.messages).toHaveLength(1);
    expect(fresh.body.messages[0]).toMatchObject({
      direction: 'out',
      from: 'Northbeam Technologies',
    });
    // The words of the e-mail, without its layout's title, link to this page and signature.
    const words = fresh.body.messages[0]!.text;
    expect(words).toMatch(/^Hello Katherine Johnson,\n\nWe received your application for/);
    expect(words).toMatch(/The Northbeam Technologies recruiting team$/);
    expect(words).not.toMatch(/===|Follow your application|private link|West Nationwide/);

    const note = await call('POST', `/api/careers/applications/${candidate.id}/notes`, {
      ...as(recruiter),
      json: { body: 'Internal: salary expectations too high?' },
    });
    expect(note.status).toBe(201);
    const emailed = await call('POST', `/api/careers/applications/${candidate.id}/email`, {
      ...as(recruiter),
      json: { subject: 'Next steps', body: 'Could you do a call on Thursday?' },
    });
    expect(emailed.status).toBeLessThan(300);
    const moved = await call('PUT', `/api/careers/applications/${candidate.id}`, {
      ...as(recruiter),
      json: { status: 'interviewed' },
    });
    expect(moved.status).toBe(200);

    const now = await status(candidate.token);
    expect(now.body).toMatchObject({ status: 'interviewing', statusLabel: 'Interviewing' });
    expect(now.body.messages.map((m) => [m.direction, m.from, m.subject])).toEqual([
      ['out', 'Northbeam Technologies', expect.stringMatching(/^We received your application/)],
      ['out', `${recruiter.name}, Northbeam Technologies`, 'Next steps'],
    ]);
    expect(now.body.messages[1]!.text).toContain('Could you do a call on Thursday?');
    const everything = JSON.stringify(now.body);
    expect(everything).not.toContain('salary expectations');
    expect(everything).not.toContain(recruiter.email);
    expect(everything).not.toMatch(/authResults|interviewed|assignee/);

    const rejected = await call('PUT', `/api/careers/applications/${candidate.id}`, {
      ...as(recruiter),
      json: { status: 'reviewing' },
    });
    expect(rejected.status).toBe(200);
    expect((await status(candidate.token)).body.statusLabel).toBe('Under review');
  });

  it('a message lands in the thread as the candidate’s and notifies the assignee', async () => {
    const text = 'Thursday works for me.\nBest, Katherine';
    const sent = await call<ApplicationStatusView>(
      'POST',
      `/api/status/${candidate.token}/messages`,
      { json: { text } },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.messages.at(-1)).toMatchObject({ direction: 'in', from: 'You', text });

    const thread = await detail(candidate.id);
    expect(thread.awaiting).toBe('us');
    expect(thread.messages.at(-1)).toMatchObject({
      direction: 'in',
      via: 'status-page',
      from: `Katherine Johnson <${candidate.email}>`,
      subject: 'Message from the status page',
      text,
      automatic: false,
    });
    await smtp.waitFor(() =>
      smtp.to(recruiter.email).some((m) => m.text.includes('Thursday works for me.')),
    );
    const notice = smtp.to(recruiter.email).find((m) => m.text.includes('Thursday works'))!;
    expect(notice.subject).toBe('Reply from Katherine Johnson: Message from the status page');
    expect(notice.text).toContain(`/admin/applications/${candidate.id}`);

    // The same form posted natively (no JavaScript): 303 back to the page.
    const native = await fetch(`${server.url}/my-application/${candidate.token}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ form: 'status-message', text: 'Sent without JavaScript.' }),
    });
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe(
      `/my-application/${candidate.token}?sent=status-message#form-status-message-status`,
    );
    expect((await detail(candidate.id)).messages.at(-1)!.text).toBe('Sent without JavaScript.');

    const empty = await call('POST', `/api/status/${candidate.token}/messages`, {
      json: { text: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: 'Write your message' });
  });

  it('withdraw: the status becomes withdrawn, audited as the candidate’s, the recruiter told', async () => {
    const withdrawn = await call<ApplicationStatusView>(
      'POST',
      `/api/status/${candidate.token}/withdraw`,
      { json: { reason: 'I accepted another offer.' } },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'closed', canWithdraw: false });
    expect(Date.parse(withdrawn.body.withdrawnAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The link works 180 days after the application closed.
    const expires = Date.parse(withdrawn.body.linkExpiresAt!) - Date.now();
    expect(expires / 86_400_000).toBeGreaterThan(179.9);
    expect(expires / 86_400_000).toBeLessThan(180.1);

    const thread = await detail(candidate.id);
    expect(thread.status).toBe('withdrawn');
    expect(thread.activity).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        text: 'Withdrawn by the candidate from their status page: “I accepted another offer.”',
        by: null,
      }),
    );
    const [entry] = await audits('application.withdraw');
    expect(entry).toMatchObject({
      entityId: candidate.id,
      staffEmail: '',
      ip: '',
      userAgent: '',
      details: {
        by: 'candidate',
        via: 'status page',
        reason: 'I accepted another offer.',
        previousStatus: 'reviewing',
      },
    });
    await smtp.waitFor(() =>
      smtp.to(recruiter.email).some((m) => m.subject.startsWith('Application withdrawn')),
    );
    const notice = smtp.to(recruiter.email).find((m) => m.subject.startsWith('Application'))!;
    expect(notice.subject).toBe(
      'Application withdrawn: Katherine Johnson for Site Reliability Engineer Katherine Johnson',
    );
    expect(notice.text).toContain('Their reason: I accepted another offer.');

    // Twice: the same answer, nothing more recorded or sent.
    const again = await call('POST', `/api/status/${candidate.token}/withdraw`, { json: {} });
    expect(again.status).toBe(200);
    expect(await audits('application.withdraw')).toHaveLength(1);
    // The lists know the new status.
    const listed = await call<Array<{ _id: string }>>(
      'GET',
      '/api/careers/applications?status=withdrawn',
      as(recruiter),
    );
    expect(listed.body.map((a) => a._id)).toContain(candidate.id);
  });

  it('a closed application cannot be withdrawn (409)', async () => {
    const { id, token } = await apply('Dorothy Vaughan', 'dorothy@candidate.test');
    await call('PUT', `/api/careers/applications/${id}`, {
      ...as(recruiter),
      json: { status: 'rejected' },
    });
    const refused = await call('POST', `/api/status/${token}/withdraw`, { json: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This application is already closed.');
    expect((await detail(id)).status).toBe('rejected');
  });
});

describe('links that do not work', () => {
  it('a revoked link answers 404; the team e-mails a new one, which works', async () => {
    const { id, token } = await apply('Mary Jackson', 'mary@candidate.test');
    expect((await status(token)).status).toBe(200);
    const state = await call('GET', `/api/careers/applications/${id}/status-link`, as(recruiter));
    expect(state.body).toMatchObject({ live: true, expiresAt: null });

    const revoked = await call(
      'POST',
      `/api/careers/applications/${id}/status-link/revoke`,
      as(recruiter),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ live: false });
    const gone = await status(token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'This link is not valid.' });
    expect((await audits('application.status-link.revoke'))[0]).toMatchObject({
      entityId: id,
      staffEmail: recruiter.email,
      details: { revoked: 1 },
    });

    const sent = await call<{ emailed: boolean }>(
      'POST',
      `/api/careers/applications/${id}/status-link/send`,
      as(recruiter),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.emailed).toBe(true);
    await smtp.waitFor(() => smtp.to('mary@candidate.test').length === 2);
    const mail = smtp.to('mary@candidate.test')[1]!;
    expect(mail.subject).toMatch(/: a new link$/);
    const fresh = tokenOf(linkIn(mail)!);
    expect(fresh).not.toBe(token);
    expect((await status(fresh)).status).toBe(200);
    expect((await status(token)).status).toBe(404);
    // The Outbox shows that e-mail's envelope only.
    const outbox = await call<Array<{ _id: string; topic: string }>>(
      'GET',
      '/api/admin/outbox?limit=100',
      as(owner),
    );
    const row = outbox.body.find((m) => mail.messageId.startsWith(`<${m._id}@`))!;
    expect(row.topic).toBe('status-link');
    const shown = await call('GET', `/api/admin/outbox/${row._id}`, as(owner));
    expect(shown.body.email.text).toBe(PRIVATE_BODY);
  });

  it('a link of an application closed more than 180 days ago answers 404', async () => {
    const { id, token } = await apply('Annie Easley', 'annie@candidate.test');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await server
      .db('job_applications')
      .where({ id })
      .update({
        status: 'hired',
        status_changed_at: daysAgo(179),
      });
    const open = await status(token);
    expect(open.status).toBe(200);
    expect(open.body.status).toBe('closed');
    await server
      .db('job_applications')
      .where({ id })
      .update({ status_changed_at: daysAgo(181) });
    expect((await status(token)).status).toBe(404);
    const resend = await call(
      'POST',
      `/api/careers/applications/${id}/status-link/send`,
      as(recruiter),
    );
    expect(resend.status).toBe(409);
  });

  it('a wrong token answers 404, after the same work as a right one', async () => {
    const { token } = await apply('Evelyn Boyd', 'evelyn@candidate.test');
    // One character off (the same length, the same alphabet), and a random one.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const random = 'x'.repeat(43);
    for (const wrong of [nearMiss, random, 'short', '%00']) {
      const answer = await status(wrong);
      expect(answer.status, wrong).toBe(404);
      expect(answer.body).toEqual({ message: 'This link is not valid.' });
    }

    // The same statements, in the same order, for a right token and a wrong one (the background
    // work's own, such as the outbox's, left out).
    const statementsOf = async (t: string) => {
      const seen: string[] = [];
      const listener = (q: { sql: string }) => {
        if (/rate_limits|application_status_links|conversation_messages/.test(q.sql)) {
          seen.push(q.sql);
        }
      };
      server.db.on('query', listener);
      await status(t);
      server.db.off('query', listener);
      return seen;
    };
    const right = await statementsOf(token);
    const wrong = await statementsOf(nearMiss);
    expect(right.length).toBeGreaterThanOrEqual(3);
    expect(wrong).toEqual(right);

    // And about the same time: a right token, a near miss and a random one (medians of many
    // tries, interleaved, in ms). The answers are not compressed (see status.router.ts).
    const timed = async (t: string) => {
      const started = process.hrtime.bigint();
      await status(t);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const times: Record<'right' | 'nearMiss' | 'random', number[]> = {
      right: [],
      nearMiss: [],
      random: [],
    };
    for (let i = 0; i < 150; i++) {
      times.right.push(await timed(token));
      times.nearMiss.push(await timed(nearMiss));
      times.random.push(await timed(random));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [ok, near, far] = [median(times.right), median(times.nearMiss), median(times.random)];
    console.info(
      `status page read, medians of 150: right token ${ok.toFixed(2)} ms, near miss ${near.toFixed(2)} ms, random ${far.toFixed(2)} ms`,
    );
    const close = (a: number, b: number) => Math.abs(a - b) < Math.max(3, 0.5 * Math.max(a, b));
    expect(close(ok, near), 'right and wrong').toBe(true);
    expect(close(near, far), 'near miss and random').toBe(true);
  });
});

describe('delete my data', () => {
  it('confirmed from the mailbox, erases the person as the admin’s erasure does; the link then answers 404', async () => {
    const email = 'frances@candidate.test';
    const { id, token } = await apply('Frances Allen', email);
    const other = await apply('Frances Allen', email); // a second application, same address
    await createInquiry(server.db, 'contact_submissions', { email, firstName: 'Frances' });

    const asked = await call('POST', `/api/status/${token}/erase`);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/^We sent you an e-mail with a link to confirm/);
    await smtp.waitFor(() => smtp.to(email).some((m) => m.subject.startsWith('Confirm')));
    const mail = smtp.to(email).find((m) => m.subject === 'Confirm the deletion of your data')!;
    const link = /Confirm the deletion: (\S+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${origin}/my-application/confirm-deletion/`)).toBe(true);
    const confirmToken = tokenOf(link!);
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing is deleted by asking, nor by opening the link.
    const waiting = await call('GET', `/api/status/erasure/${confirmToken}`);
    expect(waiting.body.state).toBe('pending');
    expect(Date.parse(waiting.body.expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect((await status(token)).status).toBe(200);
    const [asking] = await audits('privacy.erase.request');
    expect(asking).toMatchObject({ entityId: id, staffEmail: '', ip: '' });

    const erased = await call('POST', `/api/status/erasure/${confirmToken}`);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ message: 'Your data has been deleted.' });

    const left = async (table: string) =>
      Number(
        (
          (await server
            .db(table)
            .whereRaw('lower(email) = lower(?)', [email])
            .count({ n: '*' })
            .first()) as { n: string }
        ).n,
      );
    expect(await left('job_applications')).toBe(0);
    expect(await left('contact_submissions')).toBe(0);
    const messages = await server
      .db('conversation_messages')
      .whereIn('subject_id', [id, other.id])
      .select('id');
    expect(messages).toEqual([]);
    expect(await server.db('outbox').where({ recipient: email }).select('id')).toEqual([]);
    expect(
      await server.db('application_status_links').whereIn('application_id', [id, other.id]),
    ).toEqual([]);
    expect((await call('GET', `/api/careers/applications/${id}`, as(recruiter))).status).toBe(404);

    // Audited as the admin's erasure is, as the candidate's, without the address.
    const [entry] = await audits('privacy.erase');
    expect(entry).toMatchObject({
      staffEmail: '',
      ip: '',
      details: {
        via: 'status page',
        by: 'candidate',
        emailHash: sha256(email),
        applications: 2,
        contacts: 1,
      },
    });
    expect(JSON.stringify(await audits('privacy.erase'))).not.toContain(email);
    expect((await audits('privacy.erase.request'))[0]!.details).toEqual({ erased: true });

    // The status links answer 404; the confirmation link says it is done, once and again.
    expect((await status(token)).status).toBe(404);
    expect((await status(other.token)).status).toBe(404);
    expect((await call('GET', `/api/status/erasure/${confirmToken}`)).body.state).toBe('done');
    expect((await call('POST', `/api/status/erasure/${confirmToken}`)).status).toBe(200);
  });

  it('a wrong or expired confirmation link answers 404 and deletes nothing', async () => {
    const email = 'hedy@candidate.test';
    const { id, token } = await apply('Hedy Lamarr', email);
    expect((await call('POST', `/api/status/${token}/erase`)).status).toBe(202);
    await smtp.waitFor(() => smtp.to(email).length === 2);
    const confirmToken = tokenOf(/Confirm the deletion: (\S+)/.exec(smtp.to(email)[1]!.text)![1]!);
    expect((await call('POST', `/api/status/erasure/${'y'.repeat(43)}`)).status).toBe(404);
    await server
      .db('application_erasure_requests')
      .where({ token_hash: sha256(confirmToken) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await call('GET', `/api/status/erasure/${confirmToken}`)).status).toBe(404);
    const late = await call('POST', `/api/status/erasure/${confirmToken}`);
    expect(late.status).toBe(404);
    expect(late.body).toEqual({ message: 'This link is not valid or has expired.' });
    expect((await detail(id)).email).toBe(email);
  });
});

describe('the page itself', () => {
  it('is never indexed nor cached, sends no Referer and loads nothing from elsewhere', async () => {
    const { token } = await apply('Valerie Thomas', 'valerie@candidate.test');
    for (const path of [`/my-application/${token}`, `/my-application/${'z'.repeat(43)}`]) {
      const page = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("img-src 'self' data:;");
      expect(csp).not.toContain('https:');
      expect(page.headers.get('set-cookie')).toBeNull();
      const html = await page.text();
      if (built) {
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(html).toContain('<meta data-head name="robots" content="noindex">');
        // Nothing from another site: every script, style and image is this site's.
        expect(html).not.toMatch(/(src|href)="https?:\/\/(?!127\.0\.0\.1)/);
      }
      if (built && path.endsWith(token)) {
        expect(page.status).toBe(200);
        expect(html).toContain('Status: <span class="status-card__word">Received</span>');
        expect(page.headers.get('x-render-cache')).toBe('miss');
      } else if (built) {
        // A wrong link: the site's 404 page, as a missing page.
        expect(page.status).toBe(404);
        expect(html).toContain('Page not found');
      }
    }
    // Logged without the token.
    expect(loggedPath(`/my-application/${token}`)).toBe('/my-application/:token');
    expect(loggedPath(`/api/status/${token}/messages`)).toBe('/api/status/:token/messages');
    expect(loggedPath(`/api/status/erasure/${token}`)).toBe('/api/status/erasure/:token');
    expect(loggedPath(`/book/${token}`)).toBe('/book/:token');
    expect(loggedPath(`/api/booking/${token}/cancel`)).toBe('/api/booking/:token/cancel');
    expect(loggedPath(`/review/${token}`)).toBe('/review/:token');
    expect(loggedPath(`/api/review/${token}/submittals/1`)).toBe('/api/review/:token/submittals/1');
    expect(loggedPath(`/api/admin/review-links/${token}`)).toBe('/api/admin/review-links/:token');
  });
});

describe('limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ security: { formRateLimit: 2 } });
  });
  afterAll(() => limited?.close());

  it('views, actions and confirmation e-mails are limited, under keyed hashes (no address in clear)', async () => {
    const job = await createJob(limited.db);
    const applied = await http(limited.url)('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Ada Lovelace', email: 'ada@candidate.test', phone: '+1 512 555 0100' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(applied.status).toBe(201);
    // No mail server: the acknowledgement waits in the outbox with the link.
    const ack = (await limited
      .db('outbox')
      .where({ topic: 'acknowledgement', source_id: applied.body._id })
      .first()) as { payload: { text: string } };
    const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(ack.payload.text)![1]!;
    const ask = http(limited.url);

    // Actions: FORM_RATE_LIMIT (2) per address in the window.
    for (const text of ['one', 'two']) {
      expect((await ask('POST', `/api/status/${token}/messages`, { json: { text } })).status).toBe(
        200,
      );
    }
    const third = await ask('POST', `/api/status/${token}/messages`, { json: { text: 'three' } });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);

    // Views: ten times as many, wrong tokens counted too.
    let answered = 0;
    for (let i = 0; i < 25; i++) {
      const view = await ask('GET', `/api/status/${i % 2 ? token : 'w'.repeat(43)}`);
      if (view.status === 429) break;
      answered += 1;
    }
    expect(answered).toBe(20);

    const keys = (await limited.db('rate_limits').select('key')) as Array<{ key: string }>;
    const ours = keys.map((k) => k.key).filter((k) => k.startsWith('status:'));
    expect(ours.length).toBeGreaterThanOrEqual(3);
    expect(ours.join(' ')).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    expect(ours.join(' ')).not.toContain(token);
  });
});
