/** The admin's Outbox, Notifications settings, preferences and webhook endpoints. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  TEMPLATE_KEYS,
  templateInput,
  type TemplateKey,
} from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { isUuid, objectBody, parse } from '../../middleware/validate';
import { ENVIRONMENT_ENDPOINT } from '../../services/notifications/announcer';
import type { NotificationsAdmin } from '../../services/notifications/notifications-admin.service';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
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

const adminId = (ctx: Context) => ctx.state.adminId as string;

export function notificationsRouter({ config, checkAnswers }: AppDeps, admin: NotificationsAdmin) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
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
  on(routes.outbox.retry, message, ({ ctx, params }) => admin.retryOutbox(ctx, params.id));
  on(routes.outbox.cancel, message, ({ ctx, params }) => admin.cancelOutbox(ctx, params.id));

  on(routes.notifications.settings, ({ ctx }) => {
    noStore(ctx);
    return admin.settings();
  });
  // The key is checked before the body: an unknown template is 404 whatever is sent.
  on(routes.notifications.saveTemplate, { parseBody: false }, ({ ctx, params }) => {
    const key = templateKey(params.key);
    return admin.saveTemplate(ctx, key, parse(templateInput, objectBody(ctx)));
  });
  on(routes.notifications.resetTemplate, ({ ctx, params }) =>
    admin.resetTemplate(ctx, templateKey(params.key)),
  );
  on(routes.notifications.previewTemplate, { parseBody: false }, ({ ctx, params }) => {
    templateKey(params.key);
    return admin.previewTemplate(parse(templateInput, objectBody(ctx)));
  });
  on(routes.notifications.preferences, ({ ctx }) => {
    noStore(ctx);
    return admin.preferences(adminId(ctx));
  });
  on(routes.notifications.savePreferences, ({ ctx, body }) =>
    admin.savePreferences(ctx, adminId(ctx), body),
  );

  on(routes.notifications.saveTimeZone, ({ ctx, body }) => admin.saveTimeZone(ctx, body.timeZone));
  on(routes.notifications.candidateTemplates, ({ ctx }) => {
    noStore(ctx);
    return admin.candidateTemplates();
  });

  on(routes.webhooks.list, ({ ctx }) => {
    noStore(ctx);
    return admin.listWebhooks();
  });
  on(routes.webhooks.create, async ({ ctx, body }) => {
    const created = await admin.createWebhook(ctx, body);
    ctx.status = 201;
    return created;
  });
  on(routes.webhooks.update, webhook, ({ ctx, params, body }) =>
    admin.updateWebhook(ctx, params.id, body),
  );
  on(routes.webhooks.remove, webhook, async ({ ctx, params }) => {
    await admin.removeWebhook(ctx, params.id);
    ctx.status = 204;
  });
  on(routes.webhooks.test, ({ ctx, params }) => {
    const id = endpointId(params.id);
    ctx.status = 202;
    return admin.testWebhook(ctx, id);
  });

  return router;
}
