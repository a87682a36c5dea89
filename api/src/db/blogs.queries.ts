import type { DbOrTrx } from './connection';
import { paged, whereSearch, type ListParams } from './list';

export interface BlogRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_url: string;
  category: string;
  author: string;
  tags: string[];
  published: boolean;
  created_at: Date;
  updated_at: Date;
}
export type BlogSummaryRow = Omit<BlogRow, 'content'>;

export interface BlogValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  author: string;
  tags: string[];
  published: boolean;
}

const SUMMARY_COLUMNS = [
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
];

const toRow = (v: Partial<BlogValues>) => {
  const row: Record<string, unknown> = {};
  if (v.title !== undefined) row.title = v.title;
  if (v.excerpt !== undefined) row.excerpt = v.excerpt;
  if (v.content !== undefined) row.content = v.content;
  if (v.imageUrl !== undefined) row.image_url = v.imageUrl;
  if (v.category !== undefined) row.category = v.category;
  if (v.author !== undefined) row.author = v.author;
  if (v.tags !== undefined) row.tags = JSON.stringify(v.tags);
  if (v.published !== undefined) row.published = v.published;
  return row;
};

export interface BlogListFilter extends ListParams {
  includeDrafts: boolean;
  category?: string | undefined;
  tag?: string | undefined;
  /** 'published' | 'draft' (admin lists) */
  status?: string | undefined;
  q?: string | undefined;
}

/** What the public may see of the blog, the one place the rule is written: published posts. */
export function publishedPosts(db: DbOrTrx) {
  return db('blog_posts').where('published', true);
}

export function listBlogs(db: DbOrTrx, f: BlogListFilter) {
  const query = (f.includeDrafts ? db('blog_posts') : publishedPosts(db)).select(SUMMARY_COLUMNS);
  if (f.status === 'published') query.where('published', true);
  if (f.status === 'draft') query.where('published', false);
  if (f.category) query.where('category', f.category);
  // Exact tag match through the GIN index on tags (tags are shown and linked as stored).
  if (f.tag) query.whereRaw('tags @> jsonb_build_array(?::text)', [f.tag]);
  whereSearch(query, ['title', 'author', 'excerpt'], f.q);
  return paged<BlogSummaryRow>(query, f, [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function findBlogById(db: DbOrTrx, id: string): Promise<BlogRow | undefined> {
  return db<BlogRow>('blog_posts').where({ id }).first();
}

export async function findBlogBySlug(db: DbOrTrx, slug: string): Promise<BlogRow | undefined> {
  return db<BlogRow>('blog_posts').where({ slug }).first();
}

/** A published post by its id or its slug. */
export async function findPublishedBlog(
  db: DbOrTrx,
  key: { id: string } | { slug: string },
): Promise<BlogRow | undefined> {
  return (await publishedPosts(db).where(key).first()) as BlogRow | undefined;
}

/** Slugs starting with `base`, to pick the next free suffix. */
export async function slugsLike(db: DbOrTrx, base: string): Promise<string[]> {
  const rows = await db('blog_posts')
    .where('slug', base)
    .orWhere('slug', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)
    .pluck('slug');
  return rows as string[];
}

export async function insertBlog(
  db: DbOrTrx,
  slug: string,
  values: BlogValues & { createdAt?: Date },
): Promise<BlogRow> {
  const row = { ...toRow(values), slug } as Record<string, unknown>;
  if (values.createdAt) {
    row.created_at = values.createdAt;
    row.updated_at = values.createdAt;
  }
  const [created] = (await db('blog_posts').insert(row).returning('*')) as BlogRow[];
  return created!;
}

export async function updateBlog(
  db: DbOrTrx,
  id: string,
  values: Partial<BlogValues>,
): Promise<BlogRow | undefined> {
  const [updated] = (await db('blog_posts')
    .where({ id })
    .update({ ...toRow(values), updated_at: db.fn.now() })
    .returning('*')) as BlogRow[];
  return updated;
}

export async function deleteBlog(db: DbOrTrx, id: string): Promise<BlogRow | undefined> {
  const [deleted] = (await db('blog_posts').where({ id }).delete().returning('*')) as BlogRow[];
  return deleted;
}

export async function countBlogs(db: DbOrTrx): Promise<number> {
  const row = (await db('blog_posts').count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}

/**
 * Does any post still show an uploaded image (its original or a WebP copy, all of which share
 * the `/uploads/<stem>` prefix), as its featured image or inside its content?
 */
export async function isUploadInUse(db: DbOrTrx, stemPath: string): Promise<boolean> {
  const row = await db('blog_posts')
    .whereRaw('strpos(image_url, ?) = 1', [stemPath])
    .orWhereRaw('strpos(content, ?) > 0', [stemPath])
    .first(db.raw('1 as used'));
  return row !== undefined;
}
