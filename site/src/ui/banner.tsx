import type { ReactNode } from 'react';

interface BannerProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  id?: string;
}

/** A status message. Errors are alerts (announced at once); the rest are polite status updates. */
export function Banner({ tone, children, id }: BannerProps) {
  return (
    <div
      id={id}
      className={`banner banner--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`banner-${tone}`}
    >
      <span className="banner__icon" aria-hidden="true" />
      <div className="banner__text">{children}</div>
    </div>
  );
}
