// spec 001 §8: suggested links are labelled Recipe, People, Diapo, Doublon or Lien from patterns,
// recipe patterns only for FAC and CAC.
import { describe, expect, it } from 'vitest';
import { internalLinkLabel, linkPatterns } from '../../../common/domain/internalLinkLabels';

const label = (brandKey: string, url: string, type = 'ARTICLE', alreadyLinked = false) =>
  internalLinkLabel(brandKey, { type, url, alreadyLinked });

describe('internalLinkLabel', () => {
  it('says Doublon for content the body already links to, whatever it is', () => {
    expect(label('CAC', 'https://www.cuisineactuelle.fr/recettes/tarte', 'RECIPE', true)).toBe(
      'Doublon',
    );
  });

  it('says Recipe for a recipe, and for a recipe page of FAC or CAC only', () => {
    expect(label('TEL', 'https://x.fr/a', 'RECIPE')).toBe('Recipe');
    expect(label('CAC', 'https://www.cuisineactuelle.fr/recettes/tarte')).toBe('Recipe');
    expect(label('FAC', 'https://www.femmeactuelle.fr/recette-facile/gratin')).toBe('Recipe');
    expect(label('TEL', 'https://x.fr/recettes/tarte')).toBe('Lien');
  });

  it('says People and Diapo from the URL, Lien otherwise', () => {
    expect(label('GAL', 'https://x.fr/people/une-star')).toBe('People');
    expect(label('GAL', 'https://x.fr/diaporama/dix-photos')).toBe('Diapo');
    expect(label('GAL', 'https://x.fr/photos/dix')).toBe('Diapo');
    expect(label('GAL', 'https://x.fr/actualite/un-article')).toBe('Lien');
  });

  it('gives the recipe patterns to FAC and CAC only', () => {
    expect(linkPatterns('FAC').recipe.length).toBeGreaterThan(0);
    expect(linkPatterns('CAC').recipe).toEqual(linkPatterns('FAC').recipe);
    expect(linkPatterns('TEL').recipe).toEqual([]);
  });
});
