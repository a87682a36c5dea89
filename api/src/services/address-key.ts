/**
 * A visitor's address as the form limits count it: a keyed hash (HMAC-SHA256 under a key derived
 * from SESSION_SECRET), never the address itself. The same address gives the same key in every
 * process of one installation, so the limits stay shared; the database never holds the address,
 * and a hash of an IPv4 address cannot be reversed by trying all 2^32 of them without the key.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export type AddressKey = (ip: string) => string;

export function addressKeyer(secret: string | undefined): AddressKey {
  const key = secret
    ? createHash('sha256').update('northbeam:address-key:').update(secret).digest()
    : randomBytes(32);
  return (ip) => createHmac('sha256', key).update(ip).digest('base64url').slice(0, 22);
}
