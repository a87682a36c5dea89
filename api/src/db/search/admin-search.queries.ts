/**
 * The admin's command palette in SQL, one query per kind of item, each by its indexes: names,
 * addresses and companies by trigram (ILIKE '%…%', migration 0010), phones by their digits,
 * resumes, jobs and posts by full-text search with the last words as prefixes (`deploy:*`).
 */
import type { Knex } from 'knex';
import type { DbOrTrx } from '../connection';
import { containsPattern } from '../list';

export interface PaletteTerms {
  /** The whole search as typed (trimmed). */
  text: string;
  /** Its words (letters, digits, `@._+-` kept: an address is one word). */
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
 * first (newest first), then by what their resumes say (best first). Confirmed spam is left out.
 */
export async function paletteCandidates(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<CandidateHitRow[]> {
  const byPerson = db('job_applications as a')
    .whereRaw(`a.spam is distinct from 'spam'`)
    .where((w) => {
      if (t.words.length) w.orWhere((n) => everyWordIn(n, ['a.full_name'], t.words));
      w.orWhereILike('a.email', containsPattern(t.text));
      if (t.phone)
        w.orWhere((p) => p.whereRaw('length(a.phone_key) >= 7').where('a.phone_key', t.phone));
    })
    .select('a.id', 'a.person_id', db.raw('2 as tier'), db.raw('0::real as rank'), 'a.applied_at')
    .orderBy('a.applied_at', 'desc')
    .limit(limit * 4);
  const parts: Knex.QueryBuilder[] = [byPerson];
  if (t.prefixQuery) {
    parts.push(
      db('resume_texts as r')
        .join('job_applications as a', 'a.id', 'r.application_id')
        .whereRaw(`r.document @@ to_tsquery('english', ?)`, [t.prefixQuery])
        .whereRaw(`a.spam is distinct from 'spam'`)
        .select(
          'a.id',
          'a.person_id',
          db.raw('1 as tier'),
          db.raw(`ts_rank(r.document, to_tsquery('english', ?)) as rank`, [t.prefixQuery]),
          'a.applied_at',
        )
        .orderBy('rank', 'desc')
        .limit(limit * 4),
    );
  }
  const result = await db.raw(
    `with found as (${parts.map(() => '?').join(' union all ')}),
     best as (select distinct on (person_id) id, tier, rank, applied_at from found
              order by person_id, tier desc, rank desc, applied_at desc)
     select b.id, a.full_name, a.email, j.title as job_title, b.tier = 1 as in_resume
     from best b join job_applications a on a.id = b.id left join jobs j on j.id = a.job_id
     order by b.tier desc, b.rank desc, b.applied_at desc
     limit ?`,
    [...parts, limit],
  );
  return (result as { rows: CandidateHitRow[] }).rows;
}

export interface LeadHitRow {
  kind: 'contact' | 'consultation';
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
}

/** Contact messages and consultation requests by name, address or company, newest first. */
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
    )
      .select(
        db.raw('? as kind', [kind]),
        'id',
        'first_name',
        'last_name',
        'email',
        'company',
        'created_at',
      )
      .orderBy('created_at', 'desc')
      .limit(limit);
  const result = await db.raw(
    `select kind, id, first_name, last_name, email, company
     from (? union all ?) as leads order by created_at desc limit ?`,
    [of('contact_submissions', 'contact'), of('consultation_requests', 'consultation'), limit],
  );
  return (result as { rows: LeadHitRow[] }).rows;
}

export interface JobHitRow {
  id: string;
  title: string;
  location: string;
  is_active: boolean;
}

/** Every job (open or not) by its words or its title, open ones first, best first. */
export async function paletteJobs(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<JobHitRow[]> {
  const query = db('jobs').where((w) => {
    w.whereILike('title', containsPattern(t.text));
    if (t.prefixQuery) w.orWhereRaw(`search_document @@ to_tsquery('english', ?)`, [t.prefixQuery]);
  });
  query.select('id', 'title', 'location', 'is_active').orderBy('is_active', 'desc');
  if (t.prefixQuery) {
    query.orderByRaw(`ts_rank(search_document, to_tsquery('english', ?)) desc`, [t.prefixQuery]);
  }
  return (await query.orderBy('posted_date', 'desc').limit(limit)) as JobHitRow[];
}

export interface PostHitRow {
  id: string;
  title: string;
  category: string;
  published: boolean;
}

/** Every post (drafts too) by its words or its title, best first. */
export async function palettePosts(
  db: DbOrTrx,
  t: PaletteTerms,
  limit: number,
): Promise<PostHitRow[]> {
  const query = db('blog_posts').where((w) => {
    w.whereILike('title', containsPattern(t.text));
    if (t.prefixQuery) w.orWhereRaw(`search_document @@ to_tsquery('english', ?)`, [t.prefixQuery]);
  });
  query.select('id', 'title', 'category', 'published');
  if (t.prefixQuery) {
    query.orderByRaw(`ts_rank(search_document, to_tsquery('english', ?)) desc`, [t.prefixQuery]);
  }
  return (await query.orderBy('updated_at', 'desc').limit(limit)) as PostHitRow[];
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
  return (await everyWordIn(db('admins'), ['name', 'email'], t.words.length ? t.words : [t.text])
    .select('id', 'name', 'email', 'role', 'deactivated_at')
    .orderByRaw('deactivated_at is not null, name')
    .limit(limit)) as StaffHitRow[];
}
