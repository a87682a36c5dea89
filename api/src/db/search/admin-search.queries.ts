/**
 * The admin's command palette in SQL, one query per kind of item, each by its indexes: names,
 * addresses and companies by trigram (ILIKE '%…%', migration 0010), phones by their digits,
 * resumes, jobs and posts by full-text search with the last words as prefixes (`deploy:*`).
 */
import type { Knex } from 'knex';
import type { DbOrTrx } from '../connection';
import { containsPattern } from '../list';
import { rawRows } from '../raw';

export interface PaletteTerms {
  /** The whole search as typed (trimmed). */
  text: string;
  /**
   * Its words of three characters or more (letters, digits, `@._+-`: an address is one word), or
   * the whole text when it has none: what a trigram index can find.
   */
  words: string[];
  /** A to_tsquery('english', …) of the words as prefixes, or null when it has none. */
  prefixQuery: string | null;
  /** The last ten digits of a phone number typed (7 or more digits), or null. */
  phone: string | null;
}

/** Every word in one of `columns` (each word somewhere; `ada love` finds Ada Lovelace). */
function everyWordIn(query: Knex.QueryBuilder, columns: string[], words: string[]) {
  for (const word of words) {
    const pattern = containsPattern(word);
    query.where((w) => {
      for (const column of columns) w.orWhereILike(column, pattern);
    });
  }
  return query;
}

/** How many of the most recent matching resumes a search ranks. */
export const RESUME_WINDOW = 1000;

export interface CandidateHitRow {
  id: string;
  full_name: string;
  email: string;
  job_title: string | null;
  /** Found by the resume's text (not the name, address or phone). */
  in_resume: boolean;
}

/**
 * People who applied, one row each (their best-matching application): by name, address or phone
 * first (newest first), then by what their resumes say (best first among the RESUME_WINDOW most
 * recent matching resumes). Confirmed spam is left out.
 *
 * Each part is found first (materialized: by the trigram and full-text indexes), then ordered: a
 * plan that walks the dates' index looking for a name nobody has reads the whole table.
 */
export async function paletteCandidates(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<CandidateHitRow[]> {
  const byPerson = db('job_applications as a')
    .whereRaw(`a.spam is distinct from 'spam'`)
    .where((w) => {
      if (t.words.length) {
        w.orWhere((n) => {
          everyWordIn(n, ['a.full_name'], t.words);
        });
      }
      w.orWhereILike('a.email', containsPattern(t.text));
      if (t.phone) {
        w.orWhere((p) => {
          p.whereRaw('length(a.phone_key) >= 7').where('a.phone_key', t.phone);
        });
      }
    })
    .select('a.id', 'a.person_id', 'a.applied_at');
  return rawRows<CandidateHitRow>(
    db,
    `with by_person as materialized (:byPerson),
     by_resume as materialized (
       select application_id, document from resume_texts
       where :hasQuery and document @@ to_tsquery('english', :query)
       order by applied_at desc limit :window
     ),
     best_resumes as (
       select application_id, ts_rank(document, to_tsquery('english', :query)) as rank
       from by_resume order by rank desc limit :some
     ),
     found as (
       (select id, person_id, 2 as tier, 0::real as rank, applied_at from by_person
        order by applied_at desc limit :some)
       union all
       select a.id, a.person_id, 1, b.rank, a.applied_at
       from best_resumes b join job_applications a on a.id = b.application_id
       where a.spam is distinct from 'spam'
     ),
     best as (select distinct on (person_id) id, tier, rank, applied_at from found
              order by person_id, tier desc, rank desc, applied_at desc)
     select b.id, a.full_name, a.email, j.title as job_title, b.tier = 1 as in_resume
     from best b join job_applications a on a.id = b.id left join jobs j on j.id = a.job_id
     order by b.tier desc, b.rank desc, b.applied_at desc
     limit :limit`,
    {
      byPerson,
      hasQuery: t.prefixQuery !== null,
      query: t.prefixQuery ?? '',
      window: RESUME_WINDOW,
      some: limit * 4,
      limit,
    },
  );
}

export interface LeadHitRow {
  kind: 'contact' | 'consultation';
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
}

/**
 * Contact messages and consultation requests by name, address or company, newest first (found by
 * the trigram indexes first, then ordered: see paletteCandidates).
 */
export async function paletteLeads(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<LeadHitRow[]> {
  const of = (table: string, kind: LeadHitRow['kind']) =>
    everyWordIn(
      db(table).whereRaw(`spam is distinct from 'spam'`),
      ['first_name', 'last_name', 'email', 'company'],
      t.words.length ? t.words : [t.text],
    ).select(
      db.raw('? as kind', [kind]),
      'id',
      'first_name',
      'last_name',
      'email',
      'company',
      'created_at',
    );
  return rawRows<LeadHitRow>(
    db,
    `with contacts as materialized (:contacts), consultations as materialized (:consultations)
     select kind, id, first_name, last_name, email, company
     from (select * from contacts union all select * from consultations) as leads
     order by created_at desc limit :limit`,
    {
      contacts: of('contact_submissions', 'contact'),
      consultations: of('consultation_requests', 'consultation'),
      limit,
    },
  );
}

export interface JobHitRow {
  id: string;
  title: string;
  location: string;
  is_active: boolean;
}

/** Every job (open or not) by its words (the last one a prefix), open ones first, best first. */
export async function paletteJobs(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<JobHitRow[]> {
  if (!t.prefixQuery) return [];
  return await db('jobs')
    .whereRaw(`search_document @@ to_tsquery('english', ?)`, [t.prefixQuery])
    .select<JobHitRow[]>('id', 'title', 'location', 'is_active')
    .orderBy('is_active', 'desc')
    .orderByRaw(`ts_rank(search_head, to_tsquery('english', ?)) desc`, [t.prefixQuery])
    .orderBy('posted_date', 'desc')
    .limit(limit);
}

export interface PostHitRow {
  id: string;
  title: string;
  category: string;
  published: boolean;
}

/** Every post (drafts too) by its words (the last one a prefix), best first. */
export async function palettePosts(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<PostHitRow[]> {
  if (!t.prefixQuery) return [];
  return await db('blog_posts')
    .whereRaw(`search_document @@ to_tsquery('english', ?)`, [t.prefixQuery])
    .select<PostHitRow[]>('id', 'title', 'category', 'published')
    .orderByRaw(`ts_rank(search_head, to_tsquery('english', ?)) desc`, [t.prefixQuery])
    .orderBy('updated_at', 'desc')
    .limit(limit);
}

export interface StaffHitRow {
  id: string;
  name: string;
  email: string;
  role: string;
  deactivated_at: Date | null;
}

/** People of the team by name or address. */
export async function paletteStaff(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<StaffHitRow[]> {
  return await everyWordIn(db('staff'), ['name', 'email'], t.words.length ? t.words : [t.text])
    .select<StaffHitRow[]>('id', 'name', 'email', 'role', 'deactivated_at')
    .orderByRaw('deactivated_at is not null, name')
    .limit(limit);
}
