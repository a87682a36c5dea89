/**
 * Every new submission reaches a person: with SMTP_URL and NOTIFY_EMAIL set, a real SMTP server
 * (smtp-server, in-process, on loopback) receives the staff notification and the sender's
 * acknowledgement of each of the three forms, once each, with the right recipients, subject, a
 * plain-text part and a link to the item in the admin. Suspected spam is not announced until an
 * administrator says it is not spam. Administrators opt in per kind; the daily digest is queued
 * once. The SMTP server down, then up: the e-mails arrive after the retry, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueDigests } from '../../services/notifications/digest';
import { resolveNotificationSettings } from '../../services/notifications/notification-settings';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const STAFF = ['sales@northbeam.test', 'recruiting@northbeam.test'];
let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      notifyEmails: STAFF,
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  admin = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

let n = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++n}@visitor.test`;

/** The e-mails about `email` (the sender's address appears in each). */
const about = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email) || m.text.includes(email));

function expectOneStaffMailEach(mails: ReceivedMail[], subject: RegExp) {
  for (const address of STAFF) {
    const staff = mails.filter((m) => m.to.includes(address));
    expect(staff, address).toHaveLength(1);
    expect(staff[0]!.subject).toMatch(subject);
  }
}

/** The admin link in a staff e-mail leads to the item: this server's list, searched for it. */
async function expectAdminLink(mail: ReceivedMail, tab: string, apiPath: string, email: string) {
  const link = /Open in the admin: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe(server.url);
  expect(url.pathname).toBe('/admin/dashboard');
  expect(url.searchParams.get('tab')).toBe(tab);
  expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
  // What the dashboard's list shows for that search: the item.
  const list = await call('GET', `${apiPath}?q=${encodeURIComponent(url.searchParams.get('q')!)}`, {
    auth: { token: admin.token },
  });
  expect(list.status).toBe(200);
  expect((list.body as Array<{ email: string }>).map((item) => item.email)).toEqual([email]);
}

describe('e-mail notifications through SMTP', () => {
  it('a contact message: one notification to each staff address, one acknowledgement to the sender', async () => {
    const email = unique('ada');
    const res = await call('POST', '/api/contact', {
      json: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '+1 555 0100',
        company: 'Analytical Engines',
        message: 'We need three cloud engineers.\nStarting in March.',
      },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(() => about(email).length >= 3);

    const mails = about(email);
    expectOneStaffMailEach(mails, /^New contact message from Ada Lovelace \(Analytical Engines\)$/);
    const staff = mails.find((m) => m.to.includes(STAFF[0]!))!;
    expect(staff.from).toContain('no-reply@northbeam.test');
    // Staff answer the visitor by replying.
    expect(staff.replyTo).toBe(email);
    expect(staff.text).toContain('We need three cloud engineers.');
    expect(staff.text).toContain('Starting in March.');
    expect(staff.html).toContain('Northbeam Technologies');
    await expectAdminLink(staff, 'contacts', '/api/contact', email);
    // Beside it, the same message in the desktop app.
    const id = (res.body as { _id: string })._id;
    expect(staff.text).toContain(`Open in the desktop app: northbeam-admin://contacts/${id}`);
    expect(staff.html).toContain(`href="northbeam-admin://contacts/${id}"`);

    const ack = smtp.to(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('We received your message');
    expect(ack[0]!.text).toContain('Hello Ada,');
    expect(ack[0]!.text).toContain('within one business day');
    expect(ack[0]!.html).toContain('Hello Ada,');
    expect(ack[0]!.replyTo).toBe('hello@northbeam.tech');
    // Each e-mail's Message-ID is its outbox id at the sender's domain: the receiver's
    // idempotency key.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);
    for (const mail of mails) expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@northbeam\.test>$/);

    const outbox = await call('GET', '/api/admin/outbox?limit=100', {
      auth: { token: admin.token },
    });
    const mine = (
      outbox.body as Array<{ recipient: string; state: string; sourceId: string }>
    ).filter((m) => m.sourceId === res.body._id);
    expect(mine.map((m) => m.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a consultation request: staff notification and acknowledgement', async () => {
    const email = unique('grace');
    const res = await call('POST', '/api/consultation', {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        company: 'Navy',
        message: 'COBOL migration',
      },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(() => about(email).length >= 3);
    const mails = about(email);
    expectOneStaffMailEach(mails, /^New consultation request from Grace Hopper \(Navy\)$/);
    await expectAdminLink(
      mails.find((m) => m.to.includes(STAFF[1]!))!,
      'consultations',
      '/api/consultation',
      email,
    );
    const ack = smtp.to(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('Your consultation request');
    expect(ack[0]!.text).toContain('A senior consultant will reply within one business day');
  });

  it('a job application: staff notification with the job; the applicant is acknowledged without the resume', async () => {
    const job = await createJob(server.db, { title: 'Senior Cloud Engineer' });
    const email = unique('linus');
    const res = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Linus Torvalds',
          email,
          phone: '+1 555 0101',
          coverLetter: 'I wrote a kernel.',
        },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(() => about(email).length >= 3);
    const mails = about(email);
    expectOneStaffMailEach(
      mails,
      /^New application for Senior Cloud Engineer from Linus Torvalds$/,
    );
    const staff = mails.find((m) => m.to.includes(STAFF[0]!))!;
    expect(staff.text).toContain('I wrote a kernel.');
    expect(staff.text).toContain('cv.pdf (in the admin)');
    expect(staff.attachments).toBe(0);
    await expectAdminLink(staff, 'applications', '/api/careers/applications', email);

    const ack = smtp.to(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('We received your application for Senior Cloud Engineer');
    expect(ack[0]!.text).toContain('Hello Linus Torvalds,');
    expect(ack[0]!.attachments).toBe(0);
    expect(ack[0]!.raw.headerLines.map((h) => h.line).join('\n')).not.toMatch(/application\/pdf/);
  });

  it('an edited acknowledgement template is what the sender receives', async () => {
    const saved = await call('PUT', '/api/admin/notifications/templates/ack-contact', {
      auth: { token: admin.token },
      json: {
        subject: 'Thanks, {firstName}!',
        body: 'Dear {firstName} {lastName},\n\nWe will call you.',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'ack-contact', customised: true });
    const email = unique('ed');
    await call('POST', '/api/contact', {
      json: { firstName: 'Edsger', lastName: 'Dijkstra', email, phone: '+31 20 555 0100' },
    });
    await smtp.waitFor(() => smtp.to(email).length >= 1);
    expect(smtp.to(email)[0]!.subject).toBe('Thanks, Edsger!');
    expect(smtp.to(email)[0]!.text).toContain('Dear Edsger Dijkstra,');

    const reset = await call('DELETE', '/api/admin/notifications/templates/ack-contact', {
      auth: { token: admin.token },
    });
    expect(reset.body).toMatchObject({ customised: false, subject: 'We received your message' });
    const audit = await call('GET', '/api/admin/audit?action=notifications.template.save', {
      auth: { token: admin.token },
    });
    expect((audit.body as Array<{ entityId: string }>)[0]?.entityId).toBe('ack-contact');
  });

  it('suspected spam is stored but not announced; "Not spam" announces it then, once', async () => {
    const email = unique('bot');
    const res = await call('POST', '/api/contact', {
      json: {
        firstName: 'Bot',
        lastName: 'Net',
        email,
        phone: '+1 555 0102',
        website: 'http://spam.example',
      },
    });
    expect(res.status).toBe(201);
    // Another submission after it is announced; by then the spam one would have been too.
    const after = unique('after');
    await call('POST', '/api/contact', {
      json: { firstName: 'After', lastName: 'Spam', email: after, phone: '+1 555 0103' },
    });
    await smtp.waitFor(() => about(after).length >= 3);
    expect(about(email)).toHaveLength(0);

    const verdict = await call('PUT', `/api/contact/${res.body._id}/spam`, {
      auth: { token: admin.token },
      json: { spam: false },
    });
    expect(verdict.status).toBe(200);
    await smtp.waitFor(() => about(email).length >= 3);
    // Spam again and not spam again: nothing more is sent.
    for (const spam of [true, false]) {
      await call('PUT', `/api/contact/${res.body._id}/spam`, {
        auth: { token: admin.token },
        json: { spam },
      });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(about(email)).toHaveLength(3);
  });

  it('an administrator who opts in gets each new item of that kind; "digest" queues one daily e-mail', async () => {
    const recruiter = await server.signIn({ email: `recruiter-${Date.now()}@northbeam.test` });
    const prefs = await call('PUT', '/api/admin/notifications/preferences', {
      auth: { token: recruiter.token },
      json: { contact: 'off', consultation: 'digest', application: 'instant' },
    });
    expect(prefs.status).toBe(200);
    expect(
      (
        await call('GET', '/api/admin/notifications/preferences', {
          auth: { token: recruiter.token },
        })
      ).body,
    ).toEqual({ contact: 'off', consultation: 'digest', application: 'instant' });
    // Someone else's preferences are their own: a new administrator starts with everything off.
    expect(
      (await call('GET', '/api/admin/notifications/preferences', { auth: { token: admin.token } }))
        .body,
    ).toEqual({ contact: 'off', consultation: 'off', application: 'off' });

    const job = await createJob(server.db, { title: 'Data Engineer' });
    const applicant = unique('applicant');
    await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Barbara Liskov', email: applicant, phone: '+1 555 0104', coverLetter: '' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    const contact = unique('contact');
    await call('POST', '/api/contact', {
      json: { firstName: 'Alan', lastName: 'Kay', email: contact, phone: '+1 555 0105' },
    });
    const consultation = unique('consult');
    await call('POST', '/api/consultation', {
      json: { firstName: 'Frances', lastName: 'Allen', email: consultation, company: 'IBM' },
    });
    await smtp.waitFor(
      () =>
        about(applicant).length >= 4 &&
        about(contact).length >= 3 &&
        about(consultation).length >= 3,
    );
    const toRecruiter = smtp.to(recruiter.email);
    expect(toRecruiter.map((m) => m.subject)).toEqual([
      'New application for Data Engineer from Barbara Liskov',
    ]);

    const settings = await call('GET', '/api/admin/notifications', {
      auth: { token: admin.token },
    });
    expect(settings.body).toMatchObject({
      mailConfigured: true,
      notifyEmails: STAFF,
      optedIn: { application: [recruiter.email], contact: [], consultation: [] },
    });

    // The digest at its hour, run by two "processes" at once: one e-mail, listing the request.
    const digestSettings = resolveNotificationSettings({
      env: 'test',
      siteDist: '',
      trustProxy: false,
      publicUrl: server.url,
      sessionSecret: 'x'.repeat(32),
      notifications: { smtpUrl: smtp.url, digestHour: 0 },
    });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setHours(0, 30, 0, 0);
    const queued = await Promise.all([
      queueDueDigests(server.db, digestSettings, tomorrow),
      queueDueDigests(server.db, digestSettings, tomorrow),
    ]);
    expect(queued[0] + queued[1]).toBe(1);
    await smtp.waitFor(() => smtp.to(recruiter.email).length >= 2);
    const digest = smtp.to(recruiter.email)[1]!;
    expect(digest.subject).toMatch(
      /^Daily digest for \d{4}-\d\d-\d\d: \d+ consultation requests?$/,
    );
    expect(digest.text).toContain(`Frances Allen <${consultation}>`);
    expect(digest.text).not.toContain(contact);
  });

  it('the mail server down, then up: the e-mails arrive after the retry, once', async () => {
    await smtp.stop();
    const email = unique('outage');
    const res = await call('POST', '/api/consultation', {
      json: { firstName: 'Katherine', lastName: 'Johnson', email, company: 'NASA' },
    });
    expect(res.status).toBe(201);

    // The failed attempts are visible in the outbox, with the error, queued for the next try.
    const until = Date.now() + 10_000;
    let mine: Array<{ state: string; attempts: number; lastError: string | null }> = [];
    while (Date.now() < until) {
      const outbox = await call('GET', '/api/admin/outbox?limit=100', {
        auth: { token: admin.token },
      });
      mine = (
        outbox.body as Array<{
          sourceId: string;
          state: string;
          attempts: number;
          lastError: string | null;
        }>
      ).filter((m) => m.sourceId === res.body._id);
      if (mine.length === 3 && mine.every((m) => m.attempts >= 2)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toHaveLength(3);
    for (const m of mine) {
      expect(['queued', 'sending']).toContain(m.state);
      expect(m.attempts).toBeGreaterThanOrEqual(2);
      expect(m.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(about(email)).toHaveLength(0);

    await smtp.start();
    await smtp.waitFor(() => about(email).length >= 3, 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(about(email)).toHaveLength(3);
    expect(smtp.to(email)).toHaveLength(1);
  });
});
