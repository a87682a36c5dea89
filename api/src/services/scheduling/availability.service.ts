/**
 * One's own availability (the account page): time zone, weekly hours, days off, and the secret
 * address of one's own calendar, sealed at rest like the TOTP secrets and never sent back (only
 * a hint of it). Saving a new address reads it at once, so a wrong one is said straight away.
 */
import type { Availability, AvailabilityInput } from '@northbeam/shared/contract/scheduling';
import {
  deleteFeed,
  findAvailability,
  findFeed,
  saveAvailability,
  saveFeed,
  type FeedRow,
} from '../../db/availability.queries';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../http/actor';
import { audit } from '../audit.service';
import { readTimeZone } from '../notifications/time-zone';
import type { SecretBox } from '../secrets/secret-box';
import type { CalendarFeeds } from './calendar-feeds';
import { DEFAULT_HOURS } from './schedules';

/** `calendar.example.com/…/basic.ics`: the host and the file's name, never the secret path. */
export function feedHint(address: string): string {
  try {
    const url = new URL(address.replace(/^webcals?:/i, 'https:'));
    const file = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return `${url.hostname}/…${file ? `/${file.slice(0, 24)}` : ''}`;
  } catch {
    return '…';
  }
}

export function createAvailability(deps: { db: Db; secrets: SecretBox; feeds: CalendarFeeds }) {
  const { db, secrets, feeds } = deps;

  const presentFeed = (row: FeedRow | undefined): Availability['calendarFeed'] =>
    row
      ? {
          hint: row.url_hint,
          fetchedAt: row.fetched_at ? new Date(row.fetched_at).toISOString() : null,
          busyCount: row.busy.length,
          error: row.last_error,
        }
      : null;

  async function get(staffId: string): Promise<Availability> {
    const own = await findAvailability(db, staffId);
    return {
      timeZone: own?.time_zone ?? (await readTimeZone(db)),
      hours: own?.hours ?? DEFAULT_HOURS,
      daysOff: own?.days_off ?? [],
      calendarFeed: presentFeed(await findFeed(db, staffId)),
    };
  }

  return {
    get: (actor: StaffActor) => get(actor.staffId),

    async set(
      actor: StaffActor,
      input: Omit<AvailabilityInput, 'calendarFeedUrl'> & { calendarFeedUrl?: string | null },
    ): Promise<Availability> {
      const hours = [...input.hours].sort(
        (a, b) => a.day - b.day || a.start.localeCompare(b.start),
      );
      const daysOff = [...new Set(input.daysOff ?? [])].sort();
      await db.transaction(async (trx) => {
        await saveAvailability(trx, actor.staffId, { timeZone: input.timeZone, hours, daysOff });
        if (input.calendarFeedUrl === null) await deleteFeed(trx, actor.staffId);
        if (input.calendarFeedUrl) {
          await saveFeed(
            trx,
            actor.staffId,
            secrets.seal(input.calendarFeedUrl, 'ics-feed'),
            feedHint(input.calendarFeedUrl),
          );
        }
        await audit(trx, actor, 'availability.update', {
          entityType: 'staff',
          entityId: actor.staffId,
          details: {
            timeZone: input.timeZone,
            hours: hours.length,
            daysOff: daysOff.length,
            // Whether the feed changed; never its address.
            calendarFeed:
              input.calendarFeedUrl === null ? 'removed' : input.calendarFeedUrl ? 'set' : 'kept',
          },
        });
      });
      if (input.calendarFeedUrl) {
        const row = await findFeed(db, actor.staffId);
        if (row) await feeds.refreshOne(row).catch(() => undefined);
      }
      return get(actor.staffId);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailability>;
