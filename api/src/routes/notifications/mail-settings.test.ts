/**
 * The Notifications page's settings of e-mail: the company's time zone (validated, audited, used
 * by the next e-mail) and the candidate e-mail templates (edited, previewed, reset; read by
 * recruiters for the workspace's form). Without a mail server: what would be sent is in the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;
let recruiter: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ notifications: { notifyEmails: ['staff@northbeam.test'] } });
  call = http(server.url);
  owner = await server.signIn({ role: 'owner' });
  recruiter = await server.signIn({ email: 'rita@northbeam.test', role: 'recruiter' });
});
afterAll(() => server?.close());

const as = (who: SignedIn) => ({ auth: { token: who.token } });

interface OutboxEmail {
  _id: string;
  topic: string;
  recipient: string;
  sourceId: string | null;
  email?: { subject: string; text: string; headers?: Record<string, string> };
}

async function outboxOf(sourceId: string): Promise<OutboxEmail[]> {
  const list = await call('GET', '/api/admin/outbox?limit=100', as(owner));
  const mine = (list.body as OutboxEmail[]).filter((m) => m.sourceId === sourceId);
  return Promise.all(
    mine.map(
      async (m) => (await call('GET', `/api/admin/outbox/${m._id}`, as(owner))).body as OutboxEmail,
    ),
  );
}

describe('the company’s time zone', () => {
  it('defaults to the company address’s zone', async () => {
    const settings = await call('GET', '/api/admin/notifications', as(owner));
    expect(settings.body.time).toEqual({
      timeZone: 'America/New_York',
      defaultTimeZone: 'America/New_York',
      digestHour: 8,
    });
  });

  it('accepts only an IANA zone, and only from owners and administrators', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'EST5EDT; DROP', '', 'europe/berlin']) {
      const bad = await call('PUT', '/api/admin/notifications/time-zone', {
        ...as(owner),
        json: { timeZone },
      });
      expect(bad.status, timeZone).toBe(400);
      expect(bad.body.errors.timeZone).toMatch(/time zone/);
    }
    const refused = await call('PUT', '/api/admin/notifications/time-zone', {
      ...as(recruiter),
      json: { timeZone: 'Europe/Berlin' },
    });
    expect(refused.status).toBe(403);
  });

  it('once changed, e-mails write times in it; the change is audited', async () => {
    const saved = await call('PUT', '/api/admin/notifications/time-zone', {
      ...as(owner),
      json: { timeZone: 'Europe/Berlin' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect((await call('GET', '/api/admin/notifications', as(owner))).body.time.timeZone).toBe(
      'Europe/Berlin',
    );
    const audit = await call('GET', '/api/admin/audit?action=notifications.time-zone', as(owner));
    expect((audit.body as Array<{ details: unknown }>)[0]?.details).toEqual({
      from: 'America/New_York',
      to: 'Europe/Berlin',
    });

    const created = await call('POST', '/api/contact', {
      json: {
        firstName: 'Kurt',
        lastName: 'Gödel',
        email: 'kurt@visitor.test',
        phone: '+43 1 555 0100',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [staff] = (await outboxOf(created.body._id)).filter(
      (m) => m.topic === 'staff-notification',
    );
    expect(staff!.email!.text).toMatch(/Received: \w+day, \d{1,2} \w+ \d{4}, \d\d:\d\d CES?T\n/);
    // The Outbox shows the headers the message goes with.
    expect(staff!.email!.headers).toMatchObject({
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    });
  });
});

describe('candidate e-mail templates', () => {
  it('recruiters read the built-in texts; the Notifications page lists them with the others', async () => {
    const list = await call('GET', '/api/admin/candidate-templates', as(recruiter));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ key: 'candidate-interview', label: 'Invite to an interview' }),
      expect.objectContaining({
        key: 'candidate-rejection',
        label: 'Rejection',
        subject: 'Your application for {jobTitle}',
      }),
    ]);
    const settings = await call('GET', '/api/admin/notifications', as(owner));
    expect(
      (settings.body.templates as Array<{ key: string; placeholders: string[] }>).find(
        (t) => t.key === 'candidate-rejection',
      ),
    ).toMatchObject({
      customised: false,
      placeholders: ['firstName', 'fullName', 'jobTitle', 'company'],
    });
  });

  it('edited and previewed by an administrator, then the recruiter’s e-mail carries the new words', async () => {
    const text = {
      subject: 'About {jobTitle}, {firstName}',
      body: 'Dear {fullName},\n\nWe chose another candidate for {jobTitle} this time.\n\n{company}',
    };
    const preview = await call(
      'POST',
      '/api/admin/notifications/templates/candidate-rejection/preview',
      {
        ...as(owner),
        json: text,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('About Senior Cloud Engineer, Ada');
    expect(preview.body.text).toContain('Dear Ada Lovelace,');
    expect(
      (
        await call('PUT', '/api/admin/notifications/templates/candidate-rejection', {
          ...as(recruiter),
          json: text,
        })
      ).status,
    ).toBe(403);
    const saved = await call('PUT', '/api/admin/notifications/templates/candidate-rejection', {
      ...as(owner),
      json: text,
    });
    expect(saved.body).toMatchObject({ key: 'candidate-rejection', customised: true });

    const templates = (await call('GET', '/api/admin/candidate-templates', as(recruiter)))
      .body as Array<{
      key: string;
      subject: string;
      body: string;
    }>;
    const rejection = templates.find((t) => t.key === 'candidate-rejection')!;
    expect(rejection).toMatchObject(text);

    const job = await createJob(server.db, { title: 'Platform Engineer' });
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Grace Hopper',
          email: 'grace@candidate.test',
          phone: '+1 555 0199',
          coverLetter: '',
        },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    const id = applied.body._id as string;
    const sent = await call('POST', `/api/careers/applications/${id}/email`, {
      ...as(recruiter),
      json: { subject: rejection.subject, body: rejection.body },
    });
    expect(sent.status).toBe(201);
    const personal = (await outboxOf(id)).find((m) => m.topic === 'personal')!;
    expect(personal.email!.subject).toBe('About Platform Engineer, Grace');
    expect(personal.email!.text).toContain(
      'We chose another candidate for Platform Engineer this time.',
    );
    // Written by a person, answered by a person: not marked as automatic.
    expect(personal.email!.headers ?? {}).not.toHaveProperty('Auto-Submitted');

    const reset = await call(
      'DELETE',
      '/api/admin/notifications/templates/candidate-rejection',
      as(owner),
    );
    expect(reset.body).toMatchObject({
      customised: false,
      subject: 'Your application for {jobTitle}',
    });
  });
});
