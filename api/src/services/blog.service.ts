/**
 * Blog writes: sanitise the HTML, store an uploaded image, give the post a unique slug; once a
 * write has committed, tell the content cache (pages, public reads, sitemap and feed change).
 */
import { randomUUID } from 'node:crypto';
import type { BlogData } from '@northbeam/shared/contract/blog';
import type { BlogDraftData } from '@northbeam/shared/contract/blog-revisions';
import { htmlHasContent } from '@northbeam/shared/contract/blog';
import { IMAGE_MIME_TYPES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { Actor } from '../http/actor';
import type { ContentCache } from '../cache/content-cache';
import { isUniqueViolation, type Db, type DbOrTrx } from '../db/connection';
import { insertRevision, revisionImageSources } from '../db/blog-revisions.queries';
import {
  deleteBlog,
  findBlogById,
  insertBlog,
  slugsLike,
  updateBlog,
  type BlogRow,
} from '../db/blogs.queries';
import { badRequest, notFound, unsupportedMediaType } from '../http/http-errors';
import { staleVersion } from './blog-drafts.service';
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

/** What the caller writes in the save's own transaction (the audit entry): both commit or neither. */
export type OnSaved = (trx: DbOrTrx, row: BlogRow) => Promise<void>;

export async function createBlogPost(
  db: Db,
  storage: Storage,
  content: ContentCache,
  data: BlogData,
  image: UploadedFile | undefined,
  by: string | null = null,
  onSaved?: OnSaved,
): Promise<BlogRow> {
  const html = cleanContent(data.content);
  if (!image && !data.imageUrl) {
    throw badRequest(MESSAGES.blogForm.imageRequired, { image: MESSAGES.blogForm.imageRequired });
  }
  const key = image ? await storeImage(storage, image) : undefined;
  try {
    // The post, its first revision and the caller's audit entry commit together.
    const row = await db.transaction(async (trx) => {
      const created = await withUniqueSlug(trx, data.title, (savepoint, slug) =>
        insertBlog(savepoint, slug, {
          ...data,
          publishAt: scheduleOf(data) ?? null,
          content: html,
          imageUrl: key ? uploadedImageUrl(key) : (data.imageUrl ?? ''),
        }),
      );
      await insertRevision(trx, created, 'create', by);
      if (onSaved) await onSaved(trx, created);
      return created;
    });
    content.contentChanged();
    return row;
  } catch (error) {
    if (key) await removeImageWithVariants(storage.images, key);
    throw error;
  }
}

/**
 * A post the editor has not saved yet, created unpublished with what is typed (the autosave of a
 * new post): no schedule, nothing public changes. Its list totals are cleared after the commit.
 */
export async function createDraftPost(
  db: Db,
  content: ContentCache,
  data: BlogDraftData,
  by: string,
  onSaved?: OnSaved,
): Promise<BlogRow> {
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
    await insertRevision(trx, created, 'create', by);
    if (onSaved) await onSaved(trx, created);
    return created;
  });
  content.totals.clear();
  return row;
}

const draftSource = (draft: { imageUrl: string; content: string }) => ({
  image_url: draft.imageUrl,
  content: draft.content,
});

/** Who writes and over which version (`If-Match`; undefined: whatever is there). */
export interface WriteBy {
  by: string | null;
  expectedVersion?: number | undefined;
}

/**
 * Full update from the form: publishes what the editor holds and ends the working copy. The slug
 * stays: links to the post keep working after a retitle. Over a newer version: 409 with it.
 */
export async function updateBlogPost(
  db: Db,
  storage: Storage,
  content: ContentCache,
  id: string,
  data: BlogData,
  image: UploadedFile | undefined,
  log: Pick<Logger, 'warn'>,
  write: WriteBy = { by: null },
  onSaved?: OnSaved,
): Promise<BlogRow> {
  const existing = await findBlogById(db, id);
  if (!existing) throw notFound(MESSAGES.blog.notFound);
  if (write.expectedVersion !== undefined && existing.version !== write.expectedVersion) {
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
        { expectedVersion: write.expectedVersion, clearDraft: true },
      );
      if (row) {
        await insertRevision(trx, row, 'save', write.by);
        if (onSaved) await onSaved(trx, row);
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
  await removeUnusedImages(db, storage.images, imagesLeft(existing, updated), log);
  return updated;
}

/**
 * Deletes a post (`onDeleted` runs in the same transaction, e.g. the audit entry); once that has
 * committed, its images go unless another post shows them.
 */
export async function deleteBlogPost(
  db: Db,
  storage: Storage,
  content: ContentCache,
  id: string,
  onDeleted: (trx: Db, row: BlogRow) => Promise<void>,
  log: Pick<Logger, 'warn'>,
): Promise<BlogRow | undefined> {
  let history: Array<{ image_url: string; content: string }> = [];
  const deleted = await db.transaction(async (trx) => {
    // Its revisions go with it (cascade): the images only they showed go too.
    history = await revisionImageSources(trx, id);
    const row = await deleteBlog(trx, id);
    if (row) await onDeleted(trx, row);
    return row;
  });
  if (!deleted) return undefined;
  content.contentChanged();
  const keys = new Set(imagesLeft(deleted, undefined));
  if (deleted.draft) for (const key of uploadedImageKeys(draftSource(deleted.draft))) keys.add(key);
  for (const revision of history) for (const key of uploadedImageKeys(revision)) keys.add(key);
  await removeUnusedImages(db, storage.images, [...keys], log);
  return deleted;
}

/** The dashboard's Publish/Unpublish: the flag alone, audited in the same transaction. */
export async function setBlogPublished(
  db: Db,
  content: ContentCache,
  actor: Actor,
  id: string,
  published: boolean,
  write: WriteBy = { by: null },
): Promise<BlogRow | undefined> {
  const row = await db.transaction(async (trx) => {
    const updated = await updateBlog(trx, id, { published }, write);
    if (updated) {
      await insertRevision(trx, updated, published ? 'publish' : 'unpublish', write.by);
      await audit(trx, actor, published ? 'blog.publish' : 'blog.unpublish', {
        entityType: 'blog',
        entityId: id,
        details: { title: updated.title },
      });
    }
    return updated;
  });
  if (!row && write.expectedVersion !== undefined) {
    const now = await findBlogById(db, id);
    if (now) throw await staleVersion(db, now);
  }
  if (row) content.contentChanged();
  return row;
}
