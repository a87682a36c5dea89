/**
 * Uploaded blog images in modern formats: WebP copies at a few widths (never wider than the
 * original), stored next to the original through the FileStore interface with keys derived from
 * the original's. The original's key carries its size (`<uuid>_<w>x<h>.<ext>`), so a post's
 * `image` (width, height, srcset) is known from its imageUrl alone, with no extra column or read.
 */
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { FileStore } from '../storage/storage';

export const VARIANT_WIDTHS = [480, 960, 1440] as const;
const WEBP_QUALITY = 78;
const UPLOAD_PREFIX = '/uploads/';
const SIZED_KEY = /^([0-9a-f-]{36})_(\d{1,5})x(\d{1,5})\.([a-z0-9]{1,5})$/;

export interface ImageVariants {
  width: number;
  height: number;
  /** `srcset` of the WebP copies. */
  srcset: string;
}

const variantKey = (stem: string, width: number) => `${stem}-${width}w.webp`;

/** The widths made for an image `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  return widths.length < VARIANT_WIDTHS.length ? [...widths, width] : widths;
}

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

/** width, height and srcset of an uploaded image's copies; undefined for other addresses. */
export function imageVariants(imageUrl: string): ImageVariants | undefined {
  if (!imageUrl.startsWith(UPLOAD_PREFIX)) return undefined;
  const sized = SIZED_KEY.exec(imageUrl.slice(UPLOAD_PREFIX.length));
  if (!sized) return undefined;
  const width = Number(sized[2]);
  const height = Number(sized[3]);
  const stem = `${sized[1]}_${width}x${height}`;
  return {
    width,
    height,
    srcset: variantWidths(width)
      .map((w) => `${UPLOAD_PREFIX}${variantKey(stem, w)} ${w}w`)
      .join(', '),
  };
}
