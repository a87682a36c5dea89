/**
 * Dates as the admin writes them, in US English on this device's clock: "Nov 27, 2026, 08:43 PM",
 * "Nov 27, 2026", "3 hours ago". The same text as Intl.DateTimeFormat and Intl.RelativeTimeFormat
 * write for en-US (format-date.test.ts holds them to it), but without them: a page's first Intl
 * formatter loads the browser's locale data, 85-300 ms of a phone's main thread (measured at 4x
 * CPU throttling), which was the largest part of the admin's first task, for a few month names.
 */
import { formatCount } from './plural';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const dayOf = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** "Nov 27, 2026, 08:43 PM" (what it says for a text that is no date: the text). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const hours = d.getHours();
  return `${dayOf(d)}, ${pad(hours % 12 || 12)}:${pad(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant as a `datetime-local` value: this device's wall clock, without a zone. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Nov 27, 2026". */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dayOf(d);
}

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
/** Each unit and how many of the one before it make one. */
const UNITS: Array<[Unit, number]> = [
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];
/** One unit back and ahead, in words (Intl's `numeric: 'auto'`); minutes and hours have none. */
const ONE: Partial<Record<Unit, [string, string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};

/** How long ago, in the largest whole unit ("3 hours ago", "yesterday"): a card's age. */
export function formatAge(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let value = (then - now) / 60_000; // minutes; negative in the past
  if (Math.abs(value) < 1) return 'just now';
  let unit: Unit = 'minute';
  for (const [next, size] of UNITS) {
    if (Math.abs(value) < size) break;
    value /= size;
    unit = next;
  }
  const count = Math.abs(Math.trunc(value));
  const words = ONE[unit];
  if (count === 1 && words) return value < 0 ? words[0] : words[1];
  const amount = `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}
