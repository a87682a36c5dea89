/** What the sitemap and the blog feed list: published posts and active jobs, newest first. */
import type { BlogSummaryRow } from './blogs.queries';
import type { DbOrTrx } from './connection';

export interface SitemapPostRow {
  slug: string;
  updated_at: Date;
}

export async function countPublishedPosts(db: DbOrTrx): Promise<number> {
  const row = (await db('blog_posts').where('published', true).count({ count: '*' }).first()) as {
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
  return (await db('blog_posts')
    .select('slug', 'updated_at')
    .where('published', true)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)) as SitemapPostRow[];
}

export async function activeJobIds(db: DbOrTrx): Promise<Array<{ id: string; updated_at: Date }>> {
  return (await db('jobs')
    .select('id', 'updated_at')
    .where('is_active', true)
    .orderBy('posted_date', 'desc')
    .limit(5000)) as Array<{ id: string; updated_at: Date }>;
}

export async function latestPublishedPosts(db: DbOrTrx, limit: number): Promise<BlogSummaryRow[]> {
  return (await db('blog_posts')
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
    .where('published', true)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as BlogSummaryRow[];
}
