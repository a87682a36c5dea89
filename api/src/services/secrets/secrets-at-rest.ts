/**
 * Brings every stored secret under the current key, in one transaction: a plain one (stored
 * before encryption at rest existed) is encrypted, one sealed with a previous key is re-encrypted,
 * one sealed with a key that is not configured stops everything with a clear error (the wrong
 * DATA_ENCRYPTION_KEY). Idempotent: at every start, and as the key rotation.
 */
import type { Db } from '../../db/connection';
import {
  lockStoredSecrets,
  replaceStoredSecret,
  type StoredSecret,
} from '../../db/secrets.queries';
import {
  isSealed,
  sealedKeyId,
  SecretKeyError,
  type SecretBox,
  type SecretPurpose,
} from './secret-box';

const purposeOf = (secret: StoredSecret): SecretPurpose =>
  secret.table === 'webhook_endpoints'
    ? 'webhook'
    : secret.table === 'staff_calendar_feeds'
      ? 'ics-feed'
      : 'totp';

export interface SealResult {
  /** Secrets found. */
  total: number;
  /** Plain ones now encrypted. */
  encrypted: number;
  /** Ones moved from a previous key to the current one. */
  reencrypted: number;
}

export async function sealSecretsAtRest(db: Db, box: SecretBox): Promise<SealResult> {
  return db.transaction(async (trx) => {
    const secrets = await lockStoredSecrets(trx);
    const unknown = secrets.find((s) => isSealed(s.value) && !box.knows(sealedKeyId(s.value)!));
    if (unknown) {
      throw new SecretKeyError(
        `Invalid configuration: DATA_ENCRYPTION_KEY: the stored secrets were encrypted with key ${sealedKeyId(unknown.value)}, not with the configured key ${box.currentKeyId}: set the key they were written with (or add it to DATA_ENCRYPTION_KEY_PREVIOUS)`,
      );
    }
    const result: SealResult = { total: secrets.length, encrypted: 0, reencrypted: 0 };
    for (const secret of secrets) {
      const purpose = purposeOf(secret);
      if (!isSealed(secret.value)) {
        await replaceStoredSecret(trx, secret, box.seal(secret.value, purpose));
        result.encrypted += 1;
      } else if (sealedKeyId(secret.value) !== box.currentKeyId) {
        await replaceStoredSecret(trx, secret, box.seal(box.open(secret.value, purpose), purpose));
        result.reencrypted += 1;
      } else {
        // Under the current key: it must also decrypt (a damaged value is reported now).
        box.open(secret.value, purpose);
      }
    }
    return result;
  });
}
