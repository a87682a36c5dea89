import { PLACEHOLDER_IMAGE } from '../../app/progressive/image-fallback';

export { PLACEHOLDER_IMAGE };

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

/**
 * A post image that falls back to the placeholder when missing or broken (the page's own script
 * watches every image marked with the fallback attribute, before and after hydration).
 */
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
  return (
    <img
      data-fallback=""
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
    />
  );
}
