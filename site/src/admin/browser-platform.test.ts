// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_INFO_STORAGE_KEY } from '@northbeam/shared/contract/constants';
import { createBrowserPlatform, createLocalSessionStore } from './browser-platform';

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
