// The affilizz body element (issue 37): read from stored JSON, checked in the editor and by the
// server's save (affilizzProblem).
import { describe, expect, it } from 'vitest';
import { docToHtml } from '../../../common/richtext/html';
import {
  affilizzProblem,
  readAffilizzAttrs,
  validateElement,
} from '../../../common/richtext/elements';

const good = {
  html: '<div></div>',
  title: 'Notre cafetière',
  publicationInfos: 'TEL/1',
  productName: 'Cafetière',
  description: '',
  positivePoints: ['Robuste'],
  negativePoints: [],
  rating: '10 / 10',
};

describe('the affilizz element', () => {
  it('reads stored attributes, defaulting what is missing or mistyped', () => {
    expect(readAffilizzAttrs(good)).toEqual(good);
    expect(readAffilizzAttrs({ positivePoints: ['a', 3], title: 4 })).toMatchObject({
      title: '',
      positivePoints: ['a'],
      negativePoints: [],
      rating: '',
    });
    expect(readAffilizzAttrs(undefined).title).toBe('');
  });

  it('needs a title and a product; a rating is empty or « N / 10 »', () => {
    expect(validateElement('affilizz', good)).toEqual({});
    expect(validateElement('affilizz', { ...good, rating: '' })).toEqual({});
    expect(
      Object.keys(validateElement('affilizz', { ...good, title: ' ', productName: '' })),
    ).toEqual(['title', 'productName']);
    expect(validateElement('affilizz', { ...good, rating: '11 / 10' })).toHaveProperty('rating');
  });

  it('is refused by the save for mistyped texts or points', () => {
    expect(affilizzProblem(good, 'non')).toBeNull();
    expect(affilizzProblem({ ...good, html: 3 }, 'non')).toBe('non');
    expect(affilizzProblem({ ...good, negativePoints: 'x' }, 'non')).toBe('non');
    expect(affilizzProblem({ ...good, title: '' }, 'non')).toBe('non');
    // Points edited in the body keep the wizard's rule: blanks are dropped, never stored.
    expect(affilizzProblem({ ...good, negativePoints: ['Bruyant', ' '] }, 'non')).toBe('non');
    expect(validateElement('affilizz', { ...good, positivePoints: [''] })).toEqual({
      positivePoints: 'Un point ne peut pas être vide.',
    });
    expect(affilizzProblem(undefined, 'non')).toBe('non');
  });

  it('is written as HTML with its fields as data-* and its title as escaped text', () => {
    const html = docToHtml({
      type: 'doc',
      content: [{ type: 'affilizz', attrs: { ...good, title: '<b>Moka</b>' } }],
    });
    expect(html).toContain('data-element="affilizz"');
    expect(html).toContain('data-positive-points="[&quot;Robuste&quot;]"');
    expect(html).toContain('&lt;b&gt;Moka&lt;/b&gt;</div>');
    expect(html).not.toContain('<div></div>');
  });
});
