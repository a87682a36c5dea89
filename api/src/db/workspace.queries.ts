/** Notes, assignees and the timeline of a submission (application, contact, consultation). */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from './connection';

export const SUBMISSION_TABLES: Record<SubmissionKind, string> = {
  application: 'job_applications',
  contact: 'contact_submissions',
  consultation: 'consultation_requests',
};

export interface NoteRow {
  id: string;
  subject_type: SubmissionKind;
  subject_id: string;
  author_id: string | null;
  author_email: string;
  author_name: string | null;
  body: string;
  created_at: Date;
}

export async function insertNote(
  db: DbOrTrx,
  v: {
    kind: SubmissionKind;
    subjectId: string;
    authorId: string;
    authorEmail: string;
    body: string;
  },
): Promise<NoteRow> {
  const [row] = (await db('notes')
    .insert({
      subject_type: v.kind,
      subject_id: v.subjectId,
      author_id: v.authorId,
      author_email: v.authorEmail,
      body: v.body,
    })
    .returning('*')) as NoteRow[];
  return row!;
}

export async function listNotes(db: DbOrTrx, subjectId: string): Promise<NoteRow[]> {
  return (await db('notes as n')
    .leftJoin('admins as a', 'a.id', 'n.author_id')
    .where('n.subject_id', subjectId)
    .orderBy('n.created_at', 'desc')
    .select('n.*', 'a.name as author_name')) as NoteRow[];
}

/** The assignee of a submission: undefined when the submission does not exist. */
export async function setAssignee(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
  assigneeId: string | null,
): Promise<boolean> {
  const rows = (await db(SUBMISSION_TABLES[kind])
    .where({ id })
    .update({ assignee_id: assigneeId })
    .returning('id')) as unknown[];
  return rows.length === 1;
}

export interface AssigneeRow {
  id: string;
  name: string;
  email: string;
}

export async function findAssignee(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
): Promise<AssigneeRow | null> {
  const row = (await db(`${SUBMISSION_TABLES[kind]} as s`)
    .join('admins as a', 'a.id', 's.assignee_id')
    .where('s.id', id)
    .first('a.id', 'a.name', 'a.email')) as AssigneeRow | undefined;
  return row ?? null;
}

export interface AuditTrailRow {
  action: string;
  admin_email: string;
  details: Record<string, unknown>;
  created_at: Date;
  /** How many entries this row stands for (several views of a resume in a day are one). */
  count: number;
}

/** Actions that repeat while someone works (a resume read again and again): one row a day. */
export const COLLAPSED_ACTIONS = ['application.resume.view'] as const;

/**
 * What the team did to a record, newest first. The entries of COLLAPSED_ACTIONS by one person on
 * one day (UTC) come as one row, the newest time and details, with their count: in SQL, so that
 * a hundred views neither crowd out the rest of the trail nor travel to the page.
 */
export async function auditTrail(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
  limit = 200,
): Promise<AuditTrailRow[]> {
  const ofRecord = () => db('audit_log').where({ entity_type: kind, entity_id: id });
  const single = ofRecord()
    .whereNotIn('action', COLLAPSED_ACTIONS)
    .select('action', 'admin_email', 'details', 'created_at', db.raw('1 as count'));
  const grouped = ofRecord()
    .whereIn('action', COLLAPSED_ACTIONS)
    .groupBy('action', 'admin_email', db.raw(`(created_at at time zone 'UTC')::date`))
    .select(
      'action',
      'admin_email',
      db.raw('(array_agg(details order by created_at desc))[1] as details'),
      db.raw('max(created_at) as created_at'),
      db.raw('count(*)::int as count'),
    );
  const rows = (await db
    .select('*')
    .from(single.unionAll(grouped, true).as('trail'))
    .orderBy('created_at', 'desc')
    .limit(limit)) as AuditTrailRow[];
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface SentRow {
  channel: string;
  topic: string;
  recipient: string;
  subject: string;
  state: string;
  created_at: Date;
  sent_at: Date | null;
  /** E-mails from the team: the sender's address (their Reply-To). */
  reply_to: string | null;
}

/** The e-mails and webhook events a record caused, newest first. */
export async function messagesAbout(db: DbOrTrx, id: string, limit = 100): Promise<SentRow[]> {
  return (await db('outbox')
    .where({ source_id: id })
    .orderBy('created_at', 'desc')
    .limit(limit)
    .select(
      'channel',
      'topic',
      'recipient',
      'subject',
      'state',
      'created_at',
      'sent_at',
      db.raw("payload->>'replyTo' as reply_to"),
    )) as SentRow[];
}

export interface OtherApplicationRow {
  id: string;
  job_title: string | null;
  status: string;
  applied_at: Date;
}

/**
 * The other applications from the same address (case-insensitive) or of the same person (merged,
 * migration 0022), newest first.
 */
export async function otherApplications(
  db: DbOrTrx,
  email: string,
  exceptId: string,
): Promise<OtherApplicationRow[]> {
  return (
    (await db('job_applications as a')
      .leftJoin('jobs as j', 'j.id', 'a.job_id')
      // Two index lookups (one OR would let the planner walk the dates' index instead).
      .whereIn('a.id', (sub) =>
        sub
          .from('job_applications')
          .whereRaw('lower(email) = lower(?)', [email])
          .select('id')
          .union((person) =>
            person
              .from('job_applications')
              .whereRaw('person_id = (select person_id from job_applications where id = ?)', [
                exceptId,
              ])
              .select('id'),
          ),
      )
      .whereNot('a.id', exceptId)
      .orderBy('a.applied_at', 'desc')
      .limit(50)
      .select('a.id', 'j.title as job_title', 'a.status', 'a.applied_at')) as OtherApplicationRow[]
  );
}
