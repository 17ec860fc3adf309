// Every check a stored slide goes through on the server (common/domain/slideshow.ts), one refused
// attribute at a time, plus the body-level helpers: a hand-made request gets a French message naming
// the slide for each way a slide can be wrong, and nothing else.
import { describe, expect, it } from 'vitest';
import type { RichTextNode } from '../../../common/domain/article';
import {
  applyToSlides,
  coverOf,
  hasSlideNode,
  moveSlide,
  newSlide,
  slideNodeErrors,
  slideOfAttrs,
  slideshowBodyError,
  slideshowPublishErrors,
} from '../../../common/domain/slideshow';

const VALID = {
  key: 'k1',
  kind: 'image',
  href: 'https://img.test/1.jpg',
  caption: 'Légende',
  credit: 'AFP',
  source: 'Agence',
  crop: { x: 0, y: 0, width: 1, height: 1 },
  focusPoint: { x: 0.5, y: 0.5 },
  media: { originalName: 'photo.jpg' },
  slideshow: { hasButton: true, buttonTitle: 'Voir', buttonUrl: 'https://x.test', buttonRel: '' },
};
const node = (attrs: Record<string, unknown>, extra: Partial<RichTextNode> = {}): RichTextNode => ({
  type: 'slide',
  attrs,
  ...extra,
});
const errorsOf = (attrs: Record<string, unknown>) => slideNodeErrors(node(attrs), 2);

describe('one stored slide', () => {
  it('a valid slide has no message', () => {
    expect(errorsOf(VALID)).toEqual([]);
    expect(
      errorsOf({ key: 'k', focusPoint: null, crop: null, media: null, slideshow: null }),
    ).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no key', { key: '' }, 'la clé du média est obligatoire.'],
    ['unknown kind', { kind: 'podcast' }, 'type de diapositive inconnu.'],
    ['unknown field', { color: 'red' }, 'champ inconnu « color ».'],
    ['a caption not a text', { caption: 3 }, 'la légende doit être un texte.'],
    ['a credit too long', { credit: 'x'.repeat(501) }, 'le crédit dépasse 500 caractères.'],
    [
      'an image address not http',
      { href: 'ftp://x' },
      "l'adresse de l'image doit commencer par http:// ou https://.",
    ],
    [
      'a focus point outside',
      { focusPoint: { x: 2, y: 0 } },
      "le point focal doit être dans l'image.",
    ],
    ['a focus point malformed', { focusPoint: 'centre' }, "le point focal doit être dans l'image."],
    ['a crop malformed', { crop: { x: 0 } }, "le recadrage doit rester dans l'image."],
    [
      'a crop past the edge',
      { crop: { x: 0.5, y: 0, width: 0.6, height: 1 } },
      "le recadrage doit rester dans l'image.",
    ],
    [
      'a crop past the bottom',
      { crop: { x: 0, y: 0.5, width: 1, height: 0.6 } },
      "le recadrage doit rester dans l'image.",
    ],
    [
      'an empty crop',
      { crop: { x: 0, y: 0, width: 0, height: 1 } },
      "le recadrage doit rester dans l'image.",
    ],
    [
      'a crop without height',
      { crop: { x: 0, y: 0, width: 1, height: 0 } },
      "le recadrage doit rester dans l'image.",
    ],
    [
      'a crop starting outside',
      { crop: { x: -1, y: 0, width: 1, height: 1 } },
      "le recadrage doit rester dans l'image.",
    ],
    [
      'a crop starting below',
      { crop: { x: 0, y: 2, width: 1, height: 1 } },
      "le recadrage doit rester dans l'image.",
    ],
    ['media metadata not an object', { media: [] }, 'les métadonnées du média sont mal formées.'],
    ['a metadata field not a text', { media: { credit: 1 } }, 'métadonnée « credit » invalide.'],
    [
      'slideshow data not an object',
      { slideshow: 'oui' },
      'les données du diaporama sont mal formées.',
    ],
    [
      'hasButton not a boolean',
      { slideshow: { hasButton: 'oui' } },
      '« bouton » doit être vrai ou faux.',
    ],
    [
      'a button title too long',
      { slideshow: { buttonTitle: 'x'.repeat(5001) } },
      '« buttonTitle » invalide.',
    ],
    [
      'a rel other than nofollow',
      { slideshow: { buttonRel: 'sponsored' } },
      "l'attribut rel du bouton doit être « nofollow » ou vide.",
    ],
    [
      'a button without title',
      { slideshow: { hasButton: true, buttonUrl: 'https://x.test' } },
      'le titre du bouton est obligatoire.',
    ],
    [
      'a button without address',
      { slideshow: { hasButton: true, buttonTitle: 'Voir' } },
      "l'adresse du bouton doit commencer par http:// ou https://.",
    ],
  ])('%s', (_case, change, message) => {
    expect(errorsOf({ ...VALID, ...change })).toContain(`Diapositive 2 : ${message}`);
  });

  it('refuses a block that is not a slide, and a slide with content', () => {
    expect(slideNodeErrors({ type: 'paragraph' }, 3)).toEqual([
      "Diapositive 3 : ce bloc n'est pas une diapositive.",
    ]);
    expect(slideNodeErrors(node(VALID, { content: [{ type: 'text', text: 'x' }] }), 1)).toContain(
      'Diapositive 1 : elle ne peut rien contenir.',
    );
    expect(slideNodeErrors(node(VALID, { content: [] }), 1)).toEqual([]);
    expect(slideNodeErrors({ type: 'slide' }, 1)).toEqual([
      'Diapositive 1 : la clé du média est obligatoire.',
    ]);
  });
});

describe('a whole body', () => {
  it('joins the first five messages, or none', () => {
    expect(slideshowBodyError(null)).toBeNull();
    expect(slideshowBodyError({ type: 'doc', content: [node(VALID)] })).toBeNull();
    const bad = {
      type: 'doc' as const,
      content: Array.from({ length: 7 }, () => node({ key: '' })),
    };
    const message = slideshowBodyError(bad);
    expect(message?.split('Diapositive').length).toBe(6);
    expect(message).toContain('Diapositive 5 : la clé du média est obligatoire.');
  });

  it('finds a slide outside a slideshow, however deep', () => {
    expect(hasSlideNode(null)).toBe(false);
    expect(hasSlideNode({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(false);
    expect(
      hasSlideNode({
        type: 'doc',
        content: [{ type: 'blockquote', content: [{ type: 'paragraph' }, node(VALID)] }],
      }),
    ).toBe(true);
  });

  it('reads a slide leniently and keeps rel nofollow', () => {
    const slide = slideOfAttrs({ ...VALID, slideshow: { buttonRel: 'nofollow' }, kind: 'x' });
    expect(slide.kind).toBe('image');
    expect(slide.slideshow.buttonRel).toBe('nofollow');
    expect(slideOfAttrs('rien').key).toBe('');
  });
});

describe('helpers', () => {
  it('the cover carries a focus point only when the slide has one, and empty texts as null', () => {
    const plain = coverOf([newSlide({ key: 'a', href: 'https://img.test/a.jpg' })]);
    expect(plain).toMatchObject({ caption: null, credit: null, source: null });
    expect(plain && 'focusPoint' in plain).toBe(false);
    expect(coverOf([newSlide({ key: 'b', href: '' })])).toBeNull();
    const focused = coverOf([
      newSlide({ key: 'c', href: 'https://img.test/c.jpg', focusPoint: { x: 0.2, y: 0.8 } }),
    ]);
    expect(focused?.focusPoint).toEqual({ x: 0.2, y: 0.8, relativeX: 0.2, relativeY: 0.8 });
  });

  it('scheduling needs a date; a moved slide out of range leaves the order', () => {
    const body = { type: 'doc' as const, content: [node(VALID)] };
    expect(
      slideshowPublishErrors({ title: 'T', body, publishedAt: null }, 'schedule'),
    ).toHaveProperty('publishedAt');
    expect(
      slideshowPublishErrors({ title: 'T', body, publishedAt: new Date() }, 'schedule'),
    ).toEqual({});
    expect(moveSlide(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(moveSlide(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('bulk edit leaves a field alone when it is absent or blank', () => {
    const slides = [newSlide({ key: 'a', credit: 'AFP', source: 'S' })];
    const all = new Set([0]);
    expect(applyToSlides(slides, all, {})[0]).toMatchObject({ credit: 'AFP', source: 'S' });
    expect(applyToSlides(slides, all, { credit: ' ', source: '' })[0]).toMatchObject({
      credit: 'AFP',
      source: 'S',
    });
    expect(applyToSlides(slides, all, { source: 'Reuters' })[0]).toMatchObject({
      credit: 'AFP',
      source: 'Reuters',
    });
  });
});
