// Checks every request to the browser host must pass. The host binds 127.0.0.1 only; these stop a
// web page the user visits from reaching it anyway: a DNS-rebinding page sends a foreign Host, a
// cross-site page a foreign Origin, and neither knows the per-launch secret.
import { timingSafeEqual } from 'node:crypto';

export function isAllowedHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Same-origin requests only; a missing Origin is accepted for plain navigations (GET of the page). */
export function isAllowedOrigin(
  origin: string | undefined,
  port: number,
  required: boolean,
): boolean {
  if (origin === undefined) return !required;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function secretMatches(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
