import { describe, expect, it } from 'vitest';
import { bodyImages, isBlank, plainText, walkNodes } from '../../../common/domain/article';
import { findTransition } from '../../../common/domain/transitions';
import {
  checkRelationLimits,
  imageCreditErrors,
  isImageCreditExempt,
  publishRequirementErrors,
  publishRequirements,
  transitionBlockers,
  validateArticleSave,
} from '../../../common/domain/validation';
import { NOW, bodyWithImages, many, publishableArticle } from './fixtures';

const old = new Date('2025-09-10T10:00:00Z'); // exactly 6 months before NOW
const recent = new Date('2026-01-10T10:00:00Z');
const noCredit = { key: 'i', credit: '', source: 'AFP' };
const noSource = { key: 'i', credit: 'AFP', source: ' ' };

describe('publishing requirements (001 §5)', () => {
  it('accepts a complete article', () => {
    expect(publishRequirements(publishableArticle(), NOW)).toEqual([]);
    expect(
      publishRequirements(publishableArticle({ publishedAt: recent }), NOW, 'schedule'),
    ).toEqual([]);
  });

  it.each([
    ['Title', { title: '  ' }, 'title', 'Le titre est obligatoire pour publier.'],
    [
      'Author on a Cerise brand',
      {
        brandKey: 'FRGSD',
        authors: [],
        medias: [{ key: 'i', credit: 'a', source: 'b', format: '4:3' }],
      },
      'authors',
      'Un auteur est obligatoire pour publier.',
    ],
    ['Category', { categories: [] }, 'categories', 'Une catégorie est obligatoire pour publier.'],
    ['Image', { medias: [] }, 'medias', 'Une image est obligatoire pour publier.'],
    [
      'Image format on a Cerise brand',
      { brandKey: 'UKGTS', medias: [{ key: 'i', credit: 'a', source: 'b', format: null }] },
      'imageFormat',
      "Le format de l'image est obligatoire.",
    ],
    [
      'Image credit of a media',
      { medias: [noCredit] },
      'imageCredit',
      'Le crédit est obligatoire sur toutes les images.',
    ],
    [
      'Image credit of a body image',
      { body: bodyWithImages({ key: 'b', href: 'https://x.fr/a.jpg', source: 's' }) },
      'imageCredit',
      'Le crédit est obligatoire sur toutes les images.',
    ],
    [
      'Image source',
      { medias: [noSource] },
      'imageSource',
      'La source est obligatoire sur toutes les images.',
    ],
    ['Tag', { tags: [] }, 'tags', 'Au moins un tag est obligatoire pour publier.'],
    ['Source on CAP', { brandKey: 'CAP' }, 'source', 'La source est obligatoire pour publier.'],
    [
      'Body image href pattern',
      { body: bodyWithImages({ key: 'b', href: 'javascript:alert(1)', credit: 'c', source: 's' }) },
      'body',
      "Une image du corps de l'article n'a pas d'adresse valide.",
    ],
    [
      'Body image without href',
      { body: bodyWithImages({ key: 'b', credit: 'c', source: 's' }) },
      'body',
      "Une image du corps de l'article n'a pas d'adresse valide.",
    ],
    [
      'Video needs a video',
      { format: 'Video', medias: [] },
      'medias',
      'Une vidéo est obligatoire pour publier.',
    ],
    [
      'TEL video needs a channel',
      { format: 'Video', channels: [] },
      'channels',
      'Une chaîne vidéo est obligatoire.',
    ],
    [
      'Slideshow credit on every slide',
      {
        format: 'Slideshow',
        body: {
          type: 'doc',
          content: [
            { type: 'slide', attrs: { credit: 'a' } },
            { type: 'slide', attrs: {} },
          ],
        },
      },
      'slides',
      "Chaque diapositive doit avoir un crédit : la diapositive 2 n'en a pas.",
    ],
  ] as const)('refuses a missing %s', (_rule, overrides, field, message) => {
    const errors = publishRequirementErrors(publishableArticle(overrides as never), NOW);
    expect(errors[field]).toBe(message);
    expect(publishRequirements(publishableArticle(overrides as never), NOW)).toContain(message);
  });

  it('requires a date to schedule', () => {
    expect(publishRequirementErrors(publishableArticle(), NOW, 'schedule')).toEqual({
      publishedAt: 'Une date de publication est obligatoire pour programmer.',
    });
  });

  it.each([
    ['CAP with a source', { brandKey: 'CAP', source: { id: 's1' } }],
    [
      'Cerise with an author and formats',
      { brandKey: 'FRGSD', medias: [{ key: 'i', credit: 'a', source: 'b', format: '4:3' }] },
    ],
    [
      'a video: no tag, category, credit or source',
      {
        format: 'Video',
        tags: [],
        categories: [],
        channels: [{ id: 'ch' }],
        medias: [{ key: 'v' }],
        body: null,
        brandKey: 'TEL',
      },
    ],
    [
      'a non-TEL video without channel',
      {
        format: 'Video',
        tags: [],
        categories: [],
        medias: [{ key: 'v' }],
        body: null,
        brandKey: 'CAP',
      },
    ],
    [
      'an article published 6 months ago without credits',
      { publishedAt: old, medias: [noCredit, noSource] },
    ],
    [
      'a credited slideshow',
      {
        format: 'Slideshow',
        body: {
          type: 'doc',
          content: [
            {
              type: 'image',
              attrs: { key: 's', href: 'https://x.fr/s.jpg', credit: 'a', source: 'b' },
            },
          ],
        },
      },
    ],
  ] as const)('accepts %s', (_case, overrides) => {
    expect(publishRequirements(publishableArticle(overrides as never), NOW)).toEqual([]);
  });

  it('still requires credits on an article published less than 6 months ago', () => {
    expect(
      publishRequirementErrors(publishableArticle({ publishedAt: recent, medias: [noCredit] }), NOW)
        .imageCredit,
    ).toBeDefined();
  });

  it('blocks a transition with its messages, never one without requirements', () => {
    const incomplete = publishableArticle({ tags: [] });
    expect(
      transitionBlockers(incomplete, findTransition('article', 'publish', 'Draft')!, NOW),
    ).toEqual(['Au moins un tag est obligatoire pour publier.']);
    expect(
      transitionBlockers(incomplete, findTransition('article', 'schedule', 'Draft')!, NOW),
    ).toEqual([
      'Au moins un tag est obligatoire pour publier.',
      'Une date de publication est obligatoire pour programmer.',
    ]);
    expect(
      transitionBlockers(incomplete, findTransition('article', 'froze', 'Draft')!, NOW),
    ).toEqual([]);
  });
});

describe('image credit exemption (001 §5)', () => {
  it.each([
    ['a video', { format: 'Video', status: 'Published', publishedAt: recent }, true],
    ['a draft', { format: 'Rich', status: 'Draft', publishedAt: null }, true],
    ['a ready article', { format: 'Rich', status: 'Ready', publishedAt: null }, true],
    ['a deleted article', { format: 'Rich', status: 'Deleted', publishedAt: recent }, true],
    ['published 6 months ago', { format: 'Rich', status: 'Published', publishedAt: old }, true],
    ['published recently', { format: 'Rich', status: 'Published', publishedAt: recent }, false],
    ['frozen, never published', { format: 'Rich', status: 'Frozen', publishedAt: null }, false],
  ] as const)('%s is exempt: %s', (_case, article, exempt) => {
    expect(isImageCreditExempt(article, NOW)).toBe(exempt);
  });
  it('checks medias and body images', () => {
    expect(imageCreditErrors({ medias: [], body: null })).toEqual({});
    expect(imageCreditErrors({ medias: [noCredit, noSource], body: null })).toEqual({
      imageCredit: 'Le crédit est obligatoire sur toutes les images.',
      imageSource: 'La source est obligatoire sur toutes les images.',
    });
  });
});

describe('article save (001 §5)', () => {
  it('accepts a valid draft', () => {
    expect(
      validateArticleSave(publishableArticle({ tags: [], medias: [noCredit] }), { now: NOW }),
    ).toEqual({});
    expect(validateArticleSave(publishableArticle())).toEqual({});
  });

  it.each([
    [
      'an empty title',
      { title: '' },
      {},
      { title: 'Un article doit comporter un titre pour pouvoir être enregistré.' },
    ],
    [
      'a date before 1970',
      { publishedAt: new Date('1969-12-31T00:00:00Z') },
      {},
      { publishedAt: 'La date de publication est incorrecte.' },
    ],
    [
      'a date after 2100',
      { publishedAt: new Date('2100-01-02T00:00:00Z') },
      {},
      { publishedAt: 'La date de publication est incorrecte.' },
    ],
    [
      'an invalid slug',
      { slug: 'Les Séries' },
      {},
      { slug: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.' },
    ],
    [
      'a changed legacy slug',
      { slug: 'nouveau-slug' },
      { previousSlug: 'Ancien_Slug' },
      { slug: 'Ce slug existant ne peut pas être modifié.' },
    ],
    [
      'three categories',
      { categories: many(3, (i) => ({ id: `c${i}` })) },
      {},
      { categories: 'Un article ne peut pas comporter plus de 2 catégories.' },
    ],
    [
      'a new TEL video without channel',
      { format: 'Video', medias: [] },
      { isNew: true },
      { channels: 'Une chaîne vidéo est obligatoire.' },
    ],
    [
      'a frozen article without credit',
      { status: 'Frozen', medias: [noCredit] },
      {},
      { imageCredit: 'Le crédit est obligatoire sur toutes les images.' },
    ],
    [
      'a published article without tag',
      { status: 'Published', publishedAt: recent, tags: [] },
      {},
      { tags: 'Au moins un tag est obligatoire pour publier.' },
    ],
    [
      'a scheduled article without date',
      { status: 'Scheduled' },
      {},
      { publishedAt: 'Une date de publication est obligatoire pour programmer.' },
    ],
  ] as const)('refuses %s', (_case, overrides, options, expected) => {
    expect(
      validateArticleSave(publishableArticle(overrides as never), { now: NOW, ...options }),
    ).toEqual(expected);
  });

  it.each([
    ['an unchanged legacy slug', { slug: 'Ancien_Slug' }, { previousSlug: 'Ancien_Slug' }],
    ['no slug', { slug: null }, {}],
    ['an existing video without channel', { format: 'Video', medias: [] }, {}],
    [
      'a frozen article published 6 months ago without credit',
      { status: 'Frozen', publishedAt: old, medias: [noCredit] },
      {},
    ],
  ] as const)('accepts %s', (_case, overrides, options) => {
    expect(
      validateArticleSave(publishableArticle(overrides as never), { now: NOW, ...options }),
    ).toEqual({});
  });
});

describe('relation limits (001 §9)', () => {
  it.each([
    ['categories', 2, 'Un article ne peut pas comporter plus de 2 catégories.'],
    ['channels', 1, "Un article ne peut comporter qu'une chaîne."],
    ['tags', 20, 'Un article ne peut pas comporter plus de 20 tags.'],
    ['authors', 10, 'Un article ne peut pas comporter plus de 10 auteurs.'],
    ['events', 100, 'Un article ne peut pas comporter plus de 100 événements.'],
    ['qualifiers', 100, 'Un article ne peut pas comporter plus de 100 qualificatifs.'],
    ['machineTags', 100, 'Un article ne peut pas comporter plus de 100 tags machine.'],
    ['guides', 1, "Un article ne peut comporter qu'un guide."],
  ] as const)('%s: %d allowed, one more refused', (relation, max, message) => {
    const at = publishableArticle({
      [relation]: many(max, (i) => ({
        id: `${i}`,
        title: `t${i}`,
        type: 'Tag',
        author: { id: `${i}`, name: `${i}` },
      })),
    });
    expect(checkRelationLimits(at)).toEqual({});
    const over = publishableArticle({
      [relation]: many(max + 1, (i) => ({
        id: `${i}`,
        title: `t${i}`,
        type: 'Tag',
        author: { id: `${i}`, name: `${i}` },
      })),
    });
    expect(checkRelationLimits(over)).toEqual({ [relation]: message });
  });
});

describe('rich-text helpers', () => {
  it('walks nested nodes and reads body images and text', () => {
    const doc = {
      type: 'doc' as const,
      content: [
        {
          type: 'blockquote',
          content: [
            { type: 'image', attrs: { key: 'k', href: 3 } },
            { type: 'text', text: 'Bonjour' },
          ],
        },
        { type: 'image' },
      ],
    };
    expect(walkNodes(doc).map((n) => n.type)).toEqual(['blockquote', 'image', 'text', 'image']);
    expect(bodyImages(doc)).toEqual([
      { key: 'k', href: null, caption: null, credit: null, source: null },
      { key: '', href: null, caption: null, credit: null, source: null },
    ]);
    expect(plainText(doc)).toBe('Bonjour');
    expect(walkNodes(null)).toEqual([]);
    expect(isBlank(' \n')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});
