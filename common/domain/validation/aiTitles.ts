// AI title rules (001 §5): partner titles up to 60 characters; discover titles 50 to 90
// characters without emoji. Suggestions that break them are dropped, typed ones are flagged.
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

const EMOJI = /\p{Extended_Pictographic}/u;
const length = (text: string): number => [...text.trim()].length;

export function validatePartnerTitle(title: string): string | null {
  return length(title) > LIMITS.ai.partnerTitleMax ? MESSAGES.partnerTitleTooLong : null;
}

export function validateDiscoverTitle(title: string): string | null {
  if (EMOJI.test(title)) return MESSAGES.discoverTitleEmoji;
  const n = length(title);
  return n < LIMITS.ai.discoverTitleMin || n > LIMITS.ai.discoverTitleMax
    ? MESSAGES.discoverTitleLength
    : null;
}

/** Keeps the AI's discover suggestions that pass the rule, at most `count` (5 by default). */
export function keepValidDiscoverTitles(
  titles: readonly string[],
  count: number = LIMITS.ai.discoverTitles,
): string[] {
  return titles.filter((t) => validateDiscoverTitle(t) === null).slice(0, count);
}
