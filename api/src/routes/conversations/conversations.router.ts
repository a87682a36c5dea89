/**
 * Conversations: the relay's signed webhook for incoming mail, the Unmatched list (attach,
 * discard, files), and on each kind of item a reply from the thread, its messages' files and its
 * reply address revoked.
 */
import { basename } from 'node:path';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import {
  badRequest,
  notFound,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
} from '../../http/http-errors';
import { readRawBody } from '../../middleware/raw-body';
import {
  ITEM_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  type Conversations,
} from '../../services/conversations/conversations.service';
import {
  InboundRefusal,
  type InboundMail,
} from '../../services/conversations/inbound-mail.service';
import { verifyInboundWebhook } from '../../services/conversations/inbound-webhook';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendFile(
  ctx: Context,
  file: { name: string; type: string; size: number; stream: NodeJS.ReadableStream },
) {
  noStore(ctx);
  ctx.set('Content-Disposition', attachment(basename(file.name)));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = file.type;
  ctx.length = file.size;
  ctx.body = file.stream;
}

export interface ConversationsRouterDeps {
  routing: DeclaredRoutesOptions;
  conversations: Conversations;
  inbound: InboundMail;
  /** INBOUND_WEBHOOK_SECRET; undefined: the webhook answers 404. */
  webhookSecret: string | undefined;
}

export function conversationsRouter({
  routing,
  conversations,
  inbound,
  webhookSecret,
}: ConversationsRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const tooLarge = `Message too large: the limit is ${inbound.maxBytes} bytes`;

  on(routes.inbound.email, async ({ ctx }) => {
    if (!webhookSecret) {
      throw notFound('Incoming e-mail by webhook is not configured (INBOUND_WEBHOOK_SECRET)');
    }
    if (!ctx.is('message/rfc822')) {
      throw unsupportedMediaType('Send the raw message as Content-Type: message/rfc822');
    }
    const raw = await readRawBody(ctx, inbound.maxBytes, tooLarge);
    if (!verifyInboundWebhook(webhookSecret, raw, ctx.headers)) {
      throw unauthorized('Invalid webhook signature');
    }
    try {
      return await inbound.take(raw, { via: 'webhook' });
    } catch (error) {
      if (!(error instanceof InboundRefusal)) throw error;
      throw error.reason === 'too-large' ? payloadTooLarge(tooLarge) : badRequest(error.message);
    }
  });

  const message = { uuid: { id: MESSAGE_NOT_FOUND } };

  on(routes.unmatched.list, async ({ ctx, query }) => {
    const { items, total } = await conversations.listUnmatched(query.page, query.limit);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });

  on(routes.unmatched.get, message, async ({ ctx, params }) => {
    noStore(ctx);
    return conversations.findUnmatched(params.id);
  });

  on(routes.unmatched.attach, message, ({ actor, params, body }) =>
    conversations.attach(actor, params.id, body.kind, body.id),
  );

  on(routes.unmatched.discard, message, async ({ ctx, actor, params }) => {
    await conversations.discard(actor, params.id);
    ctx.status = 204;
  });

  on(
    routes.unmatched.attachment,
    { uuid: { id: MESSAGE_NOT_FOUND, attachmentId: 'Attachment not found' } },
    async ({ ctx, actor, params }) => {
      sendFile(ctx, await conversations.unmatchedAttachment(actor, params.id, params.attachmentId));
    },
  );

  type Calls = (typeof routes)['applicationMessages' | 'contactMessages' | 'consultationMessages'];
  const register = (kind: SubmissionKind, calls: Calls) => {
    const item = { uuid: { id: ITEM_NOT_FOUND[kind] } };
    on(calls.reply, item, async ({ ctx, actor, params, body }) => {
      const queued = await conversations.reply(actor, kind, params.id, body);
      if (!queued) throw notFound(ITEM_NOT_FOUND[kind]);
      ctx.status = 201;
      return queued;
    });
    on(
      calls.attachment,
      { uuid: { id: ITEM_NOT_FOUND[kind], attachmentId: 'Attachment not found' } },
      async ({ ctx, actor, params }) => {
        sendFile(ctx, await conversations.attachment(actor, kind, params.id, params.attachmentId));
      },
    );
    on(calls.revokeReplyAddress, item, async ({ actor, params }) => {
      if (!(await conversations.revokeReplyAddress(actor, kind, params.id))) {
        throw notFound(ITEM_NOT_FOUND[kind]);
      }
      return { message: 'Reply address revoked: the next e-mail carries a new one' };
    });
  };
  register('application', routes.applicationMessages);
  register('contact', routes.contactMessages);
  register('consultation', routes.consultationMessages);
  return router;
}
