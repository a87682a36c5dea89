/**
 * Expired sessions are deleted each hour (the scheduler's job, on one process of several; its
 * first look is at start): a session past its end is refused anyway, this keeps the table small.
 */
import type { Db } from '../db/connection';
import { deleteExpiredSessions } from '../db/sessions.queries';

export function createSessionSweep(deps: { db: Db }) {
  return {
    /** Answers how many sessions it deleted. */
    runDue: () => deleteExpiredSessions(deps.db),
  };
}
