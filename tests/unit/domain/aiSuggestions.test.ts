// The AI suggestion rules (common/domain/aiSuggestions.ts; spec 001 §5, §9): counts, settings and
// what may be shown, per kind.
import { describe, expect, it } from 'vitest';
import {
  SUGGESTION_KINDS,
  SUGGESTION_RULES,
  showableSuggestions,
  suggestionsJsonSchema,
} from '../../../common/domain/aiSuggestions';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';

const discover = 'Un titre Discover assez long pour passer la règle des cinquante signes';

describe('suggestion rules', () => {
  it('asks 3 suggestions, 5 for Discover with 16,384 tokens at temperature 1', () => {
    expect(SUGGESTION_KINDS.map((k) => SUGGESTION_RULES[k].count)).toEqual([3, 5, 3, 3, 3]);
    expect(SUGGESTION_RULES.DiscoverTitle.maxCompletionTokens).toBe(LIMITS.ai.discoverMaxTokens);
    expect(SUGGESTION_RULES.DiscoverTitle.temperature).toBe(1);
    expect(SUGGESTION_KINDS.map((k) => SUGGESTION_RULES[k].field)).toEqual([
      'title',
      'discoverTitle',
      'partnerTitle',
      'secondaryTitle',
      'lead',
    ]);
  });

  it('refuses an empty suggestion of every kind, a long partner title, a short or emoji Discover one', () => {
    for (const kind of SUGGESTION_KINDS)
      expect(SUGGESTION_RULES[kind].problem('  ')).not.toBeNull();
    expect(SUGGESTION_RULES.Title.problem('Un titre')).toBeNull();
    expect(SUGGESTION_RULES.Clickbait.problem('Vous ne devinerez jamais')).toBeNull();
    expect(SUGGESTION_RULES.Body.problem('Un chapô.')).toBeNull();
    expect(SUGGESTION_RULES.Head.problem('x'.repeat(61))).toBe(MESSAGES.partnerTitleTooLong);
    expect(SUGGESTION_RULES.Head.problem('Court')).toBeNull();
    expect(SUGGESTION_RULES.DiscoverTitle.problem('Trop court')).toBe(MESSAGES.discoverTitleLength);
    expect(SUGGESTION_RULES.DiscoverTitle.problem(`${discover} 🎉`)).toBe(
      MESSAGES.discoverTitleEmoji,
    );
    expect(SUGGESTION_RULES.DiscoverTitle.problem(discover)).toBeNull();
  });

  it('describes the answer as a strict titles array of the kind’s count', () => {
    expect(suggestionsJsonSchema('DiscoverTitle')).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['titles'],
      properties: {
        titles: { type: 'array', minItems: 5, maxItems: 5, items: { type: 'string' } },
      },
    });
  });

  it('shows only trimmed, distinct suggestions that pass, at most the count', () => {
    expect(showableSuggestions('Title', [' Un ', 'Un', '', 'Deux', 'Trois', 'Quatre'])).toEqual([
      'Un',
      'Deux',
      'Trois',
    ]);
    expect(showableSuggestions('DiscoverTitle', ['court', discover])).toEqual([discover]);
  });
});
