/** Erasure of one person's data, by e-mail address (case-insensitive). */
import type { Knex } from 'knex';
import type { DbOrTrx } from './connection';
import { eraseMessages } from './conversations.queries';
import { containsPattern } from './list';
import type { JobApplicationsTable } from './tables';

type InquiryTable = 'contact_submissions' | 'consultation_requests';
type SubmissionTable = InquiryTable | 'job_applications';

export interface ErasedRows {
  contacts: number;
  consultations: number;
  applications: number;
  notes: number;
  outboxMessages: number;
  /** Storage keys of the erased applications' resumes (deleted after commit). */
  resumeKeys: string[];
  /** Conversation messages (sent and received) on the items or from/to the address. */
  messages: number;
  /** Storage keys of those messages' attachments (deleted after commit). */
  attachmentKeys: string[];
}

const ids = async (db: DbOrTrx, table: InquiryTable, email: string) =>
  (await db(table).whereRaw('lower(email) = lower(?)', [email]).forUpdate().select('id')).map(
    (r) => r.id,
  );

export interface Subjects {
  applications: Array<Pick<JobApplicationsTable, 'id' | 'resume_key'>>;
  contacts: string[];
  consultations: string[];
}

/**
 * In the caller's transaction: deletes these submissions, the notes on them and the outbox
 * messages about them, and blanks the details of their audit entries.
 */
export async function eraseSubjects(
  db: DbOrTrx,
  s: Subjects,
  alsoOutbox?: (q: Knex.QueryBuilder) => void,
  /** An erasure by address: also the unmatched messages from or to it. */
  email?: string,
): Promise<ErasedRows> {
  const subjects = [...s.applications.map((a) => a.id), ...s.contacts, ...s.consultations];
  const conversation = await eraseMessages(db, subjects, email);
  const notes = subjects.length
    ? (await db('notes').whereIn('subject_id', subjects).delete().returning('id')).length
    : 0;
  let outboxMessages = 0;
  if (subjects.length || alsoOutbox) {
    const outbox = db('outbox').where((q) => {
      if (subjects.length) q.whereIn('source_id', subjects);
      if (alsoOutbox) q.orWhere((inner) => alsoOutbox(inner));
    });
    outboxMessages = (await outbox.delete().returning('id')).length;
  }
  if (subjects.length) {
    await db('audit_log')
      .whereIn('entity_id', subjects)
      .update({ details: JSON.stringify({ erased: true }) });
    await db('job_applications')
      .whereIn(
        'id',
        s.applications.map((a) => a.id),
      )
      .delete();
    await db('contact_submissions').whereIn('id', s.contacts).delete();
    await db('consultation_requests').whereIn('id', s.consultations).delete();
  }
  return {
    contacts: s.contacts.length,
    consultations: s.consultations.length,
    applications: s.applications.length,
    notes,
    outboxMessages,
    resumeKeys: s.applications.map((a) => a.resume_key).filter(Boolean),
    messages: conversation.messages,
    attachmentKeys: conversation.attachmentKeys,
  };
}

/**
 * In the caller's transaction: deletes the person's submissions, the notes on them and every
 * outbox message to that address or about those submissions (their bodies hold the person's
 * data), and blanks the details of their audit entries (kept: who did what, when) and the address
 * of sign-in attempts made with it.
 */
export async function eraseByEmail(db: DbOrTrx, email: string): Promise<ErasedRows> {
  const applications = await db('job_applications')
    .whereRaw('lower(email) = lower(?)', [email])
    .forUpdate()
    .select('id', 'resume_key');
  const contacts = await ids(db, 'contact_submissions', email);
  const consultations = await ids(db, 'consultation_requests', email);
  // Sign-in attempts with the address (no staff account has it): the attempt stays, not the address.
  await db('audit_log')
    .whereNull('staff_id')
    .whereRaw('lower(staff_email) = lower(?)', [email])
    .update({ staff_email: '' });
  // Also messages to the address, or naming it (a daily digest lists several people).
  return eraseSubjects(
    db,
    { applications, contacts, consultations },
    (q) => {
      q.whereRaw('lower(recipient) = lower(?)', [email]).orWhereRaw('payload::text ilike ?', [
        containsPattern(email),
      ]);
    },
    email,
  );
}

/** What the retention periods have made due, as of `now` (months and days; 0: never). */
export async function expiredSubjects(
  db: DbOrTrx,
  periods: { contactMonths: number; applicationMonths: number; spamDays: number },
  now: Date,
): Promise<Subjects> {
  const before = (months: number, days = 0) => {
    const d = new Date(now);
    d.setUTCMonth(d.getUTCMonth() - months);
    d.setUTCDate(d.getUTCDate() - days);
    return d;
  };
  // The last activity: arrival, the newest note, the newest message about it.
  const lastActivity = (table: SubmissionTable, at: string) =>
    db.raw(
      `greatest(${table}.${at}, (select max(created_at) from notes where subject_id = ${table}.id), (select max(created_at) from outbox where source_id = ${table}.id), (select max(received_at) from conversation_messages where subject_id = ${table}.id))`,
    );
  const due = <T extends SubmissionTable>(
    table: T,
    at: string,
    statuses: string[],
    months: number,
    spamDays: number,
  ) =>
    db(table)
      .where((q) => {
        if (months > 0) {
          q.where((w) => {
            w.whereIn(`${table}.status`, statuses)
              .whereNull(`${table}.spam`)
              .andWhere(lastActivity(table, at), '<', before(months));
          });
        }
        if (spamDays > 0) {
          q.orWhere((w) => {
            w.where(`${table}.spam`, 'spam').andWhere(`${table}.${at}`, '<', before(0, spamDays));
          });
        }
        if (months <= 0 && spamDays <= 0) q.whereRaw('false');
      })
      .forUpdate();
  // A withdrawn application is kept as long as a rejected one.
  const applications = await due(
    'job_applications',
    'applied_at',
    ['rejected', 'withdrawn'],
    periods.applicationMonths,
    periods.spamDays,
  ).select('id', 'resume_key');
  const pick = async (table: InquiryTable, status: string) =>
    (
      await due(table, 'created_at', [status], periods.contactMonths, periods.spamDays).select('id')
    ).map((r) => r.id);
  return {
    applications,
    contacts: await pick('contact_submissions', 'resolved'),
    consultations: await pick('consultation_requests', 'completed'),
  };
}

/** Claims today's run of a daily job: true for the one process that should run it. */
export async function claimDailyRun(db: DbOrTrx, name: string, day: string): Promise<boolean> {
  const rows = await db('job_runs')
    .insert({ name, day })
    .onConflict(['name', 'day'])
    .ignore()
    .returning('name');
  return rows.length === 1;
}

export async function recordDailyRun(db: DbOrTrx, name: string, day: string, result: unknown) {
  await db('job_runs')
    .where({ name })
    .andWhere('day', day)
    .update({ result: JSON.stringify(result) });
}
