// Brand catalogue and capability profiles (spec 000 §1, 001 §6 and §9).
//
// The spec lists the brand keys and the names of the switches but gives a value only for a few of
// them (recipe patterns and AI slideshows for FAC and CAC, no podcast for HBZ, the free photo base
// for BIN/CAP/CAM/GEO/NEO, fixed site origins for FAC and CAC, default brand TEL). Everything else
// is a documented default chosen in BRAND_TABLE below, in one place, so that an editor can change
// a brand by editing one row.
import type { Brand, BrandProfile, EditorPlugin, MediaType, PushPlatform } from './brandProfile';

export const DEFAULT_BRAND = 'TEL';

/** All brand keys of spec 001 §9, sorted. */
export const BRAND_KEYS: readonly string[] = [
  'BEA',
  'BIN',
  'BONE',
  'CAC',
  'CAM',
  'CAP',
  'CTM',
  'DEGTS',
  'DEOMM',
  'FAC',
  'FRGSD',
  'FRGSG',
  'FRGSL',
  'FRGSS',
  'FRGSV',
  'FROMM',
  'GEO',
  'HBR',
  'HBZ',
  'HCO',
  'IDE',
  'MLK',
  'MVO',
  'NEO',
  'PRA',
  'QUOI',
  'SESH',
  'SHGFAC',
  'SIM',
  'TEL',
  'TESTBRAND',
  'TGC',
  'TGL',
  'TLS',
  'TLZ',
  'TMA',
  'TVP',
  'UKGTS',
  'UKOMM',
  'VOI',
];

/** Unknown brands get every switch off (spec 000 §1, 001 §6). */
export const ALL_OFF_PROFILE: BrandProfile = Object.freeze({
  affiliate: false,
  isCerise: false,
  displayIATitle: false,
  editorialAlertAllowed: false,
  draftRichFields: [],
  draftEditorPlugins: [],
  allowedMediaTypes: [],
  internalLinks: false,
  personTagsAllowed: false,
  pushPlatforms: [],
  tagProviders: [],
  tagTypes: [],
  useFotoweb: false,
  enableNLFlash: false,
  isRecipe: false,
  enableAffilizPlugin: false,
  setInitialTitleAllowed: false,
  mediaProgramsAllowed: false,
  disabledForCerise: false,
  hasPodcast: false,
  siteOrigin: null,
  photoArchives: [],
});

/** Photo archive names: graphics sources everywhere, free base for a few brands (001 §9). */
export const PHOTO_ARCHIVE_GRAPHICS = 'graphics';
export const PHOTO_ARCHIVE_FREE = 'free';
const FREE_BASE_BRANDS = new Set(['BIN', 'CAP', 'CAM', 'GEO', 'NEO']);

/** Fixed public site origins (001 §9 says they are fixed for FAC and CAC; the values are ours). */
const SITE_ORIGINS: Readonly<Record<string, string>> = {
  FAC: 'https://www.femmeactuelle.fr',
  CAC: 'https://www.cuisineactuelle.fr',
};

/** Fields an editor may fill while the article is a draft: every title, the lead, body and slug. */
const DRAFT_RICH_FIELDS = [
  'title',
  'secondaryTitle',
  'partnerTitle',
  'discoverTitle',
  'slug',
  'lead',
  'body',
] as const;
const STANDARD_PLUGINS: readonly EditorPlugin[] = [
  'Media',
  'Image',
  'Multimultimedia',
  'PageBreak',
  'Table',
  'Frame',
];
/** Cerise sites use a lighter editor (default chosen here: no page break, no frames). */
const CERISE_PLUGINS: readonly EditorPlugin[] = ['Media', 'Image', 'Multimultimedia', 'Table'];

/**
 * One row per brand. Letters switch a capability on; everything not listed is off.
 *   R recipe brand (Recette tab, recipe patterns)      A affiliate (+ Affilizz plugin, C2C)
 *   C Cerise flavour                                   I AI title chip (displayIATitle)
 *   E editorial (web) alerts                           P push on iOS and Android
 *   D push on Android only                             L internal-link suggestions
 *   H person tags allowed                              M media programs (TV programs/collections)
 *   N newsletter flash                                 T set initial title (print reprise)
 *   F Fotoweb photo store                              G Destination tag provider
 *   X disabled for Cerise (hidden from the selector)   Z no podcast tab
 * Language defaults to 'fr'. Names default to the key: the spec gives no brand names.
 */
interface BrandRow {
  flags: string;
  language?: string;
}
const BRAND_TABLE: Readonly<Record<string, BrandRow>> = {
  BEA: { flags: 'EHN' },
  BIN: { flags: 'ELNTF' },
  BONE: { flags: '' },
  CAC: { flags: 'RAIEPLNT' },
  CAM: { flags: 'AEPNTF' },
  CAP: { flags: 'AIEPLNTF' },
  CTM: { flags: 'E' },
  DEGTS: { flags: 'CI', language: 'de' },
  DEOMM: { flags: 'CI', language: 'de' },
  FAC: { flags: 'RAIEPLHNT' },
  FRGSD: { flags: 'CI' },
  FRGSG: { flags: 'CI' },
  FRGSL: { flags: 'CI' },
  FRGSS: { flags: 'CI' },
  FRGSV: { flags: 'CI' },
  FROMM: { flags: 'CIH' },
  GEO: { flags: 'AEPLNTFG' },
  HBR: { flags: 'ENT' },
  HBZ: { flags: 'EHZ' },
  HCO: { flags: 'E' },
  IDE: { flags: 'E' },
  MLK: { flags: 'E' },
  MVO: { flags: 'E' },
  NEO: { flags: 'ENTF' },
  PRA: { flags: 'AEPHNT' },
  QUOI: { flags: 'EH' },
  SESH: { flags: 'E' },
  SHGFAC: { flags: 'AX' },
  SIM: { flags: 'E' },
  TEL: { flags: 'AIEPLHMNT' },
  TESTBRAND: { flags: 'X' },
  TGC: { flags: 'EDHM' },
  TGL: { flags: 'EDHM' },
  TLS: { flags: 'EDHM' },
  TLZ: { flags: 'EDHM' },
  TMA: { flags: 'EDHM' },
  TVP: { flags: 'EPHM' },
  UKGTS: { flags: 'CI', language: 'en' },
  UKOMM: { flags: 'CI', language: 'en' },
  VOI: { flags: 'AEPHNT' },
};

/**
 * The public names of the brands whose title is known here; the others are named by their key.
 * The selector shows « name (KEY) » (issue 15: 38 bare codes were unreadable).
 */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  CAC: 'Cuisine Actuelle',
  CAM: "Ça m'intéresse",
  CAP: 'Capital',
  FAC: 'Femme Actuelle',
  GEO: 'GEO',
  HBR: 'Harvard Business Review',
  HBZ: "Harper's Bazaar",
  NEO: 'Neon',
  PRA: 'Prima',
  TEL: 'Télé-Loisirs',
  TLS: 'Télé Star',
  TVP: 'Télé Poche',
  VOI: 'Voici',
};

/** « Télé-Loisirs (TEL) », or the key alone when the brand's name is not known. */
export function brandLabel(key: string): string {
  const name = BRAND_NAMES[key];
  return name && name !== key ? `${name} (${key})` : key;
}

function profileFromRow(key: string, row: BrandRow): BrandProfile {
  const has = (flag: string): boolean => row.flags.includes(flag);
  const pushPlatforms: PushPlatform[] = has('P') ? ['ios', 'android'] : has('D') ? ['android'] : [];
  const mediaTypes: MediaType[] = [
    'Article',
    ...(has('R') ? (['Recette'] as const) : []),
    'Video',
    'Diapo',
    ...(has('Z') ? [] : (['Podcast'] as const)),
    'Photo',
  ];
  const tagTypes = [
    'Tag',
    'Company',
    ...(has('H') ? ['Person'] : []),
    ...(has('G') ? ['Destination'] : []),
  ];
  return {
    affiliate: has('A'),
    isCerise: has('C'),
    displayIATitle: has('I'),
    editorialAlertAllowed: has('E'),
    draftRichFields: DRAFT_RICH_FIELDS,
    draftEditorPlugins: has('C')
      ? CERISE_PLUGINS
      : has('A')
        ? [...STANDARD_PLUGINS, 'C2C']
        : STANDARD_PLUGINS,
    allowedMediaTypes: mediaTypes,
    internalLinks: has('L'),
    personTagsAllowed: has('H'),
    pushPlatforms,
    tagProviders: has('G') ? ['Tag', 'Destination'] : ['Tag'],
    tagTypes,
    useFotoweb: has('F'),
    enableNLFlash: has('N'),
    isRecipe: has('R'),
    enableAffilizPlugin: has('A'),
    setInitialTitleAllowed: has('T'),
    mediaProgramsAllowed: has('M'),
    disabledForCerise: has('X'),
    hasPodcast: !has('Z'),
    siteOrigin: SITE_ORIGINS[key] ?? null,
    photoArchives: FREE_BASE_BRANDS.has(key)
      ? [PHOTO_ARCHIVE_GRAPHICS, PHOTO_ARCHIVE_FREE]
      : [PHOTO_ARCHIVE_GRAPHICS],
  };
}

const BRANDS: ReadonlyMap<string, Brand> = new Map(
  Object.entries(BRAND_TABLE).map(([key, row]) => [
    key,
    Object.freeze({
      key,
      name: BRAND_NAMES[key] ?? key,
      language: row.language ?? 'fr',
      profile: Object.freeze(profileFromRow(key, row)),
    }),
  ]),
);

export function isKnownBrand(key: string): boolean {
  return BRANDS.has(key);
}

/** The capability profile of a brand; unknown keys get every switch off. */
export function brandProfile(key: string): BrandProfile {
  return BRANDS.get(key)?.profile ?? ALL_OFF_PROFILE;
}

/** A brand by key; an unknown key yields a brand named after its key, French, all switches off. */
export function getBrand(key: string): Brand {
  return BRANDS.get(key) ?? { key, name: key, language: 'fr', profile: ALL_OFF_PROFILE };
}

/** Every known brand, sorted by key. */
export function listBrands(): Brand[] {
  return [...BRANDS.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The brands offered by the brand selector: sorted by key, without those disabled for Cerise. */
export function selectableBrands(): Brand[] {
  return listBrands().filter((brand) => !brand.profile.disabledForCerise);
}

/** Brands whose push-list speed dial is offered: web alerts or Android (spec 000 §2). */
export function pushCapableBrands(): Brand[] {
  return selectableBrands().filter(
    (b) => b.profile.editorialAlertAllowed || b.profile.pushPlatforms.includes('android'),
  );
}

/** The AI slideshow generator and recipe link patterns exist only for FAC and CAC (000 §2, 001 §5). */
export const AI_SLIDESHOW_BRANDS: readonly string[] = ['CAC', 'FAC'];
export function hasAiSlideshow(key: string): boolean {
  return AI_SLIDESHOW_BRANDS.includes(key);
}

/** Only brand CAP requires a source to publish (001 §5). */
export function requiresSourceToPublish(key: string): boolean {
  return key === 'CAP';
}

/** A TEL video needs a channel (001 §5). */
export function requiresVideoChannel(key: string): boolean {
  return key === DEFAULT_BRAND;
}
