/** Erasure of one person's data, by e-mail address (case-insensitive). */
import type { DbOrTrx } from './connection';
import { containsPattern } from './list';

export interface ErasedRows {
  contacts: number;
  consultations: number;
  applications: number;
  notes: number;
  outboxMessages: number;
  /** Storage keys of the erased applications' resumes (deleted after commit). */
  resumeKeys: string[];
}

const ids = async (db: DbOrTrx, table: string, email: string) =>
  (
    (await db(table)
      .whereRaw('lower(email) = lower(?)', [email])
      .forUpdate()
      .select('id')) as Array<{
      id: string;
    }>
  ).map((r) => r.id);

/**
 * In the caller's transaction: deletes the person's submissions, the notes on them and every
 * outbox message to that address or about those submissions (their bodies hold the person's
 * data), and blanks the details of their audit entries (kept: who did what, when).
 */
export async function eraseByEmail(db: DbOrTrx, email: string): Promise<ErasedRows> {
  const applications = (await db('job_applications')
    .whereRaw('lower(email) = lower(?)', [email])
    .forUpdate()
    .select('id', 'resume_key')) as Array<{ id: string; resume_key: string }>;
  const contacts = await ids(db, 'contact_submissions', email);
  const consultations = await ids(db, 'consultation_requests', email);
  const subjects = [...applications.map((a) => a.id), ...contacts, ...consultations];

  const notes = subjects.length
    ? ((await db('notes').whereIn('subject_id', subjects).delete().returning('id')) as unknown[])
        .length
    : 0;
  // To the address, about its submissions, or naming it (a daily digest lists several people).
  const outbox = db('outbox')
    .whereRaw('lower(recipient) = lower(?)', [email])
    .orWhereRaw('payload::text ilike ?', [containsPattern(email)]);
  if (subjects.length) outbox.orWhereIn('source_id', subjects);
  const outboxMessages = ((await outbox.delete().returning('id')) as unknown[]).length;
  if (subjects.length) {
    await db('audit_log')
      .whereIn('entity_id', subjects)
      .update({ details: JSON.stringify({ erased: true }) });
    await db('job_applications')
      .whereIn(
        'id',
        applications.map((a) => a.id),
      )
      .delete();
    await db('contact_submissions').whereIn('id', contacts).delete();
    await db('consultation_requests').whereIn('id', consultations).delete();
  }
  return {
    contacts: contacts.length,
    consultations: consultations.length,
    applications: applications.length,
    notes,
    outboxMessages,
    resumeKeys: applications.map((a) => a.resume_key).filter(Boolean),
  };
}
