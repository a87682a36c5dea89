/**
 * The candidate's status page: its links (stored as SHA-256 hashes, looked up by hash), what the
 * page shows of the application and its conversation, and the confirmation links of "Delete my
 * data".
 */
import type { DbOrTrx } from './connection';

/** Statuses that close an application (its link then works STATUS_LINK_DAYS_AFTER_CLOSE more). */
const CLOSED = ['rejected', 'hired', 'withdrawn'];

/** Whether the application `a` still answers on its link: open, or closed less than `days` ago. */
const STILL_ANSWERS = `(a.status not in (${CLOSED.map(() => '?').join(', ')}) or coalesce(a.status_changed_at, a.applied_at) > now() - make_interval(days => ?))`;
const stillAnswersBindings = (days: number) => [...CLOSED, days];

export interface StatusLinkRow {
  application_id: string;
  email: string;
  full_name: string;
  status: string;
  applied_at: Date;
  status_changed_at: Date;
  job_title: string | null;
}

// Links -----------------------------------------------------------------------------------------

export async function insertStatusLink(db: DbOrTrx, tokenHash: string, applicationId: string) {
  await db('application_status_links').insert({
    token_hash: tokenHash,
    application_id: applicationId,
  });
}

/**
 * The application of a live link, by the token's hash: one lookup on the primary key whether the
 * token is right or wrong (no comparison of the token itself, whose time could tell how much of
 * it was right).
 */
export async function findLiveStatusLink(
  db: DbOrTrx,
  tokenHash: string,
  daysAfterClose: number,
): Promise<StatusLinkRow | undefined> {
  return await db('application_status_links as l')
    .join('job_applications as a', 'a.id', 'l.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .where('l.token_hash', tokenHash)
    .whereNull('l.revoked_at')
    .whereRaw(STILL_ANSWERS, stillAnswersBindings(daysAfterClose))
    .first<StatusLinkRow | undefined>(
      'l.application_id',
      'a.email',
      'a.full_name',
      'a.status',
      'a.applied_at',
      db.raw('coalesce(a.status_changed_at, a.applied_at) as status_changed_at'),
      'j.title as job_title',
    );
}

/** Every link of the application stops working; answers how many did. */
export async function revokeStatusLinks(db: DbOrTrx, applicationId: string): Promise<number> {
  return await db('application_status_links')
    .where({ application_id: applicationId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/** The newest link of the application and whether it still works, for the team's control. */
export async function statusLinkOf(
  db: DbOrTrx,
  applicationId: string,
  daysAfterClose: number,
): Promise<
  | {
      created_at: Date;
      live: boolean;
      closed: boolean;
      status_changed_at: Date;
    }
  | undefined
> {
  const row = await db('application_status_links as l')
    .join('job_applications as a', 'a.id', 'l.application_id')
    .where('l.application_id', applicationId)
    .orderBy('l.created_at', 'desc')
    .first<
      { created_at: Date; live: boolean; closed: boolean; status_changed_at: Date } | undefined
    >(
      'l.created_at',
      db.raw(
        `(l.revoked_at is null and ${STILL_ANSWERS}) as live`,
        stillAnswersBindings(daysAfterClose),
      ),
      db.raw(`a.status in (${CLOSED.map(() => '?').join(', ')}) as closed`, CLOSED),
      db.raw('coalesce(a.status_changed_at, a.applied_at) as status_changed_at'),
    );
  return row;
}

// What the page shows ---------------------------------------------------------------------------

export interface CandidateMessageRow {
  id: string;
  direction: 'in' | 'out';
  from_name: string;
  subject: string;
  text: string;
  sent_at: Date;
  unexpected_sender: boolean;
  /** The staff member who wrote an outgoing one (their name only). */
  staff_name: string | null;
}

/**
 * The application's conversation as the candidate sees it, oldest first: what the company sent
 * and what the candidate wrote; not the automatic replies and delivery reports that came in.
 */
export async function candidateMessages(
  db: DbOrTrx,
  applicationId: string,
): Promise<CandidateMessageRow[]> {
  return await db('conversation_messages as m')
    .leftJoin('staff as s', 's.id', 'm.sent_by_staff_id')
    .where('m.subject_id', applicationId)
    .andWhere((q) => {
      q.where('m.direction', 'out').orWhere((w) => {
        w.where('m.automatic', false).where('m.bounce', false);
      });
    })
    .orderBy([
      { column: 'm.sent_at', order: 'asc' },
      { column: 'm.received_at', order: 'asc' },
    ])
    .limit(500)
    .select<CandidateMessageRow[]>(
      'm.id',
      'm.direction',
      'm.from_name',
      'm.subject',
      'm.text',
      'm.sent_at',
      'm.unexpected_sender',
      's.name as staff_name',
    );
}

// "Delete my data" ------------------------------------------------------------------------------

export async function insertErasureRequest(
  db: DbOrTrx,
  tokenHash: string,
  applicationId: string,
  minutes: number,
) {
  // Old ones go as new ones come (no timer): a used link says "done" for 30 days.
  await db('application_erasure_requests')
    .where('created_at', '<', db.raw("now() - interval '30 days'"))
    .delete();
  await db('application_erasure_requests').insert({
    token_hash: tokenHash,
    application_id: applicationId,
    expires_at: db.raw('now() + make_interval(mins => ?)', [minutes]),
  });
}

/** A confirmation link that is waiting (not expired) or was used. */
export async function findErasureRequest(
  db: DbOrTrx,
  tokenHash: string,
): Promise<{ application_id: string; expires_at: Date; used_at: Date | null } | undefined> {
  return await db('application_erasure_requests')
    .where('token_hash', tokenHash)
    .andWhere((q) => {
      q.whereNotNull('used_at').orWhere('expires_at', '>', db.fn.now());
    })
    .first('application_id', 'expires_at', 'used_at');
}

/** Takes a waiting link (once: a second use finds nothing); answers its application. */
export async function claimErasureRequest(
  db: DbOrTrx,
  tokenHash: string,
): Promise<string | undefined> {
  const rows = await db('application_erasure_requests')
    .where('token_hash', tokenHash)
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('application_id');
  return rows[0]?.application_id;
}

/** The erasure failed: the link may be used again. */
export async function releaseErasureRequest(db: DbOrTrx, tokenHash: string) {
  await db('application_erasure_requests').where('token_hash', tokenHash).update({ used_at: null });
}
