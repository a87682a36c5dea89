/** The outbox, notification settings and preferences, unsubscribe links, webhook endpoints. */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import {
  candidateTemplate,
  createdWebhook,
  notificationPreferences,
  notificationSettings,
  notificationTemplate,
  outboxListQuery,
  outboxMessage,
  outboxSummary,
  renderedEmail,
  templateInput,
  timeZoneInput,
  timeZoneSetting,
  unsubscribeInput,
  unsubscribeQuery,
  unsubscribeResult,
  webhookEndpoint,
  webhookInput,
} from '../notifications';
import { pageQuery } from '../pagination';

export const outboxPageQuery = pageQuery.extend(outboxListQuery.shape);

export const notificationRoutes = {
  outbox: {
    /** `?state&channel&endpointId&page&limit`, newest first. */
    list: route({
      method: 'GET',
      path: '/api/admin/outbox',
      access: 'admin',
      permission: 'settings',
      query: outboxPageQuery,
      output: outboxSummary,
      list: true,
    }),
    get: route({
      method: 'GET',
      path: '/api/admin/outbox/:id',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
    /** A failed, not-sent or cancelled message goes back to the queue, attempts reset. */
    retry: route({
      method: 'POST',
      path: '/api/admin/outbox/:id/retry',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
    /** A queued or failed message will not be sent. */
    cancel: route({
      method: 'POST',
      path: '/api/admin/outbox/:id/cancel',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
  },
  notifications: {
    settings: route({
      method: 'GET',
      path: '/api/admin/notifications',
      access: 'admin',
      permission: 'settings',
      output: notificationSettings,
    }),
    saveTemplate: route({
      method: 'PUT',
      path: '/api/admin/notifications/templates/:key',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: templateInput,
      output: notificationTemplate,
    }),
    /** Back to the built-in text. */
    resetTemplate: route({
      method: 'DELETE',
      path: '/api/admin/notifications/templates/:key',
      access: 'admin',
      permission: 'settings',
      output: notificationTemplate,
    }),
    /** The e-mail a template gives, with sample values, before it is saved. */
    previewTemplate: route({
      method: 'POST',
      path: '/api/admin/notifications/templates/:key/preview',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: templateInput,
      output: renderedEmail,
    }),
    preferences: route({
      method: 'GET',
      path: '/api/admin/notifications/preferences',
      access: 'admin',
      permission: 'account',
      output: notificationPreferences,
    }),
    savePreferences: route({
      method: 'PUT',
      path: '/api/admin/notifications/preferences',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: notificationPreferences,
      output: notificationPreferences,
    }),
    /** The company's time zone: times in e-mails, and the digest's hour. */
    saveTimeZone: route({
      method: 'PUT',
      path: '/api/admin/notifications/time-zone',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: timeZoneInput,
      output: timeZoneSetting,
    }),
    /** The candidate e-mails' saved texts, for the workspace's e-mail form. */
    candidateTemplates: route({
      method: 'GET',
      path: '/api/admin/candidate-templates',
      access: 'admin',
      permission: 'applications',
      output: z.array(candidateTemplate),
    }),
    /**
     * The List-Unsubscribe link (`?token=`) opened in a browser: a page with a confirm button
     * (HTML for a browser, JSON otherwise); it changes nothing by itself.
     */
    unsubscribePage: route({
      method: 'GET',
      path: '/api/notifications/unsubscribe',
      access: 'public',
      query: unsubscribeQuery,
      output: unsubscribeResult,
    }),
    /**
     * One-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`): that person stops receiving
     * that kind of notification. A wrong token answers 404, as a missing one.
     */
    unsubscribe: route({
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      access: 'public',
      query: unsubscribeQuery,
      body: 'form',
      input: unsubscribeInput,
      output: unsubscribeResult,
    }),
  },
  webhooks: {
    list: route({
      method: 'GET',
      path: '/api/admin/webhooks',
      access: 'admin',
      permission: 'settings',
      output: z.array(webhookEndpoint),
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/webhooks',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: webhookInput,
      output: createdWebhook,
    }),
    update: route({
      method: 'PUT',
      path: '/api/admin/webhooks/:id',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: webhookInput,
      output: webhookEndpoint,
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/admin/webhooks/:id',
      access: 'admin',
      permission: 'settings',
    }),
    /** Queues a `webhook.test` event to this endpoint; answers the outbox message. */
    test: route({
      method: 'POST',
      path: '/api/admin/webhooks/:id/test',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
  },
} as const;
