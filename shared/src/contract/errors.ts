// First: before this module builds a schema (see browser-zod.ts).
import './browser-zod';
import { z } from 'zod';

/** Flags a client acts on, answered beside the message. */
export const errorFlags = z.object({
  /** 401 from login: the password was right; send it again with `code` (TOTP or recovery). */
  twoFactorRequired: z.literal(true).optional(),
  /** 403: the owner requires two-factor sign-in and this person has not set it up yet. */
  twoFactorSetupRequired: z.literal(true).optional(),
});
export type ErrorFlags = z.infer<typeof errorFlags>;

/** Every error the API answers: `{ message, errors?: { field: message } }`, plus its flags. */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  ...errorFlags.shape,
  /** 409 of a write with a stale If-Match: the resource as it is on the server now. */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
