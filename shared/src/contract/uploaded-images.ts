/**
 * Uploaded blog images: the original's key carries its size (`<uuid>_<w>x<h>.<ext>`) and WebP
 * copies are stored beside it at a few widths (`<uuid>_<w>x<h>-<width>w.webp`), so width, height
 * and `srcset` are known from the address alone, on the server and in the site alike.
 */

export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const UPLOAD_PREFIX = '/uploads/';
export const SIZED_KEY = /^([0-9a-f-]{36})_(\d{1,5})x(\d{1,5})\.([a-z0-9]{1,5})$/;

export interface ImageVariants {
  width: number;
  height: number;
  /** `srcset` of the WebP copies. */
  srcset: string;
}

export const variantKey = (stem: string, width: number) => `${stem}-${width}w.webp`;

/** The widths made for an image `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  return widths.length < VARIANT_WIDTHS.length ? [...widths, width] : widths;
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

/**
 * Sanitised post HTML with its uploaded images made responsive: WebP `srcset`, their size (no
 * layout shift) and lazy loading. Only `<img src="/uploads/…">` of our own naming is touched.
 */
export function withResponsiveImages(html: string): string {
  return html.replace(
    /<img\b([^>]*?)\bsrc="(\/uploads\/[^"]+)"([^>]*)>/g,
    (tag, before, src, after) => {
      const variants = imageVariants(src as string);
      if (!variants || /\bsrcset=/.test(tag)) return tag;
      const extra = ` srcset="${variants.srcset}" sizes="(max-width: 800px) 100vw, 800px" width="${variants.width}" height="${variants.height}" loading="lazy" decoding="async"`;
      return `<img${before as string}src="${src as string}"${after as string}${extra}>`;
    },
  );
}
