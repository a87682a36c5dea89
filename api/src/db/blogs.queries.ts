import type { DbOrTrx } from './connection';
import { countRows, paged, whereSearch, type ListParams } from './list';
import type { BlogDraftValues, BlogPostsTable, InsertOf, UpdateOf } from './tables';

export type { BlogDraftValues };

export type BlogRow = BlogPostsTable;

export interface BlogValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  author: string;
  tags: string[];
  published: boolean;
  /** undefined: as it is; null: no schedule. */
  publishAt?: Date | null;
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
  'version',
  'publish_at',
] as const;
export type BlogSummaryRow = Pick<BlogRow, (typeof SUMMARY_COLUMNS)[number]>;

const toRow = (v: Partial<BlogValues>) => {
  const row: UpdateOf<'blog_posts'> = {};
  if (v.title !== undefined) row.title = v.title;
  if (v.excerpt !== undefined) row.excerpt = v.excerpt;
  if (v.content !== undefined) row.content = v.content;
  if (v.imageUrl !== undefined) row.image_url = v.imageUrl;
  if (v.category !== undefined) row.category = v.category;
  if (v.author !== undefined) row.author = v.author;
  if (v.tags !== undefined) row.tags = JSON.stringify(v.tags);
  if (v.published !== undefined) row.published = v.published;
  if (v.publishAt !== undefined) row.publish_at = v.publishAt;
  // Published now: whatever was scheduled is moot.
  if (v.published === true) row.publish_at = null;
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
  const query = (f.includeDrafts ? db('blog_posts') : publishedPosts(db)).select(
    ...SUMMARY_COLUMNS,
  );
  if (f.status === 'published') query.where('published', true);
  if (f.status === 'draft') query.where('published', false);
  if (f.category) query.where('category', f.category);
  // Exact tag match through the GIN index on tags (tags are shown and linked as stored).
  if (f.tag) query.whereRaw('tags @> jsonb_build_array(?::text)', [f.tag]);
  whereSearch(query, ['title', 'author', 'excerpt'], f.q);
  return paged(query, f, [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function findBlogById(db: DbOrTrx, id: string): Promise<BlogRow | undefined> {
  return db('blog_posts').where({ id }).first();
}

export async function findBlogBySlug(db: DbOrTrx, slug: string): Promise<BlogRow | undefined> {
  return db('blog_posts').where({ slug }).first();
}

/** A published post by its id or its slug. */
export async function findPublishedBlog(
  db: DbOrTrx,
  key: { id: string } | { slug: string },
): Promise<BlogRow | undefined> {
  return publishedPosts(db).where(key).first();
}

/** Slugs starting with `base`, to pick the next free suffix. */
export async function slugsLike(db: DbOrTrx, base: string): Promise<string[]> {
  return db('blog_posts')
    .where('slug', base)
    .orWhere('slug', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)
    .pluck('slug');
}

export async function insertBlog(
  db: DbOrTrx,
  slug: string,
  values: BlogValues & { createdAt?: Date },
): Promise<BlogRow> {
  // The required columns named again, so that a missing one fails the typecheck.
  const { title, excerpt, content, category, author } = values;
  const row: InsertOf<'blog_posts'> = {
    ...toRow(values),
    slug,
    title,
    excerpt,
    content,
    category,
    author,
  };
  if (values.createdAt) {
    row.created_at = values.createdAt;
    row.updated_at = values.createdAt;
  }
  const [created] = await db('blog_posts').insert(row).returning('*');
  return created!;
}

/**
 * Writes a post and bumps its version. With `expectedVersion`, only that version is written
 * (undefined answer: no such post, or a newer version; the caller tells which). A full write
 * (`clearDraft`) also ends the working copy: it is what has just been published.
 */
export async function updateBlog(
  db: DbOrTrx,
  id: string,
  values: Partial<BlogValues>,
  options: { expectedVersion?: number | undefined; clearDraft?: boolean } = {},
): Promise<BlogRow | undefined> {
  const query = db('blog_posts').where({ id });
  if (options.expectedVersion !== undefined) query.where('version', options.expectedVersion);
  const draft = options.clearDraft ? { draft: null, draft_saved_at: null, draft_by: null } : {};
  const [updated] = await query
    .update({
      ...toRow(values),
      ...draft,
      version: db.raw('version + 1'),
      updated_at: db.fn.now(),
    })
    .returning('*');
  return updated;
}

/** Keeps (or, with null, drops) the working copy; same version rule as updateBlog. */
export async function writeBlogDraft(
  db: DbOrTrx,
  id: string,
  draft: { values: BlogDraftValues; by: string } | null,
  expectedVersion: number | undefined,
): Promise<BlogRow | undefined> {
  const query = db('blog_posts').where({ id });
  if (expectedVersion !== undefined) query.where('version', expectedVersion);
  const [updated] = await query
    .update(
      draft
        ? {
            draft: JSON.stringify(draft.values),
            draft_saved_at: db.fn.now(),
            draft_by: draft.by,
            version: db.raw('version + 1'),
          }
        : { draft: null, draft_saved_at: null, draft_by: null, version: db.raw('version + 1') },
    )
    .returning('*');
  return updated;
}

/**
 * Publishes every post whose time has come, once: the row lock makes a second process's update
 * skip what the first has published. The post is dated when it goes live.
 */
export async function publishDuePosts(db: DbOrTrx, now: Date): Promise<BlogRow[]> {
  return db('blog_posts')
    .where('published', false)
    .whereNotNull('publish_at')
    .where('publish_at', '<=', now)
    .update({
      published: true,
      publish_at: null,
      created_at: now,
      updated_at: now,
      version: db.raw('version + 1'),
    })
    .returning('*');
}

export async function deleteBlog(db: DbOrTrx, id: string): Promise<BlogRow | undefined> {
  const [deleted] = await db('blog_posts').where({ id }).delete().returning('*');
  return deleted;
}

export async function countBlogs(db: DbOrTrx): Promise<number> {
  return countRows(db('blog_posts'));
}

/**
 * Does any post still show an uploaded image (its original or a WebP copy, all of which share
 * the `/uploads/<stem>` prefix), as its featured image or inside its content?
 */
export async function isUploadInUse(db: DbOrTrx, stemPath: string): Promise<boolean> {
  const row = await db('blog_posts')
    .whereRaw('strpos(image_url, ?) = 1', [stemPath])
    .orWhereRaw('strpos(content, ?) > 0', [stemPath])
    // A working copy or a revision that can be restored still needs it.
    .orWhereRaw('strpos(draft::text, ?) > 0', [stemPath])
    .first(db.raw('1 as used'));
  if (row) return true;
  const revision = await db('blog_revisions')
    .whereRaw('strpos(image_url, ?) = 1', [stemPath])
    .orWhereRaw('strpos(content, ?) > 0', [stemPath])
    .first(db.raw('1 as used'));
  return revision !== undefined;
}
