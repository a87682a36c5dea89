/**
 * A person answered: the item's assignee hears of it (unless they turned that kind off: a saved
 * "off", or the one-click unsubscribe of these e-mails; no preference saved means yes), or, when nobody is assigned, the staff who chose instant e-mails for that kind. Queued in
 * the outbox in the transaction that stores the reply, with the one-click unsubscribe link of that
 * kind (README "Notifications"). Automatic messages never get here.
 */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { can, SUBMISSION_PERMISSION } from '@northbeam/shared/contract/roles';
import { maskStatusLinks } from '@northbeam/shared/contract/status-page';
import type { DbOrTrx } from '../../db/connection';
import { findAssigneeForNotice, type AssigneeNotice } from '../../db/reply-notice.queries';
import { subscribers } from '../../db/notification-settings.queries';
import { insertOutbox } from '../../db/outbox.queries';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { adminLink, desktopItemLink } from '../notifications/emails';
import { headerText, listUnsubscribeHeaders } from '../notifications/mail-headers';
import type { NotificationSettings } from '../notifications/notification-settings';
import { outboxEmail } from '../notifications/outbox-email';

export interface ReplyNotifier {
  replyReceived(
    trx: DbOrTrx,
    item: { kind: SubmissionKind; id: string; email: string },
    reply: {
      from: { address: string; name: string };
      subject: string;
      text: string;
      unexpectedSender: boolean;
    },
  ): Promise<number>;
  /**
   * The candidate withdrew the application from their status page: told to the same people as a
   * reply, with the reason if they gave one.
   */
  withdrawn(
    trx: DbOrTrx,
    item: { id: string; email: string; name: string; jobTitle: string },
    reason: string,
  ): Promise<number>;
  /** After the commit: deliver now. */
  committed(): void;
}

const KIND_NAMES: Record<SubmissionKind, string> = {
  application: 'application',
  contact: 'contact message',
  consultation: 'consultation request',
};

/** The text shown in the notification: the reply's start, not the whole thread. */
const excerpt = (text: string, max = 1500) => {
  const withoutQuote = text.split(/\n(?:On .{0,200} wrote:|-{2,} ?Original Message)/)[0] ?? text;
  // A candidate's private status link never reaches staff, even quoted in their reply.
  const trimmed = maskStatusLinks(withoutQuote).trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
};

export function createReplyNotifier(deps: {
  settings: NotificationSettings;
  wake: () => void;
}): ReplyNotifier {
  const { settings, wake } = deps;

  /** The assignee (unless they turned that kind off), or the instant subscribers of the kind. */
  async function recipientsOf(
    trx: DbOrTrx,
    item: { kind: SubmissionKind; id: string },
  ): Promise<Array<{ staffId: string; email: string }>> {
    const assignee: AssigneeNotice | undefined = await findAssigneeForNotice(
      trx,
      item.kind,
      item.id,
    );
    if (assignee) {
      const allowed = !assignee.deactivated && can(assignee.role, SUBMISSION_PERMISSION[item.kind]);
      return allowed && assignee.mode !== 'off'
        ? [{ staffId: assignee.id, email: assignee.email }]
        : [];
    }
    return (await subscribers(trx, 'instant'))
      .filter((s) => s.kind === item.kind)
      .map((s) => ({ staffId: s.staff_id, email: s.email }));
  }

  /** Queues one notice to each recipient, with their one-click unsubscribe of that kind. */
  async function queue(
    trx: DbOrTrx,
    topic: 'reply-notification' | 'withdrawal-notification',
    item: { kind: SubmissionKind; id: string },
    recipients: Array<{ staffId: string; email: string }>,
    subject: string,
    block: EmailBlock,
  ) {
    const html = renderEmailHtml(subject, block);
    const text = renderEmailText(subject, block);
    await insertOutbox(
      trx,
      recipients.map(({ staffId, email }) => {
        const unsubscribe = settings.unsubscribeUrl(staffId, item.kind);
        return outboxEmail(
          settings,
          topic,
          { to: email, subject, html, text },
          { kind: item.kind, id: item.id },
          unsubscribe ? listUnsubscribeHeaders(unsubscribe) : {},
        );
      }),
    );
  }

  return {
    async replyReceived(trx, item, reply) {
      const recipients = await recipientsOf(trx, item);
      if (!recipients.length) return 0;
      const who = reply.from.name
        ? `${reply.from.name} <${reply.from.address}>`
        : reply.from.address;
      const subject = headerText(
        `Reply from ${reply.from.name || reply.from.address}: ${reply.subject}`,
      );
      const block = {
        paragraphs: [
          `${who} replied about a ${KIND_NAMES[item.kind]}.`,
          ...(reply.unexpectedSender
            ? [
                `This reply came from ${reply.from.address}, not from the address of the ${KIND_NAMES[item.kind]} (${item.email}).`,
              ]
            : []),
          excerpt(reply.text) || '(no text)',
        ],
        action: {
          label: 'Open the conversation',
          url: adminLink(settings.origin, item.kind, item.id),
        },
        secondary: { label: 'Open in the desktop app', url: desktopItemLink(item.kind, item.id) },
        footer: [{ text: 'Manage notifications', url: settings.manageUrl }],
      };
      await queue(trx, 'reply-notification', item, recipients, subject, block);
      return recipients.length;
    },

    async withdrawn(trx, application, reason) {
      const item = { kind: 'application' as const, id: application.id };
      const recipients = await recipientsOf(trx, item);
      if (!recipients.length) return 0;
      const job = application.jobTitle || 'a job';
      const subject = headerText(`Application withdrawn: ${application.name} for ${job}`);
      const block: EmailBlock = {
        paragraphs: [
          `${application.name} <${application.email}> withdrew their application for ${job} from their status page.`,
          reason ? `Their reason: ${reason}` : 'They gave no reason.',
        ],
        action: {
          label: 'Open the application',
          url: adminLink(settings.origin, 'application', application.id),
        },
        secondary: {
          label: 'Open in the desktop app',
          url: desktopItemLink('application', application.id),
        },
        footer: [{ text: 'Manage notifications', url: settings.manageUrl }],
      };
      await queue(trx, 'withdrawal-notification', item, recipients, subject, block);
      return recipients.length;
    },
    committed: wake,
  };
}
