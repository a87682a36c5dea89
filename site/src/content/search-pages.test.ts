/**
 * The site's pages as its search indexes them: each one a real page of the route table (a path
 * written there, not a guess), with its title and text from the content modules, and never the
 * search page itself or a page with parameters.
 */
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import { searchablePages, textOf } from './search-pages';
import { SERVICE_PAGES } from './service-pages';

function routePaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : base || '/';
    return [path, ...(route.children ? routePaths(route.children, path) : [])];
  });
}

describe('the pages the site search indexes', () => {
  const pages = searchablePages();
  const known = new Set(routePaths(routes));

  it('are pages of the route table, each once, the search page not among them', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(known, path).toContain(path);
    expect(paths).not.toContain('/search');
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/ITStaffing', '/careers']));
  });

  it('carry the text their content modules show', () => {
    const staffing = pages.find((page) => page.path === '/ITStaffing')!;
    expect(staffing.title).toBe(SERVICE_PAGES['it-staffing'].title);
    expect(staffing.description).toBe(SERVICE_PAGES['it-staffing'].metaDescription);
    for (const text of SERVICE_PAGES['it-staffing'].overview) expect(staffing.body).toContain(text);
    // Icons and links are not text.
    expect(staffing.body).not.toMatch(/\bpeople\b\n|^clock$/m);
    for (const page of pages) expect(page.title.length, page.path).toBeGreaterThan(0);
  });

  it('collects every string of a content value but icons, images and links', () => {
    expect(textOf({ title: 'A', icon: 'x', items: [{ text: 'B', link: '/c' }] })).toBe('A\nB');
  });
});
