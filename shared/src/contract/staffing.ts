/**
 * The staffing desk (issue 34): clients and their contacts, job orders (a job of a client with
 * its terms), candidates submitted to a client with a blind resume, the hiring manager's review
 * link and answers, placements and the desk's numbers.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, optionalLine, requiredLine, requiredText } from './fields';
import { pageQuery, searchParam } from './pagination';
import { ROLES } from './roles';
import { rate } from './job-order';
import { INTERVIEW_STATES } from './booking';
import { REVIEW_DECISIONS } from './review';

export { jobOrderFields } from './job-order';

export * from './review';

export const CLIENT_STATUSES = ['prospect', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  inactive: 'Inactive',
};
export const clientStatus = z.enum(CLIENT_STATUSES, {
  error: 'Status must be prospect, active or inactive',
});

/** The pipeline of a submitted candidate on a job order. */
export const SUBMITTAL_STATUSES = [
  'submitted',
  'interviewing',
  'offered',
  'placed',
  'rejected',
] as const;
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number];
export const SUBMITTAL_STATUS_LABELS: Record<SubmittalStatus, string> = {
  submitted: 'Submitted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  placed: 'Placed',
  rejected: 'Rejected by client',
};

const LIMIT = { website: 300, role: 100, summary: 4000, note: 2000 } as const;

const website = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .url({ error: 'Website must be an address such as https://example.com' })
    .max(LIMIT.website)
    .optional(),
);

export const contactInput = z.object({
  name: requiredLine('Name', LIMITS.name),
  email: emailField,
  role: optionalLine('Role', LIMIT.role),
  phone: optionalLine('Phone', LIMITS.phone),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactValues = z.output<typeof contactInput>;

/** POST /api/admin/clients */
export const clientInput = z.object({
  name: requiredLine('Name', LIMITS.company),
  website,
  contacts: z.array(contactInput, { error: 'Contacts must be a list' }).max(50).default([]),
});
export type ClientInput = z.input<typeof clientInput>;
export type ClientValues = z.output<typeof clientInput>;

/** PUT /api/admin/clients/{id} */
export const clientUpdate = z.object({
  name: requiredLine('Name', LIMITS.company),
  website,
});

export const clientStatusUpdate = z.object({ status: clientStatus });
export const clientOwnerUpdate = z.object({
  ownerId: z.uuid({ error: 'ownerId must be a person of the team or null' }).nullable(),
});

/** POST /api/admin/clients/from-inquiry: a consultation request or contact message → client. */
export const clientFromInquiry = z.object({
  kind: z.enum(['contact', 'consultation'], { error: 'kind must be contact or consultation' }),
  id: z.uuid({ error: 'id must be the id of the message or request' }),
});

export const created = z.object({ id: z.string() });

export const clientContact = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  phone: z.string(),
});
export type ClientContact = z.infer<typeof clientContact>;

const staff = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const clientSummary = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  status: clientStatus,
  owner: staff.nullable(),
  openJobOrders: z.number(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientTimelineEntry = z.object({
  kind: z.string(),
  text: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

export const clientNote = z.object({
  _id: z.string(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});

/** A job order as the desk lists it. Rates and margin are null for whom they are hidden. */
export const jobOrder = z.object({
  _id: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  postedDate: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  openings: z.number().nullable(),
  confidential: z.boolean(),
  billRate: z.number().nullable(),
  payRate: z.number().nullable(),
  feePercent: z.number().nullable(),
  /** Bill rate minus pay rate (per hour), or null. */
  margin: z.number().nullable(),
  /** Margin as a share of the bill rate, in percent, or null. */
  marginPercent: z.number().nullable(),
  /** Whether the caller may see rates (else they are null whatever is stored). */
  ratesVisible: z.boolean(),
});
export type JobOrder = z.infer<typeof jobOrder>;

export const clientDetail = clientSummary.extend({
  contacts: z.array(clientContact),
  notes: z.array(clientNote),
  timeline: z.array(clientTimelineEntry),
  jobOrders: z.array(jobOrder),
  source: z.object({ kind: z.enum(['contact', 'consultation']), id: z.string() }).nullable(),
});
export type ClientDetail = z.infer<typeof clientDetail>;

/** GET /api/admin/clients: paged like the other lists (`X-Total-Count`), by status and name. */
export const clientListQuery = pageQuery.extend({
  status: clientStatus.optional(),
  q: searchParam,
});

/** The desk's settings: who sees rates and margins (owners and administrators by default). */
export const staffingSettings = z.object({
  ratesRoles: z.array(z.enum(ROLES)).max(ROLES.length),
});
export type StaffingSettings = z.infer<typeof staffingSettings>;
export const DEFAULT_STAFFING_SETTINGS: StaffingSettings = { ratesRoles: ['owner', 'admin'] };

// Submittals -------------------------------------------------------------------------------------

/** POST /api/careers/applications/{id}/submittals (and its preview). */
export const submittalInput = z.object({
  jobId: z.uuid({ error: 'jobId must be a job order' }),
  summary: requiredText('Summary', LIMIT.summary),
  contactId: z.uuid({ error: 'contactId must be a contact of the client' }),
});
export type SubmittalInput = z.input<typeof submittalInput>;
export type SubmittalValues = z.output<typeof submittalInput>;

export const submittalCreated = z.object({
  id: z.string(),
  reviewUrl: z.string(),
  resumeUrl: z.string(),
  /** Whether the review link's e-mail goes out; false without a mail server (it waits in the outbox). */
  emailed: z.boolean(),
});

export const submittal = z.object({
  _id: z.string(),
  applicationId: z.string(),
  candidateName: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(SUBMITTAL_STATUSES),
  summary: z.string(),
  submittedBy: z.string().nullable(),
  createdAt: z.string(),
  answers: z.array(
    z.object({
      decision: z.enum(REVIEW_DECISIONS),
      reason: z.string().nullable(),
      note: z.string(),
      /** With "Interview": the times the hiring manager proposed (UTC ISO instants). */
      proposedTimes: z.array(z.string()),
      at: z.string(),
    }),
  ),
  /** The latest interview scheduled from this submittal (the hiring manager invited), or null. */
  interview: z
    .object({
      _id: z.string(),
      status: z.enum(INTERVIEW_STATES),
      startsAt: z.string().nullable(),
    })
    .nullable(),
  placement: z
    .object({
      startDate: z.string(),
      recruiter: z.string().nullable(),
    })
    .nullable(),
});
export type Submittal = z.infer<typeof submittal>;

export const submittalStatusUpdate = z.object({
  status: z.enum(['submitted', 'interviewing', 'offered', 'rejected'], {
    error: 'Status must be submitted, interviewing, offered or rejected (hire to place)',
  }),
});

/** POST /api/admin/submittals/{id}/placement */
export const placementInput = z.object({
  startDate: z.iso.date({ error: 'Start date must be a date (YYYY-MM-DD)' }),
  billRate: rate('Bill rate').nullable().optional(),
  payRate: rate('Pay rate').nullable().optional(),
  feePercent: rate('Fee percentage').max(100).nullable().optional(),
  salary: rate('Salary').nullable().optional(),
  recruiterId: z.uuid({ error: 'recruiterId must be a person of the team' }).optional(),
});

export const placement = z.object({
  _id: z.string(),
  submittalId: z.string(),
  startDate: z.string(),
  recruiterId: z.string().nullable(),
});

/** A review link made for a client's contact. */
export const reviewLinkInput = z.object({
  contactId: z.uuid({ error: 'contactId must be a contact of the client' }),
});
export const reviewLinkCreated = z.object({ reviewUrl: z.string(), expiresAt: z.string() });

export const REVIEW_LINK_STATES = ['live', 'expired', 'revoked'] as const;
export type ReviewLinkState = (typeof REVIEW_LINK_STATES)[number];
export const REVIEW_LINK_STATE_LABELS: Record<ReviewLinkState, string> = {
  live: 'Live',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** GET /api/admin/clients/{id}/review-links: a client's links, never their tokens. */
export const reviewLinkSummary = z.object({
  _id: z.string(),
  /** null once the contact was removed. */
  contactName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** How many times the review page was opened through it. */
  views: z.number(),
  /** The last time it was used (a page, a resume or an answer), or null. */
  lastViewedAt: z.string().nullable(),
  state: z.enum(REVIEW_LINK_STATES),
});
export type ReviewLinkSummary = z.infer<typeof reviewLinkSummary>;

/** GET /api/admin/job-orders/{id}: its terms and pipeline. */
export const jobOrderDetail = jobOrder.extend({
  submittals: z.array(submittal),
  pipeline: z.record(z.enum(SUBMITTAL_STATUSES), z.number()),
});

// The desk ---------------------------------------------------------------------------------------

export const deskRow = z.object({
  clientId: z.string(),
  clientName: z.string(),
  jobOrders: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      openings: z.number().nullable(),
      ageDays: z.number(),
      submittals: z.number(),
      interviews: z.number(),
      placed: z.number(),
    }),
  ),
});

const ratio = z.number().nullable();
export const deskNumbers = z.object({
  perJobOrder: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      clientName: z.string(),
      submittals: z.number(),
    }),
  ),
  perRecruiter: z.array(
    z.object({
      recruiterId: z.string().nullable(),
      name: z.string(),
      submittals: z.number(),
      interviews: z.number(),
      placements: z.number(),
      submittalToInterview: ratio,
      interviewToPlacement: ratio,
    }),
  ),
  perClient: z.array(
    z.object({
      clientId: z.string(),
      name: z.string(),
      submittals: z.number(),
      interviews: z.number(),
      placements: z.number(),
      submittalToInterview: ratio,
      interviewToPlacement: ratio,
    }),
  ),
  perMonth: z.array(
    z.object({
      month: z.string(),
      placements: z.number(),
      /** Per hour for contract placements plus the fees of permanent ones; null when hidden. */
      grossMargin: z.number().nullable(),
    }),
  ),
});
export type DeskNumbers = z.infer<typeof deskNumbers>;
