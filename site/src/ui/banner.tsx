import type { ReactNode, Ref } from 'react';

interface BannerProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  id?: string;
  /**
   * A form's outcome: focusable from script (`tabIndex=-1`), so that the form can move the focus to
   * it (and the browser, on a native post's answer, to the fragment naming it).
   */
  focusable?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A status message. Errors are alerts (announced at once); the rest are polite status updates. */
export function Banner({ tone, children, id, focusable, ref }: BannerProps) {
  return (
    <div
      ref={ref}
      id={id}
      className={`banner banner--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusable ? -1 : undefined}
      data-testid={`banner-${tone}`}
    >
      <span className="banner__icon" aria-hidden="true" />
      <div className="banner__text">{children}</div>
    </div>
  );
}
