/** The visitor's own time zone, as their browser knows it. */

/** The browser's own time zone (undefined where it cannot tell, and on the server). */
export function detectedTimeZone(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
