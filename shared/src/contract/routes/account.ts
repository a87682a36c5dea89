/**
 * Signing in and out, one's own account and password, two-factor sign-in, password resets (the
 * session check: routes/session.ts).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { message, route } from '../route-def';
import { adminInfo, loginInput, passwordChangeInput } from '../admin';
import {
  passwordResetInput,
  passwordResetRequestInput,
  recoveryCodes,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorSetup,
} from '../team';

export const accountRoutes = {
  admin: {
    login: route({
      method: 'POST',
      path: '/api/admin/login',
      access: 'public',
      body: 'json',
      input: loginInput,
      output: adminInfo,
      session: 'signs-in',
    }),
    logout: route({
      method: 'POST',
      path: '/api/admin/logout',
      access: 'public',
      session: 'signs-out',
    }),
    profile: route({
      method: 'GET',
      path: '/api/admin/profile',
      access: 'admin',
      permission: 'account',
      output: adminInfo,
    }),
    logoutAll: route({
      method: 'POST',
      path: '/api/admin/logout-all',
      access: 'admin',
      permission: 'account',
      output: z.object({ sessions: z.number() }),
    }),
    password: route({
      method: 'PUT',
      path: '/api/admin/password',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: passwordChangeInput,
      output: message,
    }),
  },
  twoFactor: {
    /** A new secret for the authenticator app; two-factor sign-in is on only after `enable`. */
    setup: route({
      method: 'POST',
      path: '/api/admin/2fa/setup',
      access: 'admin',
      permission: 'account',
      output: twoFactorSetup,
    }),
    enable: route({
      method: 'POST',
      path: '/api/admin/2fa/enable',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: twoFactorEnableInput,
      output: recoveryCodes,
    }),
    disable: route({
      method: 'POST',
      path: '/api/admin/2fa/disable',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: twoFactorDisableInput,
      output: message,
    }),
  },
  passwordReset: {
    /** Always 202, whether the account exists or not; rate limited. */
    request: route({
      method: 'POST',
      path: '/api/admin/password-reset/request',
      access: 'public',
      body: 'json',
      input: passwordResetRequestInput,
      output: message,
    }),
    /** Sets the password from an e-mailed link and ends every session of that person. */
    reset: route({
      method: 'POST',
      path: '/api/admin/password-reset',
      access: 'public',
      body: 'json',
      input: passwordResetInput,
      output: message,
    }),
  },
} as const;
