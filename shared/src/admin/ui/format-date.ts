const formatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** An instant as a `datetime-local` value: this device's wall clock, without a zone. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormatter.format(date);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
/** Each unit and how many of the one before it make one. */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];

/** How long ago, in the largest whole unit ("3 hours ago", "yesterday"): a card's age. */
export function formatAge(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let value = (then - now) / 60_000; // minutes; negative in the past
  if (Math.abs(value) < 1) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (const [next, size] of UNITS) {
    if (Math.abs(value) < size) break;
    value /= size;
    unit = next;
  }
  return relative.format(Math.trunc(value), unit);
}
