/**
 * The public booking links' abuse limit: calls per client address in a window, counted in the
 * shared rate_limits table under a keyed hash of the address (HMAC-SHA256 with a key derived
 * from SESSION_SECRET), so the table never holds a visitor's address in the clear.
 */
import { createHmac } from 'node:crypto';
import type { SecurityConfig } from '../../config/config';
import type { Db } from '../../db/connection';
import { countHit } from '../../db/rate-limits.queries';
import type { Actor } from '../../http/actor';
import { tooManyRequests } from '../../http/http-errors';
import { formLimitedMessage } from '../rate-limit.service';

/** Reading slots and booking are lighter than sending a form: ten times the form limit. */
const CALLS_PER_FORM = 10;

export function createBookingLimits(deps: {
  db: Db;
  security: SecurityConfig;
  sessionSecret: string;
}) {
  const { db, security } = deps;
  const key = createHmac('sha256', deps.sessionSecret).update('booking-rate-limit').digest();
  return {
    /** Throws 429 (with Retry-After) past the limit. */
    async check(actor: Actor) {
      if (security.rateLimitDisabled) return;
      const who = createHmac('sha256', key).update(actor.ip).digest('base64url');
      const hit = await countHit(db, `booking:ip:${who}`, {
        max: security.formRateLimit * CALLS_PER_FORM,
        windowSeconds: security.formRateWindowMinutes * 60,
      });
      if (hit.lockedUntil) {
        const seconds = Math.max(1, Math.ceil((hit.lockedUntil.getTime() - Date.now()) / 1000));
        throw tooManyRequests(formLimitedMessage(seconds), seconds);
      }
    },
  };
}

export type BookingLimits = ReturnType<typeof createBookingLimits>;
