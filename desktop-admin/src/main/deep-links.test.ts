import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkRouter } from './deep-links';
import { isNavigateTarget } from './ipc-channels';

const id = '3f0c2a9e-8b1d-4c5e-9f7a-0a1b2c3d4e5f';

describe('deep links in the desktop app', () => {
  it('maps each kind of link to its admin page, in the running window', () => {
    const show = vi.fn();
    const router = createDeepLinkRouter({ show });
    router.ready();
    expect(router.open(`northbeam-admin://applications/${id}`)).toBe(true);
    expect(router.open(`northbeam-admin://contacts/${id}`)).toBe(true);
    expect(router.open(`northbeam-admin://consultations/${id}`)).toBe(true);
    expect(router.open(`northbeam-admin://blogs/${id}`)).toBe(true);
    expect(show.mock.calls.map((c) => c[0])).toEqual([
      `/admin/applications/${id}`,
      `/admin/contacts/${id}`,
      `/admin/consultations/${id}`,
      `/admin/blogs/${id}`,
    ]);
  });

  it('a link that arrives at launch waits for the window, then opens (the last one clicked)', () => {
    const show = vi.fn();
    const router = createDeepLinkRouter({ show });
    expect(
      router.openFromArgv(['/usr/bin/northbeam-admin', `northbeam-admin://contacts/${id}`]),
    ).toBe(true);
    router.open(`northbeam-admin://blogs/${id}`);
    expect(show).not.toHaveBeenCalled();
    router.ready();
    expect(show).toHaveBeenCalledExactlyOnceWith(`/admin/blogs/${id}`);
  });

  it('refuses anything else, and says so', () => {
    const show = vi.fn();
    const onRefused = vi.fn();
    const router = createDeepLinkRouter({ show, onRefused });
    router.ready();
    for (const link of [
      `northbeam-admin://team/${id}`,
      `northbeam-admin://applications/${id}?delete=1`,
      'northbeam-admin://applications/not-an-id',
      `https://evil.example/${id}`,
    ]) {
      expect(router.open(link)).toBe(false);
    }
    expect(router.openFromArgv(['app', '--inspect'])).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledTimes(4);
  });
});

describe('pages the main process may show (the preload checks each)', () => {
  it('accepts the fixed screens and the items deep links name, nothing else', () => {
    expect(isNavigateTarget('/admin/dashboard')).toBe(true);
    expect(isNavigateTarget(`/admin/applications/${id}`)).toBe(true);
    expect(isNavigateTarget(`/admin/blogs/${id}`)).toBe(true);
    expect(isNavigateTarget('/admin/team')).toBe(false);
    expect(isNavigateTarget(`/admin/blogs/${id}/delete`)).toBe(false);
    expect(isNavigateTarget('https://evil.example/')).toBe(false);
    expect(isNavigateTarget(42)).toBe(false);
  });
});
