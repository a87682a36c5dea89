import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children a moment after the page's first frame: a page opened by a tap paints its header
 * (who, what, status) first, and its sections fill in right after, instead of one long render
 * before anything shows. Keep above it what a glance needs; below it what is read next.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame is painted after its animation-frame callbacks; the timer runs once it is.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))))
        : undefined;
    if (frame === undefined) timer = setTimeout(() => setPainted(true));
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
