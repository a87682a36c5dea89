/**
 * One-click unsubscribe (RFC 8058) from a staff notification, end to end through a real SMTP
 * server: the List-Unsubscribe URL of a received e-mail, POSTed as Gmail does, turns that kind off
 * for that person only; the next submission of that kind sends them nothing; the audit log shows
 * it. Opening the link (GET) changes nothing; other people's, other kinds' and forged tokens
 * answer 404 like a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { freePort } from '../../../test/pg-cluster';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const ENV_ADDRESS = 'everything@northbeam.test';
let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let ada: SignedIn;
let bob: SignedIn;
let jobId: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // PUBLIC_URL is the server itself: links in e-mails are built from it, never from a request.
  const port = await freePort();
  server = await startTestServer({
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      notifyEmails: [ENV_ADDRESS],
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 5, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  ada = await server.signIn({ email: 'ada@northbeam.test', role: 'admin' });
  bob = await server.signIn({ email: 'bob@northbeam.test', role: 'admin' });
  for (const who of [ada, bob]) {
    const saved = await call('PUT', '/api/admin/notifications/preferences', {
      auth: { token: who.token },
      json: { contact: 'instant', consultation: 'off', application: 'instant' },
    });
    expect(saved.status).toBe(200);
  }
  jobId = (await createJob(server.db, { title: 'Site Reliability Engineer' })).id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

let n = 0;
async function apply(): Promise<string> {
  const email = `applicant-${++n}@visitor.test`;
  const res = await call('POST', `/api/careers/${jobId}/apply`, {
    form: formData(
      { fullName: `Applicant ${n}`, email, phone: '+1 555 0100', coverLetter: '' },
      { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
    ),
  });
  expect(res.status).toBe(201);
  return email;
}

/** The staff notifications about `applicant`, to `to`. */
const noticesTo = (to: string, applicant: string) =>
  smtp.to(to).filter((m) => m.replyTo === applicant);

const unsubscribeUrl = (mail: ReceivedMail) => {
  const header = mail.headers.get('list-unsubscribe');
  expect(header).toMatch(/^<https?:\/\/[^>]+>$/);
  return new URL(header!.slice(1, -1));
};

/** What Gmail sends: POST, the RFC 8058 form body, no cookie. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const prefsOf = async (who: SignedIn) =>
  (await call('GET', '/api/admin/notifications/preferences', { auth: { token: who.token } })).body;

describe('one-click unsubscribe from staff notifications', () => {
  let adaUrl: URL;
  let bobUrl: URL;

  it('each staff member’s notification carries their own List-Unsubscribe on PUBLIC_URL', async () => {
    const applicant = await apply();
    await smtp.waitFor(
      () =>
        noticesTo(ada.email, applicant).length === 1 &&
        noticesTo(bob.email, applicant).length === 1 &&
        noticesTo(ENV_ADDRESS, applicant).length === 1,
    );
    const [toAda] = noticesTo(ada.email, applicant);
    const [toBob] = noticesTo(bob.email, applicant);
    adaUrl = unsubscribeUrl(toAda!);
    bobUrl = unsubscribeUrl(toBob!);
    expect(adaUrl.origin).toBe(server.url);
    expect(adaUrl.pathname).toBe('/api/notifications/unsubscribe');
    expect(adaUrl.href).not.toBe(bobUrl.href);
    expect(toAda!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(toAda!.headers.get('auto-submitted')).toBe('auto-generated');
    // The footer leads to the preferences in the admin.
    expect(toAda!.text).toContain(`Manage notifications: ${server.url}/admin/notifications`);
    expect(toAda!.html).toContain(`href="${server.url}/admin/notifications"`);
    // NOTIFY_EMAIL is not a staff preference: no link that would not stop anything.
    expect(noticesTo(ENV_ADDRESS, applicant)[0]!.headers.has('list-unsubscribe')).toBe(false);
  });

  it('opening the link shows a confirm page and changes nothing', async () => {
    const page = await fetch(adaUrl, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('e-mails about new job applications');
    expect(html).toContain(ada.email);
    // A plain form that posts what a mail client posts, to this very link.
    expect(html).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=/);
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await prefsOf(ada)).toMatchObject({ application: 'instant' });
  });

  it('wrong, forged, another person’s or another kind’s token: 404, as a missing one', async () => {
    const token = adaUrl.searchParams.get('token')!;
    const [adaId, , mac] = token.split('.');
    const bobId = bobUrl.searchParams.get('token')!.split('.')[0]!;
    const missing = await oneClick(`${server.url}/api/notifications/unsubscribe`);
    const missingBody = await missing.json();
    expect(missing.status).toBe(404);
    for (const forged of [
      `${bobId}.application.${mac}`, // Ada's signature on Bob
      `${adaId}.contact.${mac}`, // Ada's application signature on contacts
      `${adaId}.digest.${mac}`,
      `${adaId}.application.${mac!.slice(0, -2)}AA`,
      `${adaId}.application`,
      'garbage',
      `${token}.extra`,
    ]) {
      const res = await oneClick(
        `${server.url}/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect(res.status, forged).toBe(404);
      expect(await res.json()).toEqual(missingBody);
    }
    expect(await prefsOf(ada)).toMatchObject({ application: 'instant', contact: 'instant' });
    expect(await prefsOf(bob)).toMatchObject({ application: 'instant', contact: 'instant' });
    const page = await fetch(`${server.url}/api/notifications/unsubscribe?token=garbage`, {
      headers: { Accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This unsubscribe link is not valid.');
  });

  it('a POST without the RFC 8058 body is refused and changes nothing', async () => {
    const res = await fetch(adaUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Yes',
    });
    expect(res.status).toBe(400);
    expect(await prefsOf(ada)).toMatchObject({ application: 'instant' });
  });

  it('POSTed as Gmail does, it turns that kind off for that person only, audited', async () => {
    const res = await oneClick(adaUrl.href);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: `${ada.email} will no longer receive e-mails about new job applications.`,
    });
    expect(await prefsOf(ada)).toEqual({
      contact: 'instant',
      consultation: 'off',
      application: 'off',
    });
    expect(await prefsOf(bob)).toMatchObject({ application: 'instant' });
    // Again: the same answer, nothing more.
    expect((await oneClick(adaUrl.href)).status).toBe(200);

    const audit = await call('GET', '/api/admin/audit?action=notifications.unsubscribe', {
      auth: { token: bob.token },
    });
    const entries = audit.body as Array<{
      staffEmail: string;
      entityId: string;
      details: Record<string, unknown>;
    }>;
    expect(entries[entries.length - 1]).toMatchObject({
      staffEmail: ada.email,
      entityId: adaUrl.searchParams.get('token')!.split('.')[0],
      details: { scope: 'application', turnedOff: ['application'] },
    });

    // The next application: Bob and NOTIFY_EMAIL are told, Ada is not.
    const applicant = await apply();
    await smtp.waitFor(
      () =>
        noticesTo(bob.email, applicant).length === 1 &&
        noticesTo(ENV_ADDRESS, applicant).length === 1,
    );
    // Ada still hears of contact messages (another kind).
    const contact = 'lead@visitor.test';
    await call('POST', '/api/contact', {
      json: { firstName: 'Lea', lastName: 'Lead', email: contact, phone: '+1 555 0101' },
    });
    await smtp.waitFor(() => noticesTo(ada.email, contact).length === 1);
    expect(noticesTo(ada.email, applicant)).toHaveLength(0);
  });

  it('the confirm page’s button works without JavaScript (a plain form post)', async () => {
    const res = await fetch(bobUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }).toString(),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `${bob.email} will no longer receive e-mails about new job applications.`,
    );
    expect(html).toContain(`href="${server.url}/admin/notifications"`);
    expect(await prefsOf(bob)).toMatchObject({ application: 'off', contact: 'instant' });
  });
});
