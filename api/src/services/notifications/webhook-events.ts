/**
 * The JSON a webhook endpoint receives. `standard`: the event as Standard Webhooks describes it
 * (`type`, `timestamp`, `data`), signed; `slack` and `teams`: the incoming-webhook message those
 * tools show in a channel (signed too, which they ignore).
 */
import type { WebhookEvent, WebhookFormat } from '@northbeam/shared/contract/notifications';
import { adminLink, fullName, type Submission } from './emails';

export interface EventData {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
  /** One line for chat tools. */
  summary: string;
  link?: string;
}

const KIND_TEXT = {
  contact: 'contact message',
  consultation: 'consultation request',
  application: 'job application',
} as const;

export function submissionCreated(s: Submission, origin: string): EventData {
  const adminUrl = adminLink(origin, s.kind, s.id);
  return {
    type: `${s.kind}.created`,
    timestamp: new Date().toISOString(),
    data: {
      id: s.id,
      kind: s.kind,
      name: fullName(s),
      email: s.email,
      phone: s.phone,
      company: s.company,
      message: s.message,
      ...(s.kind === 'application' ? { jobTitle: s.jobTitle ?? null } : {}),
      receivedAt: s.receivedAt.toISOString(),
      adminUrl,
    },
    summary: `New ${KIND_TEXT[s.kind]} from ${fullName(s)}${s.kind === 'application' && s.jobTitle ? ` for ${s.jobTitle}` : ''}`,
    link: adminUrl,
  };
}

export function statusChanged(
  s: Pick<Submission, 'kind' | 'id' | 'firstName' | 'lastName' | 'email'>,
  status: string,
  origin: string,
): EventData {
  const adminUrl = adminLink(origin, s.kind, s.id);
  return {
    type: `${s.kind}.status_changed`,
    timestamp: new Date().toISOString(),
    data: { id: s.id, kind: s.kind, name: fullName(s), email: s.email, status, adminUrl },
    summary: `The ${KIND_TEXT[s.kind]} from ${fullName(s)} is now "${status}"`,
    link: adminUrl,
  };
}

export function testEvent(): EventData {
  return {
    type: 'webhook.test',
    timestamp: new Date().toISOString(),
    data: { message: 'A test event sent from the admin.' },
    summary: 'Test event from the admin: this endpoint receives notifications.',
  };
}

/** The body sent to an endpoint of `format`. */
export function webhookBody(event: EventData, format: WebhookFormat): string {
  const line = event.link ? `${event.summary}: ${event.link}` : event.summary;
  switch (format) {
    case 'slack':
      return JSON.stringify({
        text: event.link ? `${event.summary}. <${event.link}|Open in the admin>` : event.summary,
      });
    case 'teams':
      return JSON.stringify({
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              body: [{ type: 'TextBlock', text: line, wrap: true }],
              ...(event.link
                ? {
                    actions: [
                      { type: 'Action.OpenUrl', title: 'Open in the admin', url: event.link },
                    ],
                  }
                : {}),
            },
          },
        ],
      });
    default:
      return JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
  }
}
