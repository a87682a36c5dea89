// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_INFO_STORAGE_KEY } from '@northbeam/shared/contract/constants';
import { createBrowserPlatform, createLocalSessionStore } from './browser-platform';
import { MODULES_META, firstRequestScript } from './first-request';

describe('browser admin platform', () => {
  it('keeps admin info under adminInfo without the token', async () => {
    const store = createLocalSessionStore(localStorage);
    await store.save({
      _id: '1',
      email: 'a@example.com',
      name: 'A',
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
      token: 'secret',
    });
    const raw = localStorage.getItem(ADMIN_INFO_STORAGE_KEY)!;
    expect(JSON.parse(raw)).toEqual({
      _id: '1',
      email: 'a@example.com',
      name: 'A',
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    expect(raw).not.toContain('secret');
    // Read at once too (the sign-in page's first render knows who was signed in here).
    expect(store.recall?.()).toMatchObject({ _id: '1', email: 'a@example.com' });
    expect(await store.load()).toEqual({
      _id: '1',
      email: 'a@example.com',
      name: 'A',
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    await store.clear();
    expect(localStorage.getItem(ADMIN_INFO_STORAGE_KEY)).toBeNull();
    expect(await store.load()).toBeNull();
    expect(store.recall?.()).toBeNull();
  });

  it('ignores a damaged or old adminInfo (and never returns its token)', async () => {
    const store = createLocalSessionStore(localStorage);
    localStorage.setItem(ADMIN_INFO_STORAGE_KEY, '{not json');
    expect(await store.load()).toBeNull();
    localStorage.setItem(
      ADMIN_INFO_STORAGE_KEY,
      JSON.stringify({
        _id: '1',
        email: 'a@example.com',
        name: 'A',
        role: 'owner',
        twoFactor: false,
        twoFactorSetupRequired: false,
        token: 'old',
      }),
    );
    expect(await store.load()).toEqual({
      _id: '1',
      email: 'a@example.com',
      name: 'A',
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
  });

  it('sends same-origin requests with the cookie and no custom header', async () => {
    const fetchMock = vi.fn(
      async () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '0' } }),
    );
    const platform = createBrowserPlatform({ fetch: fetchMock as unknown as typeof fetch });
    const response = await platform.transport({
      method: 'PUT',
      path: '/api/contact/1',
      body: { kind: 'json', data: { status: 'resolved' } },
    });
    expect(response.headers['x-total-count']).toBe('0');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/1');
    expect(init.credentials).toBe('same-origin');
    expect(Object.keys(init.headers as Record<string, string>)).toEqual(['Accept', 'Content-Type']);
  });

  it('downloads through a temporary link', async () => {
    const platform = createBrowserPlatform();
    const clicked: HTMLAnchorElement[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await platform.download('/api/careers/applications/1/resume', 'cv.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('/api/careers/applications/1/resume');
    expect(clicked[0]?.download).toBe('cv.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
    spy.mockRestore();
  });
});

describe('the first screen’s requests, asked for by the page’s first script', () => {
  const SLOT = '__northbeamFirstRequests';
  const answer = () => new Response('{"kinds":[]}', { status: 200 });
  const session = { method: 'GET', path: '/api/admin/session' } as const;
  const overview = { method: 'GET', path: '/api/admin/overview' } as const;
  const INIT = {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  };
  const runFirstScript = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    new Function(
      firstRequestScript(['/api/admin/session'], { '/admin/overview': ['/api/admin/overview'] }),
    )();
  };
  // Every platform made (here, by the tests above) marks the page as started by the app.
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>)[SLOT];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on the Overview: the session and its data, each taken once by the app instead of asking', async () => {
    const early = vi.fn(async () => answer());
    vi.stubGlobal('fetch', early);
    const listed = Object.assign(document.createElement('meta'), {
      name: MODULES_META,
      content: JSON.stringify({ '/admin/overview': ['/assets/workspace-1.js'] }),
    });
    document.head.append(listed);
    runFirstScript('/admin/overview/');
    // The modules that check the Overview's answer are fetched beside the app's.
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/workspace-1.js']);
    listed.remove();
    for (const link of preloads) link.remove();
    expect(early.mock.calls).toEqual([
      ['/api/admin/session', INIT],
      ['/api/admin/overview', INIT],
    ]);
    const own = vi.fn(async () => answer());
    const { transport } = createBrowserPlatform({ fetch: own });
    expect(await transport(overview)).toMatchObject({ status: 200, body: { kinds: [] } });
    expect(await transport(session)).toMatchObject({ status: 200 });
    expect(own).not.toHaveBeenCalled();
    // Only once: asked again later (a refresh), the app asks itself.
    await transport(overview);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('elsewhere only the session; when the app started first, nothing', () => {
    const early = vi.fn(async () => answer());
    vi.stubGlobal('fetch', early);
    runFirstScript('/admin/login');
    expect(early.mock.calls).toEqual([['/api/admin/session', INIT]]);
    delete (window as unknown as Record<string, unknown>)[SLOT];
    early.mockClear();
    createBrowserPlatform({ fetch: vi.fn(async () => answer()) });
    runFirstScript('/admin/overview');
    expect(early).not.toHaveBeenCalled();
  });

  it('a first request that never went out (offline) is asked again by the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    runFirstScript('/admin/overview');
    const own = vi.fn(async () => answer());
    const { transport } = createBrowserPlatform({ fetch: own });
    expect(await transport(overview)).toMatchObject({ status: 200 });
    expect(own).toHaveBeenCalledTimes(1);
  });
});
