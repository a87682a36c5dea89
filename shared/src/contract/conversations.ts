/**
 * Conversations with the person of an item (a candidate, a lead): every e-mail the team sent from
 * the item and every reply that came back, in time order on the item; the incoming messages that
 * matched no item (Unmatched), and the calls that answer, attach or discard. README "Replies and
 * incoming mail" describes the behaviour.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { isSingleLine } from './fields';
import { FIELD_MESSAGES } from './messages';
import { OUTBOX_STATES, SUBMISSION_KINDS } from './notifications';
import { AWAITING } from './awaiting';
import { pageQuery } from './pagination';

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * How an incoming message arrived; `app`: sent from the product; `status-page`: written on the
 * candidate's status page.
 */
export const MESSAGE_VIAS = ['smtp', 'imap', 'webhook', 'app', 'status-page'] as const;
export type MessageVia = (typeof MESSAGE_VIAS)[number];

export { AWAITING, AWAITING_LABELS, awaitingParam, type Awaiting } from './awaiting';

export const messageAttachment = z.object({
  id: z.string(),
  filename: z.string(),
  /** What the file's bytes are (checked), not what the sender declared. */
  contentType: z.string(),
  size: z.number(),
  /**
   * false: not kept, its content being none of the kinds the product stores (PDF, Word, images);
   * the name and size stay so the team knows it was sent.
   */
  available: z.boolean(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

/** One verdict of the receiving relay's Authentication-Results (pass, fail, none…), or null. */
export const authResults = z.object({
  spf: z.string().nullable(),
  dkim: z.string().nullable(),
  dmarc: z.string().nullable(),
  /** The header lines as received. */
  raw: z.string(),
});
export type AuthResults = z.infer<typeof authResults>;

/** A message of an item's conversation (GET of an application, contact message, consultation). */
export const conversationMessage = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  from: z.string(),
  to: z.string(),
  /** Outgoing: the person of the team who wrote it (name, else address); null for the server's own. */
  sentBy: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, sanitised (no scripts, no remote loading tricks); null when there was none. */
  html: z.string().nullable(),
  sentAt: z.string(),
  /** An auto-reply, a bounce report or an acknowledgement: notifies nobody, never answered. */
  automatic: z.boolean(),
  /** This incoming message is a delivery failure report. */
  bounce: z.boolean(),
  /** This outgoing message bounced (a delivery failure report came back for it). */
  bounced: z.boolean(),
  /** Came with the item's reply address or thread, but from another address than the item's. */
  unexpectedSender: z.boolean(),
  /** What the receiving relay found of SPF, DKIM and DMARC (incoming), or null. */
  authResults: authResults.nullable(),
  via: z.enum(MESSAGE_VIAS),
  /** Outgoing: its state in the outbox (null once the outbox row is gone). */
  state: z.enum(OUTBOX_STATES).nullable(),
  attachments: z.array(messageAttachment),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** The conversation fields of an item's detail. */
export const conversationFields = {
  /** Every message, oldest first. */
  messages: z.array(conversationMessage),
  awaiting: z.enum(AWAITING).nullable(),
  /** The item's address bounced (a delivery failure report): when, and what the report said. */
  emailBounce: z.object({ at: z.string(), reason: z.string() }).nullable(),
};

/** POST …/{id}/reply: an answer from the thread, quoting the message it answers. */
export const replyInput = z.object({
  /** The message answered (one of the item's); absent: the latest incoming one. */
  inReplyTo: z.uuid({ error: 'inReplyTo must be a message of this item' }).optional(),
  /** Absent: "Re: " and the answered message's subject. */
  subject: z
    .string()
    .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine('Subject') })
    .trim()
    .max(200, { error: 'A subject is at most 200 characters' })
    .optional(),
  body: z
    .string({ error: 'Write the message' })
    .trim()
    .min(1, { error: 'Write the message' })
    .max(20_000, { error: 'A message is at most 20,000 characters' }),
  /** Quote the answered message below the answer (default true). */
  quote: z.boolean({ error: 'quote must be true or false' }).default(true),
});
export type ReplyInput = z.input<typeof replyInput>;

/** Answered when a reply was queued. */
export const queuedReply = z.object({
  outboxId: z.string(),
  emailed: z.boolean(),
  message: conversationMessage,
});

/** A message of the Unmatched list. */
export const unmatchedMessage = conversationMessage.extend({ receivedAt: z.string() });
export type UnmatchedMessage = z.infer<typeof unmatchedMessage>;

export const unmatchedQuery = pageQuery;

/** POST /api/inbound/unmatched/{id}/attach: the item it belongs to. */
export const attachInput = z.object({
  kind: z.enum(SUBMISSION_KINDS, { error: 'kind must be application, contact or consultation' }),
  id: z.uuid({ error: 'id must be an item id' }),
});

/** POST /api/inbound/email: the message was taken (or had been already: `duplicate`). */
export const inboundResult = z.object({ id: z.string(), duplicate: z.boolean() });
