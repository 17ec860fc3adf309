// Demo titles read as a person wrote them: the verb agrees with its subject. Demo recipes have
// readable slugs and public addresses.
import { describe, expect, it } from 'vitest';
import { SUBJECTS, VERBS, verbFor } from '../../../server/src/seed/frenchCorpus';
import { demoRecipes, slugOf } from '../../../server/src/seed/recipes';

describe('demo titles', () => {
  it('conjugate every verb in the plural after a « Les … » subject and in the singular otherwise', () => {
    expect(verbFor('Les éleveurs du Cantal', { singular: 'annonce', plural: 'annoncent' })).toBe(
      'annoncent',
    );
    expect(verbFor('Le CNRS', { singular: 'défend', plural: 'défendent' })).toBe('défend');
    for (const subject of SUBJECTS)
      for (const verb of VERBS) {
        const conjugated = verbFor(subject, verb);
        expect(conjugated.endsWith('ent')).toBe(subject.startsWith('Les '));
      }
  });
});

describe('demo recipes', () => {
  it('a few dozen French recipes per recipe brand, with readable slugs and public URLs', () => {
    const now = new Date('2026-05-04T08:00:00Z');
    const recipes = demoRecipes('CAC', now);
    expect(recipes.length).toBeGreaterThanOrEqual(24);
    expect(slugOf('Bœuf bourguignon')).toBe('boeuf-bourguignon');
    expect(slugOf('Blanquette de veau à l’ancienne')).toBe('blanquette-de-veau-a-l-ancienne');
    const published = recipes.filter((r) => r.status === 'Published');
    expect(published.length).toBeGreaterThan(recipes.length / 2);
    for (const r of published) {
      expect(r.recipeUrls?.[0]?.url).toMatch(/^https:\/\/www\.cuisineactuelle\.fr\/recettes\//);
      expect(r.publishedAt).not.toBeNull();
    }
    // Deterministic: the seed is idempotent by id.
    expect(demoRecipes('CAC', now).map((r) => r.id)).toEqual(recipes.map((r) => r.id));
  });
});
