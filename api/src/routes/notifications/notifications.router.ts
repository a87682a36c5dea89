/** The admin's Outbox, Notifications settings, preferences and webhook endpoints. */
import Router from '@koa/router';
import { z } from 'zod';
import {
  TEMPLATE_KEYS,
  templateInput,
  type TemplateKey,
} from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import { notFound } from '../../http/http-errors';
import { isUuid, objectBody, parse } from '../../middleware/validate';
import { ENVIRONMENT_ENDPOINT } from '../../services/notifications/announcer';
import type { NotificationsAdmin } from '../../services/notifications/notifications-admin.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';

const OUTBOX_NOT_FOUND = 'Message not found';
const TEMPLATE_NOT_FOUND = 'Template not found';
const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';

function templateKey(key: string): TemplateKey {
  const parsed = z.enum(TEMPLATE_KEYS).safeParse(key);
  if (!parsed.success) throw notFound(TEMPLATE_NOT_FOUND);
  return parsed.data;
}

/** A configured endpoint's id, or the WEBHOOK_URL one's. */
function endpointId(id: string): string {
  if (id === ENVIRONMENT_ENDPOINT) return id;
  if (!isUuid(id)) throw notFound(WEBHOOK_NOT_FOUND);
  return id.toLowerCase();
}

export function notificationsRouter({
  routing,
  admin,
}: {
  routing: DeclaredRoutesOptions;
  /** What administrators do with notifications: outbox, templates, preferences, webhooks. */
  admin: NotificationsAdmin;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const message = { uuid: { id: OUTBOX_NOT_FOUND } };
  const webhook = { uuid: { id: WEBHOOK_NOT_FOUND } };

  on(routes.outbox.list, async ({ ctx, query }) => {
    const { items, total } = await admin.listOutbox(query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });
  on(routes.outbox.get, message, ({ ctx, params }) => {
    noStore(ctx);
    return admin.getOutbox(params.id);
  });
  on(routes.outbox.retry, message, ({ actor, params }) => admin.retryOutbox(actor, params.id));
  on(routes.outbox.cancel, message, ({ actor, params }) => admin.cancelOutbox(actor, params.id));

  on(routes.notifications.settings, ({ ctx }) => {
    noStore(ctx);
    return admin.settings();
  });
  // The key is checked before the body: an unknown template is 404 whatever is sent.
  on(routes.notifications.saveTemplate, { parseBody: false }, ({ ctx, actor, params }) => {
    const key = templateKey(params.key);
    return admin.saveTemplate(actor, key, parse(templateInput, objectBody(ctx)));
  });
  on(routes.notifications.resetTemplate, ({ actor, params }) =>
    admin.resetTemplate(actor, templateKey(params.key)),
  );
  on(routes.notifications.previewTemplate, { parseBody: false }, ({ ctx, params }) => {
    templateKey(params.key);
    return admin.previewTemplate(parse(templateInput, objectBody(ctx)));
  });
  on(routes.notifications.preferences, ({ ctx, actor }) => {
    noStore(ctx);
    return admin.preferences(actor.staffId);
  });
  on(routes.notifications.savePreferences, ({ actor, body }) =>
    admin.savePreferences(actor, actor.staffId, body),
  );

  on(routes.notifications.saveTimeZone, ({ actor, body }) =>
    admin.saveTimeZone(actor, body.timeZone),
  );
  on(routes.notifications.candidateTemplates, ({ ctx }) => {
    noStore(ctx);
    return admin.candidateTemplates();
  });

  on(routes.webhooks.list, ({ ctx }) => {
    noStore(ctx);
    return admin.listWebhooks();
  });
  on(routes.webhooks.create, async ({ ctx, actor, body }) => {
    const created = await admin.createWebhook(actor, body);
    ctx.status = 201;
    return created;
  });
  on(routes.webhooks.update, webhook, ({ actor, params, body }) =>
    admin.updateWebhook(actor, params.id, body),
  );
  on(routes.webhooks.remove, webhook, async ({ ctx, actor, params }) => {
    await admin.removeWebhook(actor, params.id);
    ctx.status = 204;
  });
  on(routes.webhooks.test, ({ ctx, actor, params }) => {
    const id = endpointId(params.id);
    ctx.status = 202;
    return admin.testWebhook(actor, id);
  });

  return router;
}
