/**
 * The overview of the leads and applications a person's role sees: new since their previous
 * visit, counts per status, and what has waited more than one business day (the site promises
 * an answer within one) without a note or an e-mail from the team.
 */
import { SUBMISSION_KINDS } from '@northbeam/shared/contract/notifications';
import { can, SUBMISSION_PERMISSION } from '@northbeam/shared/contract/roles';
import type { Overview } from '@northbeam/shared/contract/workspace';
import type { Db } from '../db/connection';
import { countAwaitingUs } from '../db/conversations.queries';
import { countSince, statusCounts, visitOverview, waiting } from '../db/overview.queries';
import type { StaffActor } from '../http/actor';

/** The same time one business day earlier (Monday looks back to Friday; weekends to Friday). */
export function oneBusinessDayBefore(now: Date): Date {
  const d = new Date(now);
  const day = d.getUTCDay(); // 0 Sunday … 6 Saturday
  const back = day === 1 ? 3 : day === 0 ? 2 : day === 6 ? 1 : 1;
  d.setUTCDate(d.getUTCDate() - back);
  return d;
}

export function createOverview(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async forStaff(staff: StaffActor): Promise<Overview> {
      const lastVisit = await visitOverview(db, staff.staffId);
      const cutoff = oneBusinessDayBefore(now());
      const kinds = SUBMISSION_KINDS.filter((k) => can(staff.role, SUBMISSION_PERMISSION[k]));
      const result: Overview['kinds'] = [];
      for (const kind of kinds) {
        const late = await waiting(db, kind, cutoff);
        result.push({
          kind,
          newSinceLastVisit: await countSince(db, kind, lastVisit),
          byStatus: await statusCounts(db, kind),
          waiting: late.rows.map((r) => ({
            _id: r.id,
            name: r.name,
            email: r.email,
            receivedAt: new Date(r.received_at).toISOString(),
          })),
          waitingTotal: late.total,
          awaitingUs: await countAwaitingUs(db, kind),
        });
      }
      return { lastVisit: lastVisit ? lastVisit.toISOString() : null, kinds: result };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverview>;
