/**
 * One-click unsubscribe (RFC 8058) from a staff notification or a digest, without signing in:
 * the link's signed token (unsubscribe-token.ts) names the person and the kind; the POST turns
 * that kind off for that person, audited as theirs. Opening the link (GET) changes nothing: mail
 * clients and scanners fetch links on their own, so only the confirm button, or the mail client's
 * one-click POST, unsubscribes.
 */
import type { Actor } from '../../http/actor';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { findStaffById } from '../../db/staff.queries';
import type { Db } from '../../db/connection';
import { turnOffNotifications } from '../../db/notification-settings.queries';
import { notFound } from '../../http/http-errors';
import { audit } from '../audit.service';
import type { Announcer } from './announcer';
import type { NotificationSettings } from './notification-settings';
import { verifyUnsubscribe, type UnsubscribeScope } from './unsubscribe-token';

/** What a wrong, forged, or missing token, or one of a removed account, all answer. */
export const UNSUBSCRIBE_NOT_FOUND = 'This unsubscribe link is not valid.';

const WHAT: Record<UnsubscribeScope, string> = {
  contact: 'new contact messages',
  consultation: 'new consultation requests',
  application: 'new job applications',
  digest: 'your daily digest',
};

export interface UnsubscribeTarget {
  staffId: string;
  email: string;
  scope: UnsubscribeScope;
  /** "e-mails about new job applications" / "your daily digest". */
  what: string;
}

export function createUnsubscribe(deps: {
  db: Db;
  settings: NotificationSettings;
  announcer: Announcer;
}) {
  const { db, settings, announcer } = deps;
  async function target(token: string | undefined): Promise<UnsubscribeTarget> {
    const verified = verifyUnsubscribe(settings.unsubscribeKey, token);
    const admin = verified && (await findStaffById(db, verified.staffId));
    if (!verified || !admin || admin.deactivated_at) throw notFound(UNSUBSCRIBE_NOT_FOUND);
    const what =
      verified.scope === 'digest' ? WHAT.digest : `e-mails about ${WHAT[verified.scope]}`;
    return { staffId: admin.id, email: admin.email, scope: verified.scope, what };
  }

  return {
    /** Who and what the link is for (the confirm page); 404 for anything but a genuine link. */
    target,

    /** Turns it off (again: the same answer, nothing more changes). */
    async unsubscribe(actor: Actor, token: string | undefined): Promise<UnsubscribeTarget> {
      const found = await target(token);
      await db.transaction(async (trx) => {
        const turnedOff: SubmissionKind[] = await turnOffNotifications(
          trx,
          found.staffId,
          found.scope,
        );
        await audit(trx, actor, 'notifications.unsubscribe', {
          entityType: 'staff',
          entityId: found.staffId,
          details: { scope: found.scope, turnedOff, via: 'List-Unsubscribe' },
          staff: { id: found.staffId, email: found.email },
        });
      });
      announcer.settingsChanged();
      return found;
    },
  };
}

export type Unsubscribe = ReturnType<typeof createUnsubscribe>;
