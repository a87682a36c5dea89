/**
 * Abuse limits of the status page, in the shared counters (db/rate-limits.queries.ts), keyed by
 * HMACs rather than by what they count: the client's address and the link are never stored in
 * clear (the key is derived from SESSION_SECRET). Per client address: views (10 × FORM_RATE_LIMIT
 * per FORM_RATE_WINDOW_MINUTES, wrong tokens included) and actions (FORM_RATE_LIMIT); per link:
 * actions (FORM_RATE_LIMIT) and confirmation e-mails (3 an hour). RATE_LIMIT_DISABLED turns them off.
 */
import { createHmac } from 'node:crypto';
import type { SecurityConfig } from '../../config/config';
import type { Db } from '../../db/connection';
import { countHit } from '../../db/rate-limits.queries';
import { tooManyRequests } from '../../http/http-errors';

/** Confirmation e-mails of "Delete my data" per link and hour: more are refused. */
export const ERASURE_EMAILS_PER_HOUR = 3;
const VIEWS_PER_ACTION = 10;

const limitedMessage = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests. Please try again in ${n} minute${n === 1 ? '' : 's'}.`;
};

export function createStatusLimits(deps: { db: Db; security: SecurityConfig; secret: string }) {
  const { db, security } = deps;
  const key = createHmac('sha256', deps.secret).update('northbeam/status-page-limits/v1').digest();
  const hashed = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const window = security.formRateWindowMinutes * 60;

  async function hit(name: string, max: number, windowSeconds = window) {
    if (security.rateLimitDisabled) return;
    const state = await countHit(db, name, { max, windowSeconds });
    if (state.lockedUntil) {
      const seconds = Math.max(1, Math.ceil((state.lockedUntil.getTime() - Date.now()) / 1000));
      throw tooManyRequests(limitedMessage(seconds), seconds);
    }
  }

  return {
    /** A view of a status page or its API read (before the token is looked up). */
    view: (ip: string) =>
      hit(`status:view:${hashed(ip)}`, security.formRateLimit * VIEWS_PER_ACTION),
    /** A message, a withdrawal, a deletion request or confirmation: per address. */
    action: (ip: string) => hit(`status:action:${hashed(ip)}`, security.formRateLimit),
    /** The same, per link (its token's hash): a leaked link cannot flood the thread. */
    linkAction: (tokenHash: string) =>
      hit(`status:link:${hashed(tokenHash)}`, security.formRateLimit),
    /** Confirmation e-mails of "Delete my data", per link and hour. */
    erasureEmail: (tokenHash: string) =>
      hit(`status:erasure-email:${hashed(tokenHash)}`, ERASURE_EMAILS_PER_HOUR, 3600),
  };
}

export type StatusLimits = ReturnType<typeof createStatusLimits>;
