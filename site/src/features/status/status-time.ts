import { formatDate } from '../../lib/format';

/**
 * "March 4, 2026, 14:05 UTC": the same text on the server and in the browser (UTC, written out:
 * see formatDate).
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}
