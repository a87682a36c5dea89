/**
 * The hiring manager's review link (the staffing desk, issue 34): what the public review page
 * reads and sends. Apart from staffing.ts so the site's page imports no admin schema.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
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

export const reviewAnswerInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, {
      error: 'decision must be interview, not_a_fit or question',
    }),
    reason: z.enum(NOT_A_FIT_REASONS, { error: 'Choose a reason from the list' }).optional(),
    note: optionalText('Note', 2000),
  })
  .refine((a) => a.decision !== 'not_a_fit' || a.reason !== undefined, {
    error: 'Choose a reason',
    path: ['reason'],
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
      at: z.string(),
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
