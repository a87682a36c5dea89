/**
 * What a client needs of a route to send a call, without its schemas: method, path, how the body
 * travels, whether it answers a list or a file, whether it signs in or out. `route-shapes.ts`
 * holds the table's, written from the route table by `npm run route-shapes` (a test keeps the two
 * the same), so the admin's first bundle can send calls before any zod schema is built: the
 * schemas load beside the first answer, which is checked once both are there.
 *
 * No zod here (nor in what imports this): that is the point.
 */
import type { ParamNames } from './route-def';

export interface RouteShape {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: 'json' | 'multipart' | 'form' | 'raw';
  readonly list?: true;
  readonly file?: true;
  readonly session?: 'signs-in' | 'signs-out';
  /** The area that declares the route (route-areas.ts), under the same keys as in the table… */
  readonly area?: string;
  /** …or under these keys, where they differ (`blogs.get` is the public area's `blogs.get`). */
  readonly at?: readonly string[];
}

export interface ShapeTable {
  readonly [key: string]: RouteShape | ShapeTable;
}

export const isShape = (value: RouteShape | ShapeTable): value is RouteShape =>
  typeof value.method === 'string' && typeof value.path === 'string';

/** A route's shape: its declaration without schemas, permissions or cache flags. */
export function shapeOf(definition: RouteShape): RouteShape {
  const { method, path, body, list, file, session } = definition;
  return {
    method,
    path,
    ...(body ? { body } : {}),
    ...(list ? { list } : {}),
    ...(file ? { file } : {}),
    ...(session ? { session } : {}),
  };
}

/**
 * The shapes of a route table, in its order; `declaredAt` says where each route is declared (its
 * area and its keys there), when known.
 */
export function shapesOf(
  table: { readonly [key: string]: unknown },
  declaredAt: (route: RouteShape) => readonly string[] | undefined = () => undefined,
  keys: readonly string[] = [],
): ShapeTable {
  const shapes: Record<string, RouteShape | ShapeTable> = {};
  for (const [key, value] of Object.entries(table)) {
    const entry = value as RouteShape | ShapeTable;
    const path = [...keys, key];
    if (isShape(entry)) {
      const [area, ...at] = declaredAt(entry) ?? [];
      const same = at.join('.') === path.join('.');
      shapes[key] = {
        ...shapeOf(entry),
        ...(area ? { area } : {}),
        ...(area && !same ? { at } : {}),
      };
    } else {
      shapes[key] = shapesOf(entry, declaredAt, path);
    }
  }
  return shapes;
}

/** The URL path of a call, its parameters encoded (`/api/blogs/:id` with `{ id }`). */
export function pathWith(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * A route's URL path with its parameters, from its shape (`ROUTE_SHAPES.…`): `pathOf` without the
 * route's schemas, for pages that only link to or download from a route.
 */
export function shapePath<P extends string>(
  shape: { readonly path: P },
  params: { readonly [K in ParamNames<P>]: string },
): string {
  return pathWith(shape.path, params);
}

/** The regular expression of a path's URLs (`:name` is one segment). */
export const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`);

/** The shape a request is for, in the table's order (HEAD is matched as GET). */
export function shapeMatcher(table: ShapeTable) {
  const all: RouteShape[] = [];
  const walk = (t: ShapeTable) => {
    for (const value of Object.values(t)) {
      if (isShape(value)) all.push(value);
      else walk(value);
    }
  };
  walk(table);
  const compiled = all.map((shape) => ({ shape, pattern: pathPattern(shape.path) }));
  return (method: string, path: string): RouteShape | undefined => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return compiled.find((c) => c.shape.method === wanted && c.pattern.test(path))?.shape;
  };
}
