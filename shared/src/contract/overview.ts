/**
 * GET /api/admin/overview's answer, in a module (and a route area) of its own: the Overview is the
 * admin's first screen, and checking its answer built the whole workspace's schemas with it (some
 * 700 zod schemas, about 270 ms of a phone's start-up at 4x CPU throttling); these are a dozen.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { SUBMISSION_KINDS } from './submission-kinds';

/** One kind of submission on the overview (only the kinds the person's role sees). */
export const overviewKind = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  /** Arrived since the person's previous visit of the overview (spam left out). */
  newSinceLastVisit: z.number(),
  byStatus: z.record(z.string(), z.number()),
  /** Still in the first status, with no note nor e-mail from the team, for over a business day. */
  waiting: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), receivedAt: z.string() }),
  ),
  waitingTotal: z.number(),
  /** Items (not spam) whose person wrote last: the team owes an answer. */
  awaitingUs: z.number(),
});
export type OverviewKind = z.infer<typeof overviewKind>;

/** GET /api/admin/overview (a visit: the next one counts from now). */
export const overview = z.object({
  /** The previous visit, or null on the first. */
  lastVisit: z.string().nullable(),
  kinds: z.array(overviewKind),
});
export type Overview = z.infer<typeof overview>;
