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
  adminId: string,
): Promise<AvailabilityRow | undefined> {
  return await db('staff_availability').where({ admin_id: adminId }).first();
}

export async function saveAvailability(
  db: DbOrTrx,
  adminId: string,
  v: { timeZone: string; hours: HoursRow[]; daysOff: string[] },
) {
  await db('staff_availability')
    .insert({
      admin_id: adminId,
      time_zone: v.timeZone,
      hours: JSON.stringify(v.hours),
      days_off: JSON.stringify(v.daysOff),
    })
    .onConflict('admin_id')
    .merge({
      time_zone: v.timeZone,
      hours: JSON.stringify(v.hours),
      days_off: JSON.stringify(v.daysOff),
      updated_at: db.fn.now(),
    });
}

/** The availability of several people (those who set none are missing). */
export async function availabilityOf(db: DbOrTrx, adminIds: string[]): Promise<AvailabilityRow[]> {
  if (!adminIds.length) return [];
  return await db('staff_availability').whereIn('admin_id', adminIds);
}

export async function findFeed(db: DbOrTrx, adminId: string): Promise<FeedRow | undefined> {
  return await db('staff_calendar_feeds').where({ admin_id: adminId }).first();
}

export async function saveFeed(db: DbOrTrx, adminId: string, sealedUrl: string, hint: string) {
  await db('staff_calendar_feeds')
    .insert({ admin_id: adminId, url: sealedUrl, url_hint: hint })
    .onConflict('admin_id')
    .merge({
      url: sealedUrl,
      url_hint: hint,
      busy: '[]',
      fetched_at: null,
      last_error: null,
      updated_at: db.fn.now(),
    });
}

export async function deleteFeed(db: DbOrTrx, adminId: string) {
  await db('staff_calendar_feeds').where({ admin_id: adminId }).delete();
}

export async function listFeeds(db: DbOrTrx): Promise<FeedRow[]> {
  return await db('staff_calendar_feeds').orderBy('admin_id');
}

/** The feed's busy times as read now (or the error, keeping the busy times read before). */
export async function recordFeedRead(
  db: DbOrTrx,
  adminId: string,
  sealedUrl: string,
  result: { busy: BusyRow[] } | { error: string },
) {
  // Only if the address is still the one that was read (it may have changed meanwhile).
  const row = db('staff_calendar_feeds').where({ admin_id: adminId, url: sealedUrl });
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
  adminIds: string[],
): Promise<Array<{ admin_id: string; busy: BusyRow[] }>> {
  if (!adminIds.length) return [];
  return await db('staff_calendar_feeds').whereIn('admin_id', adminIds).select('admin_id', 'busy');
}

/** The booked intervals of these people that overlap [from, to). */
export async function bookedIntervals(
  db: DbOrTrx,
  adminIds: string[],
  from: Date,
  to: Date,
  /** An interview whose own booking does not count (it is being moved). */
  exceptInterview?: string,
): Promise<Array<{ admin_id: string; starts: Date; ends: Date }>> {
  if (!adminIds.length) return [];
  const query = db('booked_slots');
  if (exceptInterview) query.whereNot('interview_id', exceptInterview);
  const rows = (await query
    .whereIn('admin_id', adminIds)
    .whereRaw('during && tstzrange(?, ?)', [from.toISOString(), to.toISOString()])
    .select(
      'admin_id',
      db.raw('lower(during) as starts'),
      db.raw('upper(during) as ends'),
    )) as Array<{ admin_id: string; starts: Date | string; ends: Date | string }>;
  return rows.map((r) => ({
    admin_id: r.admin_id,
    starts: new Date(r.starts),
    ends: new Date(r.ends),
  }));
}

/** Active staff of a role (the sales team of consultation calls). */
export async function activeStaffOfRole(db: DbOrTrx, role: Role): Promise<string[]> {
  const rows = await db('admins').where({ role }).whereNull('deactivated_at').select('id');
  return rows.map((r) => r.id);
}
