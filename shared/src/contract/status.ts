/**
 * The candidate's status page: what `GET /api/status/{token}` answers and what its forms send,
 * the confirmation of "Delete my data", and the team's control of the link. README "The
 * candidate's status page" describes the behaviour; status-page.ts holds the words and paths.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { LIMITS } from './constants';
import { CANDIDATE_STATUSES } from './status-page';

/** A message of the application's conversation as the candidate sees it: no address, no notes. */
export const candidateMessage = z.object({
  id: z.string(),
  /** in: from the candidate; out: from the company. */
  direction: z.enum(['in', 'out']),
  /** A display name only: "You", the company, or the recruiter's name and the company. */
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type CandidateMessage = z.infer<typeof candidateMessage>;

/** GET /api/status/{token} */
export const applicationStatusView = z.object({
  /** '' when the job has been removed since. */
  jobTitle: z.string(),
  appliedAt: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  statusLabel: z.string(),
  statusText: z.string(),
  /** When the candidate withdrew it (null: not withdrawn). */
  withdrawnAt: z.string().nullable(),
  /** Still open: "Withdraw my application" is offered. */
  canWithdraw: z.boolean(),
  /** Oldest first. */
  messages: z.array(candidateMessage),
  /** The link stops working then (closed applications); null while it is open. */
  linkExpiresAt: z.string().nullable(),
});
export type ApplicationStatusView = z.infer<typeof applicationStatusView>;

/** POST /api/status/{token}/messages */
export const statusMessageInput = z.object({
  text: z
    .string({ error: 'Write your message' })
    .trim()
    .min(1, { error: 'Write your message' })
    .max(LIMITS.message, { error: `A message is at most ${LIMITS.message} characters` }),
});
export type StatusMessageInput = z.input<typeof statusMessageInput>;

/** POST /api/status/{token}/withdraw: the reason is optional (blank is none). */
export const withdrawInput = z.object({
  reason: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'The reason must be text' })
      .trim()
      .max(1000, { error: 'A reason is at most 1000 characters' }),
  ),
});
export type WithdrawInput = { reason?: string | undefined };

/** GET /api/status/erasure/{token}: the confirmation link is waiting, or was used. */
export const erasureRequestView = z.object({
  state: z.enum(['pending', 'done']),
  /** Pending: the link stops working then. */
  expiresAt: z.string(),
});
export type ErasureRequestView = z.infer<typeof erasureRequestView>;

// The team's side ------------------------------------------------------------------------------

/** GET /api/careers/applications/{id}/status-link: the candidate's link, never its token. */
export const statusLinkState = z.object({
  /** A link works now. */
  live: z.boolean(),
  /** When the newest link was made (null: never, e.g. an application never acknowledged). */
  issuedAt: z.string().nullable(),
  /** The live link stops working then (null: while the application is open). */
  expiresAt: z.string().nullable(),
});
export type StatusLinkState = z.infer<typeof statusLinkState>;

/** POST …/status-link/send: a new link (the old ones stop) e-mailed to the candidate. */
export const statusLinkSent = z.object({
  message: z.string(),
  /** false: no mail server; the e-mail waits in the outbox as "not sent". */
  emailed: z.boolean(),
});
