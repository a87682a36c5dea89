/**
 * Conversations: incoming mail from a relay (signed webhook), the Unmatched list, and on each
 * item a reply from the thread, its messages' attachments and its reply address. The messages
 * themselves come with the item's GET (`messages`, `awaiting`, `emailBounce`).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { message, route } from '../route-def';
import {
  attachInput,
  conversationMessage,
  inboundResult,
  queuedReply,
  replyInput,
  unmatchedMessage,
  unmatchedQuery,
} from '../conversations';

/** The calls on one kind of item, under its own path and permission. */
const itemCalls = <const P extends string, const Perm extends 'applications' | 'inquiries'>(
  base: P,
  permission: Perm,
) =>
  ({
    /** Answers a message of the thread (In-Reply-To and References kept), queued in the outbox. */
    reply: route({
      method: 'POST',
      path: `${base}/:id/reply`,
      access: 'admin',
      permission,
      body: 'json',
      input: replyInput,
      output: queuedReply,
    }),
    /** A file that came with one of the item's messages (audited as a download). */
    attachment: route({
      method: 'GET',
      path: `${base}/:id/attachments/:attachmentId`,
      access: 'admin',
      permission,
      file: true,
    }),
    /** The item's reply address stops working; its next e-mail carries a new one. */
    revokeReplyAddress: route({
      method: 'POST',
      path: `${base}/:id/reply-address/revoke`,
      access: 'admin',
      permission,
      output: message,
    }),
  }) as const;

export const conversationRoutes = {
  inbound: {
    /**
     * A raw e-mail (`Content-Type: message/rfc822`) from a mail relay service, signed as Standard
     * Webhooks with INBOUND_WEBHOOK_SECRET: 200 taken (or already taken), 400 malformed, 401 bad
     * signature, 413 over INBOUND_MAX_BYTES, 404 when no secret is configured.
     */
    email: route({
      method: 'POST',
      path: '/api/inbound/email',
      access: 'public',
      body: 'raw',
      output: inboundResult,
    }),
  },
  unmatched: {
    /** Incoming messages that matched no item, newest first. */
    list: route({
      method: 'GET',
      path: '/api/inbound/unmatched',
      access: 'admin',
      permission: 'inbox',
      query: unmatchedQuery,
      output: unmatchedMessage,
      list: true,
    }),
    get: route({
      method: 'GET',
      path: '/api/inbound/unmatched/:id',
      access: 'admin',
      permission: 'inbox',
      output: unmatchedMessage,
    }),
    /** Puts it on an item the caller's role sees; answers it as the item now shows it. */
    attach: route({
      method: 'POST',
      path: '/api/inbound/unmatched/:id/attach',
      access: 'admin',
      permission: 'inbox',
      body: 'json',
      input: attachInput,
      output: conversationMessage,
    }),
    /** Discards it: its content and files go; a second delivery of it stays discarded. */
    discard: route({
      method: 'DELETE',
      path: '/api/inbound/unmatched/:id',
      access: 'admin',
      permission: 'inbox',
    }),
    attachment: route({
      method: 'GET',
      path: '/api/inbound/unmatched/:id/attachments/:attachmentId',
      access: 'admin',
      permission: 'inbox',
      file: true,
    }),
  },
  applications: itemCalls('/api/careers/applications', 'applications'),
  contact: itemCalls('/api/contact', 'inquiries'),
  consultation: itemCalls('/api/consultation', 'inquiries'),
} as const;
