/**
 * Secrets at rest, sealed with AES-256-GCM (node:crypto): a random 96-bit IV per value, the
 * 128-bit tag, and a versioned text form that names the key, so a key can be replaced:
 *   v1:<keyId>:<iv>:<tag>:<ciphertext>   (base64url parts; keyId: 8 hex digits of the key's SHA-256)
 * The purpose ("totp", "webhook") is authenticated with each value: one kind cannot stand in for
 * another.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyId, type EncryptionKeys } from '../../config/encryption-key';

export type SecretPurpose = 'totp' | 'webhook' | 'ics-feed';

const VERSION = 'v1';

/** A stored secret that cannot be read: the key it was sealed with is not configured, or it was altered. */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

export const isSealed = (value: string) => value.startsWith(`${VERSION}:`);

/** The id of the key a sealed value names (undefined for a plain one). */
export const sealedKeyId = (value: string) => (isSealed(value) ? value.split(':')[1] : undefined);

export function createSecretBox(keys: Pick<EncryptionKeys, 'current' | 'previous'>) {
  const currentId = keyId(keys.current);
  const byId = new Map<string, Buffer>();
  for (const key of [...keys.previous, keys.current]) byId.set(keyId(key), key);

  return {
    /** The id of the key new values are sealed with. */
    currentKeyId: currentId,
    knows: (id: string) => byId.has(id),

    seal(plain: string, purpose: SecretPurpose): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(purpose));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentId, iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },

    open(sealed: string, purpose: SecretPurpose): string {
      const parts = sealed.split(':');
      if (parts.length !== 5 || parts[0] !== VERSION) {
        throw new SecretKeyError(
          'A stored secret is not encrypted (restart the server to encrypt it)',
        );
      }
      const [, id, iv, tag, data] = parts as [string, string, string, string, string];
      const key = byId.get(id);
      if (!key) {
        throw new SecretKeyError(
          `A stored secret was encrypted with key ${id}, which is not configured (DATA_ENCRYPTION_KEY is key ${currentId})`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretKeyError(`A stored secret does not decrypt with key ${id} (altered?)`);
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
