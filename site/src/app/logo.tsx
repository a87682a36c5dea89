/** The wordmark's symbol: a beam of light crossing a north-pointing chevron. */
export function Logo() {
  return (
    <svg
      className="logo"
      width="36"
      height="36"
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="9" fill="var(--color-brand)" />
      <path d="M9 25 18 9l9 16-9-5z" fill="#fff" />
      <path d="M18 20l9 5H9z" fill="var(--color-accent)" opacity=".9" />
    </svg>
  );
}
