/** Notes, assignees and the timeline of a submission (application, contact, consultation). */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { Tables } from 'knex/types/tables';
import type { DbOrTrx } from './connection';
import type {
  StaffTable,
  AuditLogTable,
  JobApplicationsTable,
  NotesTable,
  OutboxTable,
} from './tables';

export const SUBMISSION_TABLES = {
  application: 'job_applications',
  contact: 'contact_submissions',
  consultation: 'consultation_requests',
} as const satisfies Record<SubmissionKind, keyof Tables>;

/** A note with its author's name (null once the account goes). */
export type NoteRow = NotesTable & { author_name: string | null };

export async function insertNote(
  db: DbOrTrx,
  v: {
    kind: SubmissionKind;
    subjectId: string;
    authorId: string;
    authorEmail: string;
    body: string;
  },
): Promise<NotesTable> {
  const [row] = await db('notes')
    .insert({
      subject_type: v.kind,
      subject_id: v.subjectId,
      author_id: v.authorId,
      author_email: v.authorEmail,
      body: v.body,
    })
    .returning('*');
  return row!;
}

export async function listNotes(db: DbOrTrx, subjectId: string): Promise<NoteRow[]> {
  // Knex types no aliased join: the row is declared.
  return db('notes as n')
    .leftJoin('staff as a', 'a.id', 'n.author_id')
    .where('n.subject_id', subjectId)
    .orderBy('n.created_at', 'desc')
    .select<NoteRow[]>('n.*', 'a.name as author_name');
}

/** The assignee of a submission: undefined when the submission does not exist. */
export async function setAssignee(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
  assigneeId: string | null,
): Promise<boolean> {
  const rows = await db(SUBMISSION_TABLES[kind])
    .where({ id })
    .update({ assignee_id: assigneeId })
    .returning('id');
  return rows.length === 1;
}

export type AssigneeRow = Pick<StaffTable, 'id' | 'name' | 'email'>;

export async function findAssignee(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
): Promise<AssigneeRow | null> {
  // Knex types no aliased join: the row is declared.
  const row = await db(`${SUBMISSION_TABLES[kind]} as s`)
    .join('staff as a', 'a.id', 's.assignee_id')
    .where('s.id', id)
    .first<AssigneeRow | undefined>('a.id', 'a.name', 'a.email');
  return row ?? null;
}

export type AuditTrailRow = Pick<
  AuditLogTable,
  'action' | 'staff_email' | 'details' | 'created_at'
> & {
  /** How many entries this row stands for (several views of a resume in a day are one). */
  count: number;
};

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
    .select('action', 'staff_email', 'details', 'created_at', db.raw('1 as count'));
  const grouped = ofRecord()
    .whereIn('action', COLLAPSED_ACTIONS)
    .groupBy('action', 'staff_email', db.raw(`(created_at at time zone 'UTC')::date`))
    .select(
      'action',
      'staff_email',
      db.raw('(array_agg(details order by created_at desc))[1] as details'),
      db.raw('max(created_at) as created_at'),
      db.raw('count(*)::int as count'),
    );
  // A union of aggregates Knex cannot type: the row is declared.
  const rows = await db
    .select<AuditTrailRow[]>('*')
    .from(single.unionAll(grouped, true).as('trail'))
    .orderBy('created_at', 'desc')
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export type SentRow = Pick<
  OutboxTable,
  'channel' | 'topic' | 'recipient' | 'subject' | 'state' | 'created_at' | 'sent_at'
> & {
  /**
   * E-mails from the team: the writer's address (recorded with the conversation; before that,
   * their Reply-To).
   */
  reply_to: string | null;
};

/** The e-mails and webhook events a record caused, newest first. */
export async function messagesAbout(db: DbOrTrx, id: string, limit = 100): Promise<SentRow[]> {
  // A value from the payload Knex cannot type: the row is declared.
  return db('outbox')
    .leftJoin('conversation_messages as cm', 'cm.outbox_id', 'outbox.id')
    .leftJoin('staff as writer', 'writer.id', 'cm.sent_by_staff_id')
    .where('outbox.source_id', id)
    .orderBy('outbox.created_at', 'desc')
    .limit(limit)
    .select<SentRow[]>(
      'outbox.channel',
      'outbox.topic',
      'outbox.recipient',
      'outbox.subject',
      'outbox.state',
      'outbox.created_at',
      'outbox.sent_at',
      db.raw("coalesce(writer.email, outbox.payload->>'replyTo') as reply_to"),
    );
}

export type OtherApplicationRow = Pick<JobApplicationsTable, 'id' | 'status' | 'applied_at'> & {
  job_title: string | null;
};

/**
 * The other applications from the same address (case-insensitive) or of the same person (merged,
 * migration 0022), newest first.
 */
export async function otherApplications(
  db: DbOrTrx,
  email: string,
  exceptId: string,
): Promise<OtherApplicationRow[]> {
  // Knex types no aliased join: the row is declared.
  return (
    db('job_applications as a')
      .leftJoin('jobs as j', 'j.id', 'a.job_id')
      // Two index lookups (one OR would let the planner walk the dates' index instead).
      .whereIn('a.id', (sub) => {
        sub
          .from('job_applications')
          .whereRaw('lower(email) = lower(?)', [email])
          .select('id')
          .union((person) => {
            person
              .from('job_applications')
              .whereRaw('person_id = (select person_id from job_applications where id = ?)', [
                exceptId,
              ])
              .select('id');
          });
      })
      .whereNot('a.id', exceptId)
      .orderBy('a.applied_at', 'desc')
      .limit(50)
      .select<OtherApplicationRow[]>('a.id', 'j.title as job_title', 'a.status', 'a.applied_at')
  );
}
