/**
 * Free slots from weekly hours, days off and busy times, with Luxon for the time zones: a
 * person's "Monday 09:00–17:00" is 09:00 on their wall clock whatever the date, so in the week
 * the clocks change it is another UTC instant. Intervals are [start, end) in epoch milliseconds.
 */
import { DateTime } from 'luxon';

export type Interval = readonly [start: number, end: number];

export interface PersonSchedule {
  id: string;
  timeZone: string;
  /** Day 1 = Monday; 'HH:mm' on the person's wall clock; '24:00' is the end of the day. */
  hours: ReadonlyArray<{ day: number; start: string; end: string }>;
  /** 'YYYY-MM-DD' in the person's zone. */
  daysOff: readonly string[];
  busy: readonly Interval[];
}

const at = (date: DateTime, clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h === 24
    ? date.plus({ days: 1 }).startOf('day')
    : date.set({ hour: h, minute: m, second: 0, millisecond: 0 });
};

/** Sorted, merged. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i]![0], b[j]![0]);
    const e = Math.min(a[i]![1], b[j]![1]);
    if (e > s) out.push([s, e]);
    if (a[i]![1] < b[j]![1]) i += 1;
    else j += 1;
  }
  return out;
}

export function subtract(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  const cuts = normalize(remove);
  for (const [s0, e0] of from) {
    let s = s0;
    for (const [cs, ce] of cuts) {
      if (ce <= s || cs >= e0) continue;
      if (cs > s) out.push([s, cs]);
      s = Math.max(s, ce);
      if (s >= e0) break;
    }
    if (s < e0) out.push([s, e0]);
  }
  return out;
}

/** The person's working time within [from, to), as instants. */
export function workingIntervals(person: PersonSchedule, from: number, to: number): Interval[] {
  const zone = person.timeZone;
  const off = new Set(person.daysOff);
  const out: Interval[] = [];
  let day = DateTime.fromMillis(from, { zone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone }).startOf('day').plus({ days: 1 });
  while (day <= last) {
    if (!off.has(day.toISODate()!)) {
      for (const h of person.hours) {
        if (h.day !== day.weekday) continue;
        const s = at(day, h.start).toMillis();
        const e = at(day, h.end).toMillis();
        out.push([Math.max(s, from), Math.min(e, to)]);
      }
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  return normalize(out);
}

/** When this person is free within [from, to). */
export function freeIntervals(person: PersonSchedule, from: number, to: number): Interval[] {
  return subtract(workingIntervals(person, from, to), person.busy);
}

/**
 * Slots of `durationMinutes` inside the free intervals, starting on a grid of `stepMinutes` on
 * the wall clock of `gridZone` (09:00, 09:30… there), each whole inside one free interval.
 */
export function slotsIn(
  free: readonly Interval[],
  durationMinutes: number,
  stepMinutes: number,
  gridZone: string,
): Interval[] {
  const length = durationMinutes * 60_000;
  const slots: Interval[] = [];
  for (const [s, e] of free) {
    let start = DateTime.fromMillis(s, { zone: gridZone }).set({ second: 0, millisecond: 0 });
    const minutes = start.hour * 60 + start.minute;
    const aligned = Math.ceil(minutes / stepMinutes) * stepMinutes;
    start = start.startOf('day').plus({ minutes: aligned });
    if (start.toMillis() < s) start = start.plus({ minutes: stepMinutes });
    for (let t = start; t.toMillis() + length <= e; t = t.plus({ minutes: stepMinutes })) {
      slots.push([t.toMillis(), t.toMillis() + length]);
    }
  }
  return slots;
}

/** The slots when every one of `people` is free. */
export function commonSlots(
  people: readonly PersonSchedule[],
  window: { from: number; to: number },
  durationMinutes: number,
  stepMinutes: number,
  gridZone: string,
): Interval[] {
  if (!people.length) return [];
  let free: Interval[] = [[window.from, window.to]];
  for (const person of people)
    free = intersect(free, freeIntervals(person, window.from, window.to));
  return slotsIn(free, durationMinutes, stepMinutes, gridZone);
}

/** The slots when at least one of `people` is free, each with who is free then. */
export function anySlots(
  people: readonly PersonSchedule[],
  window: { from: number; to: number },
  durationMinutes: number,
  stepMinutes: number,
  gridZone: string,
): Array<{ slot: Interval; free: string[] }> {
  const byStart = new Map<number, { slot: Interval; free: string[] }>();
  for (const person of people) {
    const own = slotsIn(
      freeIntervals(person, window.from, window.to),
      durationMinutes,
      stepMinutes,
      gridZone,
    );
    for (const slot of own) {
      const found = byStart.get(slot[0]);
      if (found) found.free.push(person.id);
      else byStart.set(slot[0], { slot, free: [person.id] });
    }
  }
  return [...byStart.values()].sort((a, b) => a.slot[0] - b.slot[0]);
}

/** An instant written ISO 8601 with the offset of `zone` then. */
export const isoIn = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true })!;
