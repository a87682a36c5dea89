/** What the sitemap and the blog feed list: published posts and active jobs, newest first. */
import { publishedPosts, type BlogSummaryRow } from './blogs.queries';
import { activeJobs } from './jobs.queries';
import type { DbOrTrx } from './connection';

export interface SitemapPostRow {
  slug: string;
  updated_at: Date;
}

export async function countPublishedPosts(db: DbOrTrx): Promise<number> {
  const row = (await publishedPosts(db).count({ count: '*' }).first()) as {
    count: string | number;
  };
  return Number(row.count);
}

/** Published posts' slugs by the (published, created_at) index, a page at a time. */
export async function publishedPostSlugs(
  db: DbOrTrx,
  limit: number,
  offset = 0,
): Promise<SitemapPostRow[]> {
  return (await publishedPosts(db)
    .select('slug', 'updated_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)) as SitemapPostRow[];
}

export async function activeJobIds(db: DbOrTrx): Promise<Array<{ id: string; updated_at: Date }>> {
  return (await activeJobs(db)
    .select('id', 'updated_at')
    .orderBy('posted_date', 'desc')
    .limit(5000)) as Array<{ id: string; updated_at: Date }>;
}

export async function latestPublishedPosts(db: DbOrTrx, limit: number): Promise<BlogSummaryRow[]> {
  return (await publishedPosts(db)
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
    .limit(limit)) as BlogSummaryRow[];
}
