import type { Migration } from './migration';

export const migration: Migration = {
  name: '0022_candidate_people',
  async up(knex) {
    // The person behind applications: at first one per address (case-insensitive); a recruiter
    // merges the people a duplicate check finds (services/search/candidates.service.ts), and
    // every application, note and message stays where it was, under one person.
    await knex.schema.alterTable('job_applications', (t) => {
      t.uuid('person_id');
    });
    await knex.raw(`
      update job_applications a set person_id = p.id
      from (select lower(email) as address, gen_random_uuid() as id
            from job_applications group by lower(email)) p
      where lower(a.email) = p.address`);
    await knex.raw(`
      create or replace function job_applications_person() returns trigger language plpgsql as $$
      begin
        if new.person_id is null then
          select person_id into new.person_id from job_applications
          where lower(email) = lower(new.email) limit 1;
          if new.person_id is null then new.person_id := gen_random_uuid(); end if;
        end if;
        return new;
      end $$`);
    await knex.raw(`
      create trigger job_applications_person before insert on job_applications
      for each row execute function job_applications_person()`);
    await knex.raw('alter table job_applications alter column person_id set not null');
    await knex.raw('create index job_applications_person_idx on job_applications (person_id)');

    // The phone as digits, the last ten (a country code or punctuation does not make another
    // number): the same phone under two addresses is a possible duplicate.
    await knex.raw(`
      alter table job_applications add column phone_key text
      generated always as (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)) stored`);
    await knex.raw(
      'create index job_applications_phone_key_idx on job_applications (phone_key) where length(phone_key) >= 7',
    );
    // Personal: no planner statistics (see 0014_data_protection; the index follows the column).
    await knex.raw('alter table job_applications alter column phone_key set statistics 0');
  },
  async down(knex) {
    await knex.raw('drop trigger if exists job_applications_person on job_applications');
    await knex.raw('drop function if exists job_applications_person()');
    await knex.schema.alterTable('job_applications', (t) => {
      t.dropColumn('phone_key');
      t.dropColumn('person_id');
    });
  },
};
