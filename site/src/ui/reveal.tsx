import type { ElementType, ReactNode } from 'react';

interface RevealProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Stagger, in ms, for items of a grid. */
  delay?: number;
}

/**
 * A section revealed by the scroll animation of the spec. Only the markup: the animation is run by
 * the page's own script (`revealOnScroll`), so it works before hydration as well, and React never
 * writes the class the script adds (the props of a section do not change).
 */
export function Reveal({ children, as: Tag = 'div', className = '', delay = 0 }: RevealProps) {
  return (
    <Tag
      className={`reveal${className ? ` ${className}` : ''}`}
      style={delay ? { transitionDelay: `${delay}ms` } : undefined}
      data-reveal="pending"
      suppressHydrationWarning
    >
      {children}
    </Tag>
  );
}
