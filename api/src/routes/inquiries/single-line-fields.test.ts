/**
 * Names, addresses, phone numbers, companies, titles and subjects are single-line text: one
 * holding a line break or any other control character (Unicode Cc; also U+2028/U+2029) is refused
 * with 400 and the field's own message, by the JSON calls, the multipart application and the
 * native form posts alike (the rule lives in the contract's schemas, which the site's forms use
 * too). Such text ends up in e-mail header lines and subjects, where a line break would start a
 * header of its own. The spec's clients, sending ordinary names, are served as before.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@northbeam/shared/contract/messages';
import { pathOf, routes } from '@northbeam/shared/contract/routes';
import { createInquiry, createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { REPO_ROOT } from '../../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built =
  existsSync(join(siteDist, 'index.html')) &&
  existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

/** What a header injection, a terminal escape or a stray separator looks like in a field. */
const NOT_ONE_LINE = {
  'CR LF': 'Ada\r\nBcc: victim@example.com',
  LF: 'Ada\nLovelace',
  'trailing CR LF': 'Ada\r\n',
  tab: 'Ada\tLovelace',
  NUL: 'Ada\u0000',
  ESC: 'Ada\u001b[31m',
  DEL: 'Ada\u007f',
  NEL: 'Ada\u0085Lovelace',
  'line separator': 'Ada\u2028Lovelace',
  'paragraph separator': 'Ada\u2029',
};

const ORDINARY_NAMES = [
  'Zoë',
  "O'Brien-Smith",
  'José María',
  'Nguyễn Văn An',
  '李小龍',
  'Ada  King',
];

let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;
let n = 0;
const email = () => `single-line-${++n}@example.com`;

beforeAll(async () => {
  server = await startTestServer(built ? { siteDist } : {});
  call = http(server.url);
  owner = await server.signIn();
});
afterAll(() => server?.close());

const count = async (table: string, where: Record<string, string>) =>
  Number(((await server.db(table).where(where).count({ n: '*' }).first()) as { n: string }).n);

const contact = (overrides: Record<string, string>) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: email(),
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  message: 'Line one.\nLine two.',
  ...overrides,
});

describe('POST /api/contact and /api/consultation (JSON)', () => {
  const fields = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['company', 'Company'],
  ] as const;

  for (const [kind, path] of [
    ['contact', routes.contact.submit.path],
    ['consultation', routes.consultation.submit.path],
  ] as const) {
    it(`${kind}: refuses a name or company with a line break or control character, naming the field`, async () => {
      for (const [field, label] of fields) {
        for (const [what, value] of Object.entries(NOT_ONE_LINE)) {
          const body = contact({ [field]: value });
          const answer = await call('POST', path, { json: body });
          expect(answer.status, `${field} with ${what}`).toBe(400);
          expect(answer.body.errors, `${field} with ${what}`).toEqual({
            [field]: FIELD_MESSAGES.singleLine(label),
          });
          expect(
            await count(`${kind === 'contact' ? 'contact_submissions' : 'consultation_requests'}`, {
              email: body.email,
            }),
          ).toBe(0);
        }
      }
    });

    it(`${kind}: refuses an e-mail address with a header smuggled in`, async () => {
      for (const value of ['ada@example.com\r\nBcc: victim@example.com', 'ada@example.com\n']) {
        const answer = await call('POST', path, { json: contact({ email: value }) });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual({ email: FIELD_MESSAGES.singleLine('Email') });
      }
    });

    it(`${kind}: takes ordinary names, and a message on several lines`, async () => {
      for (const name of ORDINARY_NAMES) {
        const body = contact({ firstName: name, lastName: ` ${name} ` });
        const answer = await call('POST', path, { json: body });
        expect(answer.status, name).toBe(201);
        expect(answer.body).toMatchObject({
          firstName: name,
          lastName: name,
          message: body.message,
        });
      }
    });
  }

  it('contact: refuses a phone number with a line break (the phone pattern allowed any white space)', async () => {
    for (const value of [
      '+1 555 0100\r\nBcc: victim@example.com',
      '555\n0100 123',
      '555\u20280100',
    ]) {
      const answer = await call('POST', routes.contact.submit.path, {
        json: contact({ phone: value }),
      });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.errors).toEqual({ phone: FIELD_MESSAGES.singleLine('Phone') });
    }
  });
});

describe('POST /api/careers/{id}/apply (multipart)', () => {
  const resume = {
    resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
  };
  const resumeFiles = () =>
    readdir(join(server.dataDir, 'uploads', 'resumes')).catch(() => [] as string[]);
  const applicant = (overrides: Record<string, string>) => ({
    fullName: 'Grace Hopper',
    email: email(),
    phone: '+1 (512) 555-0199',
    coverLetter: 'Dear team,\nHello.',
    ...overrides,
  });

  it('refuses a full name, e-mail or phone that is not one line, naming the field, keeping no file', async () => {
    const job = await createJob(server.db);
    const path = pathOf(routes.job.apply, { id: job.id });
    const filesBefore = (await resumeFiles()).length;
    const cases: [string, string, string][] = [
      ...Object.values(NOT_ONE_LINE).map((v): [string, string, string] => [
        'fullName',
        v,
        'Full name',
      ]),
      ['email', 'grace@example.com\r\nBcc: victim@example.com', 'Email'],
      ['phone', '+1 512 555 0199\r\nX-Evil: 1', 'Phone'],
    ];
    for (const [field, value, label] of cases) {
      const fields = applicant({ [field]: value });
      const answer = await call('POST', path, { form: formData(fields, resume) });
      expect(answer.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: FIELD_MESSAGES.singleLine(label) });
    }
    expect(await count('job_applications', { job_id: job.id })).toBe(0);
    expect((await resumeFiles()).length).toBe(filesBefore);
  });

  it('takes ordinary names and a cover letter on several lines', async () => {
    const job = await createJob(server.db);
    const path = pathOf(routes.job.apply, { id: job.id });
    for (const name of ORDINARY_NAMES) {
      const answer = await call('POST', path, {
        form: formData(applicant({ fullName: name }), resume),
      });
      expect(answer.status, name).toBe(201);
      // (Multipart sends the cover letter's line break as CR LF.)
      expect(answer.body).toMatchObject({
        fullName: name,
        coverLetter: expect.stringMatching(/^Dear team,\r?\nHello\.$/),
      });
    }
  });
});

describe('native form posts', () => {
  /** A form posted by a browser without the app: urlencoded (or multipart), no redirect followed. */
  const post = (path: string, body: URLSearchParams | FormData) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    });

  /** The page again (built site) with the field's message, or the JSON error naming the field. */
  async function expectRefused(answer: Response, field: string, message: string) {
    expect(answer.status).toBe(400);
    const text = await answer.text();
    if (answer.headers.get('content-type')?.startsWith('text/html')) {
      expect(text).toContain(message);
      expect(text).toContain(`aria-invalid="true"`);
    } else {
      expect(JSON.parse(text).errors).toEqual({ [field]: message });
    }
  }

  it('refuses a contact or consultation name with a line break, with the field’s message', async () => {
    for (const [path, table] of [
      ['/contact', 'contact_submissions'],
      ['/', 'consultation_requests'],
    ] as const) {
      const body = contact({ lastName: 'Lovelace\r\nBcc: victim@example.com' });
      const answer = await post(path, new URLSearchParams(body));
      await expectRefused(answer, 'lastName', FIELD_MESSAGES.singleLine('Last name'));
      expect(await count(table, { email: body.email })).toBe(0);
    }
  });

  it('refuses an application whose full name holds a control character', async () => {
    const job = await createJob(server.db);
    const fields = { fullName: 'Grace\u0000Hopper', email: email(), phone: '+1 512 555 0199' };
    const answer = await post(
      `/careers/${job.id}`,
      formData(fields, {
        resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
      }),
    );
    await expectRefused(answer, 'fullName', FIELD_MESSAGES.singleLine('Full name'));
    expect(await count('job_applications', { email: fields.email })).toBe(0);
  });

  it('still stores an ordinary contact message (303)', async () => {
    const body = contact({ firstName: 'Zoë', lastName: "O'Brien" });
    const answer = await post('/contact', new URLSearchParams(body));
    expect(answer.status).toBe(303);
    expect(await count('contact_submissions', { email: body.email })).toBe(1);
  });
});

describe('staff-written single-line fields', () => {
  it('a job title or location with a line break is refused (the title is in e-mail subjects)', async () => {
    const job = {
      title: 'Platform Engineer',
      description: 'Run the platform.\nAnd more.',
      requirements: ['Kubernetes'],
      location: 'Remote',
      type: 'Contract',
      isActive: true,
    };
    const auth = { token: owner.token };
    for (const [field, label] of [
      ['title', 'Title'],
      ['location', 'Location'],
    ] as const) {
      const answer = await call('POST', routes.jobs.create.path, {
        json: { ...job, [field]: 'Platform Engineer\r\nBcc: victim@example.com' },
        auth,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: FIELD_MESSAGES.singleLine(label) });
    }
    expect((await call('POST', routes.jobs.create.path, { json: job, auth })).status).toBe(201);
  });

  it('an e-mail to a lead whose subject holds a line break is refused', async () => {
    const lead = await createInquiry(server.db, 'contact_submissions');
    const answer = await call('POST', pathOf(routes.contact.email, { id: lead.id }), {
      json: { subject: 'Hello\r\nBcc: victim@example.com', body: 'Dear Ada,\nhello.' },
      auth: { token: owner.token },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ subject: FIELD_MESSAGES.singleLine('Subject') });
  });

  it('a name chosen on accepting an invitation must be one line', async () => {
    const answer = await call('POST', routes.invitations.accept.path, {
      json: { token: 'x'.repeat(43), name: 'Eve\r\nAdmin', password: 'a long enough password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ name: FIELD_MESSAGES.singleLine('Name') });
  });
});
