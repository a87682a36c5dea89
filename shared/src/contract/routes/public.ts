/**
 * The public site's calls (section 7 of the spec): what a visitor reads and sends. The public
 * client (shared/src/api-client/public-api.ts) imports this area alone, so the site's bundle holds
 * none of the admin's schemas.
 */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { jobApplication } from '../application';
import { blogListFilter, blogPost, blogPostSummary } from '../blog';
import { consultationInput, consultationSubmitted } from '../consultation';
import { contactInput, contactSubmission } from '../contact';
import { job } from '../job';
import { JOB_LIST_STATUSES } from '../constants';
import { pageQuery, searchParam } from '../pagination';

/** The public blog list: a page of posts, by category or tag. */
export const publicBlogListQuery = pageQuery.extend(blogListFilter.shape);

/** A page of jobs; the status and search filters are the dashboard's (the public sees active jobs). */
export const jobListQuery = pageQuery.extend({
  status: z.enum(JOB_LIST_STATUSES, { error: 'status must be active or inactive' }).optional(),
  q: searchParam,
});

export const publicRoutes = {
  blogs: {
    list: route({
      method: 'GET',
      path: '/api/blogs',
      access: 'public',
      query: publicBlogListQuery,
      output: blogPostSummary,
      list: true,
      cacheable: true,
    }),
    byCategory: route({
      method: 'GET',
      path: '/api/blogs/category/:category',
      access: 'public',
      query: pageQuery,
      output: blogPostSummary,
      list: true,
      cacheable: true,
    }),
    /** A draft or unpublished changes by a signed, expiring link (never cached, noindex). */
    preview: route({
      method: 'GET',
      path: '/api/blogs/preview/:token',
      access: 'public',
      output: blogPost,
    }),
    get: route({
      method: 'GET',
      path: '/api/blogs/:slugOrId',
      access: 'public',
      output: blogPost,
      cacheable: true,
    }),
  },
  jobs: {
    /** The public sees active jobs; an administrator every job, with status and search filters. */
    list: route({
      method: 'GET',
      path: '/api/careers',
      access: 'public',
      query: jobListQuery,
      output: job,
      list: true,
      cacheable: true,
    }),
  },
  job: {
    get: route({
      method: 'GET',
      path: '/api/careers/:id',
      access: 'public',
      output: job,
      cacheable: true,
    }),
    apply: route({
      method: 'POST',
      path: '/api/careers/:id/apply',
      access: 'public',
      body: 'multipart',
      output: jobApplication,
    }),
  },
  contact: {
    submit: route({
      method: 'POST',
      path: '/api/contact',
      access: 'public',
      body: 'json',
      input: contactInput,
      output: contactSubmission,
    }),
  },
  consultation: {
    submit: route({
      method: 'POST',
      path: '/api/consultation',
      access: 'public',
      body: 'json',
      input: consultationInput,
      output: consultationSubmitted,
    }),
  },
} as const;
