/**
 * The server renderer's transport: the public GET calls of the site answered by the API's own
 * queries and presenters, in-process (no HTTP request to itself). Anonymous reads only: drafts and
 * inactive jobs never show, whoever is signed in.
 */
import type { ApiRequest, ApiResponse, Transport } from '@northbeam/shared/api-client/transport';
import { blogCategory, blogListFilter } from '@northbeam/shared/contract/blog';
import { TOTAL_COUNT_HEADER } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { pageQuery } from '@northbeam/shared/contract/pagination';
import { findBlogById, findBlogBySlug, listBlogs } from '../db/blogs.queries';
import type { Db } from '../db/connection';
import { findJob, listJobs } from '../db/jobs.queries';
import { isUuid } from '../middleware/validate';
import { presentBlog, presentBlogSummary, presentJob } from '../presenters/entities.presenter';

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});
const notFound = (message: string) => json(404, { message });
const badRequest = (message: string) => json(400, { message });

const stringQuery = (query: ApiRequest['query']) =>
  Object.fromEntries(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export function createInProcessTransport(getDb: () => Db): Transport {
  const blogList = async (db: Db, query: Record<string, string>, category?: string) => {
    const paging = pageQuery.extend(blogListFilter.shape).safeParse(query);
    if (!paging.success) return badRequest('Invalid list parameters');
    const { rows, total } = await listBlogs(db, {
      ...paging.data,
      ...(category ? { category } : {}),
      includeDrafts: false,
    });
    return json(200, rows.map(presentBlogSummary), {
      [TOTAL_COUNT_HEADER.toLowerCase()]: `${total}`,
    });
  };

  return async (request) => {
    if (request.method !== 'GET') return json(405, { message: 'Method not allowed' });
    const db = getDb();
    const query = stringQuery(request.query);
    const parts = request.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'api') return notFound('Not found');

    if (parts[1] === 'blogs') {
      if (parts.length === 2) return blogList(db, query);
      if (parts.length === 4 && parts[2] === 'category') {
        const category = blogCategory.safeParse(parts[3]);
        return category.success
          ? blogList(db, query, category.data)
          : badRequest('Unknown category');
      }
      if (parts.length === 3) {
        const key = parts[2]!;
        const row = isUuid(key)
          ? await findBlogById(db, key.toLowerCase())
          : await findBlogBySlug(db, key);
        return row?.published ? json(200, presentBlog(row)) : notFound(MESSAGES.blog.notFound);
      }
    }

    if (parts[1] === 'careers') {
      if (parts.length === 2) {
        const paging = pageQuery.safeParse(query);
        if (!paging.success) return badRequest('Invalid list parameters');
        const { rows, total } = await listJobs(db, { ...paging.data, includeInactive: false });
        return json(200, rows.map(presentJob), { [TOTAL_COUNT_HEADER.toLowerCase()]: `${total}` });
      }
      if (parts.length === 3) {
        const id = parts[2]!;
        if (!isUuid(id)) return notFound(MESSAGES.careers.jobNotFound);
        const row = await findJob(db, id.toLowerCase());
        return row?.is_active ? json(200, presentJob(row)) : notFound(MESSAGES.careers.jobNotFound);
      }
    }
    return notFound('Not found');
  };
}
