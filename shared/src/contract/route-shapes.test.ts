import { describe, expect, it } from 'vitest';
import { routes, matchRoute, ALL_ROUTES } from './routes';
import { shapeMatcher, shapesOf } from './route-shape';
import { ROUTE_SHAPES } from './route-shapes';

describe('the route shapes the admin sends by', () => {
  it("are the route table's, in its order (else run `npm run route-shapes`)", () => {
    expect(JSON.stringify(ROUTE_SHAPES, null, 1)).toBe(JSON.stringify(shapesOf(routes), null, 1));
  });

  it('match a request to the same route as the table does', () => {
    const match = shapeMatcher(ROUTE_SHAPES);
    for (const definition of ALL_ROUTES) {
      const path = definition.path.replace(/:[A-Za-z]+/g, 'x1');
      const byTable = matchRoute(definition.method, path);
      expect(match(definition.method, path)).toEqual({
        method: byTable!.method,
        path: byTable!.path,
        ...(byTable!.body ? { body: byTable!.body } : {}),
        ...(byTable!.list ? { list: true } : {}),
        ...(byTable!.file ? { file: true } : {}),
        ...(byTable!.session ? { session: byTable!.session } : {}),
      });
    }
    expect(match('POST', '/api/admin/login')?.session).toBe('signs-in');
    expect(match('GET', '/api/nothing-here')).toBeUndefined();
  });
});
