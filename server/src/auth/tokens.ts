// Session tokens: 32 random bytes handed to the client once; the database keeps only their
// SHA-256, so a leaked database does not leak usable tokens. A fast hash is right here (unlike
// passwords): the token has 256 bits of entropy, nothing to brute-force.
import { createHash, randomBytes } from 'node:crypto';

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
