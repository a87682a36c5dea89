/**
 * The daily digest: one e-mail a day to each administrator who chose "Daily digest" for a kind,
 * listing what arrived in the 24 hours before today's DIGEST_HOUR. Its dedupe key (administrator
 * and day) makes it exist once however many processes queue it.
 */
import { randomUUID } from 'node:crypto';
import { NO_MAIL_SERVER, type SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import { submissionsBetween, subscribers } from '../../db/notification-settings.queries';
import { insertOutboxOnce } from '../../db/outbox.queries';
import { dailyDigest } from './emails';
import type { NotificationSettings } from './notification-settings';

/** Queues today's digests that are not queued yet; answers how many it queued. */
export async function queueDueDigests(
  db: DbOrTrx,
  settings: NotificationSettings,
  at: Date,
): Promise<number> {
  const end = new Date(at);
  end.setHours(settings.digestHour, 0, 0, 0);
  if (end > at) return 0;
  const start = new Date(end.getTime() - 24 * 60 * 60 * 1000);
  const day = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;

  const wanted = new Map<string, { email: string; kinds: SubmissionKind[] }>();
  for (const s of await subscribers(db, 'digest')) {
    const entry = wanted.get(s.admin_id) ?? { email: s.email, kinds: [] };
    entry.kinds.push(s.kind);
    wanted.set(s.admin_id, entry);
  }
  let queued = 0;
  for (const [adminId, { email, kinds }] of wanted) {
    const items = await submissionsBetween(db, kinds, start, end);
    if (!items.length) continue;
    const content = dailyDigest(items, settings.origin, day);
    const id = randomUUID();
    const inserted = await insertOutboxOnce(db, {
      id,
      channel: 'email',
      topic: 'digest',
      recipient: email,
      subject: content.subject,
      payload: {
        ...content,
        to: email,
        from: settings.mailFrom,
        messageId: settings.messageId(id),
      },
      state: settings.mailConfigured ? 'queued' : 'not-sent',
      lastError: settings.mailConfigured ? null : NO_MAIL_SERVER,
      maxAttempts: settings.outbox.maxAttempts,
      dedupeKey: `digest:${adminId}:${day}`,
    });
    if (inserted) queued += 1;
  }
  return queued;
}
