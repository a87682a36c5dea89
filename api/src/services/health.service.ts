/** Whether this process can serve: its database answers (for /readyz). */
import type { Db } from '../db/connection';
import { ping } from '../db/sessions.queries';

export function createHealth(deps: { db: Db }) {
  return {
    /** Resolves when the database answers, rejects otherwise (or after `timeoutMs`). */
    databaseReachable: (timeoutMs = 3000) =>
      Promise.race([
        ping(deps.db),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), timeoutMs).unref(),
        ),
      ]),
  };
}

export type Health = ReturnType<typeof createHealth>;
