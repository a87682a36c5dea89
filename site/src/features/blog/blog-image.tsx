import { useEffect, useRef, type SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface BlogImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
}

function fallBack(img: HTMLImageElement) {
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
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={(event: SyntheticEvent<HTMLImageElement>) => fallBack(event.currentTarget)}
    />
  );
}
