import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerSettings, parseServerAddress, probeServer } from './server-settings';
import { startHttpServer } from './test-support/http-server';

describe('server address', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com'],
    ['https://www.example.com/', 'https://www.example.com'],
    ['  www.example.com  ', 'https://www.example.com'],
    ['HTTPS://WWW.Example.COM:8443', 'https://www.example.com:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
  ])('accepts %s as %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'Enter the server address'],
    ['http://www.example.com', 'Use https:// (plain http is allowed only for localhost)'],
    ['http://192.168.1.10', 'Use https:// (plain http is allowed only for localhost)'],
    ['ftp://example.com', 'The address must start with https://'],
    ['file:///etc/passwd', 'The address must start with https://'],
    ['https://user:pw@example.com', 'The address must not contain a user name'],
    [
      'https://www.example.com/admin',
      'Enter the site address only, without a path (e.g. https://www.example.com)',
    ],
    [
      'https://www.example.com/?x=1',
      'Enter the site address only, without a path (e.g. https://www.example.com)',
    ],
    ['https://exa mple.com', 'Enter an address such as https://www.example.com'],
  ])('refuses %j', (input, error) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, error });
  });
});

describe('server probe and persistence', () => {
  let lookalike: Awaited<ReturnType<typeof startHttpServer>>;
  let other: Awaited<ReturnType<typeof startHttpServer>>;
  let redirecting: Awaited<ReturnType<typeof startHttpServer>>;

  beforeAll(async () => {
    // Answers like the API does: /healthz JSON, admin profile 401 with { message }.
    lookalike = await startHttpServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/healthz') return res.end(JSON.stringify({ status: 'ok' }));
      if (req.url === '/api/admin/profile') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'Not signed in' }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
    // Some other web server: HTML everywhere.
    other = await startHttpServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><h1>Welcome</h1>');
    });
    redirecting = await startHttpServer((_req, res) => {
      res.statusCode = 301;
      res.setHeader('location', 'https://www.example.com/healthz');
      res.end();
    });
  });
  afterAll(async () => {
    await Promise.all([lookalike.close(), other.close(), redirecting.close()]);
  });

  it('accepts a server that answers as the API', async () => {
    expect(await probeServer(lookalike.url)).toEqual({ ok: true, origin: lookalike.url });
  });

  it('refuses another web server, a redirect and an unreachable address', async () => {
    expect(await probeServer(other.url)).toEqual({
      ok: false,
      error: `${other.url} does not answer as the Northbeam API (/healthz)`,
    });
    expect(await probeServer(redirecting.url)).toEqual({
      ok: false,
      error: 'The server redirects to https://www.example.com/healthz: enter that address instead',
    });
    const unreachable = await probeServer('http://127.0.0.1:9', { timeoutMs: 2000 });
    expect(unreachable.ok).toBe(false);
    expect(!unreachable.ok && unreachable.error).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:9: /);
  });

  it('refuses a different service that names itself', async () => {
    const fetchFn = vi.fn(
      async () => new Response(JSON.stringify({ status: 'ok', service: 'grafana' })),
    );
    expect(await probeServer('https://x.example', { fetch: fetchFn as typeof fetch })).toEqual({
      ok: false,
      error: 'https://x.example is a different service (grafana)',
    });
  });

  it('remembers a checked address in settings.json and only a checked one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-settings-'));
    const settings = createServerSettings({ userDataDir: dir });
    expect(await settings.load()).toBeNull();
    expect((await settings.setAddress(other.url)).ok).toBe(false);
    expect(settings.getOrigin()).toBeNull();

    const beforeChange = vi.fn(async () => undefined);
    expect(await settings.setAddress(`${lookalike.url}/`, beforeChange)).toEqual({
      ok: true,
      origin: lookalike.url,
    });
    expect(beforeChange).toHaveBeenCalledWith(null);
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({
      serverOrigin: lookalike.url,
    });

    const restarted = createServerSettings({ userDataDir: dir });
    expect(await restarted.load()).toBe(lookalike.url);
    // Same address again: no change, no sign-out.
    const again = vi.fn(async () => undefined);
    await restarted.setAddress(lookalike.url, again);
    expect(again).not.toHaveBeenCalled();
  });
});
