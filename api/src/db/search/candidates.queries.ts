/**
 * People behind applications (migration 0022): past applicants whose resumes match a job, the
 * applications of other people who may be the same person, and merging two people into one.
 */
import type { DbOrTrx } from '../connection';
import { rawRows } from '../raw';

/** How many of the most recent matching resumes are ranked for a job. */
export const PAST_CANDIDATE_WINDOW = 5000;

/** Statuses that end the search for a person: they were hired, or withdrew. */
const SETTLED = ['hired', 'withdrawn'];

/** The job's words (title and requirements) as written, with their lexemes. */
const JOB_TERMS = `
  job_terms as (
    select distinct on (t.lexeme) t.word, t.lexeme
    from (
      select w.word, (select lexeme from unnest(to_tsvector('english', w.word)) limit 1) as lexeme
      from jobs j,
           regexp_split_to_table(
             j.title || ' ' || array_to_string(array(select jsonb_array_elements_text(j.requirements)), ' '),
             '[^[:alnum:]+#]+') as w(word)
      where j.id = :jobId
    ) t
    where t.lexeme is not null
    order by t.lexeme, length(t.word)
  ),
  job_query as (
    select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) as query from job_terms
  )`;

export interface PastCandidateRow {
  application_id: string;
  full_name: string;
  email: string;
  job_title: string | null;
  status: string;
  applied_at: Date;
  matched_words: string[];
}

/**
 * Past applicants whose resumes share words with the job's title and requirements, best first
 * (ts_rank of the job's words in the resume, among the PAST_CANDIDATE_WINDOW most recent
 * matching resumes), one row per person (their latest application):
 * not people already applying for this job, nor anyone hired or withdrawn, nor spam. Erased
 * people are gone from the tables.
 */
export async function pastCandidatesFor(
  db: DbOrTrx,
  jobId: string,
  limit: number,
): Promise<PastCandidateRow[]> {
  return rawRows<PastCandidateRow>(
    db,
    `with ${JOB_TERMS},
     recent as (
       select r.application_id, r.document from resume_texts r, job_query q
       where r.document @@ q.query
       order by r.applied_at desc limit :window
     ),
     ranked as (
       select a.person_id, r.document, ts_rank(r.document, q.query) as rank
       from recent r
       join job_applications a on a.id = r.application_id
       cross join job_query q
       where a.spam is null
         and not exists (
           select 1 from job_applications b
           where b.person_id = a.person_id and (b.job_id = :jobId or b.status = any(:settled)))
     ),
     best as (
       select distinct on (person_id) person_id, document, rank from ranked
       order by person_id, rank desc
     ),
     top as (select * from best order by rank desc limit :limit)
     select latest.id as application_id, latest.full_name, latest.email, j.title as job_title,
            latest.status, latest.applied_at,
            array(select t.word from job_terms t
                  where top.document @@ to_tsquery('simple', quote_literal(t.lexeme))
                  order by lower(t.word)) as matched_words
     from top
     cross join lateral (
       select a.* from job_applications a where a.person_id = top.person_id
       order by a.applied_at desc limit 1
     ) latest
     left join jobs j on j.id = latest.job_id
     order by top.rank desc, latest.applied_at desc`,
    { jobId, limit, settled: SETTLED, window: PAST_CANDIDATE_WINDOW },
  );
}

export interface DuplicateRow {
  application_id: string;
  full_name: string;
  email: string;
  phone: string;
  job_title: string | null;
  applied_at: Date;
  same_phone: boolean;
  same_resume: boolean;
}

/**
 * Applications of other people than this application's who may be the same person: the same
 * phone (its last ten digits, seven at least), or the same resume text under a very similar name
 * (trigram similarity 0.5 or more with pg_trgm; the same name, case aside, without it).
 */
export async function duplicatesOf(
  db: DbOrTrx,
  applicationId: string,
  o: { trigrams: boolean; limit: number },
): Promise<DuplicateRow[]> {
  const similarName = o.trigrams
    ? 'similarity(lower(b.full_name), lower(me.full_name)) >= 0.5'
    : 'lower(b.full_name) = lower(me.full_name)';
  return rawRows<DuplicateRow>(
    db,
    `with me as (
       select a.person_id, a.full_name, a.phone_key, r.content_hash
       from job_applications a left join resume_texts r on r.application_id = a.id
       where a.id = :applicationId
     ),
     by_phone as (
       select b.id from job_applications b, me
       where length(me.phone_key) >= 7 and length(b.phone_key) >= 7 and b.phone_key = me.phone_key
         and b.person_id <> me.person_id
     ),
     by_resume as (
       select b.id from resume_texts rb
       join job_applications b on b.id = rb.application_id, me
       where me.content_hash is not null and rb.content_hash = me.content_hash
         and b.person_id <> me.person_id and ${similarName}
     )
     select b.id as application_id, b.full_name, b.email, b.phone, j.title as job_title,
            b.applied_at,
            b.id in (select id from by_phone) as same_phone,
            b.id in (select id from by_resume) as same_resume
     from job_applications b left join jobs j on j.id = b.job_id
     where b.id in (select id from by_phone union select id from by_resume)
     order by b.applied_at desc
     limit :limit`,
    { applicationId, limit: o.limit },
  );
}

export interface PersonOf {
  id: string;
  person_id: string;
}

/** An application's person, or undefined when there is no such application. */
export async function personOf(db: DbOrTrx, id: string): Promise<string | undefined> {
  const row = await db('job_applications').where({ id }).first('person_id');
  return row?.person_id;
}

/** The applications' people, locked for the merge (in the caller's transaction). */
export async function lockPeople(db: DbOrTrx, ids: string[]): Promise<PersonOf[]> {
  return await db('job_applications').whereIn('id', ids).forUpdate().select('id', 'person_id');
}

/** Every application of person `from` becomes person `into`'s; answers their ids. */
export async function movePerson(db: DbOrTrx, from: string, into: string): Promise<string[]> {
  const rows = await db('job_applications')
    .where({ person_id: from })
    .update({ person_id: into })
    .returning('id');
  return rows.map((row) => row.id);
}
