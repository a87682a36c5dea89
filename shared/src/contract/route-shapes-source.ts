/** The source of route-shapes.ts, made of the route table (the script and the test share it). */
import { routeAreas } from './route-areas';
import { routes } from './routes';
import { isShape, shapesOf, type RouteShape, type ShapeTable } from './route-shape';

/** Where each declared route object is: its area and its keys there. */
async function declarations(): Promise<Map<RouteShape, string[]>> {
  const found = new Map<RouteShape, string[]>();
  const walk = (table: ShapeTable, at: string[]) => {
    for (const [key, value] of Object.entries(table)) {
      if (isShape(value)) found.set(value, [...at, key]);
      else walk(value, [...at, key]);
    }
  };
  for (const [area, load] of Object.entries(routeAreas)) {
    walk(await load(), [area]);
  }
  return found;
}

export async function routeShapesOfTable(): Promise<ShapeTable> {
  const declared = await declarations();
  return shapesOf(routes, (route) => declared.get(route));
}

export const routeShapesSource = async () => `/**
 * The route table's shapes (method, path, body, list, file, session) and where each route is
 * declared, by the table's keys: what the admin's first bundle sends calls by before any schema is
 * built (see route-shape.ts). Written by \`npm run route-shapes\` from routes.ts: do not edit.
 */
import type { ShapeTable } from './route-shape';

export const ROUTE_SHAPES = ${JSON.stringify(await routeShapesOfTable(), null, 2)} as const satisfies ShapeTable;
`;
