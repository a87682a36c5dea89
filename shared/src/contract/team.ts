/**
 * The team: staff accounts with roles, invitations, password resets, two-factor sign-in and the
 * owner's security policy.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, requiredLine } from './fields';
import { role } from './roles';

export { INVALID_LINK, TWO_FACTOR_REQUIRED_MESSAGE } from './team-messages';

/** An invitation link is valid this long. */
export const INVITATION_HOURS = 72;
/** A password-reset link is valid this long. */
export const PASSWORD_RESET_MINUTES = 60;
/** How many recovery codes two-factor sign-in gives. */
export const RECOVERY_CODE_COUNT = 10;

/** One person of GET /api/admin/team. */
export const staffMember = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  active: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/admin/staff: the active people of the team, for picking an assignee. */
export const staffDirectoryEntry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
});
export type StaffDirectoryEntry = z.infer<typeof staffDirectoryEntry>;

/** PUT /api/admin/team/:id: a new role, or deactivation (which ends every session at once). */
export const staffUpdate = z
  .object({ role: role.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, {
    error: 'Give a role or an active state',
  });
export type StaffUpdate = z.infer<typeof staffUpdate>;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitation = z.object({
  _id: z.string(),
  email: z.string(),
  role,
  state: z.enum(INVITATION_STATES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** POST /api/admin/invitations */
export const invitationInput = z.object({ email: emailField, role });
export type InvitationInput = z.infer<typeof invitationInput>;

/**
 * A link made for someone: e-mailed through the outbox. `link` is answered to the owner or
 * administrator who made it only when no mail server is configured, to copy and pass on.
 */
export const issuedLink = z.object({
  emailed: z.boolean(),
  link: z.string().optional(),
  expiresAt: z.string(),
});
export const invitationIssued = issuedLink.extend({ invitation });
export type InvitationIssued = z.infer<typeof invitationIssued>;
export type IssuedLink = z.infer<typeof issuedLink>;

const token = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(20, { error: 'The link is incomplete' })
  .max(200, { error: 'The link is incomplete' });

/** GET /api/admin/invitations/preview?token=: what the acceptance page shows. */
export const invitationPreview = z.object({ email: z.string(), role, expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /api/admin/invitations/accept (the password follows the rules of newPassword). */
export const acceptInvitationInput = z.object({
  token,
  name: requiredLine('Name', LIMITS.name),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.password),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/** POST /api/admin/password-reset/request: always 202, whether the account exists or not. */
export const passwordResetRequestInput = z.object({ email: emailField });
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for this address, a link to set a new password is on its way. It is valid for one hour.';

/** POST /api/admin/password-reset */
export const passwordResetInput = z.object({
  token,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.password),
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
export const PASSWORD_RESET_DONE = 'Your password is set. Sign in with it.';

/** POST /api/admin/2fa/setup: a new secret (not yet on) for the authenticator app. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

const code = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, { error: 'Enter the code' })
  .max(64, { error: 'Invalid code' });

/** POST /api/admin/2fa/enable */
export const twoFactorEnableInput = z.object({ code });
/** Answered once by enabling: each code signs in once instead of the authenticator. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** POST /api/admin/2fa/disable */
export const twoFactorDisableInput = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.password),
  code,
});

/** GET and PUT /api/admin/security-policy (changing it: owners only). */
export const securityPolicy = z.object({
  requireTwoFactor: z.boolean({ error: 'requireTwoFactor must be true or false' }),
});
export type SecurityPolicy = z.infer<typeof securityPolicy>;

export const INVALID_CODE_MESSAGE = 'That code is not valid. Try the current one.';
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Your organisation requires two-factor sign-in. Set it up in My account first.';
