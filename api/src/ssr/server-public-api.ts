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
import type { z } from 'zod';
import { HttpError } from '../http/http-errors';
import type { BlogPreviews } from '../services/blog-preview.service';
import type { PublicReads } from '../services/public-reads.service';
import type { Interviews } from '../services/scheduling/interviews.service';
import type { ReviewLinks } from '../services/staffing/review-links.service';

const refuse = (status: number, message: string) => new ApiError(status, { message });

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw refuse(400, 'Invalid list parameters');
  return result.data;
}

const postList = pageQuery.extend(blogListFilter.shape);

export function serverPublicApi(
  reads: PublicReads,
  previews: BlogPreviews,
  bookings?: Pick<Interviews, 'view'>,
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
    async previewBlog(token) {
      try {
        return await previews.read(token);
      } catch (error) {
        if (error instanceof HttpError) throw refuse(error.status, error.message);
        throw error;
      }
    },
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
  };
}
