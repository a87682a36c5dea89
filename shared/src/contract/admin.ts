import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { LIMITS } from './constants';
import { role } from './roles';

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
  /** With two-factor sign-in on: the authenticator's current code, or an unused recovery code. */
  code: z.string().trim().max(64).optional(),
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
  role: role,
  /** Two-factor sign-in is on for this person. */
  twoFactor: z.boolean(),
  /** The owner requires two-factor sign-in and this person must set it up before anything else. */
  twoFactorSetupRequired: z.boolean(),
  token: z.string().optional(),
});
export type StaffProfile = z.infer<typeof adminInfo>;

/** The info a client may keep: everything but the token. */
export function withoutToken(info: StaffProfile): StaffProfile {
  const { token: _token, ...kept } = info;
  return kept;
}

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

/** PUT /api/admin/password. The new password must also pass newPassword(email). */
export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(LIMITS.password),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, { error: 'New password is required' })
    .max(LIMITS.password),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** After a password change every session of the administrator ends, the caller's included. */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Sign in again with your new password.';

/** What the audit log records (the `action` of an entry). */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'login.locked',
  'logout',
  'logout.all',
  'password.change',
  'password.reset.request',
  'password.reset',
  'password.reset.link',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'team.role',
  'team.deactivate',
  'team.reactivate',
  'team.policy',
  '2fa.enable',
  '2fa.disable',
  '2fa.recovery-code.used',
  'contact.status',
  'contact.spam',
  'contact.not-spam',
  'consultation.status',
  'consultation.spam',
  'consultation.not-spam',
  'application.status',
  'application.spam',
  'application.not-spam',
  'application.resume.download',
  'application.resume.view',
  'application.note',
  'application.assign',
  'contact.note',
  'contact.assign',
  'consultation.note',
  'consultation.assign',
  'privacy.erase',
  'privacy.retention',
  'application.email',
  'application.bulk-status',
  'application.merge',
  'contact.email',
  'consultation.email',
  'job.create',
  'job.update',
  'job.delete',
  'blog.create',
  'blog.update',
  'blog.publish',
  'blog.unpublish',
  'blog.delete',
  'blog.draft.create',
  'blog.draft.discard',
  'blog.revision.restore',
  'blog.publish.scheduled',
  'blog.preview.link',
  'blog.image.upload',
  'outbox.retry',
  'outbox.cancel',
  'notifications.template.save',
  'notifications.template.reset',
  'notifications.preferences',
  'notifications.unsubscribe',
  'notifications.time-zone',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.test',
  'desktop.release.publish',
  'application.reply',
  'contact.reply',
  'consultation.reply',
  'application.attachment.download',
  'contact.attachment.download',
  'consultation.attachment.download',
  'application.reply-address.revoke',
  'contact.reply-address.revoke',
  'consultation.reply-address.revoke',
  'inbound.attach',
  'inbound.discard',
  'inbound.attachment.download',
  // Scheduling (issue 31).
  'availability.update',
  'interview.schedule',
  'interview.book',
  'interview.reschedule',
  'interview.cancel',
  'interview.scorecard',
  'interview-kit.update',
  // Tracked apply links (issue 32).
  'job.link.create',
  'job.link.delete',
  // The candidate's status page (the candidate acts: no staff member, no address kept).
  'application.withdraw',
  'application.status-link.revoke',
  'application.status-link.send',
  'privacy.erase.request',
  // The staffing desk (issue 34).
  'client.create',
  'client.update',
  'client.status',
  'client.owner',
  'client.contact',
  'client.note',
  'client.review-link',
  'review-link.revoke',
  'staffing.settings',
  'application.submittal',
  'application.client-answer',
  'application.placement',
  'submittal.status',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/admin/audit (newest first; X-Total-Count). */
export const auditEntry = z.object({
  _id: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
