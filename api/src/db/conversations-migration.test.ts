import type { OutboxTopic } from '@northbeam/shared/contract/notifications';
/** Migration 0016: what was sent from an item before it becomes the start of its conversation. */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexOnPglite, type Db } from './connection';
import { migrate, migrationSource } from './migrations';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

let db: Db;
beforeAll(async () => {
  db = knexOnPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
});
afterAll(() => db?.destroy());

describe('migration 0016_conversations', () => {
  it('records the personal e-mails and acknowledgements already sent, on their items', async () => {
    for (let i = 0; i < 15; i++) await db.migrate.up({ migrationSource });
    const [contact] = (await db('contact_submissions')
      .insert({
        first_name: 'Lena',
        last_name: 'Lead',
        email: 'lena@lead.test',
        phone: '',
        company: 'Acme',
        message: 'Hi',
      })
      .returning('id')) as Array<{ id: string }>;
    const email = (id: string, topic: string, subject: string) => ({
      id,
      channel: 'email' as const,
      topic: topic as OutboxTopic,
      recipient: 'lena@lead.test',
      subject,
      payload: JSON.stringify({
        from: 'no-reply@northbeam.test',
        to: 'lena@lead.test',
        replyTo: 'sales@northbeam.test',
        subject,
        html: '<p>x</p>',
        text: `${subject} text`,
        messageId: `<${id}@northbeam.test>`,
      }),
      state: 'sent' as const,
      max_attempts: 1,
      source_type: 'contact' as const,
      source_id: contact!.id,
      sent_at: new Date('2026-01-02T10:00:00Z'),
    });
    const personal = randomUUID();
    const ack = randomUUID();
    await db('outbox').insert([
      email(ack, 'acknowledgement', 'We received your message'),
      email(personal, 'personal', 'Re: your message'),
      { ...email(randomUUID(), 'staff-notification', 'New contact'), recipient: 'boss@x.test' },
    ]);
    const { ran } = await migrate(db);
    expect(ran).toEqual(['0016_conversations']);
    const rows = await db('conversation_messages')
      .where({ subject_id: contact!.id })
      .orderBy('subject');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      direction: 'out',
      subject: 'Re: your message',
      message_id: `<${personal}@northbeam.test>`,
      from_address: 'sales@northbeam.test',
      to_address: 'lena@lead.test',
      text: 'Re: your message text',
      automatic: false,
      via: 'app',
      outbox_id: personal,
    });
    expect(rows[1]).toMatchObject({ subject: 'We received your message', automatic: true });
  });
});
