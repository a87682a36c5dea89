/**
 * Uploaded blog images in modern formats: WebP copies at a few widths (never wider than the
 * original), stored next to the original through the FileStore interface with keys derived from
 * the original's. The original's key carries its size (`<uuid>_<w>x<h>.<ext>`), so a post's
 * `image` (width, height, srcset) is known from its imageUrl alone, with no extra column or read.
 */
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { SIZED_KEY, variantKey, variantWidths } from '@northbeam/shared/contract/uploaded-images';
import type { FileStore } from '../storage/storage';

const WEBP_QUALITY = 78;

export {
  imageVariants,
  VARIANT_WIDTHS,
  variantWidths,
  type ImageVariants,
} from '@northbeam/shared/contract/uploaded-images';

/**
 * Stores the original and its WebP copies; answers the original's key. An image sharp cannot
 * read (or an animated GIF) is stored as it is, without copies.
 */
export async function storeImageWithVariants(
  store: Pick<FileStore, 'put' | 'remove'>,
  data: Buffer,
  ext: string,
  mime: string,
): Promise<string> {
  let meta: Metadata | undefined;
  try {
    meta = ext === 'gif' ? undefined : await sharp(data).metadata();
  } catch {
    meta = undefined;
  }
  const width = meta?.autoOrient?.width ?? meta?.width;
  const height = meta?.autoOrient?.height ?? meta?.height;
  if (!width || !height) {
    const key = `${randomUUID()}.${ext}`;
    await store.put(key, data, mime);
    return key;
  }
  const stem = `${randomUUID()}_${width}x${height}`;
  const key = `${stem}.${ext}`;
  await store.put(key, data, mime);
  const made: string[] = [];
  try {
    for (const w of variantWidths(width)) {
      const webp = await sharp(data)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer();
      await store.put(variantKey(stem, w), webp, 'image/webp');
      made.push(variantKey(stem, w));
    }
  } catch (error) {
    await Promise.all([key, ...made].map((k) => store.remove(k).catch(() => undefined)));
    throw error;
  }
  return key;
}

/** Removes an original stored by storeImageWithVariants and its copies. */
export async function removeImageWithVariants(
  store: Pick<FileStore, 'put' | 'remove'>,
  key: string,
): Promise<void> {
  const sized = SIZED_KEY.exec(key);
  const keys = [key];
  if (sized) {
    const stem = `${sized[1]}_${sized[2]}x${sized[3]}`;
    for (const w of variantWidths(Number(sized[2]))) keys.push(variantKey(stem, w));
  }
  await Promise.all(keys.map((k) => store.remove(k).catch(() => undefined)));
}
