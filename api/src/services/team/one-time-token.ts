/** Tokens of e-mailed links: 256 random bits given once, only their SHA-256 stored. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
