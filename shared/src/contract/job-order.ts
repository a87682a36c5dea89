/**
 * A job's optional job-order fields (the staffing desk, issue 34), on the job's body
 * (POST /api/careers, PUT /api/careers/{id}); the spec's job form sends none of them.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

export const rate = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be 0 or more` })
    .max(1_000_000, { error: `${label} is too large` });
export const jobOrderFields = {
  clientId: z.uuid({ error: 'clientId must be a client' }).nullable().optional(),
  openings: z.coerce
    .number({ error: 'Openings must be a number' })
    .int({ error: 'Openings must be a whole number' })
    .min(1, { error: 'Openings must be at least 1' })
    .max(1000, { error: 'Openings is too large' })
    .nullable()
    .optional(),
  billRate: rate('Bill rate').nullable().optional(),
  payRate: rate('Pay rate').nullable().optional(),
  feePercent: z.coerce
    .number({ error: 'Fee percentage must be a number' })
    .min(0, { error: 'Fee percentage must be 0 or more' })
    .max(100, { error: 'Fee percentage is at most 100' })
    .nullable()
    .optional(),
  confidential: z.boolean({ error: 'confidential must be true or false' }).optional(),
};
