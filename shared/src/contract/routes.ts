/**
 * The route table: every call of the API (section 7 of the spec and the dashboard's additions),
 * declared once, by area in `routes/` (`public.ts` holds the public site's calls), and assembled
 * here. The API's routers register from it, the clients (site, browser admin, desktop forwarding)
 * call through it, the caches and the desktop's allow-list recognise requests by it, and tests use
 * it. A path string of the API appears in the route table and nowhere else.
 *
 * Paths use Koa-router's `:name` parameters. Declaration order matters where two paths could match
 * the same URL (`/api/careers/applications` before `/api/careers/:id`): `matchRoute` and the
 * routers both try them in this order, which is the order of the groups and keys below.
 */
import './browser-zod'; // first: see browser-zod.ts
import type { RouteDef } from './route-def';
import { pathPattern } from './route-shape';
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
import { schedulingRoutes } from './routes/scheduling';
import { searchRoutes } from './routes/search';
import { sessionRoutes } from './routes/session';
import { reportRoutes } from './routes/reports';
import { statusRoutes } from './routes/status';
import { reviewRoutes } from './routes/review';
import { staffingRoutes } from './routes/staffing';
import { teamRoutes } from './routes/team';
import { workspaceRoutes } from './routes/workspace';
import { overviewRoutes } from './routes/overview';

export {
  API_PREFIX,
  answerSchema,
  isApiPath,
  pathOf,
  type Answer,
  type AnswerInput,
  type BodyInputOf,
  type BodyOf,
  type ContentKind,
  type HttpMethod,
  type ParamNames,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
  type RouteDef,
} from './route-def';

const { adminList: adminBlogList, ...blogWrites } = blogRoutes.blogs;

export const routes = {
  admin: { ...accountRoutes.admin, ...sessionRoutes.admin },
  twoFactor: accountRoutes.twoFactor,
  passwordReset: accountRoutes.passwordReset,
  team: teamRoutes.team,
  invitations: teamRoutes.invitations,
  privacy: workspaceRoutes.privacy,
  overview: overviewRoutes.overview,
  exports: { ...inquiryRoutes.exports, ...careerRoutes.exports },
  audit: auditRoutes.audit,
  outbox: notificationRoutes.outbox,
  notifications: notificationRoutes.notifications,
  webhooks: notificationRoutes.webhooks,
  blogs: {
    list: publicRoutes.blogs.list,
    adminList: adminBlogList,
    byCategory: publicRoutes.blogs.byCategory,
    preview: publicRoutes.blogs.preview,
    get: publicRoutes.blogs.get,
    ...blogWrites,
  },
  desktop: desktopRoutes.desktop,
  jobs: { ...publicRoutes.jobs, ...careerRoutes.jobs },
  applications: careerRoutes.applications,
  // After `applications`: `/api/careers/applications` is not a job id.
  job: {
    get: publicRoutes.job.get,
    ...careerRoutes.job,
    apply: publicRoutes.job.apply,
  },
  contact: { ...publicRoutes.contact, ...inquiryRoutes.contact },
  consultation: { ...publicRoutes.consultation, ...inquiryRoutes.consultation },
  inbound: conversationRoutes.inbound,
  unmatched: conversationRoutes.unmatched,
  applicationMessages: conversationRoutes.applications,
  contactMessages: conversationRoutes.contact,
  consultationMessages: conversationRoutes.consultation,
  // Scheduling (issue 31): availability, interviews, kits, calls, the public booking links.
  availability: schedulingRoutes.availability,
  interviews: schedulingRoutes.interviews,
  interviewKits: schedulingRoutes.interviewKits,
  consultationCalls: schedulingRoutes.consultationCalls,
  booking: bookingRoutes.booking,
  // Search (issue 33): the site's search, the admin's palette, past candidates and duplicates.
  search: searchRoutes.search,
  // Attribution and reports (issue 32).
  events: attributionRoutes.events,
  trackedLinks: attributionRoutes.trackedLinks,
  reports: reportRoutes.reports,
  // The candidate's status page: `/api/status/erasure/…` before `/api/status/:token`.
  statusErasure: statusRoutes.erasure,
  statusPage: statusRoutes.statusPage,
  statusLinks: statusRoutes.statusLinks,
  // The staffing desk (issue 34). Submittals before `applications`' and `job`'s catch-alls do
  // not matter: their paths are longer than any other route's.
  clients: staffingRoutes.clients,
  reviewLinks: staffingRoutes.reviewLinks,
  staffingSettings: staffingRoutes.staffingSettings,
  submittals: staffingRoutes.submittals,
  desk: staffingRoutes.desk,
  review: reviewRoutes.review,
} as const;

/** Every route, in declaration order. */
export const ALL_ROUTES: readonly RouteDef[] = Object.values(routes).flatMap((group): RouteDef[] =>
  Object.values(group),
);

const compiled = ALL_ROUTES.map((definition) => ({
  definition,
  pattern: pathPattern(definition.path),
}));

/** The declared route a request is for, or undefined (HEAD is matched as GET). */
export function matchRoute(method: string, path: string): RouteDef | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const { definition, pattern } of compiled) {
    if (definition.method === wanted && pattern.test(path)) return definition;
  }
  return undefined;
}
