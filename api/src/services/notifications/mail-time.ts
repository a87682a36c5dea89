/**
 * Times in e-mails, in the company's time zone (a setting; the default is the zone of the
 * company's address), and the instant a local hour of that zone begins (the digest's hour).
 */
import { COMPANY } from '@northbeam/shared/brand/company';

export const DEFAULT_TIME_ZONE: string = COMPANY.timeZone;

const formatters = new Map<string, { date: Intl.DateTimeFormat; zone: Intl.DateTimeFormat[] }>();

function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      // American English names American zones (EST, PDT), British English some others (CET,
      // BST); a zone neither names is written as its offset (GMT+5:30).
      zone: ['en-US', 'en-GB'].map(
        (locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }),
      ),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/** "Tuesday, 24 November 2026, 14:05 EST". */
export function formatMailTime(at: Date, timeZone: string): string {
  const f = formattersOf(timeZone);
  const p = f.date.formatToParts(at);
  const names = f.zone.map((z) => part(z.formatToParts(at), 'timeZoneName'));
  const zone = names.find((n) => !n.startsWith('GMT') && !n.startsWith('UTC')) ?? names[0]!;
  return `${part(p, 'weekday')}, ${part(p, 'day')} ${part(p, 'month')} ${part(p, 'year')}, ${part(p, 'hour')}:${part(p, 'minute')} ${zone}`;
}

const numeric = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  let f = numeric.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    numeric.set(timeZone, f);
  }
  const p = f.formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(part(p, type));
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

/** The zone's offset from UTC at `at`, in milliseconds (local minus UTC). */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's clocks read `hour`:00 on the local day `dayOffset` days from the one
 * `at` falls on. On a day whose clocks skip that hour (spring forward) it is the instant the
 * skipped hour would have begun, by the offset before the change.
 */
export function zoneHourStart(at: Date, timeZone: string, hour: number, dayOffset = 0): Date {
  const w = wallClock(at, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day + dayOffset, hour);
  // Twice: the first guess's offset may be the other side of a change.
  let utc = wall - offsetMs(new Date(wall), timeZone);
  utc = wall - offsetMs(new Date(utc), timeZone);
  return new Date(utc);
}

/** The zone's local date of `at` as YYYY-MM-DD. */
export function zoneDay(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
