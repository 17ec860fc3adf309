// Deterministic ids and randomness: running the seed twice produces the same rows, and inserts use
// `on conflict do nothing`, which is what makes `npm run seed` idempotent.
import { createHash } from 'node:crypto';

/** A stable uuid (version-5 layout) for a seed entity name, e.g. 'article:TEL:42'. */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`backoffice-seed:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16).padStart(2, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** mulberry32: small, fast, good enough to pick words. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function pickSome<T>(random: () => number, list: readonly T[], count: number): T[] {
  const out = new Set<T>();
  while (out.size < Math.min(count, list.length)) out.add(pick(random, list));
  return [...out];
}
