/** The source of route-shapes.ts, made of the route table (the script and the test share it). */
import { routes } from './routes';
import { isShape, shapesOf, type RouteShape, type ShapeTable } from './route-shape';
import { accountRoutes } from './routes/account';
import { attributionRoutes } from './routes/attribution';
import { auditRoutes } from './routes/audit';
import { blogRoutes } from './routes/blog';
import { bookingRoutes } from './routes/booking';
import { careerRoutes } from './routes/careers';
import { conversationRoutes } from './routes/conversations';
import { desktopRoutes } from './routes/desktop';
import { inquiryRoutes } from './routes/inquiries';
import { notificationRoutes } from './routes/notifications';
import { publicRoutes } from './routes/public';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/review';
import { schedulingRoutes } from './routes/scheduling';
import { searchRoutes } from './routes/search';
import { staffingRoutes } from './routes/staffing';
import { statusRoutes } from './routes/status';
import { teamRoutes } from './routes/team';
import { workspaceRoutes } from './routes/workspace';
import type { RouteArea } from './route-areas';

/** Each area's table by its name in route-areas.ts. */
export const AREA_TABLES: Record<RouteArea, unknown> = {
  account: accountRoutes,
  attribution: attributionRoutes,
  audit: auditRoutes,
  blog: blogRoutes,
  booking: bookingRoutes,
  careers: careerRoutes,
  conversations: conversationRoutes,
  desktop: desktopRoutes,
  inquiries: inquiryRoutes,
  notifications: notificationRoutes,
  public: publicRoutes,
  reports: reportRoutes,
  review: reviewRoutes,
  scheduling: schedulingRoutes,
  search: searchRoutes,
  staffing: staffingRoutes,
  status: statusRoutes,
  team: teamRoutes,
  workspace: workspaceRoutes,
};

/** Where each declared route object is: its area and keys there. */
function declarations(): Map<RouteShape, string[]> {
  const found = new Map<RouteShape, string[]>();
  const walk = (table: ShapeTable, at: string[]) => {
    for (const [key, value] of Object.entries(table)) {
      if (isShape(value)) found.set(value, [...at, key]);
      else walk(value, [...at, key]);
    }
  };
  for (const [area, table] of Object.entries(AREA_TABLES)) walk(table as ShapeTable, [area]);
  return found;
}

export const routeShapesOfTable = () => {
  const declared = declarations();
  return shapesOf(routes, (route) => declared.get(route));
};

export const routeShapesSource = () => `/**
 * The route table's shapes (method, path, body, list, file, session) and where each route is
 * declared, by the table's keys: what the admin's first bundle sends calls by before any schema is
 * built (see route-shape.ts). Written by \`npm run route-shapes\` from routes.ts: do not edit.
 */
import type { ShapeTable } from './route-shape';

export const ROUTE_SHAPES = ${JSON.stringify(routeShapesOfTable(), null, 2)} as const satisfies ShapeTable;
`;
