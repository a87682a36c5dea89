import { describe, expect, it } from 'vitest';
import { deepLinkInArgv, DEEP_LINK_PAGE, desktopLink, pageOfDeepLink } from './deep-links';

const id = '3f0c2a9e-8b1d-4c5e-9f7a-0a1b2c3d4e5f';
const SCHEME = 'northbeam-admin';

describe('desktop deep links', () => {
  it.each([
    ['applications', `/admin/applications/${id}`],
    ['contacts', `/admin/contacts/${id}`],
    ['consultations', `/admin/consultations/${id}`],
    ['blogs', `/admin/blogs/${id}`],
  ] as const)('northbeam-admin://%s/{id} opens %s', (kind, page) => {
    const link = desktopLink(SCHEME, kind, id);
    expect(link).toBe(`northbeam-admin://${kind}/${id}`);
    expect(pageOfDeepLink(SCHEME, link)).toBe(page);
    expect(DEEP_LINK_PAGE.test(page)).toBe(true);
    // Some systems add a trailing slash or change the case of the host.
    expect(pageOfDeepLink(SCHEME, `${link}/`)).toBe(page);
    expect(pageOfDeepLink(SCHEME, link.replace(kind, kind.toUpperCase()))).toBe(page);
  });

  it.each([
    ['another scheme', `https://applications/${id}`],
    ['an unknown kind', `northbeam-admin://team/${id}`],
    ['no id', 'northbeam-admin://applications/'],
    ['not an id', 'northbeam-admin://applications/../../etc/passwd'],
    ['two segments', `northbeam-admin://applications/${id}/delete`],
    ['a query', `northbeam-admin://applications/${id}?x=1`],
    ['a fragment', `northbeam-admin://applications/${id}#x`],
    ['credentials', `northbeam-admin://user@applications/${id}`],
    ['a port', `northbeam-admin://applications:80/${id}`],
    ['javascript', 'javascript:alert(1)'],
    ['something long', `northbeam-admin://applications/${id}${'a'.repeat(300)}`],
  ])('refuses %s', (_name, link) => {
    expect(pageOfDeepLink(SCHEME, link)).toBeUndefined();
  });

  it('finds the link among the launch arguments', () => {
    const link = desktopLink(SCHEME, 'contacts', id);
    expect(
      deepLinkInArgv(SCHEME, ['/opt/Northbeam Admin/northbeam-admin', '--no-sandbox', link]),
    ).toBe(link);
    expect(deepLinkInArgv(SCHEME, ['app.exe', '--flag'])).toBeUndefined();
  });

  it('an admin page a deep link may open is exactly one of these', () => {
    expect(DEEP_LINK_PAGE.test('/admin/team')).toBe(false);
    expect(DEEP_LINK_PAGE.test(`/admin/applications/${id}/x`)).toBe(false);
  });
});
