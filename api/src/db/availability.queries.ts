import type { Role } from '@northbeam/shared/contract/roles';
/**
 * Staff availability for scheduling: weekly hours and days off, the calendar feed (sealed address
 * and the busy times read from it), and the intervals people are booked for.
 */
import type { DbOrTrx } from './connection';
import type { StaffAvailabilityTable, StaffCalendarFeedsTable } from './tables';

export type AvailabilityRow = Omit<StaffAvailabilityTable, 'updated_at'>;
export type HoursRow = AvailabilityRow['hours'][number];
export type FeedRow = Omit<StaffCalendarFeedsTable, 'updated_at'>;
export type BusyRow = FeedRow['busy'][number];

export async function findAvailability(
  db: DbOrTrx,
  staffId: string,
): Promise<AvailabilityRow | undefined> {
  return await db('staff_availability').where({ staff_id: staffId }).first();
}

export async function saveAvailability(
  db: DbOrTrx,
  staffId: string,
  v: { timeZone: string; hours: HoursRow[]; daysOff: string[] },
) {
  await db('staff_availability')
    .insert({
      staff_id: staffId,
      time_zone: v.timeZone,
      hours: JSON.stringify(v.hours),
      days_off: JSON.stringify(v.daysOff),
    })
    .onConflict('staff_id')
    .merge({
      time_zone: v.timeZone,
      hours: JSON.stringify(v.hours),
      days_off: JSON.stringify(v.daysOff),
      updated_at: db.fn.now(),
    });
}

/** The availability of several people (those who set none are missing). */
export async function availabilityOf(db: DbOrTrx, staffIds: string[]): Promise<AvailabilityRow[]> {
  if (!staffIds.length) return [];
  return await db('staff_availability').whereIn('staff_id', staffIds);
}

export async function findFeed(db: DbOrTrx, staffId: string): Promise<FeedRow | undefined> {
  return await db('staff_calendar_feeds').where({ staff_id: staffId }).first();
}

export async function saveFeed(db: DbOrTrx, staffId: string, sealedUrl: string, hint: string) {
  await db('staff_calendar_feeds')
    .insert({ staff_id: staffId, url: sealedUrl, url_hint: hint })
    .onConflict('staff_id')
    .merge({
      url: sealedUrl,
      url_hint: hint,
      busy: '[]',
      fetched_at: null,
      last_error: null,
      updated_at: db.fn.now(),
    });
}

export async function deleteFeed(db: DbOrTrx, staffId: string) {
  await db('staff_calendar_feeds').where({ staff_id: staffId }).delete();
}

export async function listFeeds(db: DbOrTrx): Promise<FeedRow[]> {
  return await db('staff_calendar_feeds').orderBy('staff_id');
}

/** The feed's busy times as read now (or the error, keeping the busy times read before). */
export async function recordFeedRead(
  db: DbOrTrx,
  staffId: string,
  sealedUrl: string,
  result: { busy: BusyRow[] } | { error: string },
) {
  // Only if the address is still the one that was read (it may have changed meanwhile).
  const row = db('staff_calendar_feeds').where({ staff_id: staffId, url: sealedUrl });
  if ('busy' in result) {
    await row.update({
      busy: JSON.stringify(result.busy),
      fetched_at: db.fn.now(),
      last_error: null,
    });
  } else {
    await row.update({ last_error: result.error });
  }
}

export async function feedBusyOf(
  db: DbOrTrx,
  staffIds: string[],
): Promise<Array<{ staff_id: string; busy: BusyRow[] }>> {
  if (!staffIds.length) return [];
  return await db('staff_calendar_feeds').whereIn('staff_id', staffIds).select('staff_id', 'busy');
}

/** The booked intervals of these people that overlap [from, to). */
export async function bookedIntervals(
  db: DbOrTrx,
  staffIds: string[],
  from: Date,
  to: Date,
  /** An interview whose own booking does not count (it is being moved). */
  exceptInterview?: string,
): Promise<Array<{ staff_id: string; starts: Date; ends: Date }>> {
  if (!staffIds.length) return [];
  const query = db('booked_slots');
  if (exceptInterview) query.whereNot('interview_id', exceptInterview);
  const rows = await query
    .whereIn('staff_id', staffIds)
    .whereRaw('during && tstzrange(?, ?)', [from.toISOString(), to.toISOString()])
    .select<Array<{ staff_id: string; starts: Date | string; ends: Date | string }>>(
      'staff_id',
      db.raw('lower(during) as starts'),
      db.raw('upper(during) as ends'),
    );
  return rows.map((r) => ({
    staff_id: r.staff_id,
    starts: new Date(r.starts),
    ends: new Date(r.ends),
  }));
}

/** Active staff of a role (the sales team of consultation calls). */
export async function activeStaffOfRole(db: DbOrTrx, role: Role): Promise<string[]> {
  const rows = await db('staff').where({ role }).whereNull('deactivated_at').select('id');
  return rows.map((r) => r.id);
}
