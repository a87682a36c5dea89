/**
 * The forwarding module against the real API (api/test/test-server.ts: Koa on a fresh PGlite) with
 * the token in the real Secret Service: sign in, calls, upload, download, logout, refused session.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startTestServer, type TestServer } from '../../../api/test/test-server';
import { createApiForwarder, type ApiForwarder } from './api-forwarding';
import { saveDownload } from './downloads';
import { createKeychainSessionStore, type SessionTokenStore } from './keychain-session-store';
import { probeServer } from './server-settings';

const fixture = (name: string) =>
  readFile(fileURLToPath(new URL(`../../../shared/test-fixtures/${name}`, import.meta.url)));

let server: TestServer;
let email: string;
let password: string;
let tokens: SessionTokenStore;
let forwarder: ApiForwarder;
const refused = vi.fn();

async function signIn() {
  const res = await forwarder.forward({
    method: 'POST',
    path: '/api/admin/login',
    body: { kind: 'json', data: { email, password } },
  });
  expect(res.status).toBe(200);
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ email, password } = await server.signIn());
  tokens = createKeychainSessionStore({ service: `com.northbeam.admin.test-${randomUUID()}` });
  forwarder = createApiForwarder({
    getOrigin: () => server.url,
    tokens,
    onSessionRefused: refused,
  });
});
afterAll(async () => {
  await tokens?.delete(server.url);
  await server?.close();
});

describe('API forwarding against the real API', () => {
  it('the server passes the first-run probe', async () => {
    expect(await probeServer(server.url)).toEqual({ ok: true, origin: server.url });
  });

  it('signs in: token in the keychain, not in the answer', async () => {
    expect((await tokens.status()).available).toBe(true);
    const res = await signIn();
    expect(res.body).toEqual({
      _id: expect.any(String),
      email,
      name: expect.any(String),
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    expect(JSON.stringify(res)).not.toMatch(/token/i);
    const token = await tokens.get(server.url);
    expect(token).toMatch(/.{16,}/);
    expect(JSON.stringify(res)).not.toContain(token);
  });

  it('calls admin endpoints with the bearer token', async () => {
    const profile = await forwarder.forward({ method: 'GET', path: '/api/admin/profile' });
    expect(profile).toMatchObject({ status: 200, body: { email } });
    const contacts = await forwarder.forward({ method: 'GET', path: '/api/contact' });
    expect(contacts.status).toBe(200);
    expect(Array.isArray(contacts.body)).toBe(true);
    const job = await forwarder.forward({
      method: 'POST',
      path: '/api/careers',
      body: {
        kind: 'json',
        data: {
          title: 'Desktop Engineer',
          description: 'Builds the desktop admin.',
          requirements: ['Electron'],
          location: 'Remote',
          type: 'Remote',
          isActive: true,
        },
      },
    });
    expect(job.status).toBe(201);
  });

  it('uploads a featured image (multipart) through the same path', async () => {
    const png = new Uint8Array(await fixture('image.png'));
    const res = await forwarder.forward({
      method: 'POST',
      path: '/api/blogs',
      body: {
        kind: 'multipart',
        fields: {
          title: 'Shipped from the desktop',
          excerpt: 'An excerpt.',
          content: '<p>Hello from Electron</p>',
          author: 'Desk Top',
          category: 'DevOps',
          tags: 'desktop, electron',
          published: 'true',
        },
        files: { image: { name: 'image.png', type: 'image/png', data: png } },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const post = res.body as { _id: string; imageUrl: string; title: string };
    expect(post.title).toBe('Shipped from the desktop');
    const image = await fetch(new URL(post.imageUrl, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const all = await forwarder.forward({ method: 'GET', path: '/api/blogs/admin/all' });
    expect((all.body as { _id: string }[]).map((p) => p._id)).toContain(post._id);

    // Autosave through the bridge: If-Match crosses it, and a stale one comes back as 409.
    const draft = (ifMatch: string) =>
      forwarder.forward({
        method: 'PUT',
        path: `/api/blogs/${post._id}/draft`,
        body: { kind: 'json', data: { title: 'Typed in the desktop app' } },
        ifMatch,
      });
    const saved = await draft('"1"');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await draft('"1"');
    expect(stale.status).toBe(409);
    expect((stale.body as { current: { draft: { title: string } } }).current.draft.title).toBe(
      'Typed in the desktop app',
    );
  });

  it('downloads a resume and saves it where the save dialog says', async () => {
    const jobs = await forwarder.forward({ method: 'GET', path: '/api/careers' });
    const jobId = (jobs.body as { _id: string }[])[0]?._id;
    expect(jobId).toBeTruthy();
    const pdf = await fixture('resume.pdf');
    const form = new FormData();
    form.set('fullName', 'Jane Applicant');
    form.set('email', 'jane@example.com');
    form.set('phone', '+1 555 0100');
    form.set('resume', new Blob([pdf], { type: 'application/pdf' }), 'jane-cv.pdf');
    const applied = await fetch(`${server.url}/api/careers/${jobId}/apply`, {
      method: 'POST',
      body: form,
    });
    expect(applied.status).toBe(201);

    const list = await forwarder.forward({ method: 'GET', path: '/api/careers/applications' });
    const application = (list.body as { resumeUrl: string; resumeName: string }[])[0];
    expect(application?.resumeUrl).toMatch(/^\/api\/careers\/applications\/.+\/resume$/);

    const dir = await mkdtemp(join(tmpdir(), 'northbeam-download-'));
    const result = await saveDownload(
      {
        forwarder,
        chooseSavePath: async (name) => join(dir, name),
        writeFile: (path, data) => writeFile(path, data),
      },
      application!.resumeUrl,
      application!.resumeName,
    );
    expect(result.saved).toBe(true);
    const saved = result.saved ? await readFile(result.filePath) : Buffer.alloc(0);
    expect(Buffer.compare(saved, pdf)).toBe(0);
  });

  it('exports a filtered CSV: the query crosses to the server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-download-'));
    const result = await saveDownload(
      {
        forwarder,
        chooseSavePath: async (name) => join(dir, name),
        writeFile: (path, data) => writeFile(path, data),
      },
      '/api/admin/audit.csv',
      'audit.csv',
      { action: 'blog.create' },
    );
    expect(result.saved).toBe(true);
    const lines = (result.saved ? await readFile(result.filePath, 'utf8') : '')
      .trimEnd()
      .split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"blog.create"'))).toBe(true);
  });

  it('logout revokes the session on the server and deletes the keychain entry', async () => {
    const token = await tokens.get(server.url);
    expect(token).toBeTruthy();
    const res = await forwarder.forward({ method: 'POST', path: '/api/admin/logout' });
    expect(res.status).toBeLessThan(300);
    expect(await tokens.get(server.url)).toBeNull();
    // The old token is refused by the server now.
    const again = await fetch(`${server.url}/api/admin/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(401);
    // Without a token, admin calls are refused (and no refused-session event: nothing to clear).
    const anon = await forwarder.forward({ method: 'GET', path: '/api/contact' });
    expect(anon.status).toBe(401);
    expect(refused).not.toHaveBeenCalled();
  });

  it('a session revoked elsewhere clears the keychain entry and reports it', async () => {
    await signIn();
    const token = await tokens.get(server.url);
    // Revoked behind the app's back (another device, an administrator, expiry).
    const revoke = await fetch(`${server.url}/api/admin/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoke.status).toBeLessThan(300);
    const res = await forwarder.forward({ method: 'GET', path: '/api/admin/profile' });
    expect(res.status).toBe(401);
    expect(refused).toHaveBeenCalledOnce();
    expect(await tokens.get(server.url)).toBeNull();
  });
});

describe('two-factor sign-in through the desktop forwarding', () => {
  it('asks for the code without keeping anything; with it, only the session token is kept', async () => {
    const person = await server.signIn({ role: 'recruiter' });
    const desk = createKeychainSessionStore({
      service: `com.northbeam.admin.test-${randomUUID()}`,
    });
    const forward = createApiForwarder({ getOrigin: () => server.url, tokens: desk }).forward;
    const login = (code?: string) =>
      forward({
        method: 'POST',
        path: '/api/admin/login',
        body: { kind: 'json', data: { email: person.email, password: person.password, code } },
      });
    try {
      expect((await login()).status).toBe(200);
      const setup = await forward({ method: 'POST', path: '/api/admin/2fa/setup' });
      const secret = (setup.body as { secret: string }).secret;
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      const enabled = await forward({
        method: 'POST',
        path: '/api/admin/2fa/enable',
        body: { kind: 'json', data: { code: totp.generate() } },
      });
      expect(enabled.status).toBe(200);
      await forward({ method: 'POST', path: '/api/admin/logout' });
      expect(await desk.get(server.url)).toBeNull();

      const asked = await login();
      expect(asked.status).toBe(401);
      expect(asked.body).toMatchObject({ twoFactorRequired: true });
      expect(await desk.get(server.url)).toBeNull();

      const signedIn = await login(totp.generate({ timestamp: Date.now() + 30_000 }));
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ email: person.email, twoFactor: true });
      const kept = await desk.get(server.url);
      expect(kept).toMatch(/.{16,}/);
      // The keychain holds the session token, never the two-factor secret.
      expect(kept).not.toContain(secret);
      expect(JSON.stringify(signedIn)).not.toContain(kept!);
    } finally {
      await desk.delete(server.url);
    }
  });
});
