/**
 * Uploaded blog images that no post shows any more are deleted, with their WebP copies: a
 * replaced featured image, an image taken out of a post's content, the images of a deleted post.
 * Called after the write has committed, so a rolled-back change never loses a file; an image
 * another post still shows (its address pasted there), or that a post's working copy or one of
 * its revisions shows (so restoring it finds the image), is kept until the post is deleted.
 */
import type { Logger } from 'pino';
import { isUploadInUse } from '../db/blogs.queries';
import type { DbOrTrx } from '../db/connection';
import type { FileStore } from '../storage/storage';
import { removeImageWithVariants } from './image-variants';

const UPLOADED = /\/uploads\/([0-9a-f-]{36}(?:_\d{1,5}x\d{1,5})?)\.([a-z0-9]{1,5})\b/g;

/** The original keys (`<stem>.<ext>`) of the uploaded images a post shows. */
export function uploadedImageKeys(post: { image_url: string; content: string }): Set<string> {
  const keys = new Set<string>();
  for (const text of [post.image_url, post.content]) {
    for (const match of text.matchAll(UPLOADED)) keys.add(`${match[1]}.${match[2]}`);
  }
  return keys;
}

/** Keys a post showed before a change and no longer shows after it (all of them on delete). */
export function imagesLeft(
  before: { image_url: string; content: string },
  after: { image_url: string; content: string } | undefined,
): string[] {
  const kept = after ? uploadedImageKeys(after) : new Set<string>();
  return [...uploadedImageKeys(before)].filter((key) => !kept.has(key));
}

/**
 * Deletes each of `keys` (and its copies) that no post shows; answers the keys deleted. Never
 * throws: the post's change is already committed, and a file left behind costs only disk space.
 */
export async function removeUnusedImages(
  db: DbOrTrx,
  images: Pick<FileStore, 'put' | 'remove'>,
  keys: readonly string[],
  log: Pick<Logger, 'warn'>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      const stem = key.slice(0, key.lastIndexOf('.'));
      if (await isUploadInUse(db, `/uploads/${stem}`)) continue;
      await removeImageWithVariants(images, key);
      removed.push(key);
    } catch (error) {
      log.warn({ err: error, key }, 'an unused blog image could not be deleted');
    }
  }
  return removed;
}
