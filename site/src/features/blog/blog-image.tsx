import { useEffect, useRef, type SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface BlogImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  /** An uploaded image's WebP copies (from the post's `image`). */
  variants?: { srcset: string } | undefined;
  /** How wide the image shows, for the browser to pick from `variants`. */
  sizes?: string;
}

function fallBack(img: HTMLImageElement) {
  img.removeAttribute('srcset');
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** A post image that falls back to the placeholder when missing or broken. */
export function BlogImage({
  src,
  alt,
  className,
  width = 640,
  height = 360,
  loading = 'lazy',
  variants,
  sizes = '100vw',
}: BlogImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires onError again: check it once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fallBack(img);
  }, [src]);
  return (
    <img
      ref={ref}
      src={src || PLACEHOLDER_IMAGE}
      srcSet={variants?.srcset}
      sizes={variants ? sizes : undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      onError={(event: SyntheticEvent<HTMLImageElement>) => fallBack(event.currentTarget)}
    />
  );
}
