import type { Migration } from './migration';

/** The words of a text, lower-cased, HTML tags and entities dropped (the "Did you mean" lexicon). */
const WORDS_FUNCTION = `
  create or replace function search_words_add(body text) returns void language sql as $$
    insert into search_words (word)
    select distinct w
    from regexp_split_to_table(
      lower(regexp_replace(regexp_replace(coalesce(body, ''), '<[^>]*>', ' ', 'g'), '&#?[a-z0-9]+;', ' ', 'gi')),
      '[^[:alnum:]]+'
    ) as w
    where length(w) between 3 and 32 and w !~ '^[0-9]+$'
    on conflict do nothing
  $$`;

export const migration: Migration = {
  name: '0020_site_search',
  async up(knex) {
    // Full-text documents kept current by PostgreSQL itself (generated columns), weighted so
    // that a word in the title ranks above one in the tags, the excerpt or requirements, and
    // those above the body. HTML tags are not words for the parser ('tag' tokens are skipped).
    await knex.raw(`
      alter table blog_posts add column search_document tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt || ' ' || category), 'C') ||
        setweight(to_tsvector('english', content), 'D')
      ) stored`);
    await knex.raw(`
      alter table jobs add column search_document tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', requirements), 'B') ||
        setweight(to_tsvector('english', location || ' ' || type), 'C') ||
        setweight(to_tsvector('english', description), 'D')
      ) stored`);
    // The ranking reads a small document (title, tags or requirements, excerpt or place) rather
    // than the whole text: ranking thousands of matches by their full bodies (TOASTed, read and
    // decompressed one by one) is what makes a common word slow. A body-only match ranks after
    // every match of the head, newest first.
    await knex.raw(`
      alter table blog_posts add column search_head tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt || ' ' || category), 'C')
      ) stored`);
    await knex.raw(`
      alter table jobs add column search_head tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', requirements), 'B') ||
        setweight(to_tsvector('english', location || ' ' || type), 'C')
      ) stored`);
    // Whole, not partial: the admin's palette finds drafts too.
    await knex.raw('create index blog_posts_search_idx on blog_posts using gin (search_document)');
    await knex.raw('create index jobs_search_idx on jobs using gin (search_document)');

    // The site's own pages (services, solutions, products…), written at each start from the
    // built site's content modules (services/search/site-pages-index.ts).
    await knex.schema.createTable('site_pages', (t) => {
      t.text('path').primary();
      t.text('title').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.text('body').notNullable().defaultTo('');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(`
      alter table site_pages add column search_document tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', description), 'B') ||
        setweight(to_tsvector('english', body), 'D')
      ) stored`);
    await knex.raw('create index site_pages_search_idx on site_pages using gin (search_document)');

    // "Did you mean": the words visitors can find, as written (not stemmed), matched by
    // trigram similarity to a mistyped one. Words are added as public content is written; a
    // word whose content went is harmless: a suggestion is offered only when it finds something.
    await knex.schema.createTable('search_words', (t) => {
      t.text('word').primary();
    });
    await knex.raw(WORDS_FUNCTION);
    await knex.raw(`
      create or replace function blog_posts_search_words() returns trigger language plpgsql as $$
      begin
        if new.published then
          perform search_words_add(concat_ws(' ', new.title, new.excerpt, new.category, new.tags::text, new.content));
        end if;
        return null;
      end $$`);
    await knex.raw(`
      create trigger blog_posts_search_words
      after insert or update of title, excerpt, category, tags, content, published on blog_posts
      for each row execute function blog_posts_search_words()`);
    await knex.raw(`
      create or replace function jobs_search_words() returns trigger language plpgsql as $$
      begin
        if new.is_active then
          perform search_words_add(concat_ws(' ', new.title, new.requirements::text, new.location, new.description));
        end if;
        return null;
      end $$`);
    await knex.raw(`
      create trigger jobs_search_words
      after insert or update of title, requirements, location, description, is_active on jobs
      for each row execute function jobs_search_words()`);
    await knex.raw(`
      create or replace function site_pages_search_words() returns trigger language plpgsql as $$
      begin
        perform search_words_add(concat_ws(' ', new.title, new.description, new.body));
        return null;
      end $$`);
    await knex.raw(`
      create trigger site_pages_search_words after insert or update on site_pages
      for each row execute function site_pages_search_words()`);
    // What is public already.
    await knex.raw(
      `select search_words_add(concat_ws(' ', title, excerpt, category, tags::text, content)) from blog_posts where published`,
    );
    await knex.raw(
      `select search_words_add(concat_ws(' ', title, requirements::text, location, description)) from jobs where is_active`,
    );

    // Trigram lookups of that lexicon; without pg_trgm (a restricted managed server) search
    // works, only without typo tolerance (the service checks the extension).
    const trigrams = (await knex.raw("select 1 from pg_extension where extname = 'pg_trgm'")) as {
      rows: unknown[];
    };
    if (trigrams.rows.length) {
      await knex.raw(
        'create index search_words_trgm on search_words using gin (word gin_trgm_ops)',
      );
    }
  },
  async down(knex) {
    await knex.raw('drop trigger if exists blog_posts_search_words on blog_posts');
    await knex.raw('drop trigger if exists jobs_search_words on jobs');
    await knex.raw('drop function if exists blog_posts_search_words()');
    await knex.raw('drop function if exists jobs_search_words()');
    await knex.schema.dropTableIfExists('site_pages');
    await knex.raw('drop function if exists site_pages_search_words()');
    await knex.schema.dropTableIfExists('search_words');
    await knex.raw('drop function if exists search_words_add(text)');
    await knex.raw('drop index if exists blog_posts_search_idx');
    await knex.raw('drop index if exists jobs_search_idx');
    for (const table of ['blog_posts', 'jobs']) {
      await knex.raw(`alter table ${table} drop column if exists search_head`);
      await knex.raw(`alter table ${table} drop column if exists search_document`);
    }
  },
};
