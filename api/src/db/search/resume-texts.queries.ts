/**
 * The resume texts' queue and store (migration 0021): every application gets a `pending` row in
 * its own transaction; the indexer claims a few at a time under a lease (another process takes
 * over a claim whose process died), newest applications first, and records the text or why not.
 */
import type { DbOrTrx } from '../connection';
import { rawRows } from '../raw';

export interface ClaimedResume {
  application_id: string;
  resume_key: string;
  resume_mime: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

export async function claimPendingResumes(
  db: DbOrTrx,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedResume[]> {
  return rawRows<ClaimedResume>(
    db,
    `update resume_texts r
        set locked_until = now() + make_interval(secs => ?), attempts = r.attempts + 1
       from job_applications a
      where a.id = r.application_id
        and r.application_id in (
          select p.application_id from resume_texts p
            join job_applications pa on pa.id = p.application_id
           where p.status = 'pending' and (p.locked_until is null or p.locked_until < now())
           order by pa.applied_at desc
           limit ?
           for update of p skip locked)
     returning r.application_id, r.attempts, a.resume_key, a.resume_mime`,
    [leaseSeconds, limit],
  );
}

export async function storeResumeText(
  db: DbOrTrx,
  applicationId: string,
  v: { status: 'done' | 'unsupported'; content: string; contentHash: string | null },
) {
  await db('resume_texts').where({ application_id: applicationId }).update({
    status: v.status,
    content: v.content,
    content_hash: v.contentHash,
    error: null,
    locked_until: null,
    extracted_at: db.fn.now(),
  });
}

/** A failed attempt: tried again after `retrySeconds`, or, `giveUp`, marked failed for good. */
export async function failResumeText(
  db: DbOrTrx,
  applicationId: string,
  o: { error: string; giveUp: boolean; retrySeconds: number },
) {
  await db('resume_texts')
    .where({ application_id: applicationId })
    .update({
      status: o.giveUp ? 'failed' : 'pending',
      error: o.error.slice(0, 500),
      locked_until: db.raw('now() + make_interval(secs => ?)', [o.retrySeconds]),
    });
}

/** How many resumes wait for their text, and how many are indexed (the bench, tests, logs). */
export async function resumeTextCounts(db: DbOrTrx): Promise<Record<string, number>> {
  const rows = await db('resume_texts')
    .groupBy('status')
    .select<Array<{ status: string; count: number }>>('status', db.raw('count(*)::int as count'));
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
