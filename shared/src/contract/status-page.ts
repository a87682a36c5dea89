/**
 * The candidate's own status page (README "The candidate's status page"): its addresses on the
 * public site, the status in the candidate's words, the forms it posts natively, and the masking
 * of its private links wherever staff read an e-mail. No zod here: the page imports this module,
 * and the site loads no schema before a form is used (the schemas are in status.ts).
 */
import type { ApplicationStatus } from './constants';

/** The page of one application: `/my-application/{token}` (never cached, never indexed). */
export const STATUS_PAGE_BASE = '/my-application';
/** The confirm page of "Delete my data", from the confirmation e-mail. */
export const ERASURE_CONFIRM_BASE = `${STATUS_PAGE_BASE}/confirm-deletion`;

export const statusPagePath = (token: string) => `${STATUS_PAGE_BASE}/${encodeURIComponent(token)}`;
export const erasureConfirmPath = (token: string) =>
  `${ERASURE_CONFIRM_BASE}/${encodeURIComponent(token)}`;

/** A page that holds a private link's token: never cached, `noindex`, no Referer leaves it. */
export const isPrivatePagePath = (path: string) => path.startsWith(`${STATUS_PAGE_BASE}/`);

/** The four words the candidate sees (the issue's: received, under review, interviewing, closed). */
export const CANDIDATE_STATUSES = ['received', 'under-review', 'interviewing', 'closed'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/**
 * The team's statuses in the candidate's words. Rejected, hired and withdrawn are all "closed":
 * the page never says more than the team has told the candidate themselves (a hired candidate
 * hears it from a person, not from a status page).
 */
export const CANDIDATE_STATUS_OF: Record<ApplicationStatus, CandidateStatus> = {
  received: 'received',
  reviewing: 'under-review',
  interviewed: 'interviewing',
  rejected: 'closed',
  hired: 'closed',
  withdrawn: 'closed',
};

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  received: 'Received',
  'under-review': 'Under review',
  interviewing: 'Interviewing',
  closed: 'Closed',
};

/** One sentence under the status. */
export const CANDIDATE_STATUS_TEXT: Record<CandidateStatus, string> = {
  received: 'We have your application. A recruiter will read it soon.',
  'under-review': 'A recruiter is reviewing your application.',
  interviewing: 'Your application is at the interview stage. We will contact you about next steps.',
  closed: 'This application is closed. Thank you for your interest in working with us.',
};

/** A status this version does not know reads as "received" rather than failing the page. */
export const candidateStatusOf = (status: string): CandidateStatus =>
  (CANDIDATE_STATUS_OF as Record<string, CandidateStatus>)[status] ?? 'received';

/** The statuses after which the candidate can no longer withdraw (the application is closed). */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'rejected',
  'hired',
  'withdrawn',
];

/** How long a status link keeps working once its application is closed. */
export const STATUS_LINK_DAYS_AFTER_CLOSE = 180;
/** How long the confirmation link of "Delete my data" works. */
export const ERASURE_LINK_MINUTES = 60;

/** The forms of the status page and of the deletion's confirm page (posted to the page itself). */
export const STATUS_PAGE_FORMS = [
  'status-message',
  'status-withdraw',
  'status-delete',
  'status-delete-confirm',
] as const;
export type StatusPageForm = (typeof STATUS_PAGE_FORMS)[number];

/** The hidden field that says which of the status page's forms was posted. */
export const STATUS_FORM_FIELD = 'form';

export const STATUS_PAGE_TEXT = {
  /** What the API answers for a wrong, revoked, expired or erased link (a 404, as a missing page). */
  notFound: 'This link is not valid.',
  messageSent: 'Your message was sent. The recruiter will see it with your application.',
  messageFailed: 'Your message could not be sent.',
  withdrawn: 'You withdrew your application. The recruiter has been told.',
  withdrawFailed: 'Your application could not be withdrawn.',
  alreadyClosed: 'This application is already closed.',
  deleteRequested:
    'We sent you an e-mail with a link to confirm the deletion. The link works for one hour.',
  deleteFailed: 'The confirmation e-mail could not be sent.',
  deleted: 'Your data has been deleted.',
  deleteConfirmFailed: 'Your data could not be deleted.',
} as const;

/**
 * Staff never see a candidate's private link (it would let them act as the candidate): the
 * tokens of status and confirmation links are masked in what the admin shows of an e-mail (the
 * outbox, the thread, a reply that quotes the acknowledgement).
 */
export function maskStatusLinks(text: string): string {
  return text.replace(
    /\/my-application\/(confirm-deletion\/)?[A-Za-z0-9_%-]{16,}/g,
    (_, confirm: string | undefined) => `${STATUS_PAGE_BASE}/${confirm ?? ''}[private link]`,
  );
}
