// The small rules behind suggestInternalLinks: the body's key terms (the full-text query), the
// public URL of a candidate, and ContextualSearch's configuration from the environment.
import { describe, expect, it } from 'vitest';
import { articleUrlOf, keyTerms, recipeUrlOf } from '../../../server/src/ai/internalLinkCandidates';
import { contextualSearchConfigFromEnv } from '../../../server/src/ai/recipeRecommender';

describe('keyTerms', () => {
  it('puts the title words first, then the body words by frequency, common words and short ones aside', () => {
    const body =
      'raclette raclette raclette fromage fromage comme comme comme comme le la de pommes';
    expect(keyTerms('Gratin dauphinois', body)).toEqual([
      'gratin',
      'dauphinois',
      'raclette',
      'fromage',
      'pommes',
    ]);
  });

  it('keeps at most the number asked, without repeating a word', () => {
    const body = Array.from({ length: 30 }, (_, i) => `motclef${i}`).join(' ');
    const terms = keyTerms('Gratin gratin', body, 5);
    expect(terms).toEqual(['gratin', 'motclef0', 'motclef1', 'motclef2', 'motclef3']);
  });
});

describe('public URLs', () => {
  it('prefers the canonical URL, else the brand’s origin and slug, else none', () => {
    expect(articleUrlOf({ canonical: 'https://x.fr/a', slug: 's', brandKey: 'CAC' })).toBe(
      'https://x.fr/a',
    );
    expect(articleUrlOf({ canonical: null, slug: 'gratin', brandKey: 'CAC' })).toBe(
      'https://www.cuisineactuelle.fr/gratin',
    );
    expect(articleUrlOf({ canonical: null, slug: 'gratin', brandKey: 'TEL' })).toBeNull();
    const recipe = { slug: 'tarte', brandKey: 'FAC' };
    expect(
      recipeUrlOf({
        ...recipe,
        recipeUrls: [
          { url: 'https://a.fr/1', isCanonical: false },
          { url: 'https://a.fr/2', isCanonical: true },
        ],
      }),
    ).toBe('https://a.fr/2');
    expect(
      recipeUrlOf({ ...recipe, recipeUrls: [{ url: 'https://a.fr/1', isCanonical: false }] }),
    ).toBe('https://a.fr/1');
    expect(recipeUrlOf({ ...recipe, recipeUrls: [] })).toBe(
      'https://www.femmeactuelle.fr/recettes/tarte',
    );
    expect(recipeUrlOf({ slug: '', brandKey: 'FAC', recipeUrls: [] })).toBeNull();
  });
});

describe('contextualSearchConfigFromEnv', () => {
  it('is off without either variable, on with both, and refuses half a configuration or a bad URL', () => {
    expect(contextualSearchConfigFromEnv({})).toBeNull();
    expect(
      contextualSearchConfigFromEnv({
        BACKOFFICE_CONTEXTUAL_SEARCH_URL: ' https://reco.example/search ',
        BACKOFFICE_CONTEXTUAL_SEARCH_API_KEY: 'cle',
      }),
    ).toEqual({ url: 'https://reco.example/search', apiKey: 'cle' });
    expect(() =>
      contextualSearchConfigFromEnv({ BACKOFFICE_CONTEXTUAL_SEARCH_URL: 'https://reco.example' }),
    ).toThrow(/vont ensemble/);
    expect(() =>
      contextualSearchConfigFromEnv({
        BACKOFFICE_CONTEXTUAL_SEARCH_URL: 'ftp://reco.example',
        BACKOFFICE_CONTEXTUAL_SEARCH_API_KEY: 'cle',
      }),
    ).toThrow(/http/);
  });
});
