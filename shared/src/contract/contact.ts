import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { attributionField } from './attribution';
import { botTrapFields } from './bot-trap';
import { spamMark } from './spam';
import { AWAITING } from './awaiting';
import { staffRef } from './staff-ref';
import { CONTACT_STATUSES, LIMITS } from './constants';
import { emailField, optionalLine, optionalText, phoneField, requiredLine } from './fields';

export { CONTACT_SUBJECT_FIELD, CONTACT_SUBJECT_MAX, messageWithSubject } from './contact-subject';

/** POST /api/contact */
export const contactInput = z.object({
  firstName: requiredLine('First name', LIMITS.name),
  lastName: requiredLine('Last name', LIMITS.name),
  email: emailField,
  phone: phoneField,
  company: optionalLine('Company', LIMITS.company),
  message: optionalText('Message', LIMITS.message),
  ...botTrapFields,
  /** Where the visitor came from (optional; see attribution.ts). */
  attribution: attributionField,
});
export type ContactInput = z.input<typeof contactInput>;

export const contactStatus = z.enum(CONTACT_STATUSES, {
  error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}`,
});

/** PUT /api/contact/{id} */
export const contactStatusUpdate = z.object({ status: contactStatus });

export const contactSubmission = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  message: z.string(),
  status: contactStatus,
  createdAt: z.string(),
  /** Admin answers only: suspected spam and why (null: an ordinary submission). */
  spam: spamMark.optional(),
  /** Admin lists only: whose turn the conversation is (conversations.ts). */
  awaiting: z.enum(AWAITING).nullable().optional(),
  /** Admin lists only: who handles it (null: nobody). */
  assignee: staffRef.nullable().optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;
