/**
 * Abuse limits shared by every API process (counters in PostgreSQL, db/rate-limits.queries.ts):
 * - sign-in: failures per account and per client address; past the limit a lock that doubles
 *   with every further failure (LOGIN_LOCK_SECONDS … LOGIN_LOCK_MAX_MINUTES); a success clears
 *   the account's counter (not the address's, so one known account cannot unlock an address);
 * - public forms: submissions per client address and form in a fixed window.
 * RATE_LIMIT_DISABLED turns both off: for the benchmark and load/fault tests only.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import { botTrapFields } from '@northbeam/shared/contract/bot-trap';
import { spamMarkOf, type SpamMark } from '@northbeam/shared/contract/spam';
import { DEFAULT_SECURITY, type SecurityConfig } from '../config/config';
import type { Db } from '../db/connection';
import {
  activeLock,
  clearLimit,
  countHit,
  deleteStaleLimits,
  recordFailure,
} from '../db/rate-limits.queries';
import { normalizeEmail } from '../db/staff.queries';
import type { Actor } from '../http/actor';
import { tooManyRequests, type HttpError } from '../http/http-errors';

/** Failures older than this are forgotten (unless a lock is still running). */
const LOGIN_WINDOW_SECONDS = 60 * 60;

export const resolveSecurity = (partial: Partial<SecurityConfig> | undefined): SecurityConfig => ({
  ...DEFAULT_SECURITY,
  ...partial,
});

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

function minutes(seconds: number) {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

export const loginLockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes(seconds)}.`;
export const formLimitedMessage = (seconds: number) =>
  `Too many submissions from your network. Please try again in ${minutes(seconds)}.`;

function tooMany(until: Date, message: (seconds: number) => string): HttpError {
  const seconds = secondsUntil(until);
  return tooManyRequests(message(seconds), seconds);
}

/** The counters kept under a person's e-mail address (an erasure deletes them). */
export const emailLimitKeys = (email: string) => ({
  loginAccount: `login:account:${normalizeEmail(email)}`,
  resetEmails: `account-link:email:${normalizeEmail(email)}`,
});

export function loginLimiter(db: Db, security: SecurityConfig) {
  const keys = (email: string, ip: string) => ({
    account: emailLimitKeys(email).loginAccount,
    address: `login:ip:${ip}`,
  });
  const lockOptions = (max: number) => ({
    max,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    baseSeconds: security.loginLockSeconds,
    capSeconds: security.loginLockMaxMinutes * 60,
  });

  return {
    /** Throws 429 (with Retry-After) while the account or the address is locked. */
    async assertOpen(email: string, ip: string) {
      if (security.rateLimitDisabled) return;
      const k = keys(email, ip);
      const until = await activeLock(db, [k.account, k.address]);
      if (until) throw tooMany(until, loginLockedMessage);
    },
    /** Counts a failed sign-in; throws 429 when this failure locks the account or address. */
    async failed(email: string, ip: string) {
      if (security.rateLimitDisabled) return;
      const k = keys(email, ip);
      const [account, address] = [
        await recordFailure(db, k.account, lockOptions(security.loginMaxAttempts)),
        await recordFailure(db, k.address, lockOptions(security.loginIpMaxAttempts)),
      ];
      const locks = [account.lockedUntil, address.lockedUntil].filter(
        (d): d is Date => !!d && d.getTime() > Date.now(),
      );
      if (locks.length) {
        const until = new Date(Math.max(...locks.map((d) => d.getTime())));
        throw tooMany(until, loginLockedMessage);
      }
    },
    async succeeded(email: string) {
      if (security.rateLimitDisabled) return;
      await clearLimit(db, keys(email, '').account);
    },
  };
}

/** Throws 429 (with Retry-After) when this address sent too many of this form in the window. */
export async function limitForm(
  db: Db,
  security: SecurityConfig,
  form: 'contact' | 'consultation' | 'application',
  ip: string,
) {
  if (security.rateLimitDisabled) return;
  // Housekeeping without a timer: now and then, forget counters whose window and lock are long over.
  if (Math.random() < 0.01) void deleteStaleLimits(db).catch(() => {});
  const hit = await countHit(db, `form:${form}:${ip}`, {
    max: security.formRateLimit,
    windowSeconds: security.formRateWindowMinutes * 60,
  });
  if (hit.lockedUntil) throw tooMany(hit.lockedUntil, formLimitedMessage);
}

/** Reset e-mails per account per hour: more are not sent (and the answer does not say so). */
const RESET_EMAILS_PER_ACCOUNT = 3;
export const accountLinkLimitedMessage = (seconds: number) =>
  `Too many requests from your network. Please try again in ${minutes(seconds)}.`;

/**
 * Password-reset requests and uses of e-mailed links (reset, invitation): throws 429 when this
 * address made too many in the hour.
 */
export async function limitAccountLinks(db: Db, security: SecurityConfig, ip: string) {
  if (security.rateLimitDisabled) return;
  const hit = await countHit(db, `account-link:ip:${ip}`, {
    max: security.accountLinkRateLimit,
    windowSeconds: 3600,
  });
  if (hit.lockedUntil) throw tooMany(hit.lockedUntil, accountLinkLimitedMessage);
}

/** Whether another reset e-mail may go to this account this hour. */
export async function resetEmailAllowed(db: Db, security: SecurityConfig, email: string) {
  if (security.rateLimitDisabled) return true;
  const hit = await countHit(db, emailLimitKeys(email).resetEmails, {
    max: RESET_EMAILS_PER_ACCOUNT,
    windowSeconds: 3600,
  });
  return !hit.lockedUntil;
}

const trapSchema = z.object(botTrapFields);

/**
 * The spam mark of a public form submission from its bot traps (honeypot filled: spam; sent
 * faster than FORM_MIN_FILL_MS after it was shown: suspected), or null. The submission is stored
 * either way; the mark decides where it is listed.
 */
export function submissionSpamMark(
  logger: Pick<Logger, 'info'>,
  actor: Actor,
  security: SecurityConfig,
  form: 'contact' | 'consultation' | 'application',
  body: unknown,
): SpamMark {
  const trap = trapSchema.safeParse(body && typeof body === 'object' ? body : {});
  const mark = trap.success ? spamMarkOf(trap.data, security.formMinFillMs) : null;
  if (mark) {
    logger.info(
      { reqId: actor.requestId, form, spam: mark.verdict, ip: actor.ip },
      'suspected spam stored',
    );
  }
  return mark;
}
