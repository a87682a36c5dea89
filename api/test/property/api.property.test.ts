/**
 * Property-based: every call of the API (spec section 7, plus DELETE /api/careers/{id} and the
 * resume download) gets random and hostile bodies, path segments, query strings and headers,
 * with and without an administrator's session. Whatever it is sent, it answers below 500, with
 * JSON carrying a `message` for errors and never a stack trace; a refused request stores nothing
 * (no new row, no new file); and the server still answers afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestServer } from '../test-server';
import { startTestServer } from '../test-server';
import { createBlog, createInquiry, createJob } from '../factories';
import { fixture, formData } from '../http';
import {
  assertSafeAnswer,
  authKind,
  countFiles,
  countRows,
  hostileHeaders,
  hostileQuery,
  hostileString,
  mutatedBody,
  pathSegment,
  runs,
  type AuthKind,
} from './hostile';

let server: TestServer;
let admin: SignedIn;

const ids: Record<'blog' | 'job' | 'contact' | 'consultation' | 'application', string[]> = {
  blog: [],
  job: [],
  contact: [],
  consultation: [],
  application: [],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
  for (let i = 0; i < 3; i++) {
    ids.blog.push((await createBlog(server.db, { published: i !== 2 })).id);
    ids.job.push((await createJob(server.db, { isActive: i !== 2 })).id);
    ids.contact.push((await createInquiry(server.db, 'contact_submissions')).id);
    ids.consultation.push((await createInquiry(server.db, 'consultation_requests')).id);
  }
  // One real application with a stored resume, for the status update and the download.
  const apply = await fetch(`${server.url}/api/careers/${ids.job[0]}/apply`, {
    method: 'POST',
    body: formData(
      { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 512 555 0100' },
      { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
    ),
  });
  expect(apply.status).toBe(201);
  ids.application.push(((await apply.json()) as { _id: string })._id);
});

afterAll(async () => {
  // The server still answers after everything it was sent.
  if (server) {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    await server.close();
  }
});

function authHeaders(kind: AuthKind): Record<string, string> {
  switch (kind) {
    case 'bearer':
      return { Authorization: `Bearer ${admin.token}` };
    case 'cookie':
      return { Cookie: admin.cookie };
    case 'cookie-cross-site':
      return { Cookie: admin.cookie, 'Sec-Fetch-Site': 'cross-site' };
    case 'garbage':
      return {
        Authorization: 'Bearer ' + 'x'.repeat(43),
        Cookie: 'sid=forged; sid.sig=forged',
      };
    default:
      return {};
  }
}

interface Sent {
  method: string;
  path: string;
  auth: AuthKind;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Files the request carries that may be stored on success. */
  files?: number;
}

/** Sends one request and checks the answer, the row counts and the stored files. */
async function send(sent: Sent) {
  const before = await countRows(server.db);
  const filesBefore = await countFiles(server.dataDir);
  const headers: Record<string, string> = { ...sent.headers, ...authHeaders(sent.auth) };
  let body: BodyInit | undefined;
  if (sent.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sent.json);
  } else if (sent.form) {
    body = sent.form;
  }
  const response = await fetch(`${server.url}${sent.path}`, {
    method: sent.method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = null;
  const isJson = /application\/json/.test(response.headers.get('content-type') ?? '');
  if (text && isJson) parsed = JSON.parse(text);
  const context = `${sent.method} ${sent.path.slice(0, 200)} [${sent.auth}] ${JSON.stringify(sent.json ?? null)?.slice(0, 300)}`;
  assertSafeAnswer({ status: response.status, body: parsed, text }, context);
  if (response.status >= 400 && !isJson) throw new Error(`error answer is not JSON: ${context}`);
  const after = await countRows(server.db);
  const filesAfter = await countFiles(server.dataDir);
  if (response.status >= 400) {
    expect(after, `rows changed by a refused request: ${context}`).toEqual(before);
    expect(filesAfter, `files left by a refused request: ${context}`).toBe(filesBefore);
  } else {
    expect(filesAfter - filesBefore).toBeLessThanOrEqual(sent.files ?? 0);
  }
  return response.status;
}

/** A path segment: a current id of that kind, an unknown one, or something hostile. */
const seg = (kind: keyof typeof ids) => pathSegment(() => ids[kind]);

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 512 555 0100',
  company: 'Engines',
  message: 'Hello',
};
const validConsultation = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  message: 'Hello',
};
const validJob = {
  title: 'Engineer',
  description: 'Build things',
  requirements: ['TypeScript'],
  location: 'Remote',
  type: 'Contract',
  isActive: true,
};

const NUM_RUNS = 20;

describe('hostile input never breaks a call', () => {
  const reads: [string, fc.Arbitrary<string>][] = [
    ['GET /api/blogs', hostileQuery.map((q) => `/api/blogs${q}`)],
    ['GET /api/blogs/{slug|id}', seg('blog').map((s) => `/api/blogs/${s}`)],
    [
      'GET /api/blogs/category/{category}',
      fc
        .tuple(fc.oneof(seg('blog'), fc.constant('Cloud%20Computing')), hostileQuery)
        .map(([s, q]) => `/api/blogs/category/${s}${q}`),
    ],
    ['GET /api/blogs/admin/all', hostileQuery.map((q) => `/api/blogs/admin/all${q}`)],
    ['GET /api/contact', hostileQuery.map((q) => `/api/contact${q}`)],
    ['GET /api/consultation', hostileQuery.map((q) => `/api/consultation${q}`)],
    ['GET /api/careers', hostileQuery.map((q) => `/api/careers${q}`)],
    ['GET /api/careers/{id}', seg('job').map((s) => `/api/careers/${s}`)],
    ['GET /api/careers/applications', hostileQuery.map((q) => `/api/careers/applications${q}`)],
    [
      'GET /api/careers/applications/{id}/resume',
      seg('application').map((s) => `/api/careers/applications/${s}/resume`),
    ],
    ['GET /api/admin/profile', hostileQuery.map((q) => `/api/admin/profile${q}`)],
    ['GET /uploads/{key}', seg('blog').map((s) => `/uploads/${s}`)],
  ];
  for (const [name, paths] of reads) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(paths, authKind, hostileHeaders, async (path, auth, headers) => {
          await send({ method: 'GET', path, auth, headers });
        }),
        runs(NUM_RUNS),
      );
    });
  }

  const writes: [string, string, fc.Arbitrary<string>, Record<string, unknown>][] = [
    ['POST /api/contact', 'POST', fc.constant('/api/contact'), validContact],
    ['POST /api/consultation', 'POST', fc.constant('/api/consultation'), validConsultation],
    [
      'PUT /api/contact/{id}',
      'PUT',
      seg('contact').map((s) => `/api/contact/${s}`),
      { status: 'resolved' },
    ],
    [
      'PUT /api/consultation/{id}',
      'PUT',
      seg('consultation').map((s) => `/api/consultation/${s}`),
      { status: 'completed' },
    ],
    ['POST /api/careers', 'POST', fc.constant('/api/careers'), validJob],
    ['PUT /api/careers/{id}', 'PUT', seg('job').map((s) => `/api/careers/${s}`), validJob],
    [
      'PUT /api/careers/applications/{id}',
      'PUT',
      seg('application').map((s) => `/api/careers/applications/${s}`),
      { status: 'reviewing' },
    ],
    [
      'PUT /api/blogs/{id} (publish toggle)',
      'PUT',
      seg('blog').map((s) => `/api/blogs/${s}`),
      { published: false },
    ],
    [
      'POST /api/admin/login',
      'POST',
      fc.constant('/api/admin/login'),
      { email: 'someone@example.com', password: 'a-password-of-some-length' },
    ],
  ];
  for (const [name, method, paths, valid] of writes) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(
          paths,
          mutatedBody(valid),
          authKind,
          hostileHeaders,
          async (path, json, auth, headers) => {
            await send({ method, path, auth, headers, json: json === undefined ? null : json });
          },
        ),
        runs(NUM_RUNS),
      );
    });
  }

  it('POST /api/admin/logout (its own session each time)', async () => {
    await fc.assert(
      fc.asyncProperty(authKind, hostileHeaders, mutatedBody({}), async (auth, headers, json) => {
        const own =
          auth === 'bearer' || auth.startsWith('cookie')
            ? await server.signIn({ email: admin.email, password: admin.password })
            : admin;
        const saved = admin;
        admin = own;
        try {
          await send({ method: 'POST', path: '/api/admin/logout', auth, headers, json });
        } finally {
          admin = saved;
        }
      }),
      runs(15),
    );
  });

  for (const [name, kind, prefix] of [
    ['DELETE /api/blogs/{id}', 'blog', '/api/blogs/'],
    ['DELETE /api/careers/{id}', 'job', '/api/careers/'],
  ] as const) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(seg(kind), authKind, hostileHeaders, async (s, auth, headers) => {
          await send({ method: 'DELETE', path: `${prefix}${s}`, auth, headers });
        }),
        runs(NUM_RUNS),
      );
    });
  }

  it('unknown methods and paths under /api', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.array(
          hostileString
            .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')))
            // '.' and '..' are resolved by the URL parser: the path would leave /api.
            .map((part) => (part === '.' || part === '..' ? `${part}x` : part)),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        authKind,
        async (method, parts, auth) => {
          await send({ method, path: `/api/${parts.join('/')}`, auth });
        },
      ),
      runs(NUM_RUNS),
    );
  });
});

// Multipart calls: hostile text fields, hostile file names, wrong and mismatched files.
const files = {
  png: { name: 'image.png', type: 'image/png', data: fixture('image.png') },
  pdf: { name: 'resume.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
  fakePdf: { name: 'resume.pdf', type: 'application/pdf', data: fixture('fake-resume.pdf') },
  pdfAsPng: { name: 'image.png', type: 'image/png', data: fixture('resume.pdf') },
  pngAsPdf: { name: 'resume.pdf', type: 'application/pdf', data: fixture('image.png') },
  html: { name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
  empty: { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
};
const fileChoice = fc.constantFrom(...(Object.keys(files) as (keyof typeof files)[]), undefined);
const fileName = fc.oneof(
  fc.constantFrom('../../etc/passwd', '..\\..\\boot.ini', '/etc/passwd', 'a/b/c.pdf', '.htaccess'),
  hostileString.filter((s) => s.length < 300),
);
const formFields = (valid: Record<string, string>) =>
  fc
    .tuple(
      fc.tuple(
        ...Object.keys(valid).map(() =>
          fc.oneof(
            { weight: 2, arbitrary: fc.constant<string | undefined>(undefined).map(() => 'keep') },
            { weight: 1, arbitrary: fc.constant('drop') },
            { weight: 2, arbitrary: hostileString },
          ),
        ),
      ),
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'extra', 'resume_key', 'id'),
        hostileString,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([choices, extra]) => {
      const out: Record<string, string> = {};
      Object.keys(valid).forEach((key, i) => {
        const choice = choices[i]!;
        if (choice === 'keep') out[key] = valid[key]!;
        else if (choice !== 'drop') out[key] = choice;
      });
      for (const [k, v] of Object.entries(extra)) {
        Object.defineProperty(out, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    });

function buildForm(
  fields: Record<string, string>,
  fileField: string,
  choice: keyof typeof files | undefined,
  name: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (choice) {
    const file = files[choice];
    form.append(
      fileField,
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      name || file.name,
    );
  }
  return form;
}

describe('multipart calls', () => {
  const validBlog = {
    title: 'A post',
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    author: 'Ada',
    category: 'DevOps',
    tags: 'a, b',
    published: 'true',
  };
  const validApplication = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 512 555 0100',
    coverLetter: 'Hello',
  };

  it('POST /api/blogs and PUT /api/blogs/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant('/api/blogs'),
          seg('blog').map((s) => `/api/blogs/${s}`),
        ),
        formFields(validBlog),
        fc.constantFrom('image', 'image', 'file', 'resume'),
        fileChoice,
        fileName,
        authKind,
        async (path, fields, field, choice, name, auth) => {
          await send({
            method: path === '/api/blogs' ? 'POST' : 'PUT',
            path,
            auth,
            form: buildForm(fields, field, choice, name),
            files: 1,
          });
        },
      ),
      runs(30),
    );
  });

  it('POST /api/careers/{id}/apply', async () => {
    await fc.assert(
      fc.asyncProperty(
        seg('job'),
        formFields(validApplication),
        fc.constantFrom('resume', 'resume', 'image', 'file'),
        fileChoice,
        fileName,
        authKind,
        async (s, fields, field, choice, name, auth) => {
          await send({
            method: 'POST',
            path: `/api/careers/${s}/apply`,
            auth,
            form: buildForm(fields, field, choice, name),
            files: 1,
          });
        },
      ),
      runs(30),
    );
  });
});
