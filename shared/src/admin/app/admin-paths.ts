/**
 * Every page of the admin, declared once: the route table mounts the patterns, links and
 * navigations use the builders (`adminPaths.application(id)`). An ESLint rule refuses an
 * `/admin/…` string anywhere else in shared/src/admin.
 */

/** Where every admin path starts. */
export const ADMIN_PREFIX = '/admin/';

/** The dashboard's tabs (`?tab=`), as the dashboard declares them. */
export type DashboardTab =
  'contacts' | 'consultations' | 'jobs' | 'applications' | 'blogs' | 'audit';

/** A path with its query, leaving out the parameters that are not given. */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  forgotPassword: '/admin/forgot-password',
  resetPassword: '/admin/reset-password',
  acceptInvitation: '/admin/accept-invitation',
  /** A dashboard tab, its list filtered on whose turn the conversation is (`awaiting=us`). */
  dashboard: (tab?: DashboardTab, filter: { awaiting?: 'us' | 'them' } = {}) =>
    withQuery('/admin/dashboard', { tab, awaiting: filter.awaiting }),
  account: '/admin/account',
  overview: '/admin/overview',
  desktop: '/admin/desktop',
  privacy: '/admin/privacy',
  notifications: '/admin/notifications',
  /** The outbox, or only the deliveries to one webhook endpoint. */
  outbox: (endpointId?: string) => withQuery('/admin/outbox', { endpointId }),
  team: '/admin/team',
  /** Incoming mail that matched no item. */
  unmatched: '/admin/unmatched',
  pipeline: '/admin/pipeline',
  reports: '/admin/reports',
  application: (id: string) => `/admin/applications/${id}`,
  contact: (id: string) => `/admin/contacts/${id}`,
  consultation: (id: string) => `/admin/consultations/${id}`,
  /** A job posting's form: `new`, or the id of the one to edit. */
  job: (id: string) => `/admin/jobs/${id}`,
  /** A new posting, or one filled from an earlier posting (re-list). */
  newJob: (from?: string) => withQuery('/admin/jobs/new', { from }),
  blog: (id: string) => `/admin/blogs/${id}`,
  newBlog: '/admin/blogs/new',
  // The staffing desk (issue 34).
  clients: '/admin/clients',
  client: (id: string) => `/admin/clients/${id}`,
  jobOrder: (id: string) => `/admin/job-orders/${id}`,
  desk: '/admin/desk',
} as const;

/** The route table's patterns of the pages that take an id. */
export const adminRoutePatterns = {
  application: adminPaths.application(':id'),
  contact: adminPaths.contact(':id'),
  consultation: adminPaths.consultation(':id'),
  job: adminPaths.job(':id'),
  blog: adminPaths.blog(':id'),
  client: adminPaths.client(':id'),
  jobOrder: adminPaths.jobOrder(':id'),
} as const;
