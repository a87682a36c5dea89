/**
 * What administrators do with notifications: the outbox (read, retry, cancel), the
 * acknowledgement templates, their own preferences, and the webhook endpoints. Every change is
 * audited in its transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../http/actor';
import {
  CANDIDATE_TEMPLATE_KEYS,
  NO_MAIL_SERVER,
  SUBMISSION_KINDS,
  TEMPLATE_KEYS,
  type CandidateTemplate,
  type TimeZoneSetting,
  type CreatedWebhook,
  type NotificationPreferences,
  type NotificationSettings as SettingsView,
  type NotificationTemplate,
  type OutboxMessage,
  type OutboxState,
  type RenderedEmail,
  type TemplateInput,
  type TemplateKey,
  type WebhookEndpoint,
} from '@northbeam/shared/contract/notifications';
import type { Db } from '../../db/connection';
import {
  deleteTemplate,
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  preferencesOf,
  savePreferences,
  saveTemplate,
  subscribers,
  templateOverrides,
  updateWebhook,
  type WebhookValues,
} from '../../db/notification-settings.queries';
import {
  cancelOutbox,
  findOutbox,
  lastDeliveries,
  listOutbox,
  requeueOutbox,
  type OutboxListFilter,
} from '../../db/outbox.queries';
import { conflict, notFound } from '../../http/http-errors';
import {
  presentOutboxMessage,
  presentOutboxSummary,
  presentWebhook,
} from '../../presenters/notifications.presenter';
import { audit } from '../audit.service';
import type { SecretBox } from '../secrets/secret-box';
import { ENVIRONMENT_ENDPOINT, type Announcer } from './announcer';
import { SAMPLE_VALUES, acknowledgement, templateView } from './emails';
import type { NotificationSettings } from './notification-settings';
import { DEFAULT_TIME_ZONE } from './mail-time';
import { readTimeZone, writeTimeZone } from './time-zone';
import { testEvent } from './webhook-events';

const OUTBOX_NOT_FOUND = 'Message not found';
const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
const RETRYABLE: readonly OutboxState[] = ['failed', 'not-sent', 'cancelled'];
const CANCELLABLE: readonly OutboxState[] = ['queued', 'failed', 'not-sent'];

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function createNotificationsAdmin(deps: {
  db: Db;
  settings: NotificationSettings;
  announcer: Announcer;
  /** Seals and opens the endpoints' signing secrets. */
  secrets: SecretBox;
}) {
  const { db, settings, announcer, secrets: box } = deps;
  // Endpoint secrets are stored encrypted: the hint shown in the admin comes from the plain one.
  const readable = <T extends { secret: string }>(row: T): T => ({
    ...row,
    secret: box.open(row.secret, 'webhook'),
  });

  const timeSetting = async (from: Db): Promise<TimeZoneSetting> => ({
    timeZone: await readTimeZone(from),
    defaultTimeZone: DEFAULT_TIME_ZONE,
    digestHour: settings.digestHour,
  });

  async function webhookViews(): Promise<WebhookEndpoint[]> {
    const [rows, last] = await Promise.all([listWebhooks(db), lastDeliveries(db)]);
    const views = rows.map((row) => presentWebhook(readable(row), last.get(row.id)));
    if (settings.environmentWebhook) {
      views.push(
        presentWebhook(
          {
            id: ENVIRONMENT_ENDPOINT,
            url: settings.environmentWebhook.url,
            secret: settings.environmentWebhook.secret,
            format: 'standard',
            description: 'From WEBHOOK_URL (edit the environment to change it)',
            enabled: true,
            created_at: new Date(0),
          },
          last.get(ENVIRONMENT_ENDPOINT),
          true,
        ),
      );
    }
    return views;
  }

  return {
    // The outbox --------------------------------------------------------------------------------
    async listOutbox(filter: OutboxListFilter) {
      const { rows, total } = await listOutbox(db, filter);
      return { items: rows.map(presentOutboxSummary), total };
    },

    async getOutbox(id: string): Promise<OutboxMessage> {
      const row = await findOutbox(db, id);
      if (!row) throw notFound(OUTBOX_NOT_FOUND);
      return presentOutboxMessage(row);
    },

    async retryOutbox(actor: Actor, id: string): Promise<OutboxMessage> {
      const row = await db.transaction(async (trx) => {
        const current = await findOutbox(trx, id);
        if (!current) throw notFound(OUTBOX_NOT_FOUND);
        if (current.channel === 'email' && !settings.mailConfigured) {
          throw conflict(`Cannot retry: ${NO_MAIL_SERVER} (set SMTP_URL)`);
        }
        const requeued = await requeueOutbox(trx, id, RETRYABLE);
        if (!requeued) throw conflict(`A ${current.state} message cannot be retried`);
        await audit(trx, actor, 'outbox.retry', { entityType: 'outbox', entityId: id });
        return requeued;
      });
      announcer.committed();
      return presentOutboxMessage(row);
    },

    async cancelOutbox(actor: Actor, id: string): Promise<OutboxMessage> {
      const row = await db.transaction(async (trx) => {
        const current = await findOutbox(trx, id);
        if (!current) throw notFound(OUTBOX_NOT_FOUND);
        const cancelled = await cancelOutbox(trx, id, CANCELLABLE);
        if (!cancelled) throw conflict(`A ${current.state} message cannot be cancelled`);
        await audit(trx, actor, 'outbox.cancel', { entityType: 'outbox', entityId: id });
        return cancelled;
      });
      return presentOutboxMessage(row);
    },

    // Settings and templates --------------------------------------------------------------------
    async settings(): Promise<SettingsView> {
      const [overrides, instant] = await Promise.all([
        templateOverrides(db),
        subscribers(db, 'instant'),
      ]);
      return {
        mailConfigured: settings.mailConfigured,
        mailFrom: settings.mailFrom,
        notifyEmails: settings.notifyEmails,
        optedIn: Object.fromEntries(
          SUBMISSION_KINDS.map((kind) => [
            kind,
            instant.filter((s) => s.kind === kind).map((s) => s.email),
          ]),
        ) as SettingsView['optedIn'],
        templates: TEMPLATE_KEYS.map((key) => templateView(key, overrides.get(key))),
        time: await timeSetting(db),
      };
    },

    async saveTimeZone(actor: Actor, timeZone: string): Promise<TimeZoneSetting> {
      const before = await readTimeZone(db);
      await db.transaction(async (trx) => {
        await writeTimeZone(trx, timeZone);
        await audit(trx, actor, 'notifications.time-zone', {
          entityType: 'settings',
          entityId: 'time-zone',
          details: { from: before, to: timeZone },
        });
      });
      announcer.settingsChanged();
      return timeSetting(db);
    },

    /** The candidate e-mails' texts (saved or built-in), for the workspace's e-mail form. */
    async candidateTemplates(): Promise<CandidateTemplate[]> {
      const overrides = await templateOverrides(db);
      return CANDIDATE_TEMPLATE_KEYS.map((key) => {
        const { label, subject, body } = templateView(key, overrides.get(key));
        return { key, label, subject, body };
      });
    },

    async saveTemplate(
      actor: Actor,
      key: TemplateKey,
      input: TemplateInput,
    ): Promise<NotificationTemplate> {
      await db.transaction(async (trx) => {
        await saveTemplate(trx, key, input);
        await audit(trx, actor, 'notifications.template.save', {
          entityType: 'template',
          entityId: key,
        });
      });
      announcer.settingsChanged();
      return templateView(key, input);
    },

    async resetTemplate(actor: Actor, key: TemplateKey): Promise<NotificationTemplate> {
      await db.transaction(async (trx) => {
        await deleteTemplate(trx, key);
        await audit(trx, actor, 'notifications.template.reset', {
          entityType: 'template',
          entityId: key,
        });
      });
      announcer.settingsChanged();
      return templateView(key, undefined);
    },

    previewTemplate: (input: TemplateInput): RenderedEmail => acknowledgement(input, SAMPLE_VALUES),

    // Preferences -------------------------------------------------------------------------------
    async preferences(staffId: string): Promise<NotificationPreferences> {
      const saved = await preferencesOf(db, staffId);
      return {
        contact: saved.contact ?? 'off',
        consultation: saved.consultation ?? 'off',
        application: saved.application ?? 'off',
      };
    },

    async savePreferences(
      actor: Actor,
      staffId: string,
      prefs: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      await db.transaction(async (trx) => {
        await savePreferences(trx, staffId, prefs);
        await audit(trx, actor, 'notifications.preferences', {
          entityType: 'staff',
          entityId: staffId,
          details: { ...prefs },
        });
      });
      announcer.settingsChanged();
      return prefs;
    },

    // Webhooks ----------------------------------------------------------------------------------
    listWebhooks: webhookViews,

    async createWebhook(actor: Actor, values: WebhookValues): Promise<CreatedWebhook> {
      const secret = newSecret();
      const row = await db.transaction(async (trx) => {
        const created = await insertWebhook(trx, {
          ...values,
          secret: box.seal(secret, 'webhook'),
        });
        await audit(trx, actor, 'webhook.create', {
          entityType: 'webhook',
          entityId: created.id,
          details: { url: created.url, format: created.format },
        });
        return created;
      });
      announcer.settingsChanged();
      return { ...presentWebhook({ ...row, secret }, undefined), secret };
    },

    async updateWebhook(actor: Actor, id: string, values: WebhookValues): Promise<WebhookEndpoint> {
      const row = await db.transaction(async (trx) => {
        const updated = await updateWebhook(trx, id, values);
        if (!updated) throw notFound(WEBHOOK_NOT_FOUND);
        await audit(trx, actor, 'webhook.update', {
          entityType: 'webhook',
          entityId: id,
          details: { url: updated.url, format: updated.format, enabled: updated.enabled },
        });
        return updated;
      });
      announcer.settingsChanged();
      const last = await lastDeliveries(db);
      return presentWebhook(readable(row), last.get(row.id));
    },

    async removeWebhook(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (trx) => {
        if (!(await deleteWebhook(trx, id))) throw notFound(WEBHOOK_NOT_FOUND);
        await audit(trx, actor, 'webhook.delete', { entityType: 'webhook', entityId: id });
      });
      announcer.settingsChanged();
    },

    async testWebhook(actor: Actor, id: string): Promise<OutboxMessage> {
      const messageId = await db.transaction(async (trx) => {
        const target =
          id === ENVIRONMENT_ENDPOINT && settings.environmentWebhook
            ? { id, url: settings.environmentWebhook.url, format: 'standard' as const }
            : await findWebhook(trx, id);
        if (!target) throw notFound(WEBHOOK_NOT_FOUND);
        const queued = await announcer.toEndpoint(trx, target, testEvent(), 'test');
        await audit(trx, actor, 'webhook.test', { entityType: 'webhook', entityId: id });
        return queued;
      });
      announcer.committed();
      return presentOutboxMessage((await findOutbox(db, messageId))!);
    },
  };
}

export type NotificationsAdmin = ReturnType<typeof createNotificationsAdmin>;
