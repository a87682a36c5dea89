import { z } from 'zod';
import { LIMITS } from './constants';

/** POST /api/admin/login */
export const loginInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(LIMITS.email),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.password),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Admin info answered by login (with `token`) and by the profile check (without it).
 * The token is the session id, also accepted as `Authorization: Bearer <token>`.
 */
export const adminInfo = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  token: z.string().optional(),
});
export type AdminInfo = z.infer<typeof adminInfo>;

/** Password rule for new administrators and password changes. */
export const PASSWORD_MIN_LENGTH = 12;
export const newPassword = (email: string) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(LIMITS.password)
    .refine((pw) => pw.trim().toLowerCase() !== email.trim().toLowerCase(), {
      error: 'Password must not be the e-mail address',
    });
