// The capability profile of a brand (spec 000 §1, 001 §6). Values per brand live in brands.ts;
// this file only fixes the shape so the server's GraphQL type and the renderer agree on it.

export type PushPlatform = 'ios' | 'android';
export type EditorPlugin =
  'Media' | 'Image' | 'Multimultimedia' | 'PageBreak' | 'Table' | 'C2C' | 'Frame';
export type MediaType = 'Article' | 'Recette' | 'Video' | 'Diapo' | 'Podcast' | 'Photo';

export interface BrandProfile {
  affiliate: boolean;
  isCerise: boolean;
  displayIATitle: boolean;
  editorialAlertAllowed: boolean;
  /** Rich fields editable while the article is a draft (title, lead, body, …). */
  draftRichFields: readonly string[];
  /** ProseMirror plugins offered in the body editor. */
  draftEditorPlugins: readonly EditorPlugin[];
  /** Tabs offered by the media picker. */
  allowedMediaTypes: readonly MediaType[];
  internalLinks: boolean;
  personTagsAllowed: boolean;
  pushPlatforms: readonly PushPlatform[];
  tagProviders: readonly string[];
  tagTypes: readonly string[];
  useFotoweb: boolean;
  enableNLFlash: boolean;
  isRecipe: boolean;
  enableAffilizPlugin: boolean;
  setInitialTitleAllowed: boolean;
  mediaProgramsAllowed: boolean;
  /** Excluded from the brand selector (spec 000 §2). */
  disabledForCerise: boolean;
  /** HBZ has no podcast tab. */
  hasPodcast: boolean;
  /** Public site origin; fixed for FAC and CAC (spec 001 §9), null where not given. */
  siteOrigin: string | null;
  /** Photo archives: graphics sources everywhere, plus the free base for BIN, CAP, CAM, GEO, NEO. */
  photoArchives: readonly string[];
}

export interface Brand {
  key: string;
  name: string;
  /** BCP-47 language of the brand's site ('fr' for most); drives translate-and-copy. */
  language: string;
  profile: BrandProfile;
}
