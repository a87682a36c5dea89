/**
 * The token of a one-click unsubscribe link (RFC 8058): which staff member, which kind of
 * notification ("digest": their daily digests), and an HMAC-SHA256 of both under a key derived
 * from the server's SESSION_SECRET.
 *
 * Signed rather than stored: a mail client may POST it months after the e-mail was sent, and an
 * HMAC needs no table, no expiry job and no row per e-mail sent. The 256-bit MAC cannot be guessed
 * or forged, and a token names its person and kind inside the signed text, so it works for that
 * person and kind only. It does not expire, on purpose (the header must work for as long as the
 * e-mail is kept, and all it can do is turn notifications off, which the person can undo in the
 * admin); changing SESSION_SECRET revokes every link at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBMISSION_KINDS, type SubmissionKind } from '@northbeam/shared/contract/notifications';

export type UnsubscribeScope = SubmissionKind | 'digest';
const SCOPES: readonly string[] = [...SUBMISSION_KINDS, 'digest'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key for these links only, so a MAC made for something else never passes here. */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('northbeam/list-unsubscribe/v1').digest();
}

const mac = (key: Buffer, adminId: string, scope: UnsubscribeScope) =>
  createHmac('sha256', key).update(`${adminId}\n${scope}`).digest();

export function signUnsubscribe(key: Buffer, adminId: string, scope: UnsubscribeScope): string {
  return `${adminId}.${scope}.${mac(key, adminId, scope).toString('base64url')}`;
}

/** The person and kind of a genuine token; undefined for anything else. */
export function verifyUnsubscribe(
  key: Buffer,
  token: string | undefined,
): { adminId: string; scope: UnsubscribeScope } | undefined {
  const [adminId, scope, signature, ...rest] = (token ?? '').split('.');
  if (rest.length || !adminId || !scope || !signature) return undefined;
  if (!UUID.test(adminId) || !SCOPES.includes(scope)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, adminId, scope as UnsubscribeScope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { adminId, scope: scope as UnsubscribeScope };
}
