/** Typed calls of the public site (section 7), on an injected transport. */
import type { ApplicationInput } from '../contract/application';
import type { BlogPost, BlogPostSummary } from '../contract/blog';
import type { ConsultationInput } from '../contract/consultation';
import type { ContactInput } from '../contract/contact';
import { TOTAL_COUNT_HEADER } from '../contract/constants';
import type { Job } from '../contract/job';
import type { Page } from '../contract/pagination';
import { unwrap, type ApiResponse, type FilePart, type Transport } from './transport';

export interface ListOptions {
  page?: number;
  limit?: number;
}

export function toPage<T>(response: ApiResponse, options: ListOptions): Page<T> {
  const items = unwrap(response) as T[];
  const total = Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()] ?? items.length);
  return { items, total, page: options.page ?? 1, limit: options.limit ?? items.length };
}

export function createPublicApi(transport: Transport) {
  return {
    async listBlogs(options: ListOptions & { category?: string; tag?: string } = {}) {
      const response = await transport({
        method: 'GET',
        path: '/api/blogs',
        query: { ...options },
      });
      return toPage<BlogPostSummary>(response, options);
    },
    async getBlog(slugOrId: string) {
      return unwrap(
        await transport({ method: 'GET', path: `/api/blogs/${encodeURIComponent(slugOrId)}` }),
      ) as BlogPost;
    },
    async listBlogsByCategory(category: string, options: ListOptions = {}) {
      return unwrap(
        await transport({
          method: 'GET',
          path: `/api/blogs/category/${encodeURIComponent(category)}`,
          query: { ...options },
        }),
      ) as BlogPostSummary[];
    },
    async listJobs(options: ListOptions = {}) {
      const response = await transport({
        method: 'GET',
        path: '/api/careers',
        query: { ...options },
      });
      return toPage<Job>(response, options);
    },
    async getJob(id: string) {
      return unwrap(
        await transport({ method: 'GET', path: `/api/careers/${encodeURIComponent(id)}` }),
      ) as Job;
    },
    async submitContact(input: ContactInput) {
      return unwrap(
        await transport({
          method: 'POST',
          path: '/api/contact',
          body: { kind: 'json', data: input },
        }),
      );
    },
    async submitConsultation(input: ConsultationInput) {
      return unwrap(
        await transport({
          method: 'POST',
          path: '/api/consultation',
          body: { kind: 'json', data: input },
        }),
      );
    },
    async applyToJob(jobId: string, input: ApplicationInput, resume: FilePart | undefined) {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(input)) {
        if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      }
      return unwrap(
        await transport({
          method: 'POST',
          path: `/api/careers/${encodeURIComponent(jobId)}/apply`,
          body: { kind: 'multipart', fields, files: resume ? { resume } : {} },
        }),
      );
    },
  };
}
export type PublicApi = ReturnType<typeof createPublicApi>;
