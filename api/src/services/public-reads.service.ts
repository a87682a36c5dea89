/**
 * What the public may read: published posts and active jobs, in the contract's shapes. The public
 * API routes, the SEO files (sitemap, feed) and server rendering all read through here; which rows
 * are visible is decided once, in the queries' `publishedPosts` and `activeJobs`.
 */
import type { BlogPost, BlogPostSummary } from '@northbeam/shared/contract/blog';
import type { Job } from '@northbeam/shared/contract/job';
import { findPublishedBlog, listBlogs } from '../db/blogs.queries';
import type { DbOrTrx } from '../db/connection';
import { findActiveJob, listJobs } from '../db/jobs.queries';
import type { ListParams, ListTotals } from '../db/list';
import {
  activeJobIds,
  countPublishedPosts,
  latestPublishedPosts,
  publishedPostSlugs,
} from '../db/seo.queries';
import { isUuid } from '../http/parse';
import { presentBlog, presentBlogSummary, presentJob } from '../presenters/entities.presenter';

export interface Listed<T> {
  items: T[];
  total: number;
}

export interface PostFilter extends ListParams {
  category?: string | undefined;
  tag?: string | undefined;
}

/** `totals`: recent list totals to reuse (the app's content cache keeps them). */
export function createPublicReads(deps: { db: DbOrTrx; totals?: ListTotals | undefined }) {
  const { db, totals } = deps;
  return {
    async listPublishedPosts(filter: PostFilter): Promise<Listed<BlogPostSummary>> {
      const { rows, total } = await listBlogs(db, { ...filter, totals, includeDrafts: false });
      return { items: rows.map(presentBlogSummary), total };
    },

    /** By slug, or by id (a UUID). */
    async findPublishedPost(slugOrId: string): Promise<BlogPost | undefined> {
      const row = await findPublishedBlog(
        db,
        isUuid(slugOrId) ? { id: slugOrId.toLowerCase() } : { slug: slugOrId },
      );
      return row && presentBlog(row);
    },

    async listActiveJobs(paging: ListParams): Promise<Listed<Job>> {
      const { rows, total } = await listJobs(db, { ...paging, totals, includeInactive: false });
      return { items: rows.map(presentJob), total };
    },

    async findActiveJob(id: string): Promise<Job | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await findActiveJob(db, id.toLowerCase());
      return row && presentJob(row);
    },

    /** The feed's newest posts. */
    latestPublishedPosts: (limit: number) => latestPublishedPosts(db, limit),
    /** The sitemap's posts, a page at a time, and how many there are. */
    publishedPostSlugs: (limit: number, offset = 0) => publishedPostSlugs(db, limit, offset),
    countPublishedPosts: () => countPublishedPosts(db),
    activeJobIds: () => activeJobIds(db),
  };
}
export type PublicReads = ReturnType<typeof createPublicReads>;
