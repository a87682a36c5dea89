/**
 * Two-factor sign-in with TOTP (RFC 6238, by the `otpauth` library): 6 digits, 30-second steps,
 * SHA-1 (what every authenticator app reads), a window of ±1 step. Each code is accepted once:
 * the last accepted step is stored and only a later one passes. Ten recovery codes, each usable
 * once, are stored as SHA-256 hashes (they are random, so a slow hash adds nothing). The TOTP
 * secrets are stored encrypted (secret-box.ts): sealed here before they are written, opened here
 * when a code is checked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StaffActor } from '../../http/actor';
import { Secret, TOTP } from 'otpauth';
import { COMPANY } from '@northbeam/shared/brand/company';
import {
  INVALID_CODE_MESSAGE,
  RECOVERY_CODE_COUNT,
  type TwoFactorSetup,
} from '@northbeam/shared/contract/team';
import {
  claimTotpStep,
  disableTotp,
  enableTotp,
  findStaffById,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  useRecoveryCode,
  type StaffRow,
} from '../../db/staff.queries';
import type { Db, DbOrTrx } from '../../db/connection';
import { badRequest, unauthorized } from '../../http/http-errors';
import { audit } from '../audit.service';
import { verifyPassword } from '../auth.service';
import type { SecretBox } from '../secrets/secret-box';

const WINDOW = 1;

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: COMPANY.name,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to, or undefined when it matches none in the window. */
function stepOf(secret: string, email: string, code: string, now: number): number | undefined {
  const totp = totpOf(secret, email);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecovery = (code: string) =>
  createHash('sha256').update(normalizeRecovery(code)).digest('hex');

const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export type SecondFactor = 'totp' | 'recovery';

export function createTwoFactor(deps: {
  db: Db;
  /** Seals and opens the TOTP secrets. */
  secrets: SecretBox;
  now?: () => number;
}) {
  const { db, secrets: box } = deps;
  const now = deps.now ?? Date.now;
  /**
   * Checks a sign-in code of someone with two-factor sign-in on: a current TOTP code (once), or
   * an unused recovery code (then used up). Answers which kind passed, or undefined.
   */
  async function verify(
    trx: DbOrTrx,
    row: Pick<StaffRow, 'id' | 'email' | 'totp_secret'>,
    code: string,
  ): Promise<SecondFactor | undefined> {
    if (!row.totp_secret) return undefined;
    if (looksLikeTotp(code)) {
      const secret = box.open(row.totp_secret, 'totp');
      const step = stepOf(secret, row.email, code.replace(/\s/g, ''), now());
      return step !== undefined && (await claimTotpStep(trx, row.id, step)) ? 'totp' : undefined;
    }
    if (normalizeRecovery(code).length !== 10) return undefined;
    return (await useRecoveryCode(trx, row.id, hashRecovery(code))) ? 'recovery' : undefined;
  }

  return {
    verify,

    /** A new secret, pending until a code from it is entered (`enable`). */
    async setup(actor: StaffActor): Promise<TwoFactorSetup> {
      const staffId = actor.staffId;
      const row = await findStaffById(db, staffId);
      if (!row) throw unauthorized();
      if (row.totp_enabled_at) {
        throw badRequest('Two-factor sign-in is already on. Turn it off first to use a new app.');
      }
      const secret = new Secret({ size: 20 }).base32;
      await setPendingTotpSecret(db, staffId, box.seal(secret, 'totp'));
      return { secret, otpauthUrl: totpOf(secret, row.email).toString() };
    },

    /** Turns it on with a code of the pending secret; answers the recovery codes, once. */
    async enable(actor: StaffActor, code: string): Promise<string[]> {
      const staffId = actor.staffId;
      const row = await findStaffById(db, staffId);
      if (!row) throw unauthorized();
      if (row.totp_enabled_at) throw badRequest('Two-factor sign-in is already on.');
      if (!row.totp_pending_secret) {
        throw badRequest('Start the set-up first: scan the code, then enter what the app shows.');
      }
      const pending = box.open(row.totp_pending_secret, 'totp');
      const step = stepOf(pending, row.email, code.replace(/\s/g, ''), now());
      if (step === undefined)
        throw badRequest(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await db.transaction(async (trx) => {
        if (!(await enableTotp(trx, staffId, step))) {
          throw badRequest('Start the set-up first: scan the code, then enter what the app shows.');
        }
        await replaceRecoveryCodes(trx, staffId, codes.map(hashRecovery));
        await audit(trx, actor, '2fa.enable', { entityType: 'staff', entityId: staffId });
      });
      return codes;
    },

    /** Turns it off: needs the password and a current code (or a recovery code). */
    async disable(actor: StaffActor, password: string, code: string) {
      const staffId = actor.staffId;
      const row = await findStaffById(db, staffId);
      if (!row) throw unauthorized();
      if (!row.totp_enabled_at) throw badRequest('Two-factor sign-in is not on.');
      if (!(await verifyPassword(row.password_hash, password))) {
        const message = 'Password is incorrect';
        throw badRequest(message, { password: message });
      }
      await db.transaction(async (trx) => {
        if (!(await verify(trx, row, code))) {
          throw badRequest(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE });
        }
        await disableTotp(trx, staffId);
        await audit(trx, actor, '2fa.disable', { entityType: 'staff', entityId: staffId });
      });
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
