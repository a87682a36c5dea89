/** The admin's Outbox, Notifications settings, preferences and webhook endpoints. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  TEMPLATE_KEYS,
  notificationPreferences,
  outboxListQuery,
  templateInput,
  timeZoneInput,
  webhookInput,
  type TemplateKey,
} from '@northbeam/shared/contract/notifications';
import { pageQuery } from '@northbeam/shared/contract/pagination';
import { routes } from '@northbeam/shared/contract/routes';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { idParam, parseBody, parseQuery } from '../../middleware/validate';
import { ENVIRONMENT_ENDPOINT } from '../../services/notifications/announcer';
import type { NotificationsAdmin } from '../../services/notifications/notifications-admin.service';
import { declaredRoutes } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';

const OUTBOX_NOT_FOUND = 'Message not found';
const TEMPLATE_NOT_FOUND = 'Template not found';
const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';

const listQuery = pageQuery.extend(outboxListQuery.shape);

function templateKey(ctx: Context): TemplateKey {
  const key = (ctx as unknown as { params: { key?: string } }).params.key;
  const parsed = z.enum(TEMPLATE_KEYS).safeParse(key);
  if (!parsed.success) throw notFound(TEMPLATE_NOT_FOUND);
  return parsed.data;
}

/** A configured endpoint's id, or the WEBHOOK_URL one's. */
function endpointId(ctx: Context): string {
  const raw = (ctx as unknown as { params: { id?: string } }).params.id;
  return raw === ENVIRONMENT_ENDPOINT ? raw : idParam(ctx, WEBHOOK_NOT_FOUND);
}

const adminId = (ctx: Context) => ctx.state.adminId as string;

export function notificationsRouter({ config }: AppDeps, admin: NotificationsAdmin) {
  const router = new Router();
  const on = declaredRoutes(router, config);

  on(routes.outbox.list, async (ctx) => {
    const query = parseQuery(ctx, listQuery);
    const { items, total } = await admin.listOutbox(query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    ctx.body = items;
  });
  on(routes.outbox.get, async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.getOutbox(idParam(ctx, OUTBOX_NOT_FOUND));
  });
  on(routes.outbox.retry, async (ctx) => {
    ctx.body = await admin.retryOutbox(ctx, idParam(ctx, OUTBOX_NOT_FOUND));
  });
  on(routes.outbox.cancel, async (ctx) => {
    ctx.body = await admin.cancelOutbox(ctx, idParam(ctx, OUTBOX_NOT_FOUND));
  });

  on(routes.notifications.settings, async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.settings();
  });
  on(routes.notifications.saveTemplate, async (ctx) => {
    const key = templateKey(ctx);
    ctx.body = await admin.saveTemplate(ctx, key, parseBody(ctx, templateInput));
  });
  on(routes.notifications.resetTemplate, async (ctx) => {
    ctx.body = await admin.resetTemplate(ctx, templateKey(ctx));
  });
  on(routes.notifications.previewTemplate, async (ctx) => {
    templateKey(ctx);
    ctx.body = admin.previewTemplate(parseBody(ctx, templateInput));
  });
  on(routes.notifications.preferences, async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.preferences(adminId(ctx));
  });
  on(routes.notifications.savePreferences, async (ctx) => {
    const prefs = parseBody(ctx, notificationPreferences);
    ctx.body = await admin.savePreferences(ctx, adminId(ctx), prefs);
  });

  on(routes.notifications.saveTimeZone, async (ctx) => {
    const { timeZone } = parseBody(ctx, timeZoneInput);
    ctx.body = await admin.saveTimeZone(ctx, timeZone);
  });
  on(routes.notifications.candidateTemplates, async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.candidateTemplates();
  });

  on(routes.webhooks.list, async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.listWebhooks();
  });
  on(routes.webhooks.create, async (ctx) => {
    const created = await admin.createWebhook(ctx, parseBody(ctx, webhookInput));
    ctx.status = 201;
    ctx.body = created;
  });
  on(routes.webhooks.update, async (ctx) => {
    const id = idParam(ctx, WEBHOOK_NOT_FOUND);
    ctx.body = await admin.updateWebhook(ctx, id, parseBody(ctx, webhookInput));
  });
  on(routes.webhooks.remove, async (ctx) => {
    await admin.removeWebhook(ctx, idParam(ctx, WEBHOOK_NOT_FOUND));
    ctx.status = 204;
  });
  on(routes.webhooks.test, async (ctx) => {
    ctx.status = 202;
    ctx.body = await admin.testWebhook(ctx, endpointId(ctx));
  });

  return router;
}
