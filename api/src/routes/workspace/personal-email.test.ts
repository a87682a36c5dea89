/**
 * E-mails from the team, received by a real SMTP server: a candidate e-mailed from a template
 * (placeholders filled, Reply-To the recruiter), a reply to a lead, several applications rejected
 * at once with one e-mail each; every one in its submission's timeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TEMPLATES,
  type ApplicationDetail,
  type ContactDetail,
} from '@northbeam/shared/contract/workspace';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let recruiter: SignedIn;
let sales: SignedIn;
let n = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  recruiter = await server.signIn({ role: 'recruiter' });
  sales = await server.signIn({ role: 'sales' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function apply(fullName: string, jobTitle: string) {
  const job = await createJob(server.db, { title: jobTitle });
  const email = `${fullName.split(' ')[0]!.toLowerCase()}-${++n}@candidate.test`;
  const answer = await call('POST', `/api/careers/${job.id}/apply`, {
    form: formData(
      { fullName, email, phone: '+1 512 555 0199' },
      { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
    ),
  });
  expect(answer.status).toBe(201);
  return { id: answer.body._id as string, email };
}

const as = (s: SignedIn) => ({ auth: { token: s.token } });
/** The team's e-mail to `to` (the acknowledgement arrives too). */
const fromTeam = (to: string, subject: string) => smtp.to(to).filter((m) => m.subject === subject);

describe('e-mails from the team', () => {
  it('a candidate e-mailed from a template: filled in, Reply-To the recruiter, in the timeline', async () => {
    const { id, email } = await apply('Grace Hopper', 'Compiler Engineer');
    const template = CANDIDATE_TEMPLATES.interview;
    const sent = await call('POST', `/api/careers/applications/${id}/email`, {
      ...as(recruiter),
      json: { subject: template.subject, body: template.body },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ outboxId: expect.any(String), emailed: true });
    await smtp.waitFor(() => fromTeam(email, 'Interview for Compiler Engineer').length === 1);
    const mail = fromTeam(email, 'Interview for Compiler Engineer')[0]!;
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('Thank you for applying for Compiler Engineer.');
    expect(mail.text).toContain('The Northbeam Technologies recruiting team');
    expect(mail.replyTo).toContain(recruiter.email);

    const detail = await call<ApplicationDetail>(
      'GET',
      `/api/careers/applications/${id}`,
      as(recruiter),
    );
    const entry = detail.body.activity.find((a) => a.text.startsWith('E-mail "Interview'));
    expect(entry).toMatchObject({ kind: 'email', by: recruiter.name });
    expect(entry!.text).toMatch(/: (Sent|Queued|Sending)$/);
  });

  it('a reply to a lead reaches its sender', async () => {
    const email = `lena-${++n}@lead.test`;
    const created = await call('POST', '/api/contact', {
      json: {
        firstName: 'Lena',
        lastName: 'Lead',
        email,
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'We need help.',
      },
    });
    const id = created.body._id as string;
    const reply = await call('POST', `/api/contact/${id}/email`, {
      ...as(sales),
      json: { subject: 'Re: your message', body: 'Hello {firstName},\n\nHappy to help. Call me.' },
    });
    expect(reply.status).toBe(201);
    await smtp.waitFor(() => fromTeam(email, 'Re: your message').length === 1);
    expect(fromTeam(email, 'Re: your message')[0]!.text).toContain('Hello Lena,');
    const detail = await call<ContactDetail>('GET', `/api/contact/${id}`, as(sales));
    expect(detail.body.activity.some((a) => a.by === sales.name && a.kind === 'email')).toBe(true);
    // Recruiters do not write to leads.
    expect(
      (
        await call('POST', `/api/contact/${id}/email`, {
          ...as(recruiter),
          json: { subject: 'x', body: 'y' },
        })
      ).status,
    ).toBe(403);
  });

  it('several applications rejected at once, one e-mail each with its own name', async () => {
    const people = [
      await apply('Ada Lovelace', 'Analyst'),
      await apply('Alan Turing', 'Cryptographer'),
      await apply('Edsger Dijkstra', 'Algorithms Lead'),
    ];
    const template = CANDIDATE_TEMPLATES.rejection;
    const answer = await call('POST', '/api/careers/applications/bulk-status', {
      ...as(recruiter),
      json: {
        ids: [...people.map((p) => p.id), '00000000-0000-4000-8000-000000000000'],
        status: 'rejected',
        email: { subject: template.subject, body: template.body },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ updated: 3, emailed: 3 });
    const expected = [
      ['Ada', 'Analyst'],
      ['Alan', 'Cryptographer'],
      ['Edsger', 'Algorithms Lead'],
    ] as const;
    for (const [i, person] of people.entries()) {
      const [first, job] = expected[i]!;
      const subject = `Your application for ${job}`;
      await smtp.waitFor(() => fromTeam(person.email, subject).length >= 1);
      expect(fromTeam(person.email, subject)).toHaveLength(1);
      expect(fromTeam(person.email, subject)[0]!.text).toContain(`Hello ${first},`);
      const detail = await call<ApplicationDetail>(
        'GET',
        `/api/careers/applications/${person.id}`,
        as(recruiter),
      );
      expect(detail.body.status).toBe('rejected');
    }
    const bad = await call('POST', '/api/careers/applications/bulk-status', {
      ...as(recruiter),
      json: { ids: [], status: 'rejected' },
    });
    expect(bad.status).toBe(400);
  });
});
