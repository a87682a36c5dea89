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

const mac = (key: Buffer, staffId: string, scope: UnsubscribeScope) =>
  createHmac('sha256', key).update(`${staffId}\n${scope}`).digest();

export function signUnsubscribe(key: Buffer, staffId: string, scope: UnsubscribeScope): string {
  return `${staffId}.${scope}.${mac(key, staffId, scope).toString('base64url')}`;
}

/** The person and kind of a genuine token; undefined for anything else. */
export function verifyUnsubscribe(
  key: Buffer,
  token: string | undefined,
): { staffId: string; scope: UnsubscribeScope } | undefined {
  const [staffId, scope, signature, ...rest] = (token ?? '').split('.');
  if (rest.length || !staffId || !scope || !signature) return undefined;
  if (!UUID.test(staffId) || !SCOPES.includes(scope)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, staffId, scope as UnsubscribeScope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { staffId, scope: scope as UnsubscribeScope };
}
