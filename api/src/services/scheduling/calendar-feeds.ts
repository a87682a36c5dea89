/**
 * Reads every staff member's calendar feed again, as periodic work (`runDue()`, every
 * ICS_FEED_REFRESH_MINUTES): the busy times of the booking window and a little more are kept
 * with the feed (the slot engine reads them from there); a feed that fails keeps what was read
 * before and records why (the account page says so).
 * The scheduler runs it (composition.ts), on one process per period.
 */
import type { Logger } from 'pino';
import type { SchedulingConfig } from '../../config/scheduling-config';
import { listFeeds, recordFeedRead, type FeedRow } from '../../db/availability.queries';
import type { Db } from '../../db/connection';
import type { SecretBox } from '../secrets/secret-box';
import { busyTimes, fetchFeed, FeedError } from './ics-feed';

const DAY = 86_400_000;

export function createCalendarFeeds(deps: {
  db: Db;
  secrets: SecretBox;
  logger: Pick<Logger, 'warn'>;
  config: SchedulingConfig;
  now?: () => Date;
}) {
  const { db, secrets, logger, config } = deps;
  const now = deps.now ?? (() => new Date());

  async function refreshOne(row: FeedRow): Promise<void> {
    const from = new Date(now().getTime() - DAY);
    const to = new Date(now().getTime() + (config.windowDays + 30) * DAY);
    try {
      const text = await fetchFeed(secrets.open(row.url, 'ics-feed'), config.feeds);
      await recordFeedRead(db, row.staff_id, row.url, { busy: busyTimes(text, from, to) });
    } catch (error) {
      const reason = error instanceof FeedError ? error.message : 'The calendar could not be read';
      if (!(error instanceof FeedError)) {
        logger.warn({ err: error, staffId: row.staff_id }, 'calendar feed read failed');
      }
      await recordFeedRead(db, row.staff_id, row.url, { error: reason });
    }
  }

  async function runDue(): Promise<number> {
    const rows = await listFeeds(db);
    for (const row of rows) await refreshOne(row);
    return rows.length;
  }

  return {
    refreshOne,
    runDue,
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
