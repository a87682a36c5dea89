/**
 * The blog for the team: its lists (drafts included), and its writes: sanitise the HTML, store an
 * uploaded image, give the post a unique slug, record a revision and the audit entry in the write's
 * transaction; once a write has committed, tell the content cache (pages, public reads, sitemap
 * and feed change) and remove the images nothing shows any more.
 */
import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@northbeam/shared/contract/admin';
import {
  htmlHasContent,
  type BlogData,
  type BlogPost,
  type BlogPostSummary,
} from '@northbeam/shared/contract/blog';
import type { BlogDraftData } from '@northbeam/shared/contract/blog-revisions';
import { IMAGE_MIME_TYPES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { Actor } from '../http/actor';
import type { ContentCache } from '../cache/content-cache';
import { isUniqueViolation, type Db, type DbOrTrx } from '../db/connection';
import { insertRevision, revisionImageSources } from '../db/blog-revisions.queries';
import {
  deleteBlog,
  findBlogById,
  findBlogBySlug,
  insertBlog,
  listBlogs,
  slugsLike,
  updateBlog,
  type BlogListFilter,
  type BlogRow,
} from '../db/blogs.queries';
import { badRequest, notFound, unsupportedMediaType } from '../http/http-errors';
import { isUuid } from '../http/parse';
import { presentBlog, presentBlogSummary } from '../presenters/entities.presenter';
import { editableBlog, staleVersion } from './blog-drafts.service';
import type { Listed } from './public-reads.service';
import type { UploadedFile } from '../http/uploaded-file';
import type { Storage } from '../storage/storage';
import type { Logger } from 'pino';
import { audit } from './audit.service';
import { detectImage } from './file-checks';
import { imagesLeft, removeUnusedImages, uploadedImageKeys } from './image-cleanup';
import { removeImageWithVariants, storeImageWithVariants } from './image-variants';
import { sanitizeRichText } from './rich-text';
import { nextFreeSlug, slugify } from './slug';

export const uploadedImageUrl = (key: string) => `/uploads/${key}`;

/** The form's publication time: a Date, null to cancel it, undefined to leave it. */
function scheduleOf(data: BlogData): Date | null | undefined {
  if (data.publishAt === undefined) return undefined;
  return data.publishAt === '' || data.published ? null : new Date(data.publishAt);
}

/** Stores an uploaded image after checking its bytes; answers its key. */
export async function storeImage(storage: Storage, file: UploadedFile): Promise<string> {
  const type = await detectImage(file.buffer);
  if (!type) {
    throw unsupportedMediaType(
      `The image must be a ${IMAGE_MIME_TYPES.map((m) => m.split('/')[1]!.toUpperCase()).join(', ')} file`,
    );
  }
  // The original plus WebP copies at a few widths (srcset on the site).
  return storeImageWithVariants(storage.images, file.buffer, type.ext, type.mime);
}

function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (!htmlHasContent(clean)) {
    throw badRequest('Content is required', { content: 'Content is required' });
  }
  return clean;
}

async function withUniqueSlug(
  db: DbOrTrx,
  title: string,
  insert: (trx: DbOrTrx, slug: string) => Promise<BlogRow>,
) {
  const base = slugify(title);
  // Two posts with the same title at the same moment: the unique index decides, we retry. Each
  // try is a savepoint, so a refused insert does not abort the caller's transaction.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = nextFreeSlug(base, await slugsLike(db, base));
    try {
      return await db.transaction((savepoint) => insert(savepoint, slug));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return insert(db, `${base}-${randomUUID().slice(0, 8)}`);
}

/** Who writes and over which version (`If-Match`; undefined: whatever is there). */
type ExpectedVersion = number | undefined;

export type TeamBlogFilter = Omit<BlogListFilter, 'includeDrafts' | 'totals'>;

const draftSource = (draft: { imageUrl: string; content: string }) => ({
  image_url: draft.imageUrl,
  content: draft.content,
});

/** A post as the team reads it, with its version (its ETag: sent back as If-Match to write). */
export interface VersionedPost {
  post: BlogPost;
  version: number;
}

const versioned = (row: BlogRow): VersionedPost => ({
  post: presentBlog(row),
  version: row.version,
});

export function createBlogs(deps: {
  db: Db;
  storage: Storage;
  content: ContentCache;
  logger: Pick<Logger, 'warn'>;
}) {
  const { db, storage, content, logger } = deps;
  const audited =
    (actor: Actor, action: AuditAction, row: BlogRow, details?: object) => (trx: DbOrTrx) =>
      audit(trx, actor, action, {
        entityType: 'blog',
        entityId: row.id,
        details: { title: row.title, ...details },
      });

  return {
    /** Every post, drafts too, by the dashboard's filters. */
    async listAll(filter: TeamBlogFilter): Promise<Listed<BlogPostSummary>> {
      const { rows, total } = await listBlogs(db, {
        ...filter,
        includeDrafts: true,
        totals: content.totals,
      });
      return { items: rows.map(presentBlogSummary), total };
    },

    /** Any post, published or not, by slug or id (a UUID). */
    async findAny(slugOrId: string): Promise<VersionedPost | undefined> {
      const row = isUuid(slugOrId)
        ? await findBlogById(db, slugOrId.toLowerCase())
        : await findBlogBySlug(db, slugOrId);
      return row && versioned(row);
    },

    /** The editor's image insertion: stored as featured images are; answers its address. */
    async uploadImage(actor: Actor, file: UploadedFile): Promise<{ url: string }> {
      const key = await storeImage(storage, file);
      await audit(db, actor, 'blog.image.upload', { entityType: 'blog', details: { key } });
      return { url: uploadedImageUrl(key) };
    },

    async create(actor: Actor, data: BlogData, image: UploadedFile | undefined): Promise<BlogPost> {
      const html = cleanContent(data.content);
      if (!image && !data.imageUrl) {
        throw badRequest(MESSAGES.blogForm.imageRequired, {
          image: MESSAGES.blogForm.imageRequired,
        });
      }
      const key = image ? await storeImage(storage, image) : undefined;
      try {
        // The post, its first revision and the audit entry commit together.
        const row = await db.transaction(async (trx) => {
          const created = await withUniqueSlug(trx, data.title, (savepoint, slug) =>
            insertBlog(savepoint, slug, {
              ...data,
              publishAt: scheduleOf(data) ?? null,
              content: html,
              imageUrl: key ? uploadedImageUrl(key) : (data.imageUrl ?? ''),
            }),
          );
          await insertRevision(trx, created, 'create', actor.email || null);
          await audited(actor, 'blog.create', created, { published: created.published })(trx);
          return created;
        });
        content.contentChanged();
        return presentBlog(row);
      } catch (error) {
        if (key) await removeImageWithVariants(storage.images, key);
        throw error;
      }
    },

    /**
     * A post the editor has not saved yet, created unpublished with what is typed (the autosave
     * of a new post): no schedule, nothing public changes; its list totals are cleared after the
     * commit. Answers it as the editor holds it.
     */
    async createDraft(actor: Actor, data: BlogDraftData) {
      const row = await db.transaction(async (trx) => {
        const created = await withUniqueSlug(trx, data.title, (savepoint, slug) =>
          insertBlog(savepoint, slug, {
            title: data.title,
            excerpt: data.excerpt,
            content: sanitizeRichText(data.content),
            author: data.author,
            category: data.category,
            tags: data.tags,
            imageUrl: data.imageUrl ?? '',
            published: false,
            publishAt: null,
          }),
        );
        await insertRevision(trx, created, 'create', actor.email);
        await audited(actor, 'blog.draft.create', created)(trx);
        return created;
      });
      content.totals.clear();
      return editableBlog(db, row);
    },

    /**
     * Full update from the form: publishes what the editor holds and ends the working copy. The
     * slug stays: links to the post keep working after a retitle. Over a newer version: 409.
     */
    async update(
      actor: Actor,
      id: string,
      data: BlogData,
      image: UploadedFile | undefined,
      expectedVersion: ExpectedVersion,
    ): Promise<VersionedPost> {
      const existing = await findBlogById(db, id);
      if (!existing) throw notFound(MESSAGES.blog.notFound);
      if (expectedVersion !== undefined && existing.version !== expectedVersion) {
        throw await staleVersion(db, existing);
      }
      const html = cleanContent(data.content);
      const key = image ? await storeImage(storage, image) : undefined;
      const imageUrl = key ? uploadedImageUrl(key) : data.imageUrl || existing.image_url;
      let updated: BlogRow | undefined;
      try {
        updated = await db.transaction(async (trx) => {
          const row = await updateBlog(
            trx,
            id,
            { ...data, publishAt: scheduleOf(data), content: html, imageUrl },
            { expectedVersion, clearDraft: true },
          );
          if (row) {
            await insertRevision(trx, row, 'save', actor.email || null);
            await audited(actor, 'blog.update', row, { published: row.published })(trx);
          }
          return row;
        });
        if (!updated) {
          // Deleted meanwhile, or written by someone else between the read and this write.
          const now = await findBlogById(db, id);
          throw now ? await staleVersion(db, now) : notFound(MESSAGES.blog.notFound);
        }
      } catch (error) {
        if (key) await removeImageWithVariants(storage.images, key);
        throw error;
      }
      content.contentChanged();
      // A replaced featured image, or one taken out of the content, goes once nothing shows it.
      await removeUnusedImages(db, storage.images, imagesLeft(existing, updated), logger);
      return versioned(updated);
    },

    /** The dashboard's Publish/Unpublish: the flag alone; undefined when there is no such post. */
    async setPublished(
      actor: Actor,
      id: string,
      published: boolean,
      expectedVersion: ExpectedVersion,
    ): Promise<VersionedPost | undefined> {
      const row = await db.transaction(async (trx) => {
        const updated = await updateBlog(trx, id, { published }, { expectedVersion });
        if (updated) {
          await insertRevision(
            trx,
            updated,
            published ? 'publish' : 'unpublish',
            actor.email || null,
          );
          await audited(actor, published ? 'blog.publish' : 'blog.unpublish', updated)(trx);
        }
        return updated;
      });
      if (!row && expectedVersion !== undefined) {
        const now = await findBlogById(db, id);
        if (now) throw await staleVersion(db, now);
      }
      if (!row) return undefined;
      content.contentChanged();
      return versioned(row);
    },

    /**
     * Deletes a post, audited in the same transaction; once that has committed, its images go
     * unless another post shows them. False when there was no such post.
     */
    async remove(actor: Actor, id: string): Promise<boolean> {
      let history: Array<{ image_url: string; content: string }> = [];
      const deleted = await db.transaction(async (trx) => {
        // Its revisions go with it (cascade): the images only they showed go too.
        history = await revisionImageSources(trx, id);
        const row = await deleteBlog(trx, id);
        if (row) {
          await audit(trx, actor, 'blog.delete', {
            entityType: 'blog',
            entityId: id,
            details: { title: row.title },
          });
        }
        return row;
      });
      if (!deleted) return false;
      content.contentChanged();
      const keys = new Set(imagesLeft(deleted, undefined));
      if (deleted.draft)
        for (const key of uploadedImageKeys(draftSource(deleted.draft))) keys.add(key);
      for (const revision of history) for (const key of uploadedImageKeys(revision)) keys.add(key);
      await removeUnusedImages(db, storage.images, [...keys], logger);
      return true;
    },
  };
}

export type Blogs = ReturnType<typeof createBlogs>;
