import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the sign-in page returns only to a page of this admin', () => {
  it('keeps an admin path with its query and hash', () => {
    expect(safeReturnPath('/admin/applications/5f1c')).toBe('/admin/applications/5f1c');
    expect(safeReturnPath('/admin/dashboard?tab=contacts&q=a%40b')).toBe(
      '/admin/dashboard?tab=contacts&q=a%40b',
    );
    expect(safeReturnPath('/admin/notifications#my-notifications')).toBe(
      '/admin/notifications#my-notifications',
    );
  });

  it.each([
    '//evil.example',
    '//evil.example/admin/x',
    'https://evil.example/admin/x',
    'javascript:alert(1)',
    '/\\evil.example',
    '/admin/\\\\evil.example',
    '/admin/../../evil',
    '/admin/%2e%2e/blog',
    '/admin/x\n//evil.example',
    '/blog/x',
    '/admin/login',
    '/admin/login?next=/admin/x',
    '',
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
