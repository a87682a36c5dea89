const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Dates as "March 4, 2026" in UTC, so a server and a browser render the same text. Written out
 * rather than through `toLocaleDateString`, which builds an `Intl.DateTimeFormat` on each call (and
 * loads the locale's data on the first): tens of milliseconds on a phone, in the middle of hydration.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Is this error an API "not found" (or a malformed id the API refuses)? */
export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}
