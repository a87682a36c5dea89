import { useState } from 'react';

/** An image that turns into a neutral placeholder when it cannot load (broken blog images). */
export function ImageWithFallback({
  src,
  alt,
  className,
  fallbackClassName,
}: {
  src: string;
  alt: string;
  className?: string;
  fallbackClassName?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={fallbackClassName ?? className} role="img" aria-label={alt || 'No image'}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
          />
        </svg>
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} />;
}
