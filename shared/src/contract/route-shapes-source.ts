/** The source of route-shapes.ts, made of the route table (the script and the test share it). */
import { routes } from './routes';
import { shapesOf } from './route-shape';

export const routeShapesSource = () => `/**
 * The route table's shapes (method, path, body, list, file, session), by the table's keys: what
 * the admin's first bundle sends calls by before any schema is built (see route-shape.ts).
 * Written by \`npm run route-shapes\` from routes.ts: do not edit by hand.
 */
import type { ShapeTable } from './route-shape';

export const ROUTE_SHAPES = ${JSON.stringify(shapesOf(routes), null, 2)} as const satisfies ShapeTable;
`;
