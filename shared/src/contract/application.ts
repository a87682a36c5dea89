import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { attributionField } from './attribution';
import { botTrapFields } from './bot-trap';
import { spamMark } from './spam';
import { AWAITING } from './awaiting';
import { staffRef } from './staff-ref';
import { APPLICATION_STATUSES, LIMITS } from './constants';
import { emailField, optionalText, phoneField, requiredLine } from './fields';

/** Text fields of POST /api/careers/{id}/apply (multipart; the file is `resume`). */
export const applicationInput = z.object({
  fullName: requiredLine('Full name', LIMITS.name * 2),
  email: emailField,
  phone: phoneField,
  coverLetter: optionalText('Cover letter', LIMITS.coverLetter),
  ...botTrapFields,
  /** Where the visitor came from (optional; see attribution.ts). */
  attribution: attributionField,
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const applicationStatus = z.enum(APPLICATION_STATUSES, {
  error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
});

/** PUT /api/careers/applications/{id} */
export const applicationStatusUpdate = z.object({ status: applicationStatus });

export const jobApplication = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  coverLetter: z.string(),
  /** Admin-only download: GET /api/careers/applications/{id}/resume */
  resumeUrl: z.string(),
  resumeName: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  status: applicationStatus,
  appliedAt: z.string(),
  /** Admin answers only: suspected spam and why (null: an ordinary application). */
  spam: spamMark.optional(),
  /** Admin lists only: whose turn the conversation is (conversations.ts). */
  awaiting: z.enum(AWAITING).nullable().optional(),
  /** Admin lists only: who handles it (null: nobody). */
  assignee: staffRef.nullable().optional(),
});
export type JobApplication = z.infer<typeof jobApplication>;
