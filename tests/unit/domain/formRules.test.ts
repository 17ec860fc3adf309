import { describe, expect, it } from 'vitest';
import type { TagRef } from '../../../common/domain/article';
import {
  addBoardItem,
  addTag,
  canAddPointLine,
  canCreatePage,
  canCreateTag,
  canEditAuthorUserId,
  canRateProduct,
  canRegenerateSlug,
  canChangeSlug,
  canRemoveTableColumn,
  canRemoveTableRow,
  canSaveAdminForm,
  canSaveLivePost,
  canSearchAffiliateProducts,
  canSearchPodcasts,
  canSendNewsletterFlash,
  canTogglePlaylist,
  canUseSlideshowAi,
  canValidateTable,
  cleanPrintTitle,
  dedupeTags,
  defaultCardTitle,
  emptyToNull,
  hasTag,
  isValid,
  isValidAffiliateProduct,
  isValidSlug,
  isAllowedUrl,
  keepValidDiscoverTitles,
  normalizeSlugInput,
  parseAffiliateRating,
  parseSegmentQuery,
  pointsForEditing,
  pointsForSave,
  priceBandFor,
  pushCounter,
  pushGuidance,
  ratingTag,
  segmentQueriesForSave,
  slugify,
  tagTypeError,
  toggleProvider,
  truncatePushMessage,
  truncatePushTitle,
  validateAttribute,
  validateAuthor,
  validateCard,
  validateDiscoverTitle,
  validateGoodDeal,
  validateGoogleGroup,
  validateLivePost,
  validateNewsletterFlash,
  validateOrphanPage,
  validatePage,
  validatePartnerTitle,
  validatePrintDuplication,
  validatePush,
  validateQualifier,
  validateRole,
  validateSegment,
  validateSlideshow,
  validateSlideshowAiSearch,
  validateSlideshowCompletion,
  validateTagIntro,
  validateTags,
  validateUser,
  addError,
  DEFAULT_TABLE_ACCENTUATION,
  normalizeMediaUrl,
  mediaUrlError,
  uploadError,
  resizeWithin,
  type BoardItem,
  type FieldErrors,
  type PushForRules,
} from '../../../common/domain/validation';
import * as domain from '../../../common/domain';
import { many } from './fixtures';

describe('slug (001 §5)', () => {
  it.each([
    ["L'été à Paris !", 'lete-a-paris'],
    ['  Crème brûlée -- Œufs & cœur  ', 'creme-brulee-oeufs-coeur'],
    ['Ægir', 'aegir'],
    ['---', ''],
    ['Top 10 des séries', 'top-10-des-series'],
  ])('slugify(%j) = %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(isValidSlug(slug)).toBe(true);
  });
  it.each([
    ['abc-123', true],
    ['Abc', false],
    ['a_b', false],
    ['a b', false],
    ['', false],
    ['été', false],
  ])('isValidSlug(%j) = %s', (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
  it.each([
    [null, 'any', true],
    ['ok-slug', 'new-slug', true],
    ['Legacy_Slug', 'new', false],
    ['Legacy_Slug', 'Legacy_Slug', true],
  ])('canChangeSlug(%j, %j) = %s', (old, next, allowed) => {
    expect(canChangeSlug(old, next)).toBe(allowed);
  });
  it('lowercases input and needs a title to regenerate', () => {
    expect(normalizeSlugInput('AbC-1')).toBe('abc-1');
    expect(canRegenerateSlug('Titre')).toBe(true);
    expect(canRegenerateSlug(' ')).toBe(false);
  });
});

describe('tags (001 §5)', () => {
  const tag = (id: string, title: string, type: TagRef['type'] = 'Tag'): TagRef => ({
    id,
    title,
    type,
  });
  const tel = { brandKey: 'TEL', isVideoPage: false };
  it('ignores duplicates by id or by title', () => {
    const tags = [tag('1', 'Séries')];
    expect(hasTag(tags, tag('1', 'Autre'))).toBe(true);
    expect(hasTag(tags, tag('2', ' séries '))).toBe(true);
    expect(addTag(tags, tag('2', 'SÉRIES'), tel)).toEqual({ tags, error: null });
    expect(dedupeTags([tag('1', 'A'), tag('2', 'a'), tag('1', 'B'), tag('3', 'C')])).toEqual([
      tag('1', 'A'),
      tag('3', 'C'),
    ]);
  });
  it.each([
    ['a Tag on TEL', tag('2', 'Cinéma'), tel, null],
    ['a Person on TEL', tag('2', 'Omar Sy', 'Person'), tel, null],
    [
      'a Person on a brand without person tags',
      tag('2', 'Omar Sy', 'Person'),
      { brandKey: 'CAP', isVideoPage: false },
      'Les tags personnalité ne sont pas autorisés pour cette marque.',
    ],
    [
      'a Video tag on an article',
      tag('2', 'Bande-annonce', 'Video'),
      tel,
      'Les tags vidéo sont réservés aux pages vidéo.',
    ],
    [
      'a Video tag on a video page',
      tag('2', 'Bande-annonce', 'Video'),
      { brandKey: 'TEL', isVideoPage: true },
      null,
    ],
    [
      'a Tag on a video page',
      tag('2', 'Cinéma'),
      { brandKey: 'TEL', isVideoPage: true },
      'Seuls les tags vidéo sont autorisés sur une page vidéo.',
    ],
  ] as const)('%s → %j', (_case, candidate, context, error) => {
    expect(tagTypeError(candidate.type, context)).toBe(error);
    const result = addTag([tag('1', 'Séries')], candidate, context);
    expect(result.error).toBe(error);
    expect(result.tags).toHaveLength(error ? 1 : 2);
  });
  it('refuses a 21st tag and disables creation at the maximum or for an existing title', () => {
    const twenty = many(20, (i) => tag(`${i}`, `t${i}`));
    expect(addTag(twenty, tag('x', 'Nouveau'), tel).error).toBe(
      'Le nombre maximum de tags est atteint.',
    );
    expect(addTag([], tag('x', 'Nouveau'), { ...tel, max: 0 }).error).toBe(
      'Le nombre maximum de tags est atteint.',
    );
    expect(canCreateTag('Nouveau', ['Séries'], 3)).toBe(true);
    expect(canCreateTag('séries', ['Séries'], 3)).toBe(false);
    expect(canCreateTag('Nouveau', [], 20)).toBe(false);
    expect(canCreateTag(' ', [], 0, 5)).toBe(false);
  });
  it('validates a whole list on the server', () => {
    expect(validateTags([tag('1', 'A', 'Video'), tag('2', 'B', 'Video')], tel)).toEqual([
      'Les tags vidéo sont réservés aux pages vidéo.',
    ]);
    expect(
      validateTags(
        many(21, (i) => tag(`${i}`, `t${i}`)),
        tel,
      ),
    ).toEqual(['Le nombre maximum de tags est atteint.']);
    expect(validateTags([tag('1', 'A')], { ...tel, max: 1 })).toEqual([]);
  });
  it('keeps the tag intro under 300 characters', () => {
    expect(validateTagIntro('a'.repeat(299))).toBeNull();
    expect(validateTagIntro('a'.repeat(300))).toBe(
      "Le texte d'introduction doit faire moins de 300 caractères.",
    );
  });
});

describe('card (001 §5)', () => {
  const valid = {
    title: 'Bons plans',
    url: 'https://www.tele-loisirs.fr',
    label: 'Home',
    status: 'Published',
    brandKey: 'TEL',
  };
  it('accepts a complete card', () => expect(validateCard(valid)).toEqual({}));
  it.each([
    ['title', '  ', 'Le champ Titre est obligatoire'],
    ['url', '', 'Le champ Url est obligatoire'],
    ['label', null, 'Le champ Emplacement est obligatoire'],
    ['status', ' ', 'Le champ Statut est obligatoire'],
    ['brandKey', '', 'Le champ Marque est obligatoire'],
  ])('refuses an empty %s', (field, value, message) => {
    expect(validateCard({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
  it('sends empty optional fields as null', () => {
    expect(emptyToNull(' ')).toBeNull();
    expect(emptyToNull('x')).toBe('x');
    expect(domain.CARD_INVALID_MESSAGE).toBe("Le contenu saisi n'est pas valide");
  });
});

describe('push (001 §5)', () => {
  const published = new Date('2026-03-01T10:00:00Z');
  const valid: PushForRules = {
    title: 'Alerte',
    message: 'Le film commence',
    segments: ['DORMANT'],
    scheduledAt: new Date('2026-03-02T10:00:00Z'),
    articlePublishedAt: published,
    imageWidth: 1280,
  };
  it('accepts a valid push', () => {
    expect(validatePush(valid)).toEqual({});
    expect(validatePush({ ...valid, scheduledAt: null, imageWidth: null })).toEqual({});
  });
  it.each([
    ['no title', { title: ' ' }, { title: 'Le champ Titre est obligatoire' }],
    ['no message', { message: '' }, { message: 'Le champ Message est obligatoire' }],
    ['no segment', { segments: [] }, { segments: 'Sélectionnez au moins un segment.' }],
    [
      'an unpublished article',
      { articlePublishedAt: null },
      { scheduledAt: "L'article doit avoir une date de publication." },
    ],
    [
      'a send date at publication',
      { scheduledAt: published },
      {
        scheduledAt: "La date d'envoi doit être postérieure à la date de publication de l'article.",
      },
    ],
    [
      'an image 1279 px wide',
      { imageWidth: 1279 },
      { media: "La largeur de l'image doit être comprise entre 1280 et 4096 px." },
    ],
    [
      'an image 4097 px wide',
      { imageWidth: 4097 },
      { media: "La largeur de l'image doit être comprise entre 1280 et 4096 px." },
    ],
  ] as const)('refuses %s', (_case, overrides, expected) => {
    expect(validatePush({ ...valid, ...overrides })).toEqual(expected);
  });
  it('truncates at 50/150 and counts', () => {
    expect(truncatePushTitle('é'.repeat(60))).toHaveLength(50);
    expect(truncatePushMessage('a'.repeat(200))).toHaveLength(150);
    expect(pushCounter('a'.repeat(49), 50)).toEqual({ label: '49/50', atLimit: false });
    expect(pushCounter('a'.repeat(50), 50)).toEqual({ label: '50/50', atLimit: true });
    expect(pushGuidance('a'.repeat(40), 'a'.repeat(50))).toEqual({
      titleAboveGuidance: false,
      messageAboveGuidance: false,
    });
    expect(pushGuidance('a'.repeat(41), 'a'.repeat(51))).toEqual({
      titleAboveGuidance: true,
      messageAboveGuidance: true,
    });
  });
});

describe('live post, orphan page, page and sections (001 §5)', () => {
  it('needs text in a live post', () => {
    const doc = (text: string) => ({
      type: 'doc' as const,
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    expect(canSaveLivePost(doc('But !'))).toBe(true);
    expect(validateLivePost({ body: doc('   ') })).toEqual({
      body: 'Le post doit contenir du texte.',
    });
    expect(validateLivePost({ body: doc('x') })).toEqual({});
    expect(canSaveLivePost(null)).toBe(false);
  });
  it.each([
    [
      'a new page without brand',
      { id: null, brandKey: '', uri: '/a' },
      [],
      { brandKey: 'La marque est obligatoire.' },
    ],
    [
      'a duplicate url',
      { id: null, brandKey: 'TEL', uri: ' /jeux ' },
      [{ id: 'p1', uri: '/jeux' }],
      { uri: "L'URL saisie est déjà utilisée dans une autre page orpheline" },
    ],
    ['its own url', { id: 'p1', brandKey: null, uri: '/jeux' }, [{ id: 'p1', uri: '/jeux' }], {}],
    ['an empty url', { id: null, brandKey: 'TEL', uri: null }, [{ id: 'p1', uri: '' }], {}],
  ] as const)('orphan page: %s', (_case, page, others, expected) => {
    expect(validateOrphanPage(page, others)).toEqual(expected);
  });
  const board = (n: number): BoardItem[] => many(n, (i) => ({ id: `${i}`, type: 'article' }));
  it.each([
    [
      'a valid page',
      {
        title: 'Séries',
        slug: 'series',
        sections: [
          { type: 'Text', title: 'Intro' },
          { type: 'Url', title: 'Lien', url: '' },
          { type: 'Url', title: 'Lien', url: 'https://www.geo.fr/voyage?x=1' },
          { type: 'Board', title: 'Une', items: board(40) },
          { type: 'People', title: 'Stars', tagIds: many(30, String) },
        ],
      },
      {},
    ],
    [
      'no title, bad slug',
      { title: ' ', slug: 'Séries', sections: [] },
      {
        title: 'Le titre est requis',
        slug: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
      },
    ],
    [
      'an untitled section',
      { title: 'a', slug: null, sections: [{ type: 'Text', title: '' }] },
      { 'sections.0': 'Chaque section doit avoir un titre.' },
    ],
    [
      'a bad url',
      {
        title: 'a',
        slug: null,
        sections: [{ type: 'Url', title: 'L', url: 'javascript:alert(1)' }],
      },
      { 'sections.0': "L'URL n'est pas valide." },
    ],
    [
      '41 board items',
      { title: 'a', slug: null, sections: [{ type: 'Board', title: 'B', items: board(41) }] },
      { 'sections.0': 'Une section Contenu ne peut pas contenir plus de 40 éléments.' },
    ],
    [
      'a duplicate board item',
      {
        title: 'a',
        slug: null,
        sections: [
          { type: 'Board', title: 'B', items: [...board(2), { id: '1', type: 'article' }] },
        ],
      },
      { 'sections.0': 'Cet élément est déjà présent dans la section.' },
    ],
    [
      '31 people',
      {
        title: 'a',
        slug: null,
        sections: [{ type: 'People', title: 'P', tagIds: many(31, String) }],
      },
      { 'sections.0': 'Une section People ne peut pas contenir plus de 30 personnalités.' },
    ],
  ] as const)('page: %s', (_case, page, expected) => {
    expect(validatePage(page as never)).toEqual(expected);
  });
  it('adds board items without duplicates up to 40', () => {
    expect(addBoardItem(board(1), { id: '0', type: 'article' }).error).toBe(
      'Cet élément est déjà présent dans la section.',
    );
    expect(addBoardItem(board(1), { id: '0', type: 'recipe' })).toEqual({
      items: [...board(1), { id: '0', type: 'recipe' }],
      error: null,
    });
    expect(addBoardItem(board(40), { id: 'x', type: 'slideshow' }).error).toBe(
      'Une section Contenu ne peut pas contenir plus de 40 éléments.',
    );
  });
  it.each([
    [null, true, true],
    [null, false, false],
    [1, false, false],
    [1, true, true],
    [2, false, true],
    [4, false, true],
    [5, true, false],
  ] as const)(
    'create a page under level %s as super admin %s: %s',
    (level, superAdmin, allowed) => {
      expect(canCreatePage(level, superAdmin)).toBe(allowed);
    },
  );
  it.each([
    ['https://a.fr', true],
    ['http://a.fr/b#c', true],
    ['ftp://a.fr', false],
    ['a.fr', false],
    ['https://localhost', false],
  ])('isAllowedUrl(%j) = %s', (url, ok) => {
    expect(isAllowedUrl(url)).toBe(ok);
  });
});

describe('slideshow (000 §4, 001 §5)', () => {
  it.each([
    [
      'a credited slideshow published',
      { title: 'Gratins', status: 'Draft', slides: [{ credit: 'a' }] },
      'Published',
      {},
    ],
    [
      'a draft with an uncredited slide',
      { title: 'Gratins', status: 'Draft', slides: [{ credit: '' }] },
      undefined,
      {},
    ],
    [
      'an uncredited slide scheduled',
      { title: 'Gratins', status: 'Draft', slides: [{}] },
      'Scheduled',
      { slides: 'Chaque diapositive doit avoir un crédit.' },
    ],
    [
      'an uncredited slide rescheduled',
      { title: 'Gratins', status: 'ScheduledForRepublication', slides: [{ credit: null }] },
      undefined,
      { slides: 'Chaque diapositive doit avoir un crédit.' },
    ],
    [
      'no title',
      { title: '', status: 'Draft', slides: [] },
      undefined,
      { title: 'Le titre est requis' },
    ],
  ] as const)('%s', (_case, slideshow, target, expected) => {
    expect(validateSlideshow(slideshow, target)).toEqual(expected);
  });
  it('reserves AI to drafts and checks its forms', () => {
    expect(canUseSlideshowAi('Draft')).toBe(true);
    expect(canUseSlideshowAi('Published')).toBe(false);
    expect(validateSlideshowAiSearch({ subject: 'gratins', recipeCount: 5 })).toEqual({});
    expect(validateSlideshowAiSearch({ subject: ' ', recipeCount: 0 })).toEqual({
      subject: 'Champ obligatoire',
      recipeCount: 'Champ obligatoire',
    });
    expect(
      validateSlideshowCompletion({ slideshowId: 's', recipeCount: 3, searchText: 'sans gluten' }),
    ).toEqual({});
    expect(
      validateSlideshowCompletion({ slideshowId: null, recipeCount: 0, searchText: '' }),
    ).toEqual({
      slideshowId: 'Sélectionnez un diaporama.',
      recipeCount: 'Champ obligatoire',
      searchText: 'Champ obligatoire',
    });
  });
});

describe('segment (001 §5)', () => {
  it.each([
    [null, { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['{"a":1}', { ok: true, value: { a: 1 } }],
    ['{a:1}', { ok: false }],
  ])('parseSegmentQuery(%j)', (text, expected) => {
    expect(parseSegmentQuery(text)).toEqual(expected);
  });
  it('needs a title and valid JSON queries, sent parsed', () => {
    const valid = { title: 'Fans', ios: '{"os":"ios"}', android: '', editorialAlert: '[1]' };
    expect(validateSegment(valid)).toEqual({});
    expect(segmentQueriesForSave(valid)).toEqual({
      ios: { os: 'ios' },
      android: null,
      editorialAlert: [1],
    });
    expect(validateSegment({ title: '', ios: '{', android: null, editorialAlert: 'x' })).toEqual({
      title: 'Champ obligatoire',
      ios: "La requête n'est pas un JSON valide",
      editorialAlert: "La requête n'est pas un JSON valide",
    });
    expect(() => segmentQueriesForSave({ ...valid, android: '{' })).toThrow(
      "Un des segments contient une erreur de syntaxe et n'a pas pu être enregistré.",
    );
  });
});

describe('author and admin forms (001 §5)', () => {
  const others = [{ id: 'a2', name: 'Jeanne Martin' }];
  it.each([
    [
      'a valid new author',
      { id: null, name: 'Paul Durand', brandKey: 'TEL', email: 'paul@exemple.fr' },
      null,
      {},
    ],
    [
      'an author without e-mail',
      { id: 'a1', name: 'Paul Durand', brandKey: 'TEL', email: null },
      'TEL',
      {},
    ],
    [
      'no name, no brand',
      { id: null, name: ' ', brandKey: '', email: '' },
      null,
      { name: 'Champ obligatoire', brandKey: 'Champ obligatoire' },
    ],
    [
      'a bad e-mail',
      { id: null, name: 'Paul', brandKey: 'TEL', email: 'paul@exemple' },
      null,
      { email: 'E-mail non valide' },
    ],
    [
      'a duplicate name',
      { id: null, name: ' jeanne martin', brandKey: 'TEL', email: null },
      null,
      { name: 'Un auteur au même nom a déjà été créé' },
    ],
    ['its own name', { id: 'a2', name: 'Jeanne Martin', brandKey: 'TEL', email: null }, 'TEL', {}],
    [
      'a changed brand',
      { id: 'a1', name: 'Paul', brandKey: 'CAP', email: null },
      'TEL',
      { brandKey: "La marque d'un auteur ne peut plus être modifiée." },
    ],
  ] as const)('author: %s', (_case, author, previousBrandKey, expected) => {
    expect(validateAuthor(author, { previousBrandKey, otherAuthors: others })).toEqual(expected);
  });
  it('lets only a super admin edit the author user id', () => {
    expect(canEditAuthorUserId(true)).toBe(true);
    expect(canEditAuthorUserId(false)).toBe(false);
  });
  it.each([
    [
      'attribute',
      () => validateAttribute({ title: 'Chef' }),
      () => validateAttribute({ title: ' ' }),
      { title: 'Champ obligatoire' },
    ],
    [
      'qualifier',
      () => validateQualifier({ title: 'Exclu', status: 'Draft' }),
      () => validateQualifier({ title: '', status: null }),
      { title: 'Champ obligatoire', status: 'Champ obligatoire' },
    ],
    [
      'group',
      () => validateGoogleGroup({ title: 'Rédaction' }),
      () => validateGoogleGroup({ title: null }),
      { title: 'Champ obligatoire' },
    ],
    [
      'role',
      () => validateRole({ slug: 'editor' }),
      () => validateRole({ slug: '' }),
      { slug: 'Champ obligatoire' },
    ],
    [
      'user',
      () => validateUser({ name: 'Ana', email: 'ana@exemple.fr', roles: ['r1'] }),
      () => validateUser({ name: '', email: '', roles: [] }),
      { name: 'Champ obligatoire', email: 'Champ obligatoire', roles: 'Champ obligatoire' },
    ],
    [
      'user e-mail',
      () => validateUser({ name: 'Ana', email: 'ana', roles: ['r1'] }),
      () => validateUser({ name: 'Ana', email: 'ana', roles: ['r1'] }),
      { email: 'E-mail non valide' },
    ],
  ] as const)('%s: a passing and a failing example', (name, pass, fail, expected) => {
    if (name !== 'user e-mail') expect(pass()).toEqual({});
    expect(fail()).toEqual(expected);
  });
  it.each([
    [true, false, {}, true],
    [false, false, {}, false],
    [false, true, {}, true],
    [true, true, { title: 'x' }, false],
  ] as const)(
    'save enabled for new %s, changed %s, errors %j: %s',
    (isNew, changed, errors, enabled) => {
      expect(canSaveAdminForm({ isNew, changed, errors })).toBe(enabled);
    },
  );
});

describe('affiliate (001 §5, §9)', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['0', { ok: true, value: 0 }],
    [' 10 ', { ok: true, value: 10 }],
    ['11', { ok: false, message: 'La note doit être un nombre entier entre 0 et 10.' }],
    ['7.5', { ok: false, message: 'La note doit être un nombre entier entre 0 et 10.' }],
    ['-1', { ok: false, message: 'La note doit être un nombre entier entre 0 et 10.' }],
  ])('rating %j', (input, expected) => {
    expect(parseAffiliateRating(input)).toEqual(expected);
  });
  it('applies the card rules', () => {
    expect(ratingTag(8)).toBe('8 / 10');
    expect(canRateProduct('Product')).toBe(true);
    expect(canRateProduct('CatalogProduct')).toBe(false);
    expect(canAddPointLine(['Léger'])).toBe(true);
    expect(canAddPointLine(['Léger', ' '])).toBe(false);
    expect(canAddPointLine([])).toBe(false);
    expect(pointsForSave([' Léger ', '', '  '])).toEqual(['Léger']);
    expect(pointsForEditing([])).toEqual(['']);
    expect(pointsForEditing(['a'])).toEqual(['a']);
    expect(canSearchAffiliateProducts('tv')).toBe(false);
    expect(canSearchAffiliateProducts('tv 4k')).toBe(true);
    expect(isValidAffiliateProduct({ productLocalizedId: 'p1', name: 'Téléviseur' })).toBe(true);
    expect(isValidAffiliateProduct({ productLocalizedId: null, name: 'Téléviseur' })).toBe(false);
    expect(isValidAffiliateProduct({ productLocalizedId: 'p1', name: ' ' })).toBe(false);
    expect(defaultCardTitle({ name: 'Téléviseur' })).toBe('Téléviseur');
  });
  it.each([
    [0, 0, 50],
    [50, 0, 50],
    [51, 51, 100],
    [2000, 1001, 2000],
    [5000, 2001, null],
  ] as const)('price %d is in band %d–%s', (price, min, max) => {
    expect(priceBandFor(price)).toEqual({ min, max });
  });
});

describe('newsletter flash, print, podcast, AI titles, table, good deal', () => {
  it('newsletter flash needs subject, pre-header, image and canonical URL', () => {
    expect(
      validateNewsletterFlash(
        { subject: 'Ce soir', teaser: 'À ne pas manquer' },
        { mediaCount: 1, canonical: 'https://x.fr/a' },
      ),
    ).toEqual({});
    expect(
      validateNewsletterFlash({ subject: '', teaser: ' ' }, { mediaCount: 0, canonical: null }),
    ).toEqual({
      subject: 'Champ obligatoire',
      teaser: 'Champ obligatoire',
      image: "Une image est requise sur l'article",
      contentUrl: 'URL missing for this article',
    });
  });
  it.each([
    [{ format: 'Rich', status: 'Published', brandKey: 'TEL' }, true],
    [{ format: 'Video', status: 'Published', brandKey: 'TEL' }, false],
    [{ format: 'Rich', status: 'Draft', brandKey: 'TEL' }, false],
    [{ format: 'Rich', status: 'Published', brandKey: 'FRGSD' }, false],
  ] as const)('NL flash offered for %j: %s', (article, offered) => {
    expect(canSendNewsletterFlash(article)).toBe(offered);
  });
  it('cleans a new print subject title and checks the duplication form', () => {
    expect(cleanPrintTitle('Été : 10 idées ! #vacances @geo')).toBe(
      'Été : 10 idées !  vacances  geo',
    );
    expect(
      validatePrintDuplication({
        subjectId: 's1',
        publicationId: null,
        issueId: null,
        headingId: null,
        title: 'Été',
      }),
    ).toEqual({});
    expect(
      validatePrintDuplication({
        subjectId: null,
        publicationId: 'p',
        issueId: 'i',
        headingId: 'h',
        title: 'Été',
      }),
    ).toEqual({});
    expect(
      validatePrintDuplication({
        subjectId: null,
        publicationId: 'p',
        issueId: null,
        headingId: 'h',
        title: '',
      }),
    ).toEqual({
      title: 'Champ obligatoire',
      subject: 'Choisissez un sujet existant ou renseignez magazine, numéro et rubrique.',
    });
  });
  it('podcast search from 3 characters, playlist and provider chips', () => {
    expect(canSearchPodcasts('ab ')).toBe(false);
    expect(canSearchPodcasts('abc')).toBe(true);
    expect(canTogglePlaylist(1, 2)).toBe(true);
    expect(canTogglePlaylist(2, 5)).toBe(false);
    expect(canTogglePlaylist(1, 1)).toBe(false);
    expect(toggleProvider(['Unsplash'], 'Unsplash')).toEqual(['Unsplash']);
    expect(toggleProvider(['Unsplash', 'Pixabay'], 'Unsplash')).toEqual(['Pixabay']);
    expect(toggleProvider(['Unsplash'], 'Pixabay')).toEqual(['Unsplash', 'Pixabay']);
  });
  it.each([
    ['a'.repeat(60), null],
    ['a'.repeat(61), 'Le titre partenaire ne doit pas dépasser 60 caractères.'],
  ])('partner title of %#', (title, error) => {
    expect(validatePartnerTitle(title)).toBe(error);
  });
  it.each([
    ['a'.repeat(50), null],
    ['a'.repeat(90), null],
    ['a'.repeat(49), 'Le titre Discover doit faire entre 50 et 90 caractères.'],
    ['a'.repeat(91), 'Le titre Discover doit faire entre 50 et 90 caractères.'],
    [`${'a'.repeat(60)} 🎬`, "Le titre Discover ne doit pas contenir d'emoji."],
  ])('discover title %#', (title, error) => {
    expect(validateDiscoverTitle(title)).toBe(error);
  });
  it('keeps at most 5 valid discover suggestions', () => {
    expect(
      keepValidDiscoverTitles([...many(6, (i) => `${'a'.repeat(55)}${i}`), 'court']),
    ).toHaveLength(5);
    expect(keepValidDiscoverTitles(['court'], 3)).toEqual([]);
  });
  it('keeps tables at least 1×1', () => {
    expect(canRemoveTableRow(2)).toBe(true);
    expect(canRemoveTableRow(1)).toBe(false);
    expect(canRemoveTableColumn(1)).toBe(false);
    expect(canRemoveTableColumn(3)).toBe(true);
    expect(canValidateTable(1, 1)).toBe(true);
    expect(canValidateTable(0, 1)).toBe(false);
    expect(DEFAULT_TABLE_ACCENTUATION.top).toBe(true);
  });
  it('needs a product URL for a good deal', () => {
    expect(validateGoodDeal({ productUrl: 'https://www.boutique.fr/tv' })).toEqual({});
    expect(validateGoodDeal({ productUrl: ' ' })).toEqual({ productUrl: 'Champ obligatoire' });
    expect(validateGoodDeal({ productUrl: 'boutique' })).toEqual({
      productUrl: "L'URL n'est pas valide.",
    });
  });
});

describe('field errors helpers and the index', () => {
  it('keeps the first message per field', () => {
    const errors: FieldErrors = {};
    addError(errors, 'title', 'premier');
    addError(errors, 'title', 'second');
    expect(errors).toEqual({ title: 'premier' });
    expect(isValid(errors)).toBe(false);
    expect(isValid({})).toBe(true);
  });
  it('re-exports every module from common/domain', () => {
    expect(domain.DEFAULT_BRAND).toBe('TEL');
    expect(typeof domain.decideStatusChange).toBe('function');
    expect(typeof domain.validateArticleSave).toBe('function');
    expect(typeof domain.formatDateTime).toBe('function');
  });
});

describe('media URL input and image upload (001 §5)', () => {
  it.each([
    ['www.youtube.com/watch?v=1', 'TEL', 'https://www.youtube.com/watch?v=1'],
    ['http://www.gentside.com/a', 'TEL', 'http://www.gentside.com/a'],
    [' www.gentside.com/a ', 'FRGSD', 'https://news.gentside.com/a'],
    ['https://media.gentside.com/a', 'FRGSD', 'https://media.gentside.com/a'],
  ])('normalizeMediaUrl(%j, %s) = %s', (input, brand, url) => {
    expect(normalizeMediaUrl(input, brand)).toBe(url);
  });
  it.each([
    ['https://news.gentside.com/a', "Les url's Cerise ne sont pas autorisées"],
    ['https://gentside.com/a', "Les url's Cerise ne sont pas autorisées"],
    ['https://www.youtube.com/a', null],
    ['https://notgentside.com/a', null],
    ['pas une url', "L'URL n'est pas valide."],
  ])('mediaUrlError(%j)', (url, error) => {
    expect(mediaUrlError(url, ['Gentside.com'])).toBe(error);
  });
  it.each([
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'application/octet-stream', size: 100 }, null],
    [{ type: 'image/png', size: 101 }, 'Invalid File type and/or size'],
    [{ type: 'application/pdf', size: 1 }, 'Invalid File type and/or size'],
  ])('upload %j', (file, error) => {
    expect(uploadError(file, 100)).toBe(error);
  });
  it.each([
    [6000, 4000, 3000, 2000],
    [4000, 6000, 2000, 3000],
    [1200, 800, 1200, 800],
  ])('resizes %d×%d to %d×%d', (w, h, rw, rh) => {
    expect(resizeWithin(w, h)).toEqual({ width: rw, height: rh });
  });
});
