/** Submittals, the hiring manager's review links and answers, placements, and the desk's counts. */
import type { DbOrTrx } from './connection';
import type {
  PlacementsTable,
  ReviewLinksTable,
  SubmittalAnswersTable,
  SubmittalsTable,
} from './tables';

export type SubmittalRow = SubmittalsTable & {
  candidate_name: string;
  job_title: string;
  client_name: string;
  submitted_by_email: string | null;
  start_date: string | null;
  recruiter_email: string | null;
};

const selectSubmittals = (db: DbOrTrx) =>
  db('submittals as s')
    .join('job_applications as a', 'a.id', 's.application_id')
    .join('jobs as j', 'j.id', 's.job_id')
    .join('clients as c', 'c.id', 's.client_id')
    .leftJoin('staff as by', 'by.id', 's.submitted_by')
    .leftJoin('placements as p', 'p.submittal_id', 's.id')
    .leftJoin('staff as r', 'r.id', 'p.recruiter_id')
    .select<SubmittalRow[]>(
      's.*',
      'a.full_name as candidate_name',
      'j.title as job_title',
      'c.name as client_name',
      'by.email as submitted_by_email',
      db.raw("to_char(p.start_date, 'YYYY-MM-DD') as start_date"),
      'r.email as recruiter_email',
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id');

export async function insertSubmittal(
  db: DbOrTrx,
  v: Pick<
    SubmittalsTable,
    | 'application_id'
    | 'job_id'
    | 'client_id'
    | 'contact_id'
    | 'summary'
    | 'blind_resume_key'
    | 'blind_text'
    | 'submitted_by'
  >,
): Promise<string> {
  const [row] = await db('submittals').insert(v).returning('id');
  return row!.id;
}

export const findSubmittal = (db: DbOrTrx, id: string): Promise<SubmittalRow | undefined> =>
  selectSubmittals(db).where('s.id', id).first();

export const submittalsOfApplication = (db: DbOrTrx, applicationId: string) =>
  selectSubmittals(db).where('s.application_id', applicationId);

export const submittalsOfClient = (db: DbOrTrx, clientId: string) =>
  selectSubmittals(db).where('s.client_id', clientId);

export const submittalsOfJob = (db: DbOrTrx, jobId: string) =>
  selectSubmittals(db).where('s.job_id', jobId);

export async function setSubmittalStatus(
  db: DbOrTrx,
  id: string,
  status: SubmittalsTable['status'],
): Promise<void> {
  await db('submittals').where({ id }).update({ status, updated_at: db.fn.now() });
}

export async function answersOf(
  db: DbOrTrx,
  submittalIds: string[],
): Promise<SubmittalAnswersTable[]> {
  if (!submittalIds.length) return [];
  return db('submittal_answers')
    .whereIn('submittal_id', submittalIds)
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

export async function insertAnswer(
  db: DbOrTrx,
  v: Pick<
    SubmittalAnswersTable,
    'submittal_id' | 'decision' | 'reason' | 'note' | 'contact_id' | 'proposed_times' | 'time_zone'
  >,
): Promise<void> {
  await db('submittal_answers').insert({
    ...v,
    proposed_times: JSON.stringify(v.proposed_times),
  });
}

/**
 * The client's contact an interview of the submittal invites, with the zone they answered from:
 * whoever last answered "Interview" (the one who proposed the times), else the contact the
 * candidate was submitted to.
 */
export async function hiringManagerOf(
  db: DbOrTrx,
  submittalId: string,
): Promise<{ contactId: string; timeZone: string | null } | null> {
  const answered = await db('submittal_answers')
    .where({ submittal_id: submittalId, decision: 'interview' })
    .whereNotNull('contact_id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .first('contact_id', 'time_zone');
  if (answered?.contact_id) return { contactId: answered.contact_id, timeZone: answered.time_zone };
  const s = await db('submittals').where({ id: submittalId }).first('contact_id');
  return s?.contact_id ? { contactId: s.contact_id, timeZone: null } : null;
}

// Review links -----------------------------------------------------------------------------------

export async function insertReviewLink(
  db: DbOrTrx,
  v: Pick<
    ReviewLinksTable,
    'token_hash' | 'client_id' | 'contact_id' | 'expires_at' | 'created_by'
  >,
): Promise<void> {
  await db('review_links').insert(v);
}

export async function findReviewLink(
  db: DbOrTrx,
  tokenHash: string,
): Promise<(ReviewLinksTable & { client_name: string; contact_name: string | null }) | undefined> {
  return db('review_links as l')
    .join('clients as c', 'c.id', 'l.client_id')
    .leftJoin('client_contacts as k', 'k.id', 'l.contact_id')
    .where('l.token_hash', tokenHash)
    .select('l.*', 'c.name as client_name', 'k.name as contact_name')
    .first();
}

export async function revokeReviewLink(db: DbOrTrx, tokenHash: string) {
  const rows = await db('review_links')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() })
    .returning(['client_id']);
  return rows[0];
}

/** A client's review links, newest first, with their page views and last use. */
export async function reviewLinksOfClient(db: DbOrTrx, clientId: string) {
  return db('review_links as l')
    .leftJoin('client_contacts as k', 'k.id', 'l.contact_id')
    .where('l.client_id', clientId)
    .select<
      Array<
        Pick<ReviewLinksTable, 'id' | 'created_at' | 'expires_at' | 'revoked_at'> & {
          contact_name: string | null;
          views: number;
          last_viewed_at: Date | null;
        }
      >
    >(
      'l.id',
      'l.created_at',
      'l.expires_at',
      'l.revoked_at',
      'k.name as contact_name',
      db.raw(
        "(select count(*)::int from review_link_views v where v.token_hash = l.token_hash and v.what = 'page') as views",
      ),
      db.raw(
        '(select max(v.viewed_at) from review_link_views v where v.token_hash = l.token_hash) as last_viewed_at',
      ),
    )
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id');
}

/**
 * Revokes a link of this client by its id: `revoked` (with its contact) when it was live,
 * `already` when it was revoked before, undefined when the client has no such link.
 */
export async function revokeClientReviewLink(
  db: DbOrTrx,
  clientId: string,
  id: string,
): Promise<{ outcome: 'revoked' | 'already'; contactId: string | null } | undefined> {
  const [row] = await db('review_links')
    .where({ id, client_id: clientId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() })
    .returning(['contact_id']);
  if (row) return { outcome: 'revoked', contactId: row.contact_id };
  const found = await db('review_links').where({ id, client_id: clientId }).first('contact_id');
  return found ? { outcome: 'already', contactId: found.contact_id } : undefined;
}

export async function recordReviewView(
  db: DbOrTrx,
  tokenHash: string,
  what: 'page' | 'resume' | 'answer',
  submittalId: string | null = null,
): Promise<void> {
  await db('review_link_views').insert({ token_hash: tokenHash, what, submittal_id: submittalId });
}

export async function reviewViews(db: DbOrTrx, tokenHash: string) {
  return db('review_link_views').where({ token_hash: tokenHash }).orderBy('id');
}

// Placements -------------------------------------------------------------------------------------

export async function insertPlacement(
  db: DbOrTrx,
  v: {
    submittalId: string;
    startDate: string;
    billRate: number | null;
    payRate: number | null;
    feePercent: number | null;
    salary: number | null;
    recruiterId: string | null;
    createdBy: string | null;
  },
): Promise<PlacementsTable> {
  const [row] = await db('placements')
    .insert({
      submittal_id: v.submittalId,
      start_date: v.startDate,
      bill_rate: v.billRate,
      pay_rate: v.payRate,
      fee_percent: v.feePercent,
      salary: v.salary,
      recruiter_id: v.recruiterId,
      created_by: v.createdBy,
    })
    .returning('*');
  return row!;
}

// The desk ---------------------------------------------------------------------------------------

/** Open job orders (active jobs with a client) with their counts, by client. */
export async function openJobOrders(db: DbOrTrx) {
  return db('jobs as j')
    .join('clients as c', 'c.id', 'j.client_id')
    .where('j.is_active', true)
    .select<
      Array<{
        id: string;
        title: string;
        openings: number | null;
        posted_date: Date;
        client_id: string;
        client_name: string;
        submittals: number;
        interviews: number;
        placed: number;
      }>
    >(
      'j.id',
      'j.title',
      'j.openings',
      'j.posted_date',
      'c.id as client_id',
      'c.name as client_name',
      db.raw('(select count(*)::int from submittals s where s.job_id = j.id) as submittals'),
      db.raw(
        "(select count(*)::int from submittals s where s.job_id = j.id and s.status in ('interviewing', 'offered', 'placed')) as interviews",
      ),
      db.raw(
        "(select count(*)::int from submittals s where s.job_id = j.id and s.status = 'placed') as placed",
      ),
    )
    .orderBy('c.name')
    .orderBy('j.posted_date');
}

/** Every submittal with who submitted it, its client, whether it reached an interview, placement. */
export async function submittalFacts(db: DbOrTrx) {
  return db('submittals as s')
    .join('jobs as j', 'j.id', 's.job_id')
    .join('clients as c', 'c.id', 's.client_id')
    .leftJoin('placements as p', 'p.submittal_id', 's.id')
    .leftJoin('staff as a', 'a.id', db.raw('coalesce(p.recruiter_id, s.submitted_by)'))
    .select<
      Array<{
        job_id: string;
        job_title: string;
        client_id: string;
        client_name: string;
        recruiter_id: string | null;
        recruiter_name: string | null;
        recruiter_email: string | null;
        status: SubmittalsTable['status'];
        interviewed: boolean;
        month: string | null;
        bill_rate: string | null;
        pay_rate: string | null;
        fee_percent: string | null;
        salary: string | null;
      }>
    >(
      's.job_id',
      'j.title as job_title',
      's.client_id',
      'c.name as client_name',
      'a.id as recruiter_id',
      'a.name as recruiter_name',
      'a.email as recruiter_email',
      's.status',
      db.raw(
        "(s.status in ('interviewing', 'offered', 'placed') or exists (select 1 from submittal_answers x where x.submittal_id = s.id and x.decision = 'interview')) as interviewed",
      ),
      db.raw("to_char(p.start_date, 'YYYY-MM') as month"),
      'p.bill_rate',
      'p.pay_rate',
      'p.fee_percent',
      'p.salary',
    );
}
