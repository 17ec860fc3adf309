// AI suggestions of the article editor (issue 34; spec 000 §2/§3, 001 §5, §9): what each kind asks
// for, how many, with which generation settings, and which answers may be shown. The server enforces
// these on the provider's answer; the renderer shows only what passed.
import { LIMITS } from './limits';
import { validateDiscoverTitle, validatePartnerTitle } from './validation/aiTitles';

/** Spec 000 §3 "suggestion kinds". */
export const SUGGESTION_KINDS = ['Title', 'DiscoverTitle', 'Head', 'Clickbait', 'Body'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Generate from the article's text, or paraphrase the title already typed (spec 001 §9). */
export type SuggestionMode = 'generate' | 'paraphrase';

/** The editor field each kind fills. */
export type SuggestedField = 'title' | 'discoverTitle' | 'partnerTitle' | 'secondaryTitle' | 'lead';

export interface SuggestionRule {
  field: SuggestedField;
  /** How many suggestions one request shows. */
  count: number;
  maxCompletionTokens: number;
  temperature: number;
  /** Why a suggestion may not be shown (French), or null. */
  problem: (text: string) => string | null;
}

const EMPTY = 'Suggestion vide.';
const notEmpty = (text: string): string | null => (text.trim() === '' ? EMPTY : null);
const DEFAULT_TOKENS = 1024;
const DEFAULT_TEMPERATURE = 0.7;

export const SUGGESTION_RULES: Record<SuggestionKind, SuggestionRule> = {
  Title: {
    field: 'title',
    count: LIMITS.ai.suggestedTitles,
    maxCompletionTokens: DEFAULT_TOKENS,
    temperature: DEFAULT_TEMPERATURE,
    problem: notEmpty,
  },
  DiscoverTitle: {
    field: 'discoverTitle',
    count: LIMITS.ai.discoverTitles,
    maxCompletionTokens: LIMITS.ai.discoverMaxTokens,
    temperature: LIMITS.ai.discoverTemperature,
    problem: (text) => notEmpty(text) ?? validateDiscoverTitle(text),
  },
  Head: {
    field: 'partnerTitle',
    count: LIMITS.ai.suggestedTitles,
    maxCompletionTokens: DEFAULT_TOKENS,
    temperature: DEFAULT_TEMPERATURE,
    problem: (text) => notEmpty(text) ?? validatePartnerTitle(text),
  },
  Clickbait: {
    field: 'secondaryTitle',
    count: LIMITS.ai.suggestedTitles,
    maxCompletionTokens: DEFAULT_TOKENS,
    temperature: DEFAULT_TEMPERATURE,
    problem: notEmpty,
  },
  Body: {
    field: 'lead',
    count: LIMITS.ai.suggestedTitles,
    maxCompletionTokens: DEFAULT_TOKENS,
    temperature: DEFAULT_TEMPERATURE,
    problem: notEmpty,
  },
};

/** The JSON every suggestion answer must be (spec 001 §9: « a titles array »), as a strict JSON schema. */
export function suggestionsJsonSchema(kind: SuggestionKind): Record<string, unknown> {
  const { count } = SUGGESTION_RULES[kind];
  return {
    type: 'object',
    additionalProperties: false,
    required: ['titles'],
    properties: {
      titles: { type: 'array', minItems: count, maxItems: count, items: { type: 'string' } },
    },
  };
}

/** The suggestions that may be shown, trimmed, without duplicates, at most `count`. */
export function showableSuggestions(kind: SuggestionKind, titles: readonly string[]): string[] {
  const rule = SUGGESTION_RULES[kind];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of titles) {
    const text = raw.trim();
    if (rule.problem(text) !== null || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept.slice(0, rule.count);
}
