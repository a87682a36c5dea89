/**
 * Writes what a submission or a status change must send into the outbox, inside the caller's
 * transaction: the submission and its messages are stored together or not at all. The worker
 * (outbox-worker.ts) delivers them; `committed()` tells this process's worker to look at once.
 */
import { randomUUID } from 'node:crypto';
import { COMPANY } from '@northbeam/shared/brand/company';
import { maskStatusLinks } from '@northbeam/shared/contract/status-page';
import {
  type EmailContent,
  type OutboxTopic,
  type RenderedEmail,
  type SubmissionKind,
  type WebhookContent,
} from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import {
  listWebhooks,
  subscribers,
  templateOverrides,
} from '../../db/notification-settings.queries';
import { insertOutbox, type NewOutboxMessage } from '../../db/outbox.queries';
import {
  ACK_TEMPLATE,
  DEFAULT_TEMPLATES,
  acknowledgement,
  placeholderValues,
  staffNotification,
  type StaffAudience,
  type Submission,
} from './emails';
import type { ReplyRouting } from '../conversations/reply-routing';
import { statusLinkBlock, type StatusLinkIssuer } from '../candidate-status/status-links';
import { listUnsubscribeHeaders } from './mail-headers';
import { outboxEmail, type EmailParts } from './outbox-email';
import type { NotificationSettings } from './notification-settings';
import { readTimeZone } from './time-zone';
import { statusChanged, submissionCreated, webhookBody, type EventData } from './webhook-events';

/** The message as the thread records it: an applicant's status link masked. */
function withoutStatusLinks(message: NewOutboxMessage): NewOutboxMessage {
  const email = message.payload as EmailContent;
  return { ...message, payload: { ...email, text: maskStatusLinks(email.text) } };
}

/** The id given to the WEBHOOK_URL endpoint in the outbox. */
export const ENVIRONMENT_ENDPOINT = 'environment';

export interface Announcer {
  /**
   * New submissions, in the transaction that stores them: the staff, the sender and the webhooks.
   * Submissions marked as spam (suspected or certain) are not announced. The caller records
   * that the others were (`announced_at`, set with the row or by markAnnounced).
   */
  submissions(
    trx: DbOrTrx,
    items: Array<Submission & { spam: boolean }>,
    /** The origin the request came to (links use PUBLIC_URL instead when it is set). */
    requestOrigin: string | undefined,
  ): Promise<void>;
  /** A status changed: the webhooks hear of it. */
  statusChanged(
    trx: DbOrTrx,
    item: Pick<Submission, 'kind' | 'id' | 'firstName' | 'lastName' | 'email'>,
    status: string,
    requestOrigin: string | undefined,
  ): Promise<void>;
  /** An event to one endpoint (the admin's "Send test event"); answers the message's id. */
  toEndpoint(
    trx: DbOrTrx,
    endpoint: WebhookTarget,
    event: EventData,
    topic: OutboxTopic,
  ): Promise<string>;
  /**
   * An e-mail to one person (an invitation, a reset link, a message from the team about a
   * submission); answers its outbox id and whether a mail server will send it.
   */
  personal(
    trx: DbOrTrx,
    topic: 'invitation' | 'password-reset' | 'personal' | 'status-link' | 'erasure-confirmation',
    content: { to: string; replyTo?: string; subject: string; html: string; text: string },
    source?: { kind: SubmissionKind; id: string },
    /** A reply from the thread: its In-Reply-To and References; who wrote it. */
    thread?: { headers?: Record<string, string>; sentBy?: string },
  ): Promise<{ id: string; emailed: boolean }>;
  /** After the transaction committed: deliver now rather than at the next poll. */
  committed(): void;
  /** Preferences, templates or webhooks changed here (after the commit): read them again. */
  settingsChanged(): void;
}

/**
 * Who hears of a new submission and with which words, kept a few seconds: a burst of submissions
 * reads them once, not three queries per transaction. This process's own changes clear it at
 * once (settingsChanged); another process's show within the TTL.
 */
const TARGETS_TTL_MS = 5_000;

interface Targets {
  instant: Awaited<ReturnType<typeof subscribers>>;
  templates: Awaited<ReturnType<typeof templateOverrides>>;
  webhooks: WebhookTarget[];
  timeZone: string;
}

export interface WebhookTarget {
  id: string;
  url: string;
  format: WebhookContent['format'];
}

export function createAnnouncer(deps: {
  settings: NotificationSettings;
  /** Tells this process's outbox worker that messages were committed. */
  wake: () => void;
  /** Replies to an item's e-mails come back to the product (conversations/reply-routing.ts). */
  replies?: ReplyRouting;
  /** An applicant's acknowledgement carries the link to their status page (candidate-status/). */
  statusLinks?: StatusLinkIssuer;
}): Announcer {
  const { settings, wake, replies, statusLinks } = deps;
  const email = (
    topic: OutboxTopic,
    content: EmailParts,
    source?: { kind: SubmissionKind; id: string },
    extraHeaders?: Record<string, string>,
  ) => outboxEmail(settings, topic, content, source, extraHeaders);

  const webhook = (
    target: WebhookTarget,
    event: EventData,
    topic: OutboxTopic,
    source?: { kind: SubmissionKind; id: string },
  ): NewOutboxMessage => {
    const id = randomUUID();
    return {
      id,
      channel: 'webhook',
      topic,
      recipient: target.url,
      subject: event.type,
      payload: {
        endpointId: target.id,
        url: target.url,
        format: target.format,
        event: event.type,
        webhookId: `msg_${id}`,
        body: webhookBody(event, target.format),
      },
      state: 'queued',
      maxAttempts: settings.outbox.maxAttempts,
      sourceType: source?.kind ?? null,
      sourceId: source?.id ?? null,
      endpointId: target.id,
    };
  };

  let cached: { targets: Targets; at: number } | undefined;
  let generation = 0;

  async function targetsOf(trx: DbOrTrx): Promise<Targets> {
    if (cached && Date.now() - cached.at < TARGETS_TTL_MS) return cached.targets;
    const started = generation;
    // One after another: a transaction is one connection.
    const targets = {
      instant: await subscribers(trx, 'instant'),
      templates: await templateOverrides(trx),
      webhooks: await webhookTargets(trx),
      timeZone: await readTimeZone(trx),
    };
    // Kept only if nothing changed while it was read.
    if (started === generation) cached = { targets, at: Date.now() };
    return targets;
  }

  async function webhookTargets(trx: DbOrTrx): Promise<WebhookTarget[]> {
    const targets: WebhookTarget[] = (await listWebhooks(trx, true)).map((row) => ({
      id: row.id,
      url: row.url,
      format: row.format,
    }));
    if (settings.environmentWebhook) {
      targets.push({
        id: ENVIRONMENT_ENDPOINT,
        url: settings.environmentWebhook.url,
        format: 'standard',
      });
    }
    return targets;
  }

  return {
    async submissions(trx, items, requestOrigin) {
      const origin = settings.linkOrigin(requestOrigin);
      const announced = items.filter((item) => !item.spam);
      if (!announced.length) return;
      const { instant, templates, webhooks: targets, timeZone } = await targetsOf(trx);
      const links = { origin, manageUrl: settings.manageUrl, timeZone };
      const fromEnvironment = new Set(settings.notifyEmails.map((a) => a.toLowerCase()));
      const messages: NewOutboxMessage[] = [];
      // The acknowledgements, recorded as the first messages of their items' conversations.
      const sent: Array<{
        message: NewOutboxMessage;
        source: { kind: SubmissionKind; id: string };
      }> = [];
      for (const item of announced) {
        const source = { kind: item.kind, id: item.id };
        // Each address once. A NOTIFY_EMAIL address is told whatever its owner's preference, so
        // it gets no unsubscribe link (it would not stop anything); only the environment does.
        const staff = new Map<string, { to: string; staffId?: string }>();
        for (const address of settings.notifyEmails)
          staff.set(address.toLowerCase(), { to: address });
        for (const s of instant) {
          const lower = s.email.toLowerCase();
          if (s.kind === item.kind && !fromEnvironment.has(lower))
            staff.set(lower, { to: s.email, staffId: s.staff_id });
        }
        // Rendered once per audience, and only when someone is to receive it.
        const notices = new Map<StaffAudience, RenderedEmail>();
        const notice = (audience: StaffAudience) => {
          let found = notices.get(audience);
          if (!found) notices.set(audience, (found = staffNotification(item, links, audience)));
          return found;
        };
        for (const { to, staffId } of staff.values()) {
          const unsubscribe = staffId && settings.unsubscribeUrl(staffId, item.kind);
          messages.push(
            email(
              'staff-notification',
              // Reply-To the sender, applicants too (README "Notifications").
              { to, ...notice(staffId ? 'member' : 'environment'), replyTo: item.email },
              source,
              unsubscribe ? listUnsubscribeHeaders(unsubscribe) : {},
            ),
          );
        }
        const key = ACK_TEMPLATE[item.kind];
        const statusUrl =
          item.kind === 'application' && statusLinks
            ? await statusLinks.issue(trx, item.id, requestOrigin)
            : undefined;
        const ack = acknowledgement(
          templates.get(key) ?? DEFAULT_TEMPLATES[key],
          placeholderValues(item),
          statusUrl ? statusLinkBlock(statusUrl) : {},
        );
        const ackMessage = email(
          'acknowledgement',
          {
            to: item.email,
            replyTo:
              (await replies?.replyTo(trx, source)) ??
              (item.kind === 'application' ? COMPANY.careersEmail : COMPANY.email),
            ...ack,
          },
          source,
        );
        messages.push(ackMessage);
        sent.push({ message: ackMessage, source });
        const event = submissionCreated(item, origin);
        for (const target of targets)
          messages.push(webhook(target, event, 'webhook-event', source));
      }
      await insertOutbox(trx, messages);
      // The thread keeps the words, not the candidate's private link.
      for (const { message, source } of sent)
        await replies?.recordSent(trx, withoutStatusLinks(message), source, { automatic: true });
    },

    async statusChanged(trx, item, status, requestOrigin) {
      const targets = (await targetsOf(trx)).webhooks;
      if (!targets.length) return;
      const event = statusChanged(item, status, settings.linkOrigin(requestOrigin));
      await insertOutbox(
        trx,
        targets.map((target) =>
          webhook(target, event, 'webhook-event', { kind: item.kind, id: item.id }),
        ),
      );
    },

    async toEndpoint(trx, endpoint, event, topic) {
      const message = webhook(endpoint, event, topic);
      await insertOutbox(trx, [message]);
      return message.id;
    },

    async personal(trx, topic, content, source, thread) {
      // From an item: the answer comes back to the product when it is set up for it.
      const routed = source && replies ? await replies.replyTo(trx, source) : undefined;
      const message = email(
        topic,
        routed ? { ...content, replyTo: routed } : content,
        source,
        thread?.headers,
      );
      await insertOutbox(trx, [message]);
      if (source && replies && topic === 'personal') {
        await replies.recordSent(trx, message, source, {
          automatic: false,
          sentBy: thread?.sentBy,
        });
      }
      return { id: message.id, emailed: settings.mailConfigured };
    },

    committed: wake,
    settingsChanged() {
      generation += 1;
      cached = undefined;
    },
  };
}
