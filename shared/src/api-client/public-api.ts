/** Typed calls of the public site (section 7), through the route table, on an injected transport. */
import type { ApplicationInput } from '../contract/application';
import type { BookingView } from '../contract/booking';
import type { ReviewView } from '../contract/review';
import type { BlogCategory } from '../contract/constants';
import type { ConsultationInput } from '../contract/consultation';
import type { ContactInput } from '../contract/contact';
import { publicRoutes as routes } from '../contract/routes/public';
import { searchRoutes } from '../contract/routes/search';
import type { SearchQuery } from '../contract/search';
import { statusRoutes } from '../contract/routes/status';
import type { StatusMessageInput, WithdrawInput } from '../contract/status';
import { createCaller, type ListOptions } from './call';
import type { FilePart, Transport } from './transport';

export type { ListOptions } from './call';

export function createPublicApi(transport: Transport) {
  const { call, page } = createCaller(transport);
  return {
    listBlogs: (options: ListOptions & { category?: string; tag?: string } = {}) =>
      page(routes.blogs.list, { query: { ...options }, paging: options }),
    getBlog: (slugOrId: string) => call(routes.blogs.get, { params: { slugOrId } }),
    /** A post as it will look, by a preview link's token (404 invalid, 410 expired). */
    previewBlog: (token: string) => call(routes.blogs.preview, { params: { token } }),
    listBlogsByCategory: (category: BlogCategory | string, options: ListOptions = {}) =>
      call(routes.blogs.byCategory, { params: { category }, query: { ...options } }),
    listJobs: (options: ListOptions = {}) =>
      page(routes.jobs.list, { query: { ...options }, paging: options }),
    getJob: (id: string) => call(routes.job.get, { params: { id } }),
    /** The site's search: posts, jobs and pages (400 for an empty, too long or punctuation-only one). */
    search: (query: SearchQuery) => call(searchRoutes.search.site, { query: { ...query } }),
    submitContact: (input: ContactInput) =>
      call(routes.contact.submit, { body: { kind: 'json', data: input } }),
    submitConsultation: (input: ConsultationInput) =>
      call(routes.consultation.submit, { body: { kind: 'json', data: input } }),
    applyToJob(jobId: string, input: ApplicationInput, resume: FilePart | undefined) {
      const fields: Record<string, string> = {};
      const { attribution, ...rest } = input;
      // Multipart carries the attribution as fields of the same names (landingPage, utmSource…).
      for (const [key, value] of Object.entries({ ...rest, ...attribution })) {
        if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      }
      return call(routes.job.apply, {
        params: { id: jobId },
        body: { kind: 'multipart', fields, files: resume ? { resume } : {} },
      });
    },
    /** The candidate's status page, by its private link's token (404 for any wrong one). */
    applicationStatus: (token: string) => call(statusRoutes.statusPage.get, { params: { token } }),
    sendStatusMessage: (token: string, input: StatusMessageInput) =>
      call(statusRoutes.statusPage.message, {
        params: { token },
        body: { kind: 'json', data: input },
      }),
    withdrawApplication: (token: string, input: WithdrawInput = {}) =>
      call(statusRoutes.statusPage.withdraw, {
        params: { token },
        body: { kind: 'json', data: input },
      }),
    /** E-mails the applicant a link that confirms "Delete my data". */
    requestErasure: (token: string) => call(statusRoutes.statusPage.erase, { params: { token } }),
    /** The confirmation link: waiting or used. */
    erasureRequest: (token: string) => call(statusRoutes.erasure.get, { params: { token } }),
    confirmErasure: (token: string) => call(statusRoutes.erasure.confirm, { params: { token } }),
  };
}
export type PublicApi = ReturnType<typeof createPublicApi>;

/** The reads the site's pages load: what the server renderer provides in-process. */
export type PublicReadApi = Pick<
  PublicApi,
  | 'listBlogs'
  | 'getBlog'
  | 'previewBlog'
  | 'listBlogsByCategory'
  | 'listJobs'
  | 'getJob'
  | 'search'
  | 'applicationStatus'
  | 'erasureRequest'
> & {
  /** A booking link's page (scheduling): 404 for a wrong, expired or revoked token. */
  getBooking(token: string, timeZone?: string): Promise<BookingView>;
  /** A client's review link (the staffing desk): 404 for a wrong token, 410 expired or revoked. */
  getReview(token: string): Promise<ReviewView>;
};
