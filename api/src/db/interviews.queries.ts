/**
 * Interviews and consultation calls: the rows, their interviewers, the booked intervals (whose
 * exclusion constraint refuses a double booking), booking links, scorecards and interview kits.
 */
import type { DbOrTrx } from './connection';
import type { BookingLinksTable, InterviewsTable } from './tables';

export type InterviewRow = InterviewsTable;

/** An interview with who it is with (the candidate or the visitor) and, for interviews, the job. */
export interface InterviewView extends InterviewRow {
  guest_name: string;
  guest_email: string;
  job_id: string | null;
  job_title: string | null;
  /** The client's hiring manager it invites (null when none). */
  client_contact_name: string | null;
  client_contact_email: string | null;
}

export interface InterviewerRow {
  interview_id: string;
  staff_id: string;
  name: string;
  email: string;
  time_zone: string | null;
  submitted: boolean;
}

/** Postgres' exclusion-violation code: the interval overlaps one booked already. */
export const isOverlap = (error: unknown) => (error as { code?: string } | null)?.code === '23P01';

const view = (db: DbOrTrx) =>
  db('interviews as i')
    .leftJoin('job_applications as a', 'a.id', 'i.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('consultation_requests as c', 'c.id', 'i.consultation_id')
    .leftJoin('client_contacts as k', 'k.id', 'i.client_contact_id')
    .select<InterviewView[]>(
      'i.*',
      db.raw(`coalesce(a.full_name, trim(c.first_name || ' ' || c.last_name), '') as guest_name`),
      db.raw(`coalesce(a.email, c.email, '') as guest_email`),
      'j.id as job_id',
      'j.title as job_title',
      'k.name as client_contact_name',
      'k.email as client_contact_email',
    );

export async function insertInterview(
  db: DbOrTrx,
  v: Pick<
    InterviewRow,
    | 'kind'
    | 'application_id'
    | 'consultation_id'
    | 'mode'
    | 'location'
    | 'duration_minutes'
    | 'time_zone'
    | 'ical_uid'
    | 'window_days'
    | 'created_by'
  > &
    Partial<Pick<InterviewRow, 'submittal_id' | 'client_contact_id' | 'client_time_zone'>>,
): Promise<string> {
  const [row] = await db('interviews').insert(v).returning('id');
  return row!.id;
}

export async function setInterviewers(db: DbOrTrx, interviewId: string, staffIds: string[]) {
  await db('interview_interviewers').where({ interview_id: interviewId }).delete();
  if (staffIds.length) {
    await db('interview_interviewers').insert(
      staffIds.map((staff_id) => ({ interview_id: interviewId, staff_id })),
    );
  }
}

export async function findInterview(db: DbOrTrx, id: string): Promise<InterviewView | undefined> {
  return await view(db).where('i.id', id).first<InterviewView | undefined>();
}

/** The row, locked until the caller's transaction ends (one change of an interview at a time). */
export async function lockInterview(db: DbOrTrx, id: string): Promise<InterviewRow | undefined> {
  return await db('interviews').where({ id }).forUpdate().first();
}

export async function listInterviews(
  db: DbOrTrx,
  by: { applicationId?: string; consultationId?: string; interviewerId?: string },
): Promise<InterviewView[]> {
  const query = view(db);
  if (by.applicationId) query.where('i.application_id', by.applicationId);
  if (by.consultationId) query.where('i.consultation_id', by.consultationId);
  if (by.interviewerId) {
    query.whereExists(
      db('interview_interviewers as x')
        .whereRaw('x.interview_id = i.id')
        .where('x.staff_id', by.interviewerId),
    );
  }
  return await query.orderByRaw('i.starts_at desc nulls first, i.created_at desc');
}

/**
 * The interview of each submittal as its client sees it: the latest one still on (pending or
 * booked), else the latest cancelled; submittals without one are missing.
 */
export async function interviewsOfSubmittals(
  db: DbOrTrx,
  submittalIds: string[],
): Promise<Map<string, InterviewRow>> {
  const found = new Map<string, InterviewRow>();
  if (!submittalIds.length) return found;
  const rows = await db('interviews')
    .whereIn('submittal_id', submittalIds)
    .orderByRaw("(status = 'cancelled'), created_at desc, id");
  for (const row of rows) if (!found.has(row.submittal_id!)) found.set(row.submittal_id!, row);
  return found;
}

export async function interviewersOf(
  db: DbOrTrx,
  interviewIds: string[],
): Promise<InterviewerRow[]> {
  if (!interviewIds.length) return [];
  return await db('interview_interviewers as x')
    .join('staff as a', 'a.id', 'x.staff_id')
    .leftJoin('staff_availability as s', 's.staff_id', 'x.staff_id')
    .whereIn('x.interview_id', interviewIds)
    .select<InterviewerRow[]>(
      'x.interview_id',
      'x.staff_id',
      'a.name',
      'a.email',
      's.time_zone',
      db.raw(
        'exists (select 1 from scorecards sc where sc.interview_id = x.interview_id and sc.staff_id = x.staff_id) as submitted',
      ),
    )
    .orderBy('a.name');
}

export async function updateInterview(
  db: DbOrTrx,
  id: string,
  patch: Partial<
    Pick<
      InterviewRow,
      'status' | 'starts_at' | 'ends_at' | 'sequence' | 'guest_time_zone' | 'booked_at'
    >
  >,
) {
  await db('interviews')
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() });
}

/**
 * Books [starts, ends) for each interviewer of the interview. Throws the exclusion violation
 * (isOverlap) when one of them is booked then already: the caller's transaction is then over.
 */
export async function bookIntervals(
  db: DbOrTrx,
  interviewId: string,
  staffIds: string[],
  starts: Date,
  ends: Date,
) {
  await db('booked_slots').insert(
    staffIds.map((staff_id) => ({
      interview_id: interviewId,
      staff_id,
      during: db.raw(`tstzrange(?, ?, '[)')`, [starts.toISOString(), ends.toISOString()]),
    })),
  );
}

export async function releaseIntervals(db: DbOrTrx, interviewId: string) {
  await db('booked_slots').where({ interview_id: interviewId }).delete();
}

/**
 * The sales people who took consultation calls least recently first (round robin): those who
 * never took one first, then by their latest call's booking time.
 */
export async function roundRobinOrder(db: DbOrTrx, staffIds: string[]): Promise<string[]> {
  if (!staffIds.length) return [];
  const rows = await db('staff as a')
    .whereIn('a.id', staffIds)
    .select<Array<{ id: string }>>(
      'a.id',
      db.raw(
        `(select max(i.booked_at) from interviews i join interview_interviewers x on x.interview_id = i.id
           where x.staff_id = a.id and i.kind = 'consultation-call') as last_call`,
      ),
    )
    .orderByRaw('last_call asc nulls first, a.id');
  return rows.map((r) => r.id);
}

export type BookingLinkRow = Omit<BookingLinksTable, 'created_at'>;

export async function insertBookingLink(
  db: DbOrTrx,
  v: { tokenHash: string; interviewId: string; expiresAt: Date },
) {
  await db('booking_links').insert({
    token_hash: v.tokenHash,
    interview_id: v.interviewId,
    expires_at: v.expiresAt,
  });
}

/** A link that is neither expired nor revoked (looked up by the token's hash: one index probe). */
export async function findLiveBookingLink(
  db: DbOrTrx,
  tokenHash: string,
): Promise<BookingLinkRow | undefined> {
  return await db('booking_links')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .where('expires_at', '>', db.fn.now())
    .first();
}

export async function extendBookingLinks(db: DbOrTrx, interviewId: string, expiresAt: Date) {
  await db('booking_links')
    .where({ interview_id: interviewId })
    .whereNull('revoked_at')
    .update({ expires_at: expiresAt });
}

export async function revokeBookingLinks(db: DbOrTrx, interviewId: string) {
  await db('booking_links')
    .where({ interview_id: interviewId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

export interface ScorecardRow {
  interview_id: string;
  staff_id: string;
  name: string;
  ratings: Record<string, string>;
  recommendation: string;
  notes: string;
  submitted_at: Date;
}

export async function scorecardsOf(db: DbOrTrx, interviewId: string): Promise<ScorecardRow[]> {
  return await db('scorecards as s')
    .join('staff as a', 'a.id', 's.staff_id')
    .where('s.interview_id', interviewId)
    .select<ScorecardRow[]>('s.*', 'a.name')
    .orderBy('s.submitted_at');
}

export async function saveScorecard(
  db: DbOrTrx,
  v: {
    interviewId: string;
    staffId: string;
    ratings: Record<string, string>;
    recommendation: string;
    notes: string;
  },
) {
  const values = {
    ratings: JSON.stringify(v.ratings),
    recommendation: v.recommendation,
    notes: v.notes,
  };
  await db('scorecards')
    .insert({ interview_id: v.interviewId, staff_id: v.staffId, ...values })
    .onConflict(['interview_id', 'staff_id'])
    .merge({ ...values, submitted_at: db.fn.now() });
}

export async function findKit(
  db: DbOrTrx,
  jobId: string,
): Promise<{ attributes: string[]; questions: string[] } | undefined> {
  return await db('interview_kits').where({ job_id: jobId }).first('attributes', 'questions');
}

export async function saveKit(
  db: DbOrTrx,
  jobId: string,
  kit: { attributes: string[]; questions: string[] },
) {
  const values = {
    attributes: JSON.stringify(kit.attributes),
    questions: JSON.stringify(kit.questions),
  };
  await db('interview_kits')
    .insert({ job_id: jobId, ...values })
    .onConflict('job_id')
    .merge({ ...values, updated_at: db.fn.now() });
}

/** Confirmed interviews starting in [from, to) (reminders). */
export async function confirmedStartingBetween(
  db: DbOrTrx,
  from: Date,
  to: Date,
): Promise<InterviewView[]> {
  return await view(db)
    .where('i.status', 'confirmed')
    .where('i.starts_at', '>=', from)
    .where('i.starts_at', '<', to);
}

/** Confirmed interviews (not calls) that ended in [from, to) (scorecard reminders). */
export async function interviewsEndedBetween(
  db: DbOrTrx,
  from: Date,
  to: Date,
): Promise<InterviewView[]> {
  return await view(db)
    .where('i.status', 'confirmed')
    .where('i.kind', 'interview')
    .where('i.ends_at', '>=', from)
    .where('i.ends_at', '<', to);
}

export async function jobIdOfApplication(db: DbOrTrx, applicationId: string) {
  return await db('job_applications').where({ id: applicationId }).first('job_id');
}

/** Active staff among these ids (interviewers must exist and be active). */
export async function activeStaff(
  db: DbOrTrx,
  ids: string[],
): Promise<Array<{ id: string; name: string; email: string }>> {
  if (!ids.length) return [];
  return await db('staff')
    .whereIn('id', ids)
    .whereNull('deactivated_at')
    .select('id', 'name', 'email');
}
