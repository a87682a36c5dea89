import { describe, expect, it } from 'vitest';
import { routes, matchRoute, ALL_ROUTES } from './routes';
import { declaredRoute } from './route-areas';
import { shapeMatcher, isShape, type ShapeTable, type RouteShape } from './route-shape';
import { ROUTE_SHAPES } from './route-shapes';
import { routeShapesOfTable } from './route-shapes-source';

describe('the route shapes the admin sends by', () => {
  it("are the route table's, in its order (else run `npm run route-shapes`)", async () => {
    expect(JSON.stringify(ROUTE_SHAPES, null, 1)).toBe(
      JSON.stringify(await routeShapesOfTable(), null, 1),
    );
  });

  it('say where each route is declared, and its area loads that very route', async () => {
    const all: Array<[string[], RouteShape]> = [];
    const walk = (table: ShapeTable, at: string[]) => {
      for (const [key, value] of Object.entries(table)) {
        if (isShape(value)) all.push([[...at, key], value]);
        else walk(value, [...at, key]);
      }
    };
    walk(ROUTE_SHAPES, []);
    expect(all.length).toBe(ALL_ROUTES.length);
    for (const [keys, shape] of all) {
      let declared: unknown = routes;
      for (const key of keys) declared = (declared as Record<string, unknown>)[key];
      expect(await declaredRoute(shape.area!, shape.at ?? keys)).toBe(declared);
    }
  });

  it('match a request to the same route as the table does', () => {
    const match = shapeMatcher(ROUTE_SHAPES);
    for (const definition of ALL_ROUTES) {
      const path = definition.path.replace(/:[A-Za-z]+/g, 'x1');
      const byTable = matchRoute(definition.method, path);
      const { area: _area, at: _at, ...matched } = match(definition.method, path)!;
      expect(matched).toEqual({
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
