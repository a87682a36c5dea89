/**
 * Who acts, as the services see it: the staff member of an admin call (id, role, name, e-mail)
 * or a visitor, with the request's client address, user agent, id and origin. The middleware
 * builds it from the request (middleware/require-admin.ts); services take it, never Koa's
 * context, and the audit log records it.
 */
import type { Role } from '@northbeam/shared/contract/roles';

export interface Actor {
  /** The staff member acting; null for a visitor (a public form, a sign-in attempt) or a job. */
  staffId: string | null;
  role: Role | null;
  name: string;
  /** The staff member's address ('' for a visitor): the audit log keeps it. */
  email: string;
  /** The client's address (see client-ip.ts); audited for staff actions, never stored for visitors. */
  ip: string;
  userAgent: string;
  requestId: string;
  /** The scheme and host the request came to: links in e-mails when there is no PUBLIC_URL. */
  origin: string;
  /** The request's Referer: a submission's referring host when the site sent none (never stored whole). */
  referer?: string;
}

/** A signed-in staff member (what an admin route's handler gets). */
export interface StaffActor extends Actor {
  staffId: string;
  role: Role;
  /** Has two-factor sign-in on (owners must, to require it of others). */
  twoFactor: boolean;
}

/** Who acts outside a request (scheduled publishing, retention, the shell commands). */
export const systemActor = (name: string): Actor => ({
  staffId: null,
  role: null,
  name,
  email: '',
  ip: '',
  userAgent: name,
  requestId: '',
  origin: '',
});
