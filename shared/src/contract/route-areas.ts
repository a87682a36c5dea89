/**
 * The route table's areas, each loaded on its own: the admin checks an answer with the schemas of
 * the route's area alone (the session check and the Overview, the first screen's calls, load
 * areas of their own), not with the whole table's. `route-shapes.ts` says which area declares
 * each route.
 */
import type { RouteDef } from './route-def';

interface AreaTable {
  readonly [key: string]: RouteDef | AreaTable;
}

export const routeAreas = {
  account: async (): Promise<AreaTable> => (await import('./routes/account')).accountRoutes,
  attribution: async (): Promise<AreaTable> =>
    (await import('./routes/attribution')).attributionRoutes,
  audit: async (): Promise<AreaTable> => (await import('./routes/audit')).auditRoutes,
  blog: async (): Promise<AreaTable> => (await import('./routes/blog')).blogRoutes,
  booking: async (): Promise<AreaTable> => (await import('./routes/booking')).bookingRoutes,
  careers: async (): Promise<AreaTable> => (await import('./routes/careers')).careerRoutes,
  conversations: async (): Promise<AreaTable> =>
    (await import('./routes/conversations')).conversationRoutes,
  desktop: async (): Promise<AreaTable> => (await import('./routes/desktop')).desktopRoutes,
  inquiries: async (): Promise<AreaTable> => (await import('./routes/inquiries')).inquiryRoutes,
  notifications: async (): Promise<AreaTable> =>
    (await import('./routes/notifications')).notificationRoutes,
  overview: async (): Promise<AreaTable> => (await import('./routes/overview')).overviewRoutes,
  public: async (): Promise<AreaTable> => (await import('./routes/public')).publicRoutes,
  reports: async (): Promise<AreaTable> => (await import('./routes/reports')).reportRoutes,
  review: async (): Promise<AreaTable> => (await import('./routes/review')).reviewRoutes,
  scheduling: async (): Promise<AreaTable> =>
    (await import('./routes/scheduling')).schedulingRoutes,
  search: async (): Promise<AreaTable> => (await import('./routes/search')).searchRoutes,
  session: async (): Promise<AreaTable> => (await import('./routes/session')).sessionRoutes,
  staffing: async (): Promise<AreaTable> => (await import('./routes/staffing')).staffingRoutes,
  status: async (): Promise<AreaTable> => (await import('./routes/status')).statusRoutes,
  team: async (): Promise<AreaTable> => (await import('./routes/team')).teamRoutes,
  workspace: async (): Promise<AreaTable> => (await import('./routes/workspace')).workspaceRoutes,
};

export type RouteArea = keyof typeof routeAreas;

/** The route declared in `area` under `keys`. */
export async function declaredRoute(area: string, keys: readonly string[]): Promise<RouteDef> {
  let entry: RouteDef | AreaTable = await routeAreas[area as RouteArea]();
  for (const key of keys) entry = (entry as AreaTable)[key]!;
  return entry as RouteDef;
}
