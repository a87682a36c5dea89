/**
 * What the slot engine needs of each person, read from the database: their zone, weekly hours
 * and days off (the company's business hours, Monday to Friday 9:00–17:00 in its zone, for
 * someone who set none), and everything that makes them busy: what they are booked for and what
 * their own calendar feed says.
 */
import { COMPANY } from '@northbeam/shared/brand/company';
import { availabilityOf, bookedIntervals, feedBusyOf } from '../../db/availability.queries';
import type { DbOrTrx } from '../../db/connection';
import type { Interval, PersonSchedule } from './slots';

export const DEFAULT_HOURS = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));

export async function schedulesOf(
  db: DbOrTrx,
  staffIds: string[],
  window: { from: Date; to: Date },
  exceptInterview?: string,
): Promise<PersonSchedule[]> {
  // One after another: inside a transaction this is one connection.
  const set = new Map((await availabilityOf(db, staffIds)).map((r) => [r.staff_id, r]));
  const booked = await bookedIntervals(db, staffIds, window.from, window.to, exceptInterview);
  const feeds = new Map((await feedBusyOf(db, staffIds)).map((r) => [r.staff_id, r.busy]));
  return staffIds.map((id) => {
    const own = set.get(id);
    const busy: Interval[] = [
      ...booked
        .filter((b) => b.staff_id === id)
        .map((b): Interval => [b.starts.getTime(), b.ends.getTime()]),
      ...(feeds.get(id) ?? []).map((b): Interval => [Date.parse(b.start), Date.parse(b.end)]),
    ];
    return {
      id,
      timeZone: own?.time_zone ?? COMPANY.timeZone,
      hours: own?.hours ?? DEFAULT_HOURS,
      daysOff: own?.days_off ?? [],
      busy,
    };
  });
}
