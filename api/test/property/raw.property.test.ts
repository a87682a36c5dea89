/**
 * Property-based, below fetch: raw HTTP requests with wrong content types, deep JSON, truncated
 * and aborted multipart bodies. Same promises as api.property.test.ts: never a 5xx, always a JSON
 * error, nothing stored (no row, no file) from a refused request, and the server still answers.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJob } from '../factories';
import { fixture } from '../http';
import type { SignedIn, TestServer } from '../test-server';
import { startTestServer } from '../test-server';
import { assertSafeAnswer, countFiles, countRows, deepJson, runs } from './hostile';

let server: TestServer;
let admin: SignedIn;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
  jobId = (await createJob(server.db)).id;
});

afterAll(async () => {
  if (server) {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.close();
  }
});

interface Raw {
  status: number;
  text: string;
  contentType: string;
}

/**
 * Sends bytes as they are. `declaredLength` larger than the body, then a closed socket, is a client
 * that vanished mid-upload: resolves undefined (no answer can reach it).
 */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  declaredLength = body.length,
): Promise<Raw | undefined> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, 'Content-Length': String(declaredLength), Connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close before reading an aborted body: no answer to check.
      if (declaredLength !== body.length) resolve(undefined);
      else if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(undefined);
      else reject(error);
    });
    if (declaredLength === body.length) {
      req.end(body);
    } else {
      req.write(body);
      // The client disappears before sending the rest.
      setTimeout(() => req.destroy(), 50);
    }
  });
}

async function check(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  declaredLength?: number,
) {
  const rows = await countRows(server.db);
  const files = await countFiles(server.dataDir);
  const answer = await rawRequest(method, path, headers, body, declaredLength);
  const context = `${method} ${path} ${JSON.stringify(headers).slice(0, 200)} (${body.length} bytes)`;
  if (answer) {
    let parsed: unknown = null;
    if (/application\/json/.test(answer.contentType) && answer.text)
      parsed = JSON.parse(answer.text);
    assertSafeAnswer({ status: answer.status, body: parsed, text: answer.text }, context);
    if (answer.status >= 400 && !/application\/json/.test(answer.contentType)) {
      throw new Error(`error answer is not JSON: ${context} → ${answer.status}`);
    }
  }
  if (!answer || answer.status >= 400) {
    // A refused or abandoned request leaves nothing behind (give an aborted upload a moment).
    await new Promise((r) => setTimeout(r, answer ? 0 : 100));
    expect(await countRows(server.db), `rows changed: ${context}`).toEqual(rows);
    expect(await countFiles(server.dataDir), `files left: ${context}`).toBe(files);
  }
  return answer;
}

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });

const targets = () => [
  { method: 'POST', path: '/api/contact', headers: {} },
  { method: 'POST', path: '/api/consultation', headers: {} },
  { method: 'POST', path: '/api/admin/login', headers: {} },
  { method: 'POST', path: '/api/careers', headers: bearer() },
  { method: 'PUT', path: `/api/careers/${jobId}`, headers: bearer() },
  { method: 'POST', path: '/api/blogs', headers: bearer() },
  { method: 'POST', path: `/api/careers/${jobId}/apply`, headers: {} },
];
const target = fc.nat().map((i) => targets()[i % targets().length]!);

const validJson = JSON.stringify({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 512 555 0100',
  title: 'T',
  description: 'D',
  requirements: ['R'],
  location: 'L',
  password: 'x',
});

it('wrong and lying content types', async () => {
  await fc.assert(
    fc.asyncProperty(
      target,
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=abc',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/json; charset=bogus',
        'image/png',
        '',
        ';;;',
        'application/json',
      ),
      fc.constantFrom<Buffer>(
        Buffer.from(validJson),
        Buffer.from('firstName=Ada&email=a%40b.c'),
        Buffer.from('<xml/>'),
        fixture('image.png'),
        Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
        Buffer.alloc(0),
      ),
      fc.constantFrom<Record<string, string>>(
        {},
        { 'Content-Encoding': 'gzip' },
        { 'Content-Encoding': 'br, bogus' },
        { 'Transfer-Encoding': 'identity' },
      ),
      async (t, contentType, body, extra) => {
        const headers: Record<string, string> = { ...t.headers, ...extra };
        if (contentType) headers['Content-Type'] = contentType;
        await check(t.method, t.path, headers, body);
      },
    ),
    runs(60),
  );
});

it('deep and huge JSON', async () => {
  await fc.assert(
    fc.asyncProperty(
      target.filter((t) => !t.path.endsWith('/apply') && t.path !== '/api/blogs'),
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom(100, 5_000, 200_000),
            fc.constantFrom('array' as const, 'object' as const),
          )
          .map(([depth, kind]) => deepJson(depth, kind)),
        fc.constantFrom(
          `{"firstName":"${'x'.repeat(1_100_000)}"}`,
          `{"a":1,"a":2,"__proto__":{"isAdmin":true}}`,
          '{"firstName": "Ada"',
          '{"firstName": "\\ud800"}',
          '1e999999',
          '"just a string"',
          'null',
          '[]',
        ),
      ),
      async (t, json) => {
        await check(
          t.method,
          t.path,
          { ...t.headers, 'Content-Type': 'application/json' },
          Buffer.from(json),
        );
      },
    ),
    runs(30),
  );
});

function multipart(boundary: string, fileField: string, file: Buffer, fileName: string): Buffer {
  const fields: Record<string, string> = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 512 555 0100',
    title: 'A post',
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    author: 'Ada',
    category: 'DevOps',
  };
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

it('truncated and abandoned multipart bodies store nothing', async () => {
  const boundary = 'xXx-boundary-1234';
  const uploads = [
    {
      path: () => `/api/careers/${jobId}/apply`,
      field: 'resume',
      file: fixture('resume.pdf'),
      headers: () => ({}),
    },
    { path: () => '/api/blogs', field: 'image', file: fixture('image.png'), headers: bearer },
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...uploads),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom('truncated', 'abandoned', 'complete'),
      fc.constantFrom('../../etc/passwd', 'resume.pdf', '..\\..\\x.png', '/tmp/evil', 'é.pdf'),
      async (upload, cut, mode, name) => {
        const body = multipart(boundary, upload.field, upload.file, name);
        const headers = {
          ...upload.headers(),
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        };
        // Cut before the file's closing delimiter: the file itself is incomplete.
        const end = body.length - Buffer.byteLength(`\r\n--${boundary}--\r\n`);
        const at = Math.floor(end * cut);
        const answer =
          mode === 'complete'
            ? await check('POST', upload.path(), headers, body)
            : mode === 'truncated'
              ? // The body ends early but says so: the form is incomplete.
                await check('POST', upload.path(), headers, body.subarray(0, at))
              : // The client promised the whole body and vanished.
                await check('POST', upload.path(), headers, body.subarray(0, at), body.length);
        if (mode === 'truncated' && answer) expect(answer.status).toBeGreaterThanOrEqual(400);
      },
    ),
    runs(30),
  );
  // Complete uploads were stored under server-chosen names only.
  for (const row of (await server.db('job_applications').select('resume_key', 'resume_name')) as {
    resume_key: string;
    resume_name: string;
  }[]) {
    expect(row.resume_key).toMatch(/^[0-9a-f-]{36}\.(pdf|docx|doc)$/);
    expect(row.resume_name).not.toMatch(/[\\/]/);
  }
});

it('requests Node refuses before the app (oversized URL or headers, malformed HTTP) answer JSON', async () => {
  const long = await rawRequest('GET', `/api/blogs?q=${'a'.repeat(20_000)}`, {}, Buffer.alloc(0));
  expect(long?.status).toBe(431);
  expect(JSON.parse(long!.text)).toEqual({ message: 'The request URL or headers are too large' });

  const url = new URL(server.url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write('GET /api/blogs HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    });
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(text).toMatch(/^HTTP\/1\.1 400 /);
  expect(text).toContain('Content-Type: application/json');
  expect(text).toContain('{"message":"Malformed HTTP request"}');
});
