/**
 * Messages of signing in and of e-mailed links that the admin's first bundle shows (the sign-in,
 * invitation and password-reset pages), without zod: team.ts has the schemas and re-exports these.
 */
export const INVALID_LINK = 'This link is invalid, expired or already used.';

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or a recovery code.';
