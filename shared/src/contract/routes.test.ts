import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from './constants';
import { ALL_ROUTES, API_PREFIX, matchRoute, pathOf, routes, type RouteDef } from './routes';

describe('the route table', () => {
  it('declares each method and path once, all under /api', () => {
    const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ALL_ROUTES) expect(route.path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it('fills and encodes path parameters', () => {
    expect(pathOf(routes.blogs.byCategory, { category: 'Cloud Computing' })).toBe(
      '/api/blogs/category/Cloud%20Computing',
    );
    expect(pathOf(routes.job.apply, { id: 'a/b' })).toBe('/api/careers/a%2Fb/apply');
  });

  it('recognises a request by method and path, in declaration order', () => {
    expect(matchRoute('GET', '/api/careers/applications')).toBe(routes.applications.list);
    expect(matchRoute('GET', '/api/careers/0b7e')).toBe(routes.job.get);
    expect(matchRoute('HEAD', '/api/blogs/a-post')).toBe(routes.blogs.get);
    expect(matchRoute('GET', '/api/blogs/')).toBe(routes.blogs.list);
    expect(matchRoute('GET', '/api/admin/audit.csv')).toBe(routes.audit.csv);
    expect(matchRoute('GET', '/api/admin/auditxcsv')).toBeUndefined();
    expect(matchRoute('PATCH', '/api/contact')).toBeUndefined();
    expect(matchRoute('GET', '/api/nothing')).toBeUndefined();
  });

  it('reaches every route by its own path: none is shadowed by one declared before it', () => {
    for (const route of ALL_ROUTES) {
      const sample = route.path.replace(/:[A-Za-z]+/g, 'x1');
      expect(matchRoute(route.method, sample), `${route.method} ${route.path}`).toBe(route);
    }
  });

  it('declares the query of every list that takes filters, parsed with its defaults', () => {
    expect(routes.applications.list.query.parse({ spam: 'only' })).toEqual({
      page: 1,
      limit: DEFAULT_PAGE_SIZE,
      spam: 'only',
    });
    expect(routes.contact.list.query.safeParse({ status: 'lost' }).success).toBe(false);
    expect(routes.blogs.list.query.parse({ tag: 'cloud' })).toMatchObject({
      page: 1,
      tag: 'cloud',
    });
    // The team's lists are whole (no paging), and so are one application's or one person's
    // interviews (a handful): every other list is paged by its query.
    const whole: RouteDef[] = [
      routes.team.list,
      routes.team.directory,
      routes.invitations.list,
      routes.interviews.listForApplication,
      routes.interviews.mine,
      routes.trackedLinks.list,
      // The staffing desk: one candidate's submittals, the open job orders by client.
      routes.submittals.listForApplication,
      routes.desk.openJobOrders,
      // One client's review links: one per submittal, a few a month.
      routes.clients.reviewLinks,
    ];
    for (const route of ALL_ROUTES.filter((r) => r.list && !whole.includes(r))) {
      expect(route.query, `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('says which writes change public content and which calls start or end a session', () => {
    const invalidating = ALL_ROUTES.filter((route) => route.invalidates?.length).map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(invalidating.sort()).toEqual([
      'DELETE /api/blogs/:id',
      'DELETE /api/careers/:id',
      'POST /api/blogs',
      'POST /api/careers',
      // A client's name shows on its job orders' pages unless confidential.
      'PUT /api/admin/clients/:id',
      'PUT /api/blogs/:id',
      'PUT /api/careers/:id',
    ]);
    expect(matchRoute('POST', '/api/admin/login')?.session).toBe('signs-in');
    expect(matchRoute('POST', '/api/admin/logout')?.session).toBe('signs-out');
  });

  it('gives every admin call the permission a role must have, and public calls none', () => {
    for (const route of ALL_ROUTES) {
      const label = `${route.method} ${route.path}`;
      if (route.access === 'admin') expect(route.permission, label).toBeDefined();
      else expect(route.permission, label).toBeUndefined();
    }
    expect(routes.invitations.accept.session).toBe('signs-in');
  });
});
