/**
 * History the reports read, written as the product writes it (a status change with its stay, the
 * page views' daily and monthly rollups): for tests that seed a past period without living
 * through it, so that route tests need not reach into api/src/db themselves.
 */
export { recordStatusChange as seedStatusChange } from '../src/db/attribution.queries';
export { addVisitCounts as seedVisitCounts, type VisitKind } from '../src/db/visits.queries';
