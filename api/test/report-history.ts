/**
 * History the reports read, written as the product writes it (a status change with its stay, the
 * page views' daily and monthly rollups): for tests that seed a past period without living
 * through it, so that route tests need not reach into api/src/db themselves.
 */
export { recordStatusChange as seedStatusChange } from '../src/db/attribution.queries';
import type { DbOrTrx } from '../src/db/connection';
import { addVisits, visitsToAdd, type VisitCount } from '../src/db/visits.queries';

export type { VisitKind } from '../src/db/visits.queries';

/** Rollup rows (views and visitors already counted), added as a flush adds them. */
export const seedVisitCounts = (db: DbOrTrx, counts: VisitCount[]) =>
  addVisits(db, visitsToAdd(counts, []));
