import { describe, expect, it } from 'vitest';
import {
  ALL_OFF_PROFILE,
  BRAND_KEYS,
  DEFAULT_BRAND,
  brandProfile,
  getBrand,
  hasAiSlideshow,
  isKnownBrand,
  listBrands,
  pushCapableBrands,
  requiresSourceToPublish,
  requiresVideoChannel,
  selectableBrands,
} from '../../../common/domain/brands';

describe('brand catalogue (spec 001 §9)', () => {
  it('lists the 40 brand keys of the spec, TEL by default', () => {
    expect(BRAND_KEYS).toHaveLength(40);
    expect(DEFAULT_BRAND).toBe('TEL');
    expect(listBrands().map((b) => b.key)).toEqual([...BRAND_KEYS].sort());
    for (const key of BRAND_KEYS) expect(isKnownBrand(key)).toBe(true);
  });

  it('offers in the selector every brand but those disabled for Cerise', () => {
    const keys = selectableBrands().map((b) => b.key);
    expect(keys).not.toContain('TESTBRAND');
    expect(keys).not.toContain('SHGFAC');
    expect(keys).toHaveLength(38);
    expect(keys).toEqual([...keys].sort());
  });

  it('gives an unknown brand every switch off', () => {
    expect(isKnownBrand('NOPE')).toBe(false);
    expect(brandProfile('NOPE')).toEqual(ALL_OFF_PROFILE);
    expect(getBrand('NOPE')).toEqual({
      key: 'NOPE',
      name: 'NOPE',
      language: 'fr',
      profile: ALL_OFF_PROFILE,
    });
    for (const value of Object.values(ALL_OFF_PROFILE)) {
      expect(
        value === false || value === null || (Array.isArray(value) && value.length === 0),
      ).toBe(true);
    }
  });

  it('gives the languages of the foreign Cerise brands', () => {
    expect(getBrand('DEGTS').language).toBe('de');
    expect(getBrand('UKOMM').language).toBe('en');
    expect(getBrand('TEL')).toMatchObject({ key: 'TEL', name: 'Télé-Loisirs', language: 'fr' });
  });

  type Flag =
    | 'affiliate'
    | 'isCerise'
    | 'displayIATitle'
    | 'editorialAlertAllowed'
    | 'internalLinks'
    | 'personTagsAllowed'
    | 'useFotoweb'
    | 'enableNLFlash'
    | 'isRecipe'
    | 'enableAffilizPlugin'
    | 'setInitialTitleAllowed'
    | 'mediaProgramsAllowed'
    | 'disabledForCerise'
    | 'hasPodcast';
  const flags: Flag[] = [
    'affiliate',
    'isCerise',
    'displayIATitle',
    'editorialAlertAllowed',
    'internalLinks',
    'personTagsAllowed',
    'useFotoweb',
    'enableNLFlash',
    'isRecipe',
    'enableAffilizPlugin',
    'setInitialTitleAllowed',
    'mediaProgramsAllowed',
    'disabledForCerise',
    'hasPodcast',
  ];
  const expected: Record<string, Flag[]> = {
    TEL: [
      'affiliate',
      'displayIATitle',
      'editorialAlertAllowed',
      'internalLinks',
      'personTagsAllowed',
      'enableNLFlash',
      'enableAffilizPlugin',
      'setInitialTitleAllowed',
      'mediaProgramsAllowed',
      'hasPodcast',
    ],
    CAC: [
      'affiliate',
      'displayIATitle',
      'editorialAlertAllowed',
      'internalLinks',
      'enableNLFlash',
      'isRecipe',
      'enableAffilizPlugin',
      'setInitialTitleAllowed',
      'hasPodcast',
    ],
    FRGSD: ['isCerise', 'displayIATitle', 'hasPodcast'],
    HBZ: ['editorialAlertAllowed', 'personTagsAllowed'],
    GEO: [
      'affiliate',
      'editorialAlertAllowed',
      'internalLinks',
      'useFotoweb',
      'enableNLFlash',
      'enableAffilizPlugin',
      'setInitialTitleAllowed',
      'hasPodcast',
    ],
    TESTBRAND: ['disabledForCerise', 'hasPodcast'],
    UNKNOWN: [],
  };
  it.each(Object.entries(expected))('brand %s has exactly its documented switches', (key, on) => {
    const profile = brandProfile(key);
    for (const flag of flags) expect([flag, profile[flag]]).toEqual([flag, on.includes(flag)]);
  });

  it.each([
    [
      'TEL',
      ['ios', 'android'],
      ['Article', 'Video', 'Diapo', 'Podcast', 'Photo'],
      ['Tag', 'Company', 'Person'],
      ['Tag'],
      null,
      ['graphics'],
    ],
    [
      'CAC',
      ['ios', 'android'],
      ['Article', 'Recette', 'Video', 'Diapo', 'Podcast', 'Photo'],
      ['Tag', 'Company'],
      ['Tag'],
      'https://www.cuisineactuelle.fr',
      ['graphics'],
    ],
    [
      'FAC',
      ['ios', 'android'],
      ['Article', 'Recette', 'Video', 'Diapo', 'Podcast', 'Photo'],
      ['Tag', 'Company', 'Person'],
      ['Tag'],
      'https://www.femmeactuelle.fr',
      ['graphics'],
    ],
    [
      'HBZ',
      [],
      ['Article', 'Video', 'Diapo', 'Photo'],
      ['Tag', 'Company', 'Person'],
      ['Tag'],
      null,
      ['graphics'],
    ],
    [
      'GEO',
      ['ios', 'android'],
      ['Article', 'Video', 'Diapo', 'Podcast', 'Photo'],
      ['Tag', 'Company', 'Destination'],
      ['Tag', 'Destination'],
      null,
      ['graphics', 'free'],
    ],
    [
      'TLZ',
      ['android'],
      ['Article', 'Video', 'Diapo', 'Podcast', 'Photo'],
      ['Tag', 'Company', 'Person'],
      ['Tag'],
      null,
      ['graphics'],
    ],
    ['UNKNOWN', [], [], [], [], null, []],
  ])(
    'brand %s: push platforms, media tabs, tag types and providers, site origin, photo archives',
    (key, push, media, tagTypes, providers, origin, archives) => {
      const p = brandProfile(key);
      expect(p.pushPlatforms).toEqual(push);
      expect(p.allowedMediaTypes).toEqual(media);
      expect(p.tagTypes).toEqual(tagTypes);
      expect(p.tagProviders).toEqual(providers);
      expect(p.siteOrigin).toBe(origin);
      expect(p.photoArchives).toEqual(archives);
    },
  );

  it.each([
    ['TEL', ['Media', 'Image', 'Multimultimedia', 'PageBreak', 'Table', 'Frame', 'C2C']],
    ['NEO', ['Media', 'Image', 'Multimultimedia', 'PageBreak', 'Table', 'Frame']],
    ['UKGTS', ['Media', 'Image', 'Multimultimedia', 'Table']],
    ['UNKNOWN', []],
  ])('brand %s offers its editor plugins', (key, plugins) => {
    expect(brandProfile(key).draftEditorPlugins).toEqual(plugins);
  });

  it('gives known brands the draft rich fields', () => {
    expect(brandProfile('TEL').draftRichFields).toContain('title');
    expect(brandProfile('NOPE').draftRichFields).toEqual([]);
  });

  it('knows the per-brand publishing specifics and AI slideshow brands', () => {
    expect(hasAiSlideshow('CAC')).toBe(true);
    expect(hasAiSlideshow('TEL')).toBe(false);
    expect(requiresSourceToPublish('CAP')).toBe(true);
    expect(requiresSourceToPublish('TEL')).toBe(false);
    expect(requiresVideoChannel('TEL')).toBe(true);
    expect(requiresVideoChannel('CAP')).toBe(false);
  });

  it('offers push creation for brands with web alerts or android', () => {
    const keys = pushCapableBrands().map((b) => b.key);
    expect(keys).toContain('TEL');
    expect(keys).not.toContain('FRGSD');
  });
});
