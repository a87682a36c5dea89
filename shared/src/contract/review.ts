/**
 * The hiring manager's review link (the staffing desk, issue 34): what the public review page
 * reads and sends. Apart from staffing.ts so the site's page imports no admin schema.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { INTERVIEW_MODES, INTERVIEW_STATES, timeZoneName } from './booking';
import { optionalText } from './fields';

export const REVIEW_DECISIONS = ['interview', 'not_a_fit', 'question'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  interview: 'Interview',
  not_a_fit: 'Not a fit',
  question: 'Question',
};
/** The reasons a hiring manager picks from for "Not a fit". */
export const NOT_A_FIT_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Too senior for the role',
  'Rate or salary too high',
  'Location or availability',
  'Other',
] as const;

// The hiring manager's review page (public, by the link's token) ---------------------------------

export const REVIEW_PATH = '/review/';
export const REVIEW_NOT_FOUND_MESSAGE = 'This review link is not valid.';
export const REVIEW_GONE_MESSAGE = 'This review link has expired or was withdrawn.';

/** "Interview": the hiring manager proposes up to three times, each within the next 90 days. */
export const MAX_PROPOSED_TIMES = 3;
export const PROPOSE_WITHIN_DAYS = 90;
const DAY_MS = 86_400_000;

const ISO_INSTANT = z.iso.datetime({ offset: true });

/**
 * The proposed times: instants (ISO 8601 with an offset or `Z`), kept as UTC ISO strings. Each is
 * checked against the clock at the moment of parsing (the API's when it arrives, the page's before
 * it sends), so a time in the past or beyond the window is a 400 naming its entry.
 */
export const proposedTimes = z
  .array(z.unknown(), { error: 'proposedTimes must be a list of dates and times' })
  .min(1, { error: 'Propose at least one time (or leave proposedTimes out)' })
  .max(MAX_PROPOSED_TIMES, { error: `Propose at most ${MAX_PROPOSED_TIMES} times` })
  .transform((times, ctx) => {
    const now = Date.now();
    const out: string[] = [];
    times.forEach((time, i) => {
      const n = i + 1;
      if (typeof time !== 'string' || !ISO_INSTANT.safeParse(time).success) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Proposed time ${n} must be a date and time in ISO 8601 with its offset (2026-03-09T09:00:00-04:00)`,
        });
        return;
      }
      const at = Date.parse(time);
      if (at <= now) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Proposed time ${n} is in the past: choose a time in the future`,
        });
      } else if (at > now + PROPOSE_WITHIN_DAYS * DAY_MS) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Proposed time ${n} is too far ahead: choose one within the next ${PROPOSE_WITHIN_DAYS} days`,
        });
      } else if (out.includes(new Date(at).toISOString())) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Proposed time ${n} is the same as an earlier one`,
        });
      }
      out.push(new Date(at).toISOString());
    });
    return out;
  });

export const reviewAnswerInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, {
      error: 'decision must be interview, not_a_fit or question',
    }),
    reason: z.enum(NOT_A_FIT_REASONS, { error: 'Choose a reason from the list' }).optional(),
    note: optionalText('Note', 2000),
    /** With "Interview" only; optional (an answer without it is an answer as before). */
    proposedTimes: proposedTimes.optional(),
    /** The hiring manager's time zone (their browser's): how their interview e-mails read. */
    timeZone: timeZoneName.optional(),
  })
  .refine((a) => a.decision !== 'not_a_fit' || a.reason !== undefined, {
    error: 'Choose a reason',
    path: ['reason'],
  })
  .refine((a) => a.decision === 'interview' || a.proposedTimes === undefined, {
    error: 'Propose times only with the answer "Interview"',
    path: ['proposedTimes'],
  })
  .refine((a) => a.decision !== 'question' || a.note !== '', {
    error: 'Write your question',
    path: ['note'],
  });
export type ReviewAnswerInput = z.input<typeof reviewAnswerInput>;
export type ReviewAnswer = z.output<typeof reviewAnswerInput>;

export const reviewCandidate = z.object({
  _id: z.string(),
  /** Initials only: the blind resume names no one. */
  label: z.string(),
  jobTitle: z.string(),
  summary: z.string(),
  /** The blind resume's text, as the page shows it. */
  resumeText: z.string(),
  resumeUrl: z.string(),
  submittedAt: z.string(),
  answer: z
    .object({
      decision: z.enum(REVIEW_DECISIONS),
      reason: z.string().nullable(),
      note: z.string(),
      /** The times the hiring manager proposed (UTC ISO instants; empty without). */
      proposedTimes: z.array(z.string()),
      at: z.string(),
    })
    .nullable(),
  /**
   * The interview the recruiter scheduled from this candidate's submittal (the latest; a
   * cancelled one only when none other is left), as it is now: moved, it shows the new time.
   */
  interview: z
    .object({
      status: z.enum(INTERVIEW_STATES),
      mode: z.enum(INTERVIEW_MODES),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    })
    .nullable(),
});
export type ReviewCandidate = z.infer<typeof reviewCandidate>;

export const reviewView = z.object({
  clientName: z.string(),
  contactName: z.string().nullable(),
  expiresAt: z.string(),
  candidates: z.array(reviewCandidate),
});
export type ReviewView = z.infer<typeof reviewView>;
