/**
 * The review link goes to the hiring manager by e-mail (issue 34: "without an attachment in
 * anyone's mailbox"), received by a real SMTP server: one message from the company, Reply-To the
 * recruiter, naming the job order and the candidate's initials and nothing that identifies the
 * candidate, with the summary, the link and when it ends, marked as machine-sent, no attachment.
 * And the team sees a client's links (by id: the tokens are never kept) and revokes one, after
 * which its page answers 410.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { http } from '../../../test/http';
import type { TestSmtp } from '../../../test/smtp';
import { candidate, createCandidate, startDesk, type Desk } from '../../../test/staffing';
import type { SignedIn, TestServer } from '../../../test/test-server';

const DAY = 86_400_000;
let desk: Desk;
let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;
let recruiter: SignedIn;

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const tokenOf = (url: string) => url.split('/review/')[1]!;

beforeAll(async () => {
  desk = await startDesk();
  ({ smtp, server, call, admin, recruiter } = desk);
  await server.db('staff').where({ id: recruiter.staffId }).update({ name: 'Rosa Diaz' });
});
afterAll(async () => {
  await desk?.close();
});

/** A client with two contacts and a job order. */
async function clientWithJob(name: string, domain: string, title: string) {
  const made = await call('POST', '/api/admin/clients', {
    ...as(recruiter),
    json: {
      name,
      contacts: [
        { name: 'Nora Hiring', email: `nora@${domain}`, role: 'CTO' },
        { name: 'Omar Second', email: `omar@${domain}` },
      ],
    },
  });
  expect(made.status).toBe(201);
  const clientId = made.body.id as string;
  const contacts = (await call('GET', `/api/admin/clients/${clientId}`, as(recruiter))).body
    .contacts as Array<{ _id: string; name: string }>;
  const job = await call('POST', '/api/careers', {
    ...as(admin),
    json: {
      title,
      description: 'The role.',
      requirements: ['Experience'],
      location: 'Remote',
      clientId,
      openings: 2,
    },
  });
  return {
    clientId,
    nora: contacts.find((c) => c.name === 'Nora Hiring')!._id,
    omar: contacts.find((c) => c.name === 'Omar Second')!._id,
    jobId: job.body._id as string,
  };
}

async function submit(
  order: { jobId: string },
  contactId: string,
  person: ReturnType<typeof candidate>,
  summary = 'Eight years of embedded Rust; led a team of five; available in March.',
) {
  const application = await createCandidate(server, order.jobId, person);
  const created = await call('POST', `/api/careers/applications/${application.id}/submittals`, {
    ...as(recruiter),
    json: { jobId: order.jobId, contactId, summary },
  });
  expect(created.status).toBe(201);
  return { application, body: created.body as { id: string; reviewUrl: string } };
}

describe('the review link by e-mail', () => {
  it('e-mails the hiring manager once: the link, the summary, the end date, no candidate’s name, no attachment', async () => {
    const order = await clientWithJob(
      'Vandelay Industries',
      'vandelay.example',
      'Embedded Engineer',
    );
    const person = candidate(41, 'Katherine', 'Johnson');
    const { application, body } = await submit(order, order.nora, person);
    // The answer as it was, and that the e-mail goes out (a mail server is set up here).
    expect(Object.keys(body).sort()).toEqual(['emailed', 'id', 'resumeUrl', 'reviewUrl']);
    expect((body as { emailed?: boolean }).emailed).toBe(true);

    await smtp.waitFor((all) => all.some((m) => m.to.includes('nora@vandelay.example')));
    // Only the chosen contact, and only once (a moment more for a second one to show).
    await new Promise((r) => setTimeout(r, 600));
    const mails = smtp.to('nora@vandelay.example');
    expect(mails).toHaveLength(1);
    expect(smtp.to('omar@vandelay.example')).toHaveLength(0);
    const mail = mails[0]!;

    expect(mail.from).toBe('"Northbeam Technologies" <no-reply@northbeam.test>');
    expect(mail.replyTo).toBe(recruiter.email);
    expect(mail.subject).toBe('Candidate K. J. for Embedded Engineer');
    expect(mail.attachments).toBe(0);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('x-auto-response-suppress')).toBe('All');
    expect(mail.text).toContain(body.reviewUrl);
    expect(mail.html).toContain(`href="${body.reviewUrl}"`);
    expect(mail.text).toContain('Hello Nora,');
    expect(mail.text).toContain('Eight years of embedded Rust; led a team of five');
    expect(mail.text).toContain('To reach Rosa Diaz, reply to this e-mail.');
    // When the link ends: 30 days on, in the company's time zone.
    const ends = new Date(desk.clock.now + 30 * DAY);
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(ends);
    expect(mail.text).toMatch(new RegExp(`It works until \\w+, ${day}, \\d\\d:\\d\\d [A-Z]{3}\\.`));
    // A blind submittal: nothing that names or reaches the candidate.
    const digits = person.phone.replace(/\D/g, '');
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const trace of ['Katherine', 'Johnson', person.email, person.phone, digits]) {
        expect(part).not.toContain(trace);
      }
      expect(part.replace(/\D/g, '')).not.toContain(digits.slice(-7));
    }

    // The link in the e-mail opens the review page.
    const opened = await call('GET', `/api/review/${tokenOf(body.reviewUrl)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.candidates.map((c: { _id: string }) => c._id)).toEqual([body.id]);

    // The outbox keeps it with the application, its body not shown (it holds the link).
    const rows = await server
      .db('outbox')
      .where({ recipient: 'nora@vandelay.example' })
      .select('topic', 'source_id');
    expect(rows).toEqual([{ topic: 'review-link', source_id: application.id }]);
    const outbox = await call('GET', '/api/admin/outbox?limit=100', as(admin));
    const listed = (outbox.body as Array<{ _id: string; recipient: string }>).find(
      (m) => m.recipient === 'nora@vandelay.example',
    )!;
    const detail = await call('GET', `/api/admin/outbox/${listed._id}`, as(admin));
    expect(detail.text).not.toContain(tokenOf(body.reviewUrl));
  });
});

describe('a client’s review links', () => {
  it('lists them by id with views and state, revokes one (then 410), and refuses another client’s', async () => {
    const order = await clientWithJob('Kramerica', 'kramerica.example', 'Firmware Lead');
    const other = await clientWithJob('Pendant Publishing', 'pendant.example', 'Editor Tools Dev');
    const toNora = await submit(order, order.nora, candidate(42, 'Hedy', 'Lamarr'));
    const toOmar = await submit(order, order.omar, candidate(43, 'Grace', 'Hopper'));
    await submit(other, other.nora, candidate(44, 'Ada', 'Lovelace'));
    const noraToken = tokenOf(toNora.body.reviewUrl);
    // Nora opens her page twice and answers once.
    await call('GET', `/api/review/${noraToken}`);
    await call('GET', `/api/review/${noraToken}`);
    await call('POST', `/api/review/${noraToken}/submittals/${toNora.body.id}`, {
      json: { decision: 'interview' },
    });

    const listed = await call('GET', `/api/admin/clients/${order.clientId}/review-links`, {
      ...as(recruiter),
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    const links = listed.body as Array<Record<string, unknown>>;
    // Newest first; no token (nor its hash) in the answer.
    expect(links.map((l) => l.contactName)).toEqual(['Omar Second', 'Nora Hiring']);
    expect(listed.text).not.toContain(noraToken);
    const hashes = (await server.db('review_links').select('token_hash')).map((r) => r.token_hash);
    for (const hash of hashes) expect(listed.text).not.toContain(hash);
    const nora = links.find((l) => l.contactName === 'Nora Hiring')!;
    expect(nora).toMatchObject({ state: 'live', views: 2, revokedAt: null });
    expect(nora._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(nora.expiresAt as string) - Date.parse(nora.createdAt as string)).toBeCloseTo(
      30 * DAY,
      -5,
    );
    expect(Date.parse(nora.lastViewedAt as string)).toBeGreaterThan(
      Date.parse(nora.createdAt as string) - 1,
    );
    const omar = links.find((l) => l.contactName === 'Omar Second')!;
    expect(omar).toMatchObject({ state: 'live', views: 0, lastViewedAt: null });

    // Roles: an editor may neither see nor revoke them.
    const editor = await server.signIn({ role: 'editor', email: 'eddie@northbeam.test' });
    const base = `/api/admin/clients/${order.clientId}/review-links`;
    expect((await call('GET', base, as(editor))).status).toBe(403);
    expect((await call('DELETE', `${base}/${nora._id as string}`, as(editor))).status).toBe(403);
    expect((await call('GET', `/api/review/${noraToken}`)).status).toBe(200);

    // Another client's link through this client, an unknown id, a malformed one: 404.
    const foreign = (
      await call('GET', `/api/admin/clients/${other.clientId}/review-links`, as(recruiter))
    ).body[0]._id as string;
    const cross = await call('DELETE', `${base}/${foreign}`, as(recruiter));
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual({ message: 'Review link not found' });
    expect(
      (await call('DELETE', `${base}/00000000-0000-4000-8000-000000000000`, as(recruiter))).status,
    ).toBe(404);
    expect((await call('DELETE', `${base}/not-an-id`, as(recruiter))).status).toBe(404);
    expect(
      (
        await call(
          'GET',
          '/api/admin/clients/00000000-0000-4000-8000-000000000000/review-links',
          as(recruiter),
        )
      ).body,
    ).toEqual({ message: 'Client not found' });
    // The other client's link still works.
    const otherLinks = await call(
      'GET',
      `/api/admin/clients/${other.clientId}/review-links`,
      as(recruiter),
    );
    expect(otherLinks.body[0].state).toBe('live');

    // Revoked by its id: the page answers 410, the list says so, the timeline and audit too.
    const revoked = await call('DELETE', `${base}/${nora._id as string}`, as(recruiter));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Review link revoked' });
    const gone = await call('GET', `/api/review/${noraToken}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ message: 'This review link has expired or was withdrawn.' });
    expect((await call('GET', `/api/review/${tokenOf(toOmar.body.reviewUrl)}`)).status).toBe(200);
    const after = (await call('GET', base, as(recruiter))).body as Array<Record<string, unknown>>;
    const noraAfter = after.find((l) => l._id === nora._id)!;
    expect(noraAfter.state).toBe('revoked');
    expect(typeof noraAfter.revokedAt).toBe('string');
    expect(after.find((l) => l._id === omar._id)!.state).toBe('live');
    const again = await call('DELETE', `${base}/${nora._id as string}`, as(recruiter));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This review link was already revoked');
    const client = await call('GET', `/api/admin/clients/${order.clientId}`, as(recruiter));
    expect(client.body.timeline.map((t: { text: string }) => t.text)).toContain(
      'Review link of Nora Hiring revoked',
    );
    const audit = await call('GET', '/api/admin/audit?action=review-link.revoke', as(admin));
    expect(audit.body).toEqual([
      expect.objectContaining({
        action: 'review-link.revoke',
        entityId: order.clientId,
        staffEmail: recruiter.email,
      }),
    ]);

    // Past its 30 days a link reads as expired.
    const saved = desk.clock.now;
    desk.clock.now += 31 * DAY;
    try {
      const later = (await call('GET', base, as(recruiter))).body as Array<{
        _id: string;
        state: string;
      }>;
      expect(later.find((l) => l._id === omar._id)!.state).toBe('expired');
      expect(later.find((l) => l._id === nora._id)!.state).toBe('revoked');
    } finally {
      desk.clock.now = saved;
    }
  });
});
