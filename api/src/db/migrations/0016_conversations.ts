import { check, timestamps, type Migration } from './migration';

const SUBJECT_TABLES = ['job_applications', 'contact_submissions', 'consultation_requests'];

export const migration: Migration = {
  name: '0016_conversations',
  async up(knex) {
    // The address replies to an item's e-mails go to: reply+{token}@REPLY_DOMAIN. Random (160
    // bits, lower-case base32: mail systems may change the case of a local part), one live token
    // an item; a revoked one stops matching, and the next e-mail gets a new one.
    await knex.schema.createTable('reply_tokens', (t) => {
      t.text('token').primary();
      t.text('subject_type').notNullable();
      t.uuid('subject_id').notNullable();
      timestamps(t, knex);
      t.timestamp('revoked_at', { useTz: true });
      t.index(['subject_id']);
    });
    await knex.raw(
      `alter table reply_tokens add constraint reply_tokens_subject_type_check check (${check('subject_type', ['application', 'contact', 'consultation'])})`,
    );

    // Every e-mail of a conversation with a person: what the team sent from an item (direction
    // out, with its outbox row) and what came in (direction in). An incoming one that matched no
    // item has no subject: the Unmatched list. Taken once by its Message-ID, whatever the path.
    await knex.schema.createTable('conversation_messages', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('direction').notNullable();
      t.text('subject_type');
      t.uuid('subject_id');
      t.text('message_id').notNullable().unique();
      t.text('in_reply_to');
      // The References header's Message-IDs, oldest first (a reply carries them on).
      t.jsonb('references').notNullable().defaultTo('[]');
      t.text('from_address').notNullable();
      t.text('from_name').notNullable().defaultTo('');
      t.text('to_address').notNullable().defaultTo('');
      t.text('subject').notNullable().defaultTo('');
      t.text('text').notNullable().defaultTo('');
      // As received; sanitised when shown.
      t.text('html');
      t.timestamp('sent_at', { useTz: true }).notNullable();
      timestamps(t, knex, 'received_at');
      // An auto-reply, a bounce or a machine-sent acknowledgement: notifies nobody, never
      // answered, not a turn of the conversation.
      t.boolean('automatic').notNullable().defaultTo(false);
      t.boolean('bounce').notNullable().defaultTo(false);
      // Matched by its reply token or thread, but sent by an address other than the item's.
      t.boolean('unexpected_sender').notNullable().defaultTo(false);
      // The receiving relay's Authentication-Results (SPF, DKIM, DMARC), as found.
      t.jsonb('auth_results');
      // smtp, imap, webhook (incoming); app (sent from the product).
      t.text('via').notNullable();
      // token, thread, sender, staff (attached from Unmatched).
      t.text('matched_by');
      t.uuid('outbox_id');
      t.uuid('sent_by_admin_id').references('admins.id').onDelete('SET NULL');
      t.timestamp('bounced_at', { useTz: true });
      t.timestamp('discarded_at', { useTz: true });
      t.index(['subject_id', 'sent_at']);
      t.index(['outbox_id']);
    });
    await knex.raw(
      `alter table conversation_messages add constraint conversation_messages_direction_check check (${check('direction', ['in', 'out'])})`,
    );
    await knex.raw(
      `alter table conversation_messages add constraint conversation_messages_subject_type_check check (subject_type is null or ${check('subject_type', ['application', 'contact', 'consultation'])})`,
    );
    // The Unmatched list, newest first.
    await knex.raw(
      `create index conversation_messages_unmatched_idx on conversation_messages (received_at desc) where subject_id is null and discarded_at is null`,
    );
    await knex.raw(
      'create index conversation_messages_from_idx on conversation_messages (lower(from_address))',
    );

    // An incoming message's files, stored like resumes (random keys, content-checked).
    await knex.schema.createTable('conversation_attachments', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('message_id').notNullable().references('conversation_messages.id').onDelete('CASCADE');
      t.text('filename').notNullable();
      // What its bytes are (never what the sender declared alone).
      t.text('content_type').notNullable();
      t.bigInteger('size').notNullable();
      // null: not kept, its content being none of the types the product stores.
      t.text('storage_key');
      // The order the message listed them in.
      t.integer('position').notNullable().defaultTo(0);
      timestamps(t, knex);
      t.index(['message_id']);
    });

    // A bounce marks the item's address.
    for (const table of SUBJECT_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.timestamp('email_bounced_at', { useTz: true });
        t.text('email_bounce_reason');
      });
    }
    await knex.schema.alterTable('outbox', (t) => {
      t.timestamp('bounced_at', { useTz: true });
    });

    // What was sent from an item before: the thread starts with it.
    await knex.raw(`
      insert into conversation_messages
        (direction, subject_type, subject_id, message_id, from_address, to_address, subject, text,
         sent_at, received_at, automatic, via, outbox_id)
      select 'out', o.source_type, o.source_id, o.payload->>'messageId',
             coalesce(o.payload->>'replyTo', o.payload->>'from', ''), o.recipient, o.subject,
             coalesce(o.payload->>'text', ''), coalesce(o.sent_at, o.created_at), o.created_at,
             o.topic <> 'personal', 'app', o.id
        from outbox o
       where o.channel = 'email' and o.topic in ('personal', 'acknowledgement')
         and o.source_id is not null and o.payload->>'messageId' is not null
      on conflict (message_id) do nothing`);

    // Personal data: no planner statistics (as 0014 did for the other tables).
    const personal: Record<string, string[]> = {
      conversation_messages: [
        'from_address',
        'from_name',
        'to_address',
        'subject',
        'text',
        'html',
        'message_id',
        'in_reply_to',
        'references',
        'auth_results',
      ],
      conversation_attachments: ['filename'],
      job_applications: ['email_bounce_reason'],
      contact_submissions: ['email_bounce_reason'],
      consultation_requests: ['email_bounce_reason'],
    };
    for (const [table, columns] of Object.entries(personal)) {
      for (const column of columns) {
        await knex.raw('alter table ?? alter column ?? set statistics 0', [table, column]);
      }
    }
    await knex.raw('alter index conversation_messages_from_idx alter column 1 set statistics 0');
  },
  async down(knex) {
    await knex.schema.alterTable('outbox', (t) => t.dropColumn('bounced_at'));
    for (const table of SUBJECT_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('email_bounced_at');
        t.dropColumn('email_bounce_reason');
      });
    }
    await knex.schema.dropTableIfExists('conversation_attachments');
    await knex.schema.dropTableIfExists('conversation_messages');
    await knex.schema.dropTableIfExists('reply_tokens');
  },
};
