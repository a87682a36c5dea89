import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { attributionField } from './attribution';
import { botTrapFields } from './bot-trap';
import { spamMark } from './spam';
import { AWAITING } from './awaiting';
import { staffRef } from './staff-ref';
import { CONSULTATION_STATUSES, LIMITS } from './constants';
import { emailField, optionalLine, optionalText, requiredLine } from './fields';

/** POST /api/consultation */
export const consultationInput = z.object({
  firstName: requiredLine('First name', LIMITS.name),
  lastName: requiredLine('Last name', LIMITS.name),
  email: emailField,
  company: optionalLine('Company', LIMITS.company),
  message: optionalText('Message', LIMITS.message),
  ...botTrapFields,
  /** Where the visitor came from (optional; see attribution.ts). */
  attribution: attributionField,
});
export type ConsultationInput = z.input<typeof consultationInput>;

export const consultationStatus = z.enum(CONSULTATION_STATUSES, {
  error: `Status must be one of: ${CONSULTATION_STATUSES.join(', ')}`,
});

/** PUT /api/consultation/{id} */
export const consultationStatusUpdate = z.object({ status: consultationStatus });

export const consultationRequest = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  status: consultationStatus,
  createdAt: z.string(),
  /** Admin answers only: suspected spam and why (null: an ordinary request). */
  spam: spamMark.optional(),
  /** Admin lists only: whose turn the conversation is (conversations.ts). */
  awaiting: z.enum(AWAITING).nullable().optional(),
  /** Admin lists only: who handles it (null: nobody). */
  assignee: staffRef.nullable().optional(),
});
export type ConsultationRequest = z.infer<typeof consultationRequest>;

/**
 * The answer of POST /api/consultation: the request and, unless it looks like spam, the token of
 * a booking link for the call (scheduling: "Pick a time for the call now"). The spec's client
 * reads neither.
 */
export const consultationSubmitted = consultationRequest.extend({
  callBookingToken: z.string().optional(),
});
