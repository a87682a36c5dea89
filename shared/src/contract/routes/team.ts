/** The team: people and roles, the two-factor policy, invitations. */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { adminInfo } from '../admin';
import {
  acceptInvitationInput,
  invitation,
  invitationInput,
  invitationIssued,
  invitationPreview,
  issuedLink,
  securityPolicy,
  staffDirectoryEntry,
  staffMember,
  staffUpdate,
} from '../team';

/** `?token=`: the invitation link's token. */
export const invitationPreviewQuery = z.object({ token: acceptInvitationInput.shape.token });

export const teamRoutes = {
  team: {
    /** Everyone active, by name: authors and assignees (every role may read it). */
    directory: route({
      method: 'GET',
      path: '/api/admin/staff',
      access: 'admin',
      permission: 'account',
      output: staffDirectoryEntry,
      list: true,
    }),
    list: route({
      method: 'GET',
      path: '/api/admin/team',
      access: 'admin',
      permission: 'team',
      output: staffMember,
      list: true,
    }),
    /** A new role, or deactivation; only owners change owners; the last owner stays. */
    update: route({
      method: 'PUT',
      path: '/api/admin/team/:id',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: staffUpdate,
      output: staffMember,
    }),
    /** E-mails that person a link to set a new password. */
    passwordResetLink: route({
      method: 'POST',
      path: '/api/admin/team/:id/password-reset',
      access: 'admin',
      permission: 'team',
      output: issuedLink,
    }),
    policy: route({
      method: 'GET',
      path: '/api/admin/security-policy',
      access: 'admin',
      permission: 'team',
      output: securityPolicy,
    }),
    /** Owners only. */
    setPolicy: route({
      method: 'PUT',
      path: '/api/admin/security-policy',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: securityPolicy,
      output: securityPolicy,
    }),
  },
  invitations: {
    /** Pending invitations (newest first). */
    list: route({
      method: 'GET',
      path: '/api/admin/invitations',
      access: 'admin',
      permission: 'team',
      output: invitation,
      list: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/invitations',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: invitationInput,
      output: invitationIssued,
    }),
    /** `?token=`: whom the link invites, for the acceptance page. */
    preview: route({
      method: 'GET',
      path: '/api/admin/invitations/preview',
      access: 'public',
      query: invitationPreviewQuery,
      output: invitationPreview,
    }),
    /** Creates the account and signs it in. */
    accept: route({
      method: 'POST',
      path: '/api/admin/invitations/accept',
      access: 'public',
      body: 'json',
      input: acceptInvitationInput,
      output: adminInfo,
      session: 'signs-in',
    }),
    /** A new link (the old one stops working) and a new e-mail. */
    resend: route({
      method: 'POST',
      path: '/api/admin/invitations/:id/resend',
      access: 'admin',
      permission: 'team',
      output: invitationIssued,
    }),
    revoke: route({
      method: 'DELETE',
      path: '/api/admin/invitations/:id',
      access: 'admin',
      permission: 'team',
    }),
  },
} as const;
