/**
 * Sent messages lose their content after OUTBOX_BODY_RETENTION_DAYS, in the daily retention run
 * (fake clock, two "processes": one run a day): subject, HTML, text and Reply-To of an e-mail, the
 * JSON of a webhook event; the delivery record stays and the admin's Outbox says what happened.
 * Recent, unsent and failed messages keep theirs; 0 keeps everything.
 */
import { describe, expect, it } from 'vitest';
import { outboxMessage, outboxSummary } from '@northbeam/shared/contract/notifications';
import type { UpdateOf } from '../db/tables';
import { createLogger } from '../logger';
import { useSignedInServer } from '../../test/signed-in-server';
import { createRetention } from './retention.service';

const ctx = useSignedInServer();
const NOW = new Date('2031-06-15T03:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const logger = createLogger('silent');

async function message(values: UpdateOf<'outbox'>) {
  const id = crypto.randomUUID();
  const channel = values.channel === 'webhook' ? 'webhook' : 'email';
  await ctx.server.db('outbox').insert({
    id,
    channel,
    topic: channel === 'email' ? 'acknowledgement' : 'webhook-event',
    recipient: channel === 'email' ? 'ada.keeper@example.com' : 'https://hooks.example.com/x',
    subject: 'Thank you, Ada Keeper',
    payload: JSON.stringify(
      channel === 'email'
        ? {
            from: 'Northbeam <no-reply@example.com>',
            to: 'ada.keeper@example.com',
            replyTo: 'ada.keeper@example.com',
            subject: 'Thank you, Ada Keeper',
            html: '<p>Dear Ada Keeper</p>',
            text: 'Dear Ada Keeper',
            messageId: `<${id}@example.com>`,
          }
        : {
            endpointId: 'environment',
            url: 'https://hooks.example.com/x',
            format: 'standard',
            event: 'contact.created',
            webhookId: `msg_${id}`,
            body: '{"data":{"name":"Ada Keeper"}}',
          },
    ),
    state: 'sent',
    attempts: 1,
    max_attempts: 5,
    ...values,
  });
  return id;
}

const runner = (outboxBodyDays: number | undefined, now = NOW) =>
  createRetention({
    db: ctx.server.db,
    storage: ctx.server.storage,
    logger,
    periods: { contactMonths: 0, applicationMonths: 0, spamDays: 0 },
    outboxBodyDays,
    now: () => now,
  });

describe('content of sent messages', () => {
  it('goes after the period, once a day across processes; the delivery record stays', async () => {
    const oldEmail = await message({ sent_at: daysAgo(91) });
    const oldWebhook = await message({ channel: 'webhook', sent_at: daysAgo(120) });
    const recent = await message({ sent_at: daysAgo(89) });
    const failed = await message({ state: 'failed', sent_at: null, created_at: daysAgo(200) });

    // Default period (90 days), two processes at once: one run.
    const results = await Promise.all([runner(undefined).runDue(), runner(undefined).runDue()]);
    const ran = results.filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.outboxContents).toBe(2);

    const row = async (id: string) => (await ctx.server.db('outbox').where({ id }).first())!;
    const email = await row(oldEmail);
    expect(email.subject).toBe('');
    expect(email.payload).toEqual({
      from: 'Northbeam <no-reply@example.com>',
      to: 'ada.keeper@example.com',
      subject: '',
      html: '',
      text: '',
      messageId: `<${oldEmail}@example.com>`,
    });
    expect(email.recipient).toBe('ada.keeper@example.com');
    expect(email.state).toBe('sent');
    expect(email.sent_at?.getTime()).toBe(daysAgo(91).getTime());
    const webhook = await row(oldWebhook);
    expect(webhook.payload).toMatchObject({ body: '', event: 'contact.created' });
    expect(JSON.stringify([email, webhook])).not.toContain('Ada Keeper');
    for (const kept of [recent, failed]) {
      expect((await row(kept)).payload).toMatchObject({ text: 'Dear Ada Keeper' });
      expect((await row(kept)).subject).toBe('Thank you, Ada Keeper');
    }

    // The admin's Outbox says what happened.
    const list = await ctx.call('GET', '/api/admin/outbox?limit=100', {
      auth: { token: ctx.admin.token },
    });
    expect(list.status).toBe(200);
    const items = outboxSummary.array().parse(list.body);
    expect(items.find((m) => m._id === oldEmail)!.contentRemovedAfterDays).toBe(90);
    expect(items.find((m) => m._id === recent)!.contentRemovedAfterDays).toBeNull();
    const opened = await ctx.call('GET', `/api/admin/outbox/${oldWebhook}`, {
      auth: { token: ctx.admin.token },
    });
    expect(outboxMessage.parse(opened.body)).toMatchObject({
      contentRemovedAfterDays: 90,
      webhook: { event: 'contact.created', body: '' },
    });

    // The same day again: nothing; the next day with 0 (keep): nothing removed.
    expect(await runner(undefined).runDue()).toBeNull();
    const keep = await runner(0, new Date(NOW.getTime() + 86_400_000)).runDue();
    expect(keep!.outboxContents).toBe(0);
    expect((await row(recent)).payload).toMatchObject({ text: 'Dear Ada Keeper' });

    // A shorter period, the day after: the recent one goes too.
    const short = await runner(30, new Date(NOW.getTime() + 2 * 86_400_000)).runDue();
    expect(short!.outboxContents).toBe(1);
    expect(await row(recent)).toMatchObject({ subject: '', content_removed_after_days: 30 });
  });
});
