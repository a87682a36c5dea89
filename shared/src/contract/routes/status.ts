/**
 * The candidate's status page (public, by its private link's token) and the team's control of
 * that link on the application. A wrong, revoked or expired token answers 404 like a missing
 * page. The public client imports this area too: it holds none of the admin's schemas.
 */
import '../browser-zod'; // first: see browser-zod.ts
import { message, route } from '../route-def';
import {
  applicationStatusView,
  erasureRequestView,
  statusLinkSent,
  statusLinkState,
  statusMessageInput,
  withdrawInput,
} from '../status';

export const statusRoutes = {
  /** The confirmation of "Delete my data" (the e-mailed link's own token): before `:token`. */
  erasure: {
    /** Whether the link is waiting (or was used: the data is gone). */
    get: route({
      method: 'GET',
      path: '/api/status/erasure/:token',
      access: 'public',
      output: erasureRequestView,
    }),
    /** Erases every record of the application's address, as the admin's erasure does. */
    confirm: route({
      method: 'POST',
      path: '/api/status/erasure/:token',
      access: 'public',
      output: message,
    }),
  },
  statusPage: {
    get: route({
      method: 'GET',
      path: '/api/status/:token',
      access: 'public',
      output: applicationStatusView,
    }),
    /** Lands in the application's thread as the candidate's message; the recruiter is told. */
    message: route({
      method: 'POST',
      path: '/api/status/:token/messages',
      access: 'public',
      body: 'json',
      input: statusMessageInput,
      output: applicationStatusView,
    }),
    /** Status withdrawn (audited), the recruiter told; 409 once the application is closed. */
    withdraw: route({
      method: 'POST',
      path: '/api/status/:token/withdraw',
      access: 'public',
      body: 'json',
      input: withdrawInput,
      output: applicationStatusView,
    }),
    /** E-mails the application's address a single-use link that confirms the erasure. */
    erase: route({
      method: 'POST',
      path: '/api/status/:token/erase',
      access: 'public',
      output: message,
    }),
  },
  statusLinks: {
    get: route({
      method: 'GET',
      path: '/api/careers/applications/:id/status-link',
      access: 'admin',
      permission: 'applications',
      output: statusLinkState,
    }),
    /** Every link of the application stops working (audited). */
    revoke: route({
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/revoke',
      access: 'admin',
      permission: 'applications',
      output: statusLinkState,
    }),
    /** A new link (the old ones stop) e-mailed to the candidate (audited). */
    send: route({
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/send',
      access: 'admin',
      permission: 'applications',
      output: statusLinkSent,
    }),
  },
} as const;
