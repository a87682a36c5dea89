/**
 * The daily digest: one e-mail a day to each administrator who chose "Daily digest" for a kind,
 * listing what arrived since the day before at DIGEST_HOUR, both read on the clocks of the
 * company's time zone (a setting; a day with a clock change is 23 or 25 hours long, so nothing is
 * missed or listed twice). Its dedupe key (administrator and day) makes it exist once however many
 * processes queue it. The scheduler looks each minute (one process of several per minute).
 */
import type { Db, DbOrTrx } from '../../db/connection';
import { submissionsBetween, subscribers } from '../../db/notification-settings.queries';
import { insertOutboxOnce } from '../../db/outbox.queries';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { dailyDigest } from './emails';
import { listUnsubscribeHeaders } from './mail-headers';
import { zoneDay, zoneHourStart } from './mail-time';
import type { NotificationSettings } from './notification-settings';
import { outboxEmail } from './outbox-email';
import { readTimeZone } from './time-zone';

/**
 * The local day whose digest is due at `at` (YYYY-MM-DD in the company's zone), or undefined
 * before that day's DIGEST_HOUR.
 */
export function dueDigestDay(at: Date, timeZone: string, hour: number) {
  const end = zoneHourStart(at, timeZone, hour);
  if (end > at) return undefined;
  return { day: zoneDay(at, timeZone), start: zoneHourStart(at, timeZone, hour, -1), end };
}

/** Queues today's digests that are not queued yet; answers how many it queued. */
export async function queueDueDigests(
  db: DbOrTrx,
  settings: NotificationSettings,
  at: Date,
): Promise<number> {
  const due = dueDigestDay(at, await readTimeZone(db), settings.digestHour);
  if (!due) return 0;
  const { day, start, end } = due;

  const wanted = new Map<string, { email: string; kinds: SubmissionKind[] }>();
  for (const s of await subscribers(db, 'digest')) {
    const entry = wanted.get(s.staff_id) ?? { email: s.email, kinds: [] };
    entry.kinds.push(s.kind);
    wanted.set(s.staff_id, entry);
  }
  let queued = 0;
  for (const [staffId, { email, kinds }] of wanted) {
    const items = await submissionsBetween(db, kinds, start, end);
    if (!items.length) continue;
    const content = dailyDigest(
      items,
      { origin: settings.origin, manageUrl: settings.manageUrl },
      day,
    );
    const unsubscribe = settings.unsubscribeUrl(staffId, 'digest');
    const message = outboxEmail(
      settings,
      'digest',
      { ...content, to: email },
      undefined,
      unsubscribe ? listUnsubscribeHeaders(unsubscribe) : {},
    );
    const inserted = await insertOutboxOnce(db, {
      ...message,
      dedupeKey: `digest:${staffId}:${day}`,
    });
    if (inserted) queued += 1;
  }
  return queued;
}

/**
 * The scheduler's digest job: queues the day's digests once they are due and wakes this
 * process's outbox; then this process looks no further that day (another process that looks
 * later queues nothing new: the dedupe key).
 */
export function createDailyDigests(deps: {
  db: Db;
  settings: NotificationSettings;
  /** Digests were queued: this process's outbox delivers them now. */
  queued: () => void;
  now?: () => Date;
}) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  let queuedFor = '';
  return {
    /** Answers how many digests it queued. */
    async runDue(): Promise<number> {
      const at = now();
      const due = dueDigestDay(at, await readTimeZone(db), settings.digestHour);
      if (!due || due.day === queuedFor) return 0;
      const queued = await queueDueDigests(db, settings, at);
      queuedFor = due.day;
      if (queued > 0) deps.queued();
      return queued;
    },
  };
}

export type DailyDigests = ReturnType<typeof createDailyDigests>;
