/**
 * The site's data calls answered on the server by the public-reads service, with no HTTP and no
 * second router: the same answers and errors the public client would get from the API (404 for
 * an unknown post or job, 400 for bad list parameters), so the pages' loaders cannot tell.
 */
import { ApiError } from '@northbeam/shared/api-client/transport';
import type { PublicReadApi } from '@northbeam/shared/api-client/public-api';
import { blogCategory, blogListFilter } from '@northbeam/shared/contract/blog';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { pageQuery } from '@northbeam/shared/contract/pagination';
import { SEARCH_MESSAGES, searchQuery } from '@northbeam/shared/contract/search';
import type { z } from 'zod';
import { HttpError } from '../http/http-errors';
import type { BlogPreviews } from '../services/blog-preview.service';
import type { StatusPages } from '../services/candidate-status/status-page.service';
import type { PublicReads } from '../services/public-reads.service';
import type { Interviews } from '../services/scheduling/interviews.service';
import type { PublicSearch } from '../services/search/public-search.service';
import type { ReviewLinks } from '../services/staffing/review-links.service';

const refuse = (status: number, message: string) => new ApiError(status, { message });

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw refuse(400, 'Invalid list parameters');
  return result.data;
}

const postList = pageQuery.extend(blogListFilter.shape);

/** An HttpError of a service as the client would see it (the same status and message). */
async function asClient<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw refuse(error.status, error.message);
    throw error;
  }
}

export function serverPublicApi(
  reads: PublicReads,
  previews: BlogPreviews,
  statusPages: Pick<StatusPages, 'read' | 'erasureState'>,
  bookings?: Pick<Interviews, 'view'>,
  search?: PublicSearch,
  reviews?: Pick<ReviewLinks, 'view'>,
): PublicReadApi {
  const page = <T>(
    listed: { items: T[]; total: number },
    paging: { page: number; limit: number },
  ) => ({
    ...listed,
    ...paging,
  });
  return {
    async listBlogs(options = {}) {
      const filter = parsed(postList, options);
      return page(await reads.listPublishedPosts(filter), filter);
    },
    async getBlog(slugOrId) {
      const post = await reads.findPublishedPost(slugOrId);
      if (!post) throw refuse(404, MESSAGES.blog.notFound);
      return post;
    },
    previewBlog: (token) => asClient(() => previews.read(token)),
    async listBlogsByCategory(category, options = {}) {
      const known = blogCategory.safeParse(category);
      if (!known.success) throw refuse(400, 'Unknown category');
      const paging = parsed(pageQuery, options);
      return (await reads.listPublishedPosts({ ...paging, category: known.data })).items;
    },
    async listJobs(options = {}) {
      const paging = parsed(pageQuery, options);
      return page(await reads.listActiveJobs(paging), paging);
    },
    async getBooking(token, timeZone) {
      if (!bookings) throw refuse(404, 'Not found');
      try {
        return await bookings.view(token, timeZone);
      } catch (error) {
        if (error instanceof HttpError) throw refuse(error.status, error.message);
        throw error;
      }
    },
    async getReview(token) {
      if (!reviews) throw refuse(404, 'Not found');
      try {
        return await reviews.view(token);
      } catch (error) {
        if (error instanceof HttpError) throw refuse(error.status, error.message);
        throw error;
      }
    },
    async getJob(id) {
      const job = await reads.findActiveJob(id);
      if (!job) throw refuse(404, MESSAGES.careers.jobNotFound);
      return job;
    },
    async search(query) {
      if (!search) throw refuse(503, SEARCH_MESSAGES.failed);
      const parsedQuery = searchQuery.safeParse(query);
      if (!parsedQuery.success) {
        throw refuse(400, parsedQuery.error.issues[0]?.message ?? SEARCH_MESSAGES.empty);
      }
      return search.search(parsedQuery.data);
    },
    // The page's view is counted by the private-pages middleware (it knows the client address).
    applicationStatus: (token) => asClient(() => statusPages.read(token)),
    erasureRequest: (token) => asClient(() => statusPages.erasureState(token)),
  };
}
