/** What the sitemap and the blog feed list: published posts and active jobs, newest first. */
import { publishedPosts } from './blogs.queries';
import { activeJobs } from './jobs.queries';
import type { DbOrTrx } from './connection';
import { countRows } from './list';
import type { BlogPostsTable } from './tables';

export type SitemapPostRow = Pick<BlogPostsTable, 'slug' | 'updated_at'>;

export async function countPublishedPosts(db: DbOrTrx): Promise<number> {
  return countRows(publishedPosts(db));
}

/** Published posts' slugs by the (published, created_at) index, a page at a time. */
export async function publishedPostSlugs(
  db: DbOrTrx,
  limit: number,
  offset = 0,
): Promise<SitemapPostRow[]> {
  return publishedPosts(db)
    .select('slug', 'updated_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset);
}

export async function activeJobIds(db: DbOrTrx) {
  return activeJobs(db).select('id', 'updated_at').orderBy('posted_date', 'desc').limit(5000);
}

export async function latestPublishedPosts(db: DbOrTrx, limit: number) {
  return publishedPosts(db)
    .select(
      'id',
      'slug',
      'title',
      'excerpt',
      'image_url',
      'category',
      'author',
      'tags',
      'published',
      'created_at',
      'updated_at',
    )
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}
