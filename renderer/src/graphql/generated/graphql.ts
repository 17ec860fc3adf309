/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AffiliationCardInput = {
  /** The product is a catalogue product (no rating). */
  catalog: boolean;
  designId?: string | number | null | undefined;
  negativePoints: Array<string>;
  positivePoints: Array<string>;
  /** The product the card shows (a catalogue product once added with createAffiliationCatalogProduct). */
  productId: string | number;
  /** Empty or one integer 0–10 (sent 'N / 10'); ordinary products only. */
  rating?: number | null | undefined;
  title: string;
};

/** 001 §9: NB_OFFERS by default. */
export type AffiliationProductSort =
  | 'NB_OFFERS'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RELEVANCE';

export type AffiliationProductType =
  | 'CatalogProduct'
  | 'Product';

export type ArticleCreateInput = {
  /** 000 §2: affiliate product cards enabled for this article (left alone when absent). */
  affiliateCardsEnabled?: boolean | null | undefined;
  authors?: RelationListInput | null | undefined;
  body?: unknown;
  brandKey: string;
  canonical?: string | null | undefined;
  categories?: RelationListInput | null | undefined;
  channels?: RelationListInput | null | undefined;
  discoverTitle?: string | null | undefined;
  events?: RelationListInput | null | undefined;
  format: ArticleFormat;
  guides?: RelationListInput | null | undefined;
  lead?: unknown;
  machineTags?: RelationListInput | null | undefined;
  medias?: unknown;
  partnerTitle?: string | null | undefined;
  platformId?: string | null | undefined;
  publicId?: string | null | undefined;
  publishedAt?: string | null | undefined;
  qualifiers?: RelationListInput | null | undefined;
  secondaryTitle?: string | null | undefined;
  signatureComplement?: string | null | undefined;
  slug?: string | null | undefined;
  source?: RelationOneInput | null | undefined;
  status?: ArticleStatus | null | undefined;
  tags?: RelationListInput | null | undefined;
  title: string;
  urls?: Array<ArticleUrlInput> | null | undefined;
};

export type ArticleFormat =
  | 'Rich'
  | 'Slideshow'
  | 'Video';

export type ArticleOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  /** Text relevance (only meaningful with `query`); ties newest first. */
  | 'relevance_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'updatedAt_ASC'
  | 'updatedAt_DESC';

export type ArticleStatus =
  | 'Deleted'
  | 'Draft'
  | 'Frozen'
  | 'Pending'
  | 'Private'
  | 'Proposal'
  | 'Published'
  | 'Ready'
  | 'Scheduled'
  | 'ScheduledForRepublication'
  | 'Todo';

export type ArticleUpdateInput = {
  /** 000 §2: affiliate product cards enabled for this article (left alone when absent). */
  affiliateCardsEnabled?: boolean | null | undefined;
  authors?: RelationListInput | null | undefined;
  body?: unknown;
  canonical?: string | null | undefined;
  categories?: RelationListInput | null | undefined;
  channels?: RelationListInput | null | undefined;
  discoverTitle?: string | null | undefined;
  events?: RelationListInput | null | undefined;
  guides?: RelationListInput | null | undefined;
  lead?: unknown;
  machineTags?: RelationListInput | null | undefined;
  medias?: unknown;
  partnerTitle?: string | null | undefined;
  platformId?: string | null | undefined;
  publicId?: string | null | undefined;
  publishedAt?: string | null | undefined;
  qualifiers?: RelationListInput | null | undefined;
  secondaryTitle?: string | null | undefined;
  signatureComplement?: string | null | undefined;
  slug?: string | null | undefined;
  source?: RelationOneInput | null | undefined;
  status?: ArticleStatus | null | undefined;
  tags?: RelationListInput | null | undefined;
  title?: string | null | undefined;
  /** Transition name of common/domain/transitions (publish, antidate, republish, …). */
  transition?: string | null | undefined;
  urls?: Array<ArticleUrlInput> | null | undefined;
  /** The version this save is based on; a stale one gets CONFLICT. */
  version?: number | null | undefined;
};

export type ArticleUrlInput = {
  origin: string;
  path: string;
  statusOk?: boolean | null | undefined;
};

/** The advanced search (spec 000 §2) and the dashboard filter (§3). Every field is optional; all apply together. */
export type ArticleWhereInput = {
  authorIds?: Array<string | number> | null | undefined;
  brandKey?: string | null | undefined;
  brandKey_in?: Array<string> | null | undefined;
  /** Any of these categories (any format: categories, channels, events, guides). */
  categoryIds?: Array<string | number> | null | undefined;
  creatorId?: string | number | null | undefined;
  format?: ArticleFormat | null | undefined;
  format_in?: Array<ArticleFormat> | null | undefined;
  hasDiapo?: boolean | null | undefined;
  hasLive?: boolean | null | undefined;
  hasPodcast?: boolean | null | undefined;
  hasPush?: boolean | null | undefined;
  hasVideo?: boolean | null | undefined;
  /** Some media (article media list) carries this credit (case and accents ignored, substring). */
  imageCredit?: string | null | undefined;
  /** Some media carries this source (case and accents ignored, substring). */
  imageSource?: string | null | undefined;
  /** Dashboard: publication date window. */
  publishedAfter?: string | null | undefined;
  publishedBefore?: string | null | undefined;
  qualifierIds?: Array<string | number> | null | undefined;
  sourceIds?: Array<string | number> | null | undefined;
  status?: ArticleStatus | null | undefined;
  status_in?: Array<ArticleStatus> | null | undefined;
  /** Any of these tags. */
  tagIds?: Array<string | number> | null | undefined;
  updatedAfter?: string | null | undefined;
  updatedBefore?: string | null | undefined;
};

export type ArticleWhereUniqueInput = {
  id: string | number;
};

export type AssignmentUpdateInput = {
  /** Moves the latest version along the print path (common/domain/printWorkflow.ts). */
  status?: PrintVersionStatus | null | undefined;
  /** Adds a version; refused while the latest one's text is read-only. */
  version?: AssignmentVersionInput | null | undefined;
  /** Links this web article to the assignment (its machine tag), in the same transaction. */
  webArticle?: string | number | null | undefined;
};

/** A new text version of the assignment's raw article (web → print). */
export type AssignmentVersionInput = {
  body?: string | null | undefined;
  lead?: string | null | undefined;
  signature?: string | null | undefined;
  /** Validation ('À valider') or Mockup ('À maquetter') (spec 000 §4). */
  status: PrintVersionStatus;
  title: string;
};

export type AssignmentWhereInput = {
  brandKey: string;
  id_in?: Array<string | number> | null | undefined;
  printHeading?: string | number | null | undefined;
  printIssue?: string | number | null | undefined;
  printPublication?: string | number | null | undefined;
  /** Subject title search (case and accents ignored). */
  subjectTitle_contains?: string | null | undefined;
};

export type AttributeCreateInput = {
  brandKey: string;
  title: string;
};

export type AttributeWhereInput = {
  brandKey?: string | null | undefined;
};

export type AuthorCreateInput = {
  attributes?: RelationListInput | null | undefined;
  avatarUrl?: string | null | undefined;
  brandKey: string;
  description?: string | null | undefined;
  email?: string | null | undefined;
  facebookId?: string | null | undefined;
  googleId?: string | null | undefined;
  hasPublicProfile?: boolean | null | undefined;
  instagramId?: string | null | undefined;
  isExternal?: boolean | null | undefined;
  isMain?: boolean | null | undefined;
  linkedinId?: string | null | undefined;
  media?: unknown;
  name: string;
  pinterestId?: string | null | undefined;
  resume?: string | null | undefined;
  snapchatId?: string | null | undefined;
  twitterId?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type AuthorUpdateInput = {
  attributes?: RelationListInput | null | undefined;
  avatarUrl?: string | null | undefined;
  brandKey?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  facebookId?: string | null | undefined;
  googleId?: string | null | undefined;
  hasPublicProfile?: boolean | null | undefined;
  instagramId?: string | null | undefined;
  isExternal?: boolean | null | undefined;
  isMain?: boolean | null | undefined;
  linkedinId?: string | null | undefined;
  media?: unknown;
  name?: string | null | undefined;
  pinterestId?: string | null | undefined;
  resume?: string | null | undefined;
  snapchatId?: string | null | undefined;
  twitterId?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type AuthorWhereInput = {
  brandKey?: string | null | undefined;
  id_in?: Array<string | number> | null | undefined;
  /** Case- and accent-insensitive match on the name. */
  search?: string | null | undefined;
  /** 'my authors': authors linked to this user id. */
  userId?: string | number | null | undefined;
};

export type BoardItemInput = {
  id: string | number;
  pinnedAt?: string | null | undefined;
  type: BoardItemType;
};

/** What a Board section links: an article, a recipe or a slideshow. */
export type BoardItemType =
  | 'article'
  | 'recipe'
  | 'slideshow';

export type CardCreateInput = {
  body?: unknown;
  brandKey: string;
  /** Ordered category ids (the list replaces the card's). */
  categories?: Array<string | number> | null | undefined;
  description?: string | null | undefined;
  label: string;
  media?: unknown;
  secondaryTitle?: string | null | undefined;
  status?: CardStatus | null | undefined;
  /** Ordered tag ids (the list replaces the card's). */
  tags?: Array<string | number> | null | undefined;
  title: string;
  url: string;
};

export type CardStatus =
  | 'Archived'
  | 'Published';

export type CardUpdateInput = {
  body?: unknown;
  categories?: Array<string | number> | null | undefined;
  description?: string | null | undefined;
  label?: string | null | undefined;
  media?: unknown;
  secondaryTitle?: string | null | undefined;
  status?: CardStatus | null | undefined;
  tags?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
  /** The version this save is based on; a stale one gets CONFLICT. */
  version: number;
};

export type CardWhereInput = {
  brandKey?: string | null | undefined;
  status?: CardStatus | null | undefined;
};

export type CardWhereUniqueInput = {
  id: string | number;
};

export type CategoryCreateInput = {
  brandKey: string;
  description?: unknown;
  descriptionSEO?: string | null | undefined;
  format: CategoryFormat;
  isHeadlined?: boolean | null | undefined;
  medias?: unknown;
  /** The parent page; none at the root (super-admins only). */
  parentId?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  sections?: Array<SectionInput> | null | undefined;
  slug?: string | null | undefined;
  status?: string | null | undefined;
  subtitle?: string | null | undefined;
  tagIds?: Array<string | number> | null | undefined;
  title: string;
};

export type CategoryFormat =
  | 'Category'
  | 'Channel'
  | 'Event'
  | 'Guide';

export type CategoryUpdateInput = {
  description?: unknown;
  descriptionSEO?: string | null | undefined;
  isHeadlined?: boolean | null | undefined;
  medias?: unknown;
  /** Moves the page under another parent of the same brand (the category path picker). */
  parentId?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  /** The whole ordered list of sections (replaces the stored one). */
  sections?: Array<SectionInput> | null | undefined;
  slug?: string | null | undefined;
  status?: string | null | undefined;
  subtitle?: string | null | undefined;
  tagIds?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
  /** Named page transition (publish, schedule, archive, back2draft, move2trash). */
  transition?: string | null | undefined;
  /** The version the edit was based on; a stale one gets CONFLICT. */
  version: number;
};

export type CategoryWhereInput = {
  brandKey?: string | null | undefined;
  format?: CategoryFormat | null | undefined;
  format_in?: Array<CategoryFormat> | null | undefined;
  level?: number | null | undefined;
  parentId?: string | number | null | undefined;
  /** The top of a format's tree: pages without a parent, or whose parent has another format. */
  root?: boolean | null | undefined;
  search?: string | null | undefined;
  status_in?: Array<string> | null | undefined;
};

export type CorrectionContentInput = {
  id: string | number;
  kind: CorrectionContentKind;
};

export type CorrectionContentKind =
  /** An article of any format (a slideshow's captions included). */
  | 'article'
  /** A post of a live. */
  | 'livePost';

export type CorrectionEngineName =
  /** The embedded French engine (Hunspell, and Grammalecte where installed). */
  | 'local'
  /** The configured Prolexis-compatible service. */
  | 'prolexis';

export type CorrectionErrorStatus =
  | 'corrected'
  | 'ignored'
  | 'pending';

export type CorrectionErrorType =
  | 'grammar'
  | 'spelling'
  | 'typography';

export type CorrectionHashInput = {
  hash: string;
  key: string;
};

export type CorrectionSegmentInput = {
  key: string;
  text: string;
};

export type DashboardBucketUnit =
  | 'day'
  | 'hour';

/** The dashboard filter of spec 000 §3, plus the brand menu and the search bar. Dates are whole days in Paris time. */
export type DashboardFilterInput = {
  authorIds?: Array<string | number> | null | undefined;
  /** null or absent = every brand the user may see ('Toutes'). */
  brandKey?: string | null | undefined;
  categoryIds?: Array<string | number> | null | undefined;
  /** Last day included, 'yyyy-MM-dd' (Paris time). */
  endDate?: string | null | undefined;
  format?: Array<ArticleFormat> | null | undefined;
  qualifierIds?: Array<string | number> | null | undefined;
  /** French full-text search (accents folded), as the article search. */
  search?: string | null | undefined;
  sourceIds?: Array<string | number> | null | undefined;
  /** First day included, 'yyyy-MM-dd' (Paris time). */
  startDate?: string | null | undefined;
  status?: Array<ArticleStatus> | null | undefined;
  tagIds?: Array<string | number> | null | undefined;
};

/** « Localisation »: where the video may be watched (Dailymotion's geoblocking). */
export type GeoblockingMode =
  /** Only in the countries listed. */
  | 'Allow'
  /** Everywhere but the countries listed. */
  | 'Deny'
  /** Everywhere (no rule). */
  | 'Everywhere';

/** spec 001 §5: a good-deal process with no status is running. */
export type GoodDealAiProcessStatus =
  | 'ERROR'
  | 'SUCCESS';

export type GoogleGroupCreateInput = {
  groupTitle: string;
  roleId?: string | number | null | undefined;
};

export type GoogleGroupUpdateInput = {
  groupTitle?: string | null | undefined;
  roleId?: string | number | null | undefined;
};

export type GoogleGroupWhereInput = {
  search?: string | null | undefined;
};

/** spec 000 §3 internal link types. */
export type InternalLinkType =
  | 'ARTICLE'
  | 'BROADCAST'
  | 'PROGRAM'
  | 'RECIPE'
  | 'VIDEO';

/** The kinds of content the live channel speaks of (common/live/liveEvents.ts). */
export type LiveContentType =
  | 'article'
  | 'card'
  | 'livePost'
  | 'orphanPage'
  | 'page'
  | 'push';

export type LivePostInput = {
  body: unknown;
  /** Defaults to now on creation; kept on update when absent. */
  publishedAt?: string | null | undefined;
  title?: string | null | undefined;
  /** On update: the version it is based on. */
  version?: number | null | undefined;
};

export type LivePostWhereUniqueInput = {
  id: string | number;
};

/** spec 001 §5: RUNNING, SUCCESS, ERROR (any other value is not shown). */
export type OpenAiProcessStatus =
  | 'ERROR'
  | 'RUNNING'
  | 'SUCCESS';

export type OrderedConnectInput = {
  id: string | number;
  order?: number | null | undefined;
};

export type OrphanPageCreateInput = {
  brandKey: string;
  content?: string | null | undefined;
  isAdsEnabled?: boolean | null | undefined;
  isCMPEnabled?: boolean | null | undefined;
  isFullScreen?: boolean | null | undefined;
  metas?: Array<string> | null | undefined;
  status?: OrphanPageStatus | null | undefined;
  title?: string | null | undefined;
  uri: string;
};

export type OrphanPageStatus =
  | 'archived'
  | 'draft'
  | 'published';

export type OrphanPageUpdateInput = {
  content?: string | null | undefined;
  isAdsEnabled?: boolean | null | undefined;
  isCMPEnabled?: boolean | null | undefined;
  isFullScreen?: boolean | null | undefined;
  metas?: Array<string> | null | undefined;
  status?: OrphanPageStatus | null | undefined;
  title?: string | null | undefined;
  uri?: string | null | undefined;
  version: number;
};

export type OrphanPageWhereInput = {
  brandKey?: string | null | undefined;
  status?: OrphanPageStatus | null | undefined;
  /** Title prefix or word (case and accents ignored): the autocomplete. */
  title_contains?: string | null | undefined;
};

export type OrphanPageWhereUniqueInput = {
  id: string | number;
};

export type PresenceMode =
  | 'editing'
  | 'viewing';

/** spec 000 §3 print version statuses; the path between them is common/domain/printWorkflow.ts. */
export type PrintVersionStatus =
  | 'Correcting'
  | 'Correction'
  | 'Editing'
  | 'Mockup'
  | 'Validating'
  | 'Validation';

export type PromptUpdateInput = {
  body?: string | null | undefined;
  label?: string | null | undefined;
};

export type PromptWhereInput = {
  /** Null: the prompt of every brand without its own. */
  brandKey?: string | null | undefined;
  field: string;
};

export type PushCreateInput = {
  articleId?: string | number | null | undefined;
  body: string;
  brandKey: string;
  media?: unknown;
  /** Absent or null: now. */
  scheduledAt?: string | null | undefined;
  /** The brand's segments (admin area) to target, up to 100. */
  segmentIds?: Array<string | number> | null | undefined;
  segments: Array<string>;
  /** Platforms: android, ios, ea. One push is created per platform. */
  targetDevices: Array<string>;
  title: string;
};

export type PushWhereInput = {
  articleId?: string | number | null | undefined;
  brandKey?: string | null | undefined;
  groupId?: string | number | null | undefined;
};

export type QualifierCreateInput = {
  brandKey: string;
  format?: ArticleFormat | null | undefined;
  status?: string | null | undefined;
  title: string;
};

export type QualifierUpdateInput = {
  format?: ArticleFormat | null | undefined;
  status?: string | null | undefined;
  /** Title is editable only on creation (spec 001 §2): refused here. */
  title?: string | null | undefined;
};

export type QualifierWhereInput = {
  brandKey?: string | null | undefined;
  format?: ArticleFormat | null | undefined;
  /** Draft is excluded when qualifiers are picked for articles (spec 001 §4). */
  status_in?: Array<string> | null | undefined;
};

export type RecipeOrderByInput =
  | 'calorieLevel_ASC'
  | 'calorieLevel_DESC'
  | 'cookTime_ASC'
  | 'cookTime_DESC'
  | 'cookingMethod_ASC'
  | 'cookingMethod_DESC'
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'difficulty_ASC'
  | 'difficulty_DESC'
  | 'estimatedCost_ASC'
  | 'estimatedCost_DESC'
  | 'prepTime_ASC'
  | 'prepTime_DESC'
  | 'publishedAt_ASC'
  | 'publishedAt_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'source_ASC'
  | 'source_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'totalTime_ASC'
  | 'totalTime_DESC'
  | 'waitTime_ASC'
  | 'waitTime_DESC'
  | 'yield_ASC'
  | 'yield_DESC';

export type RecipeStatus =
  | 'Archived'
  | 'Deleted'
  | 'Draft'
  | 'Frozen'
  | 'Published'
  | 'Ready'
  | 'Scheduled';

export type RecipeWhereInput = {
  brandKey?: string | null | undefined;
  brandKey_in?: Array<string> | null | undefined;
  id?: string | number | null | undefined;
  id_in?: Array<string | number> | null | undefined;
  status?: RecipeStatus | null | undefined;
  status_in?: Array<RecipeStatus> | null | undefined;
  /** Case and accents ignored. */
  title_contains?: string | null | undefined;
};

/** connect appends (or inserts at `order`), disconnect removes, set replaces the whole ordered list. */
export type RelationListInput = {
  connect?: Array<OrderedConnectInput> | null | undefined;
  disconnect?: Array<string | number> | null | undefined;
  set?: Array<OrderedConnectInput> | null | undefined;
};

export type RelationOneInput = {
  connect?: string | number | null | undefined;
  disconnect?: boolean | null | undefined;
};

export type RoleCreateInput = {
  slug: string;
};

export type RoleUpdateInput = {
  slug?: string | null | undefined;
};

export type RoleWhereInput = {
  search?: string | null | undefined;
};

/** A section as the editor sends it; the list order is the section order. */
export type SectionInput = {
  /** Text: the rich-text body. */
  body?: unknown;
  description?: string | null | undefined;
  /** An existing section's id, kept; absent for a new section. */
  id?: string | number | null | undefined;
  /** Url: the optional image (a media object, images only). */
  image?: unknown;
  isActive?: boolean | null | undefined;
  /** Board: the items in order. */
  items?: Array<BoardItemInput> | null | undefined;
  metas?: string | null | undefined;
  slug?: string | null | undefined;
  /** People: person tag ids in order. */
  tagIds?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
  type: SectionType;
  /** Url: the link. */
  url?: string | null | undefined;
};

export type SectionType =
  | 'Board'
  | 'People'
  | 'Text'
  | 'Url';

export type SegmentCreateInput = {
  android?: unknown;
  brandKey: string;
  device?: string | null | undefined;
  editorialAlert?: unknown;
  /** Parsed JSON objects (spec 001 §5), null when empty. */
  ios?: unknown;
  status?: string | null | undefined;
  title: string;
};

export type SegmentUpdateInput = {
  /** Deleting sets active to false. */
  active?: boolean | null | undefined;
  android?: unknown;
  device?: string | null | undefined;
  editorialAlert?: unknown;
  ios?: unknown;
  status?: string | null | undefined;
  title?: string | null | undefined;
};

export type SegmentWhereInput = {
  active?: boolean | null | undefined;
  brandKey?: string | null | undefined;
  /** Published or Draft. */
  status?: string | null | undefined;
};

export type SourceWhereInput = {
  brandKey?: string | null | undefined;
  search?: string | null | undefined;
};

/** A new subject (spec 001 §5): its title is cleaned (cleanPrintTitle) and unique in the issue. */
export type SubjectCreateInput = {
  printHeading: string | number;
  title: string;
  unit?: string | number | null | undefined;
};

export type SuggestedInternalLinkInput = {
  anchorText: string;
  block: number;
  id: string | number;
  start: number;
  title: string;
  type: InternalLinkType;
  url: string;
};

export type TagBrandedContentInput = {
  body?: unknown;
  brandKey: string;
  isActive?: boolean | null | undefined;
  media?: unknown;
};

export type TagWhereInput = {
  brandKey?: string | null | undefined;
  isActive?: boolean | null | undefined;
  lang?: string | null | undefined;
  type_in?: Array<string> | null | undefined;
};

export type UserCreateInput = {
  brandKeys?: Array<string> | null | undefined;
  email: string;
  isSuperAdmin?: boolean | null | undefined;
  name: string;
  password?: string | null | undefined;
  /** First role required (spec 001 §5). */
  roleIds: Array<string | number>;
};

export type UserUpdateInput = {
  brandKeys?: Array<string> | null | undefined;
  email?: string | null | undefined;
  isSuperAdmin?: boolean | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  roleIds?: Array<string | number> | null | undefined;
};

export type UserWhereInput = {
  /** Case-insensitive match on name or e-mail ('Rechercher un utilisateur'). */
  search?: string | null | undefined;
};

export type VideoGeoblockingInput = {
  countries: Array<string>;
  mode: GeoblockingMode;
};

export type VideoHostKind =
  | 'Dailymotion'
  /** The project's own server (files in the MediaStore). */
  | 'Own';

/** Pending on the host while it encodes; Ready once playable; Failed with the host's reason. */
export type VideoState =
  | 'Failed'
  | 'Processing'
  | 'Ready';

export type AffiliationProductFieldsFragment = { type: AffiliationProductType, id: string, productLocalizedId: string | null, currencyCode: string | null, defaultImage: string | null, minPrice: number | null, maxPrice: number | null, nbOffers: number, name: string | null, upsides: Array<string>, downsides: Array<string> };

export type SearchAffiliationProductQueryVariables = Exact<{
  brandKey: string;
  keyword: string;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  sort?: AffiliationProductSort | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SearchAffiliationProductQuery = { searchAffiliationProduct: { totalElements: number, totalPages: number, pageable: { pageNumber: number }, content: Array<{ type: AffiliationProductType, id: string, productLocalizedId: string | null, currencyCode: string | null, defaultImage: string | null, minPrice: number | null, maxPrice: number | null, nbOffers: number, name: string | null, upsides: Array<string>, downsides: Array<string> }> } };

export type SearchAffiliationDesignQueryVariables = Exact<{
  mediaId: string;
}>;


export type SearchAffiliationDesignQuery = { searchAffiliationDesign: Array<{ id: string, name: string, defaultDesign: boolean, renderingType: string }> };

export type CreateAffiliationCatalogProductMutationVariables = Exact<{
  brandKey: string;
  productLocalizedId: string;
}>;


export type CreateAffiliationCatalogProductMutation = { createAffiliationCatalogProduct: { type: AffiliationProductType, id: string, productLocalizedId: string | null, currencyCode: string | null, defaultImage: string | null, minPrice: number | null, maxPrice: number | null, nbOffers: number, name: string | null, upsides: Array<string>, downsides: Array<string> } };

export type CreateAffiliationCardMutationVariables = Exact<{
  brandKey: string;
  data: AffiliationCardInput;
  articleId?: string | number | null | undefined;
}>;


export type CreateAffiliationCardMutation = { createAffiliationCard: { type: string, html: string, title: string, publicationInfos: string, productName: string, description: string, positivePoints: Array<string>, negativePoints: Array<string>, rating: string | null } };

export type AiStatusQueryVariables = Exact<{
  brandKey: string;
}>;


export type AiStatusQuery = { aiStatus: { configured: boolean, message: string | null } };

export type TranslateArticleQueryVariables = Exact<{
  id: string | number;
  lang: string;
}>;


export type TranslateArticleQuery = { translateArticle: { title: string, lead: unknown, body: unknown } };

export type SuggestInternalLinksQueryVariables = Exact<{
  title: string;
  body: unknown;
  brandKey: string;
  existingLinksLabels?: Array<string> | string | null | undefined;
  idArticle?: string | number | null | undefined;
}>;


export type SuggestInternalLinksQuery = { suggestInternalLinks: Array<{ id: string, type: InternalLinkType, title: string, url: string, label: string, anchorText: string, block: number, start: number }> };

export type BodyWithSuggestedLinksQueryVariables = Exact<{
  body: unknown;
  links: Array<SuggestedInternalLinkInput> | SuggestedInternalLinkInput;
}>;


export type BodyWithSuggestedLinksQuery = { getBodyWithSuggestedLinks: { updatedBody: unknown } };

export type AdminPromptsQueryVariables = Exact<{
  brandKey?: string | null | undefined;
}>;


export type AdminPromptsQuery = { prompts: Array<{ field: string, label: string, body: string, brandKey: string | null, updatedAt: string | null }> };

export type AdminPromptQueryVariables = Exact<{
  where: PromptWhereInput;
}>;


export type AdminPromptQuery = { prompt: { field: string, label: string, body: string, brandKey: string | null, updatedAt: string | null } | null };

export type AdminUpdatePromptMutationVariables = Exact<{
  where: PromptWhereInput;
  data: PromptUpdateInput;
}>;


export type AdminUpdatePromptMutation = { updatePrompt: { field: string, label: string, body: string, brandKey: string | null, updatedAt: string | null } };

export type CorrectionSessionFieldsFragment = { id: string, contentId: string, grammarChecked: boolean, engine: CorrectionEngineName, segments: Array<{ key: string, text: string, hash: string }>, errors: Array<{ id: string, diagnosis: string, label: string, type: CorrectionErrorType, rule: string, status: CorrectionErrorStatus, corrections: Array<string>, duplicates: Array<string>, duplicateCount: number, location: { segment: string, start: number, length: number } }> };

export type StartCorrectionSessionMutationVariables = Exact<{
  content: CorrectionContentInput;
  segments: Array<CorrectionSegmentInput> | CorrectionSegmentInput;
  previousSessionId?: string | number | null | undefined;
}>;


export type StartCorrectionSessionMutation = { startCorrectionSession: { id: string, contentId: string, grammarChecked: boolean, engine: CorrectionEngineName, segments: Array<{ key: string, text: string, hash: string }>, errors: Array<{ id: string, diagnosis: string, label: string, type: CorrectionErrorType, rule: string, status: CorrectionErrorStatus, corrections: Array<string>, duplicates: Array<string>, duplicateCount: number, location: { segment: string, start: number, length: number } }> } };

export type CorrectErrorMutationVariables = Exact<{
  sessionId: string | number;
  errorId: string | number;
  correction: string;
  hashes: Array<CorrectionHashInput> | CorrectionHashInput;
}>;


export type CorrectErrorMutation = { correct: { id: string, contentId: string, grammarChecked: boolean, engine: CorrectionEngineName, segments: Array<{ key: string, text: string, hash: string }>, errors: Array<{ id: string, diagnosis: string, label: string, type: CorrectionErrorType, rule: string, status: CorrectionErrorStatus, corrections: Array<string>, duplicates: Array<string>, duplicateCount: number, location: { segment: string, start: number, length: number } }> } };

export type CorrectErrorEverywhereMutationVariables = Exact<{
  sessionId: string | number;
  errorId: string | number;
  correction: string;
  hashes: Array<CorrectionHashInput> | CorrectionHashInput;
}>;


export type CorrectErrorEverywhereMutation = { correctMultiple: { id: string, contentId: string, grammarChecked: boolean, engine: CorrectionEngineName, segments: Array<{ key: string, text: string, hash: string }>, errors: Array<{ id: string, diagnosis: string, label: string, type: CorrectionErrorType, rule: string, status: CorrectionErrorStatus, corrections: Array<string>, duplicates: Array<string>, duplicateCount: number, location: { segment: string, start: number, length: number } }> } };

export type IgnoreErrorMutationVariables = Exact<{
  sessionId: string | number;
  errorId: string | number;
  hashes: Array<CorrectionHashInput> | CorrectionHashInput;
}>;


export type IgnoreErrorMutation = { ignore: { id: string, contentId: string, grammarChecked: boolean, engine: CorrectionEngineName, segments: Array<{ key: string, text: string, hash: string }>, errors: Array<{ id: string, diagnosis: string, label: string, type: CorrectionErrorType, rule: string, status: CorrectionErrorStatus, corrections: Array<string>, duplicates: Array<string>, duplicateCount: number, location: { segment: string, start: number, length: number } }> } };

export type CorrectionExplanationQueryVariables = Exact<{
  sessionId: string | number;
  errorId: string | number;
}>;


export type CorrectionExplanationQuery = { getExplanation: { text: string, url: string | null } };

export type ArticleHistoryCountQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleHistoryCountQuery = { articleHistoryCount: number };

export type ArticleHistoriesQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleHistoriesQuery = { article: { id: string, histories: Array<{ id: string, createdAt: string, user: { id: string, name: string } | null }> } | null };

export type ArticleHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleHistoryEntryQuery = { articleHistory: { id: string, snapshot: unknown } | null };

export type PrintAssignmentSummaryFragment = { id: string, brandKey: string, subject: { id: string, title: string, unit: { id: string, title: string } | null }, printHeading: { id: string, title: string, issue: { id: string, title: string }, publication: { id: string, title: string } }, rawArticle: { id: string, versions: Array<{ id: string, status: PrintVersionStatus }> } | null };

export type PrintAssignmentsQueryVariables = Exact<{
  where: AssignmentWhereInput;
  first?: number | null | undefined;
}>;


export type PrintAssignmentsQuery = { assignments: Array<{ id: string, brandKey: string, subject: { id: string, title: string, unit: { id: string, title: string } | null }, printHeading: { id: string, title: string, issue: { id: string, title: string }, publication: { id: string, title: string } }, rawArticle: { id: string, versions: Array<{ id: string, status: PrintVersionStatus }> } | null }> };

export type PrintPublicationsQueryVariables = Exact<{
  brandKey: string;
}>;


export type PrintPublicationsQuery = { printPublications: Array<{ id: string, title: string }> };

export type PrintIssuesQueryVariables = Exact<{
  publication: string | number;
}>;


export type PrintIssuesQuery = { printIssues: Array<{ id: string, title: string, publishedOn: string | null }> };

export type PrintHeadingsQueryVariables = Exact<{
  issue: string | number;
}>;


export type PrintHeadingsQuery = { printHeadings: Array<{ id: string, title: string }> };

export type PrintUnitsQueryVariables = Exact<{
  brandKey: string;
}>;


export type PrintUnitsQuery = { units: Array<{ id: string, title: string }> };

export type CreatePrintSubjectMutationVariables = Exact<{
  data: SubjectCreateInput;
}>;


export type CreatePrintSubjectMutation = { createSubject: { id: string, title: string, assignment: { id: string, brandKey: string, subject: { id: string, title: string, unit: { id: string, title: string } | null }, printHeading: { id: string, title: string, issue: { id: string, title: string }, publication: { id: string, title: string } }, rawArticle: { id: string, versions: Array<{ id: string, status: PrintVersionStatus }> } | null } | null } };

export type SendToPrintMutationVariables = Exact<{
  id: string | number;
  data: AssignmentUpdateInput;
}>;


export type SendToPrintMutation = { updateAssignment: { id: string, brandKey: string, subject: { id: string, title: string, unit: { id: string, title: string } | null }, printHeading: { id: string, title: string, issue: { id: string, title: string }, publication: { id: string, title: string } }, rawArticle: { id: string, versions: Array<{ id: string, status: PrintVersionStatus }> } | null } };

export type RelatedArticlesQueryVariables = Exact<{
  id: string | number;
}>;


export type RelatedArticlesQuery = { relatedArticles: Array<{ id: string, title: string, brandKey: string, format: ArticleFormat }> };

export type DeleteVideoMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVideoMutation = { deleteVideo: { id: string } };

export type AdminUserFieldsFragment = { id: string, name: string, email: string, createdAt: string, isSuperAdmin: boolean, allBrands: boolean, brandKeys: Array<string>, roles: Array<{ id: string, slug: string }> };

export type AdminUsersQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: UserWhereInput | null | undefined;
}>;


export type AdminUsersQuery = { users: Array<{ id: string, name: string, email: string, createdAt: string }> };

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserQuery = { user: { id: string, name: string, email: string, createdAt: string, isSuperAdmin: boolean, allBrands: boolean, brandKeys: Array<string>, roles: Array<{ id: string, slug: string }> } | null };

export type AdminCreateUserMutationVariables = Exact<{
  data: UserCreateInput;
}>;


export type AdminCreateUserMutation = { createUser: { id: string, name: string, email: string, createdAt: string, isSuperAdmin: boolean, allBrands: boolean, brandKeys: Array<string>, roles: Array<{ id: string, slug: string }> } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: string | number;
  data: UserUpdateInput;
}>;


export type AdminUpdateUserMutation = { updateUser: { id: string, name: string, email: string, createdAt: string, isSuperAdmin: boolean, allBrands: boolean, brandKeys: Array<string>, roles: Array<{ id: string, slug: string }> } };

export type AdminRolesQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: RoleWhereInput | null | undefined;
}>;


export type AdminRolesQuery = { roles: Array<{ id: string, slug: string, userCount: number }> };

export type AdminRoleQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRoleQuery = { role: { id: string, slug: string, userCount: number } | null };

export type AdminCreateRoleMutationVariables = Exact<{
  data: RoleCreateInput;
}>;


export type AdminCreateRoleMutation = { createRole: { id: string, slug: string, userCount: number } };

export type AdminUpdateRoleMutationVariables = Exact<{
  id: string | number;
  data: RoleUpdateInput;
}>;


export type AdminUpdateRoleMutation = { updateRole: { id: string, slug: string, userCount: number } };

export type AdminGoogleGroupsQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: GoogleGroupWhereInput | null | undefined;
}>;


export type AdminGoogleGroupsQuery = { googleGroups: Array<{ id: string, groupTitle: string, role: { id: string, slug: string } | null }> };

export type AdminGoogleGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGoogleGroupQuery = { googleGroup: { id: string, groupTitle: string, role: { id: string, slug: string } | null } | null };

export type AdminCreateGoogleGroupMutationVariables = Exact<{
  data: GoogleGroupCreateInput;
}>;


export type AdminCreateGoogleGroupMutation = { createGoogleGroup: { id: string, groupTitle: string } };

export type AdminUpdateGoogleGroupMutationVariables = Exact<{
  id: string | number;
  data: GoogleGroupUpdateInput;
}>;


export type AdminUpdateGoogleGroupMutation = { updateGoogleGroup: { id: string, groupTitle: string } };

export type AdminQualifierFieldsFragment = { id: string, title: string, status: string, brandKey: string, format: ArticleFormat };

export type AdminQualifiersQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: QualifierWhereInput | null | undefined;
}>;


export type AdminQualifiersQuery = { qualifiers: Array<{ id: string, title: string, status: string, brandKey: string, format: ArticleFormat }> };

export type AdminQualifierQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminQualifierQuery = { qualifier: { id: string, title: string, status: string, brandKey: string, format: ArticleFormat } | null };

export type AdminCreateQualifierMutationVariables = Exact<{
  data: QualifierCreateInput;
}>;


export type AdminCreateQualifierMutation = { createQualifier: { id: string, title: string, status: string, brandKey: string, format: ArticleFormat } };

export type AdminUpdateQualifierMutationVariables = Exact<{
  id: string | number;
  data: QualifierUpdateInput;
}>;


export type AdminUpdateQualifierMutation = { updateQualifier: { id: string, title: string, status: string, brandKey: string, format: ArticleFormat } };

export type AdminAttributesQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: AttributeWhereInput | null | undefined;
}>;


export type AdminAttributesQuery = { attributes: Array<{ id: string, title: string, slug: string, brandKey: string, createdAt: string, updatedAt: string }> };

export type AdminCreateAttributeMutationVariables = Exact<{
  data: AttributeCreateInput;
}>;


export type AdminCreateAttributeMutation = { createAttribute: { id: string, title: string, brandKey: string } };

export type AdminSegmentFieldsFragment = { id: string, title: string, active: boolean, status: string, brandKey: string, ios: unknown, android: unknown, editorialAlert: unknown, createdAt: string, updatedAt: string };

export type AdminSegmentsQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: SegmentWhereInput | null | undefined;
}>;


export type AdminSegmentsQuery = { segments: Array<{ id: string, title: string, active: boolean, status: string, brandKey: string, ios: unknown, android: unknown, editorialAlert: unknown, createdAt: string, updatedAt: string }> };

export type AdminSegmentQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminSegmentQuery = { segment: { id: string, title: string, active: boolean, status: string, brandKey: string, ios: unknown, android: unknown, editorialAlert: unknown, createdAt: string, updatedAt: string } | null };

export type AdminCreateSegmentMutationVariables = Exact<{
  data: SegmentCreateInput;
}>;


export type AdminCreateSegmentMutation = { createSegment: { id: string, title: string, active: boolean, status: string, brandKey: string, ios: unknown, android: unknown, editorialAlert: unknown, createdAt: string, updatedAt: string } };

export type AdminUpdateSegmentMutationVariables = Exact<{
  id: string | number;
  data: SegmentUpdateInput;
}>;


export type AdminUpdateSegmentMutation = { updateSegment: { id: string, title: string, active: boolean, status: string, brandKey: string, ios: unknown, android: unknown, editorialAlert: unknown, createdAt: string, updatedAt: string } };

export type ArticleListRowFragment = { id: string, title: string, brandKey: string, format: ArticleFormat, status: ArticleStatus, publishedAt: string | null, updatedAt: string, createdAt: string, medias: unknown, lockedAt: string | null, lockedBy: { id: string, name: string } | null, authors: Array<{ author: { id: string, name: string } }> };

export type ArticleListQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: ArticleWhereInput | null | undefined;
  query?: string | null | undefined;
  orderBy?: ArticleOrderByInput | null | undefined;
}>;


export type ArticleListQuery = { searchArticleCount: number, searchArticles: Array<{ id: string, title: string, brandKey: string, format: ArticleFormat, status: ArticleStatus, publishedAt: string | null, updatedAt: string, createdAt: string, medias: unknown, lockedAt: string | null, lockedBy: { id: string, name: string } | null, authors: Array<{ author: { id: string, name: string } }> }> };

export type ArticleEditorFieldsFragment = { id: string, version: number, title: string, secondaryTitle: string | null, partnerTitle: string | null, discoverTitle: string | null, signatureComplement: string | null, affiliateCardsEnabled: boolean, slug: string | null, status: ArticleStatus, lead: unknown, body: unknown, createdAt: string, publishedAt: string | null, editedAt: string | null, updatedAt: string, brandKey: string, format: ArticleFormat, medias: unknown, canonical: string | null, lockedAt: string | null, urls: Array<{ id: string, origin: string, path: string, statusOk: boolean }>, live: { id: string, postCount: number } | null, lockedBy: { id: string, name: string } | null, categories: Array<{ id: string, title: string }>, channels: Array<{ id: string, title: string }>, events: Array<{ id: string, title: string }>, guides: Array<{ id: string, title: string }>, qualifiers: Array<{ id: string, title: string }>, machineTags: Array<{ id: string, tag: string }>, tags: Array<{ id: string, title: string, type: string }>, authors: Array<{ author: { id: string, name: string } }>, source: { id: string, title: string } | null };

export type ArticleEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleEditorQuery = { article: { id: string, version: number, title: string, secondaryTitle: string | null, partnerTitle: string | null, discoverTitle: string | null, signatureComplement: string | null, affiliateCardsEnabled: boolean, slug: string | null, status: ArticleStatus, lead: unknown, body: unknown, createdAt: string, publishedAt: string | null, editedAt: string | null, updatedAt: string, brandKey: string, format: ArticleFormat, medias: unknown, canonical: string | null, lockedAt: string | null, urls: Array<{ id: string, origin: string, path: string, statusOk: boolean }>, live: { id: string, postCount: number } | null, lockedBy: { id: string, name: string } | null, categories: Array<{ id: string, title: string }>, channels: Array<{ id: string, title: string }>, events: Array<{ id: string, title: string }>, guides: Array<{ id: string, title: string }>, qualifiers: Array<{ id: string, title: string }>, machineTags: Array<{ id: string, tag: string }>, tags: Array<{ id: string, title: string, type: string }>, authors: Array<{ author: { id: string, name: string } }>, source: { id: string, title: string } | null } | null };

export type UpsertArticleMutationVariables = Exact<{
  where?: ArticleWhereUniqueInput | null | undefined;
  create: ArticleCreateInput;
  update: ArticleUpdateInput;
}>;


export type UpsertArticleMutation = { upsertArticle: { id: string, version: number, title: string, secondaryTitle: string | null, partnerTitle: string | null, discoverTitle: string | null, signatureComplement: string | null, affiliateCardsEnabled: boolean, slug: string | null, status: ArticleStatus, lead: unknown, body: unknown, createdAt: string, publishedAt: string | null, editedAt: string | null, updatedAt: string, brandKey: string, format: ArticleFormat, medias: unknown, canonical: string | null, lockedAt: string | null, urls: Array<{ id: string, origin: string, path: string, statusOk: boolean }>, live: { id: string, postCount: number } | null, lockedBy: { id: string, name: string } | null, categories: Array<{ id: string, title: string }>, channels: Array<{ id: string, title: string }>, events: Array<{ id: string, title: string }>, guides: Array<{ id: string, title: string }>, qualifiers: Array<{ id: string, title: string }>, machineTags: Array<{ id: string, tag: string }>, tags: Array<{ id: string, title: string, type: string }>, authors: Array<{ author: { id: string, name: string } }>, source: { id: string, title: string } | null } };

export type LockArticleMutationVariables = Exact<{
  id: string | number;
  takeOver?: boolean | null | undefined;
}>;


export type LockArticleMutation = { lockArticle: { id: string, lockedAt: string | null, lockedBy: { id: string, name: string } | null } };

export type RetainArticleLockMutationVariables = Exact<{
  id: string | number;
  changed?: boolean | null | undefined;
}>;


export type RetainArticleLockMutation = { retainArticleLock: { id: string, lockExpiresAt: string | null } };

export type UnlockArticleMutationVariables = Exact<{
  id: string | number;
}>;


export type UnlockArticleMutation = { unlockArticle: { id: string } };

export type InternalLinkSearchQueryVariables = Exact<{
  first: number;
  where?: ArticleWhereInput | null | undefined;
  query?: string | null | undefined;
  orderBy?: ArticleOrderByInput | null | undefined;
}>;


export type InternalLinkSearchQuery = { searchArticles: Array<{ id: string, title: string, format: ArticleFormat, slug: string | null, canonical: string | null, brandKey: string, publishedAt: string | null }> };

export type InternalArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type InternalArticleQuery = { article: { id: string, title: string, format: ArticleFormat, slug: string | null, canonical: string | null, brandKey: string } | null };

export type TopBarSearchQueryVariables = Exact<{
  like: string;
  where?: ArticleWhereInput | null | undefined;
}>;


export type TopBarSearchQuery = { searchArticles: Array<{ id: string, title: string, brandKey: string, format: ArticleFormat, publishedAt: string | null }> };

export type ArticleListRowByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleListRowByIdQuery = { article: { id: string, title: string, brandKey: string, format: ArticleFormat, status: ArticleStatus, publishedAt: string | null, updatedAt: string, createdAt: string, medias: unknown, lockedAt: string | null, lockedBy: { id: string, name: string } | null, authors: Array<{ author: { id: string, name: string } }> } | null };

export type ArticleListCountQueryVariables = Exact<{
  where?: ArticleWhereInput | null | undefined;
  query?: string | null | undefined;
}>;


export type ArticleListCountQuery = { searchArticleCount: number };

export type DrawerCategoriesQueryVariables = Exact<{
  where: CategoryWhereInput;
  first: number;
}>;


export type DrawerCategoriesQuery = { categories: Array<{ id: string, title: string, path: string, format: CategoryFormat }> };

export type DrawerTagsQueryVariables = Exact<{
  query: string;
  where?: TagWhereInput | null | undefined;
  first: number;
}>;


export type DrawerTagsQuery = { searchTags: Array<{ id: string, title: string, type: string }> };

export type DrawerTvProgramsQueryVariables = Exact<{
  query: string;
  context: string;
}>;


export type DrawerTvProgramsQuery = { searchTvPrograms: Array<{ id: string, title: string, type: string }> };

export type DrawerTvCollectionsQueryVariables = Exact<{
  query: string;
  context: string;
}>;


export type DrawerTvCollectionsQuery = { searchTvCollections: Array<{ id: string, title: string, type: string }> };

export type DrawerAuthorsQueryVariables = Exact<{
  where: AuthorWhereInput;
  first: number;
}>;


export type DrawerAuthorsQuery = { authors: Array<{ id: string, name: string, isMain: boolean, userId: string | null }> };

export type DrawerSourcesQueryVariables = Exact<{
  where: SourceWhereInput;
  first: number;
}>;


export type DrawerSourcesQuery = { sources: Array<{ id: string, title: string }> };

export type DrawerQualifiersQueryVariables = Exact<{
  where: QualifierWhereInput;
  first: number;
}>;


export type DrawerQualifiersQuery = { qualifiers: Array<{ id: string, title: string }> };

export type DrawerSuggestTagsQueryVariables = Exact<{
  id: string | number;
  brandKey: string;
}>;


export type DrawerSuggestTagsQuery = { suggestTags: Array<{ id: string, title: string, type: string }> };

export type DrawerSuggestCategoriesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type DrawerSuggestCategoriesQuery = { suggestCategories: Array<{ id: string, title: string, path: string, format: CategoryFormat }> };

export type ArticleVideoFieldsFragment = { hostVideoId: string, host: VideoHostKind, state: VideoState, error: string | null, duration: number | null, width: number | null, height: number | null, videoCodec: string | null, audioCodec: string | null, posterUrl: string | null, playerUrl: string | null, updatedAt: string, geoblocking: { mode: GeoblockingMode, countries: Array<string> } };

export type ArticleVideoQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleVideoQuery = { article: { id: string, status: ArticleStatus, video: { hostVideoId: string, host: VideoHostKind, state: VideoState, error: string | null, duration: number | null, width: number | null, height: number | null, videoCodec: string | null, audioCodec: string | null, posterUrl: string | null, playerUrl: string | null, updatedAt: string, geoblocking: { mode: GeoblockingMode, countries: Array<string> } } | null } | null };

export type VideoGeoblockingMutationVariables = Exact<{
  id: string | number;
  geoblocking: VideoGeoblockingInput;
}>;


export type VideoGeoblockingMutation = { dailymotionUpdate: { id: string, video: { hostVideoId: string, host: VideoHostKind, state: VideoState, error: string | null, duration: number | null, width: number | null, height: number | null, videoCodec: string | null, audioCodec: string | null, posterUrl: string | null, playerUrl: string | null, updatedAt: string, geoblocking: { mode: GeoblockingMode, countries: Array<string> } } | null } };

export type AuthorRowFragment = { id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null };

export type AuthorFormFieldsFragment = { description: string | null, resume: string | null, facebookId: string | null, googleId: string | null, instagramId: string | null, linkedinId: string | null, pinterestId: string | null, snapchatId: string | null, twitterId: string | null, id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null, attributes: Array<{ id: string, title: string }> };

export type AuthorListQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: AuthorWhereInput | null | undefined;
}>;


export type AuthorListQuery = { authors: Array<{ id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null }> };

export type AuthorFormQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthorFormQuery = { author: { description: string | null, resume: string | null, facebookId: string | null, googleId: string | null, instagramId: string | null, linkedinId: string | null, pinterestId: string | null, snapchatId: string | null, twitterId: string | null, id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null, attributes: Array<{ id: string, title: string }> } | null };

export type AuthorHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type AuthorHistoryQuery = { author: { id: string, name: string, histories: Array<{ id: string, createdAt: string, user: { id: string, name: string } | null }> } | null };

export type AuthorAttributesQueryVariables = Exact<{
  brandKey: string;
  first: number;
}>;


export type AuthorAttributesQuery = { attributes: Array<{ id: string, title: string }> };

export type AuthorCreateMutationVariables = Exact<{
  data: AuthorCreateInput;
}>;


export type AuthorCreateMutation = { createAuthor: { description: string | null, resume: string | null, facebookId: string | null, googleId: string | null, instagramId: string | null, linkedinId: string | null, pinterestId: string | null, snapchatId: string | null, twitterId: string | null, id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null, attributes: Array<{ id: string, title: string }> } };

export type AuthorUpdateMutationVariables = Exact<{
  id: string | number;
  data: AuthorUpdateInput;
}>;


export type AuthorUpdateMutation = { updateAuthor: { description: string | null, resume: string | null, facebookId: string | null, googleId: string | null, instagramId: string | null, linkedinId: string | null, pinterestId: string | null, snapchatId: string | null, twitterId: string | null, id: string, name: string, brandKey: string, email: string | null, userId: string | null, isMain: boolean, hasPublicProfile: boolean, isExternal: boolean, avatarUrl: string | null, attributes: Array<{ id: string, title: string }> } };

export type CardTileFragment = { id: string, title: string, label: string, status: CardStatus, brandKey: string, media: unknown };

export type CardListQueryVariables = Exact<{
  where: CardWhereInput;
  first: number;
  skip: number;
}>;


export type CardListQuery = { cards: Array<{ id: string, title: string, label: string, status: CardStatus, brandKey: string, media: unknown }> };

export type CardEditorFieldsFragment = { id: string, version: number, brandKey: string, title: string, secondaryTitle: string | null, description: string | null, url: string, label: string, status: CardStatus, media: unknown, body: unknown, updatedAt: string, lockedBy: { id: string, name: string } | null, categories: Array<{ order: number, id: string, title: string }>, tags: Array<{ order: number, id: string, title: string, type: string }> };

export type CardEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type CardEditorQuery = { card: { id: string, version: number, brandKey: string, title: string, secondaryTitle: string | null, description: string | null, url: string, label: string, status: CardStatus, media: unknown, body: unknown, updatedAt: string, lockedBy: { id: string, name: string } | null, categories: Array<{ order: number, id: string, title: string }>, tags: Array<{ order: number, id: string, title: string, type: string }> } | null };

export type UpsertCardMutationVariables = Exact<{
  where?: CardWhereUniqueInput | null | undefined;
  create: CardCreateInput;
  update: CardUpdateInput;
}>;


export type UpsertCardMutation = { upsertCard: { id: string, version: number, brandKey: string, title: string, secondaryTitle: string | null, description: string | null, url: string, label: string, status: CardStatus, media: unknown, body: unknown, updatedAt: string, lockedBy: { id: string, name: string } | null, categories: Array<{ order: number, id: string, title: string }>, tags: Array<{ order: number, id: string, title: string, type: string }> } };

export type LockCardMutationVariables = Exact<{
  id: string | number;
}>;


export type LockCardMutation = { lockCard: { id: string } };

export type RetainCardLockMutationVariables = Exact<{
  id: string | number;
  changed?: boolean | null | undefined;
}>;


export type RetainCardLockMutation = { retainCardLock: { id: string } };

export type UnlockCardMutationVariables = Exact<{
  id: string | number;
}>;


export type UnlockCardMutation = { unlockCard: { id: string } };

export type CardTileByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CardTileByIdQuery = { card: { id: string, title: string, label: string, status: CardStatus, brandKey: string, media: unknown } | null };

export type DashboardRowFragment = { id: string, title: string, brandKey: string, format: ArticleFormat, status: ArticleStatus, publishedAt: string | null, medias: unknown, pushCount: number, live: { id: string } | null, categories: Array<{ id: string, title: string }>, authors: Array<{ author: { id: string, name: string } }>, creator: { id: string, name: string } | null };

export type DashboardListQueryVariables = Exact<{
  filter: DashboardFilterInput;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardListQuery = { dashboardArticles: { endCursor: string | null, hasMore: boolean, items: Array<{ id: string, title: string, brandKey: string, format: ArticleFormat, status: ArticleStatus, publishedAt: string | null, medias: unknown, pushCount: number, live: { id: string } | null, categories: Array<{ id: string, title: string }>, authors: Array<{ author: { id: string, name: string } }>, creator: { id: string, name: string } | null }> } };

export type DashboardCountQueryVariables = Exact<{
  filter: DashboardFilterInput;
}>;


export type DashboardCountQuery = { dashboardCount: number };

export type DashboardHistogramQueryVariables = Exact<{
  filter: DashboardFilterInput;
}>;


export type DashboardHistogramQuery = { dashboardHistogram: { unit: DashboardBucketUnit, total: number, buckets: Array<{ start: string, label: string, count: number }> } };

export type DashboardCategoryOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  brandKey?: string | null | undefined;
}>;


export type DashboardCategoryOptionsQuery = { categories: Array<{ id: string, title: string, brandKey: string }> };

export type DashboardTagOptionsQueryVariables = Exact<{
  query: string;
}>;


export type DashboardTagOptionsQuery = { searchTags: Array<{ id: string, title: string, type: string }> };

export type DashboardSourceOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  brandKey?: string | null | undefined;
}>;


export type DashboardSourceOptionsQuery = { sources: Array<{ id: string, title: string, brandKey: string }> };

export type DashboardQualifierOptionsQueryVariables = Exact<{
  brandKey?: string | null | undefined;
}>;


export type DashboardQualifierOptionsQuery = { qualifiers: Array<{ id: string, title: string, brandKey: string }> };

export type DashboardAuthorOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  brandKey?: string | null | undefined;
}>;


export type DashboardAuthorOptionsQuery = { authors: Array<{ id: string, name: string, brandKey: string }> };

export type ArticleDiagnosticQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleDiagnosticQuery = { articleDiagnostic: { url: string, checks: Array<{ key: string, label: string, ok: boolean, detail: string }> } };

export type GoodDealProcessRowFragment = { id: string, status: GoodDealAiProcessStatus | null, createdAt: string, updatedAt: string, brandKey: string, productUrl: string, productTitle: string | null, error: string | null, article: { id: string, brandKey: string, title: string } | null };

export type GoodDealProcessesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type GoodDealProcessesQuery = { articleGoodDealAiProcesses: Array<{ id: string, status: GoodDealAiProcessStatus | null, createdAt: string, updatedAt: string, brandKey: string, productUrl: string, productTitle: string | null, error: string | null, article: { id: string, brandKey: string, title: string } | null }> };

export type GenerateGoodDealMutationVariables = Exact<{
  productUrl: string;
  brandKey: string;
}>;


export type GenerateGoodDealMutation = { generateAIGoodDealArticle: { id: string, status: GoodDealAiProcessStatus | null, createdAt: string, updatedAt: string, brandKey: string, productUrl: string, productTitle: string | null, error: string | null, article: { id: string, brandKey: string, title: string } | null } };

export type GoodDealPromptsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type GoodDealPromptsQuery = { articleGoodDealTransparencyClause: string, articleGoodDealAiPrompts: Array<{ id: string, promptOrder: number, prompt: string, updatedAt: string | null }> };

export type UpdateGoodDealPromptMutationVariables = Exact<{
  id: string | number;
  prompt: string;
}>;


export type UpdateGoodDealPromptMutation = { updateArticleGoodDealAiPrompt: { id: string, promptOrder: number, prompt: string, updatedAt: string | null } };

export type UpdateGoodDealTransparencyClauseMutationVariables = Exact<{
  text: string;
}>;


export type UpdateGoodDealTransparencyClauseMutation = { updateArticleGoodDealTransparencyClause: string };

export type LivePostFieldsFragment = { id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null };

export type LiveFieldsFragment = { id: string, endedAt: string | null, postCount: number, updatedAt: string, article: { id: string, title: string, brandKey: string }, posts: Array<{ id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null }> };

export type LiveOfArticleQueryVariables = Exact<{
  articleId: string | number;
}>;


export type LiveOfArticleQuery = { liveOfArticle: { id: string, endedAt: string | null, postCount: number, updatedAt: string, article: { id: string, title: string, brandKey: string }, posts: Array<{ id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null }> } | null };

export type OpenLiveMutationVariables = Exact<{
  articleId: string | number;
}>;


export type OpenLiveMutation = { upsertLive: { id: string, endedAt: string | null, postCount: number, updatedAt: string, article: { id: string, title: string, brandKey: string }, posts: Array<{ id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null }> } };

export type UpdateLiveMutationVariables = Exact<{
  id: string | number;
  endedAt?: string | null | undefined;
}>;


export type UpdateLiveMutation = { updateLive: { id: string, endedAt: string | null, updatedAt: string } };

export type UpsertLivePostMutationVariables = Exact<{
  live: string | number;
  where?: LivePostWhereUniqueInput | null | undefined;
  data: LivePostInput;
}>;


export type UpsertLivePostMutation = { upsertLivePost: { id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null } };

export type DeleteLivePostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLivePostMutation = { deleteLivePost: { id: string } };

export type EditLivePostMutationVariables = Exact<{
  id: string | number;
  editing: boolean;
}>;


export type EditLivePostMutation = { editLivePost: { id: string, title: string | null, body: unknown, publishedAt: string, version: number, updatedAt: string, author: { id: string, name: string } | null, editingBy: { id: string, name: string } | null } };

export type OrphanPageRowFragment = { id: string, brandKey: string, uri: string, title: string, status: OrphanPageStatus, publishedAt: string | null, updatedAt: string };

export type OrphanPageListQueryVariables = Exact<{
  where: OrphanPageWhereInput;
  first: number;
}>;


export type OrphanPageListQuery = { orphanPages: Array<{ id: string, brandKey: string, uri: string, title: string, status: OrphanPageStatus, publishedAt: string | null, updatedAt: string }> };

export type OrphanPageTitlesQueryVariables = Exact<{
  where: OrphanPageWhereInput;
  first: number;
}>;


export type OrphanPageTitlesQuery = { orphanPages: Array<{ id: string, title: string, brandKey: string }> };

export type OrphanPageEditorFieldsFragment = { id: string, version: number, brandKey: string, uri: string, title: string, content: string, metas: Array<string>, isCMPEnabled: boolean, isAdsEnabled: boolean, isFullScreen: boolean, status: OrphanPageStatus, publishedAt: string | null, editedAt: string | null, updatedAt: string };

export type OrphanPageEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type OrphanPageEditorQuery = { orphanPage: { id: string, version: number, brandKey: string, uri: string, title: string, content: string, metas: Array<string>, isCMPEnabled: boolean, isAdsEnabled: boolean, isFullScreen: boolean, status: OrphanPageStatus, publishedAt: string | null, editedAt: string | null, updatedAt: string } | null };

export type SanitizeOrphanPageContentQueryVariables = Exact<{
  content: string;
}>;


export type SanitizeOrphanPageContentQuery = { sanitizeOrphanPageContent: string };

export type UpsertOrphanPageMutationVariables = Exact<{
  where?: OrphanPageWhereUniqueInput | null | undefined;
  create: OrphanPageCreateInput;
  update: OrphanPageUpdateInput;
}>;


export type UpsertOrphanPageMutation = { upsertOrphanPage: { id: string, version: number, brandKey: string, uri: string, title: string, content: string, metas: Array<string>, isCMPEnabled: boolean, isAdsEnabled: boolean, isFullScreen: boolean, status: OrphanPageStatus, publishedAt: string | null, editedAt: string | null, updatedAt: string } };

export type OrphanPageRowByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type OrphanPageRowByIdQuery = { orphanPage: { id: string, brandKey: string, uri: string, title: string, status: OrphanPageStatus, publishedAt: string | null, updatedAt: string } | null };

export type PageListRowFragment = { id: string, title: string, level: number, format: CategoryFormat, status: string, slug: string, updatedAt: string, publishedArticleCount: number, childCountOf: number, canCreateChild: boolean, lockedBy: { id: string, name: string } | null };

export type PageListQueryVariables = Exact<{
  first?: number | null | undefined;
  skip?: number | null | undefined;
  where?: CategoryWhereInput | null | undefined;
  format?: CategoryFormat | null | undefined;
}>;


export type PageListQuery = { categories: Array<{ id: string, title: string, level: number, format: CategoryFormat, status: string, slug: string, updatedAt: string, publishedArticleCount: number, childCountOf: number, canCreateChild: boolean, lockedBy: { id: string, name: string } | null }> };

export type PageListRowByIdQueryVariables = Exact<{
  id: string | number;
  format?: CategoryFormat | null | undefined;
}>;


export type PageListRowByIdQuery = { category: { id: string, title: string, level: number, format: CategoryFormat, status: string, slug: string, updatedAt: string, publishedArticleCount: number, childCountOf: number, canCreateChild: boolean, lockedBy: { id: string, name: string } | null } | null };

export type PageTrailQueryVariables = Exact<{
  id: string | number;
}>;


export type PageTrailQuery = { category: { id: string, title: string, level: number, canCreateChild: boolean, parent: { id: string, title: string, parent: { id: string, title: string, parent: { id: string, title: string, parent: { id: string, title: string } | null } | null } | null } | null } | null };

export type PageSectionFieldsFragment = { id: string, order: number, type: SectionType, title: string, description: string, metas: string, isActive: boolean, slug: string, url: string | null, image: unknown, body: unknown, boardItems: Array<{ id: string, type: BoardItemType, order: number, pinnedAt: string | null, title: string | null, status: string | null, format: string | null }>, people: Array<{ id: string, title: string, type: string, isActive: boolean, order: number }> };

export type PageEditorFieldsFragment = { id: string, brandKey: string, format: CategoryFormat, level: number, title: string, subtitle: string | null, slug: string, descriptionSEO: string, description: unknown, medias: unknown, isHeadlined: boolean, status: string, path: string, version: number, publishedAt: string | null, updatedAt: string, historyCount: number, lockExpiresAt: string | null, tags: Array<{ id: string, title: string, type: string }>, parent: { id: string, title: string, level: number } | null, lockedBy: { id: string, name: string } | null, sections: Array<{ id: string, order: number, type: SectionType, title: string, description: string, metas: string, isActive: boolean, slug: string, url: string | null, image: unknown, body: unknown, boardItems: Array<{ id: string, type: BoardItemType, order: number, pinnedAt: string | null, title: string | null, status: string | null, format: string | null }>, people: Array<{ id: string, title: string, type: string, isActive: boolean, order: number }> }> };

export type PageEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type PageEditorQuery = { category: { id: string, brandKey: string, format: CategoryFormat, level: number, title: string, subtitle: string | null, slug: string, descriptionSEO: string, description: unknown, medias: unknown, isHeadlined: boolean, status: string, path: string, version: number, publishedAt: string | null, updatedAt: string, historyCount: number, lockExpiresAt: string | null, tags: Array<{ id: string, title: string, type: string }>, parent: { id: string, title: string, level: number } | null, lockedBy: { id: string, name: string } | null, sections: Array<{ id: string, order: number, type: SectionType, title: string, description: string, metas: string, isActive: boolean, slug: string, url: string | null, image: unknown, body: unknown, boardItems: Array<{ id: string, type: BoardItemType, order: number, pinnedAt: string | null, title: string | null, status: string | null, format: string | null }>, people: Array<{ id: string, title: string, type: string, isActive: boolean, order: number }> }> } | null };

export type CreatePageMutationVariables = Exact<{
  data: CategoryCreateInput;
}>;


export type CreatePageMutation = { createCategory: { id: string, brandKey: string, format: CategoryFormat, level: number, title: string, subtitle: string | null, slug: string, descriptionSEO: string, description: unknown, medias: unknown, isHeadlined: boolean, status: string, path: string, version: number, publishedAt: string | null, updatedAt: string, historyCount: number, lockExpiresAt: string | null, tags: Array<{ id: string, title: string, type: string }>, parent: { id: string, title: string, level: number } | null, lockedBy: { id: string, name: string } | null, sections: Array<{ id: string, order: number, type: SectionType, title: string, description: string, metas: string, isActive: boolean, slug: string, url: string | null, image: unknown, body: unknown, boardItems: Array<{ id: string, type: BoardItemType, order: number, pinnedAt: string | null, title: string | null, status: string | null, format: string | null }>, people: Array<{ id: string, title: string, type: string, isActive: boolean, order: number }> }> } };

export type UpdatePageMutationVariables = Exact<{
  id: string | number;
  data: CategoryUpdateInput;
}>;


export type UpdatePageMutation = { updateCategory: { id: string, brandKey: string, format: CategoryFormat, level: number, title: string, subtitle: string | null, slug: string, descriptionSEO: string, description: unknown, medias: unknown, isHeadlined: boolean, status: string, path: string, version: number, publishedAt: string | null, updatedAt: string, historyCount: number, lockExpiresAt: string | null, tags: Array<{ id: string, title: string, type: string }>, parent: { id: string, title: string, level: number } | null, lockedBy: { id: string, name: string } | null, sections: Array<{ id: string, order: number, type: SectionType, title: string, description: string, metas: string, isActive: boolean, slug: string, url: string | null, image: unknown, body: unknown, boardItems: Array<{ id: string, type: BoardItemType, order: number, pinnedAt: string | null, title: string | null, status: string | null, format: string | null }>, people: Array<{ id: string, title: string, type: string, isActive: boolean, order: number }> }> } };

export type LockPageMutationVariables = Exact<{
  id: string | number;
}>;


export type LockPageMutation = { lockCategory: { id: string } };

export type RetainPageLockMutationVariables = Exact<{
  id: string | number;
}>;


export type RetainPageLockMutation = { retainCategoryLock: { id: string } };

export type UnlockPageMutationVariables = Exact<{
  id: string | number;
}>;


export type UnlockPageMutation = { unlockCategory: { id: string } };

export type PageHistoriesQueryVariables = Exact<{
  id: string | number;
}>;


export type PageHistoriesQuery = { categoryHistories: Array<{ id: string, createdAt: string, snapshot: unknown, user: { id: string, name: string } | null }> };

export type PageParentSearchQueryVariables = Exact<{
  where?: CategoryWhereInput | null | undefined;
}>;


export type PageParentSearchQuery = { categories: Array<{ id: string, title: string, level: number, path: string }> };

export type BoardSearchQueryVariables = Exact<{
  where?: ArticleWhereInput | null | undefined;
  like?: string | null | undefined;
}>;


export type BoardSearchQuery = { searchArticles: Array<{ id: string, title: string, status: ArticleStatus, format: ArticleFormat }> };

export type PersonTagSearchQueryVariables = Exact<{
  query: string;
}>;


export type PersonTagSearchQuery = { searchTags: Array<{ id: string, title: string, type: string, isActive: boolean }> };

export type HomePageCategoryQueryVariables = Exact<{
  brandKey: string;
}>;


export type HomePageCategoryQuery = { categories: Array<{ id: string, parent: { id: string } | null }> };

export type PrintSourceCreateArticleMutationVariables = Exact<{
  rawArticle: string | number;
  version: string | number;
  brandKey: string;
}>;


export type PrintSourceCreateArticleMutation = { createArticleFromPrintVersion: { id: string, brandKey: string, format: ArticleFormat } };

export type BoardCardStartQueryVariables = Exact<{
  id: string | number;
}>;


export type BoardCardStartQuery = { boardCard: { id: string, brandKey: string, title: string, userId: string | null, publicationDate: string | null, authors: Array<{ id: string, name: string }>, category: { id: string, title: string } | null } | null };

export type PushRowFragment = { id: string, groupId: string, brandKey: string, title: string, body: string, targetDevice: string, scheduledAt: string, sentAt: string | null, isCancelled: boolean, state: string, segments: Array<string>, outcome: string | null, createdAt: string, user: { name: string } | null, article: { id: string, title: string } | null };

export type PushListQueryVariables = Exact<{
  where?: PushWhereInput | null | undefined;
  first: number;
  skip: number;
}>;


export type PushListQuery = { pushCount: number, pushes: Array<{ id: string, groupId: string, brandKey: string, title: string, body: string, targetDevice: string, scheduledAt: string, sentAt: string | null, isCancelled: boolean, state: string, segments: Array<string>, outcome: string | null, createdAt: string, user: { name: string } | null, article: { id: string, title: string } | null }> };

export type PushServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushServicesQuery = { pushServices: Array<string> };

export type PushArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type PushArticleQuery = { article: { id: string, title: string, brandKey: string, status: ArticleStatus, publishedAt: string | null, medias: unknown, canonical: string | null } | null };

export type PushSegmentsQueryVariables = Exact<{
  brandKey: string;
  first: number;
}>;


export type PushSegmentsQuery = { segments: Array<{ id: string, title: string }> };

export type CreatePushMutationVariables = Exact<{
  data: PushCreateInput;
}>;


export type CreatePushMutation = { createPush: Array<{ id: string, groupId: string, brandKey: string, title: string, body: string, targetDevice: string, scheduledAt: string, sentAt: string | null, isCancelled: boolean, state: string, segments: Array<string>, outcome: string | null, createdAt: string, user: { name: string } | null, article: { id: string, title: string } | null }> };

export type CancelPushMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelPushMutation = { updatePush: Array<{ id: string, groupId: string, brandKey: string, title: string, body: string, targetDevice: string, scheduledAt: string, sentAt: string | null, isCancelled: boolean, state: string, segments: Array<string>, outcome: string | null, createdAt: string, user: { name: string } | null, article: { id: string, title: string } | null }> };

export type FlashHistoriesQueryVariables = Exact<{
  articleId: string | number;
}>;


export type FlashHistoriesQuery = { flashSenderHistories: Array<{ id: string, createdAt: string, subject: string | null, userName: string | null }> };

export type SendNlFlashMutationVariables = Exact<{
  brandKey: string;
  subject: string;
  teaser: string;
  img: string;
  imgAlt?: string | null | undefined;
  title: string;
  contentUrl: string;
  uuid: string | number;
  resource: string;
  confirmDuplicate?: boolean | null | undefined;
}>;


export type SendNlFlashMutation = { sendNlFlash: { success: boolean, message: string, history: { id: string, createdAt: string, subject: string | null, userName: string | null } } };

export type OpenAiProcessRowFragment = { id: string, brandKey: string, articleId: string | null, slideshowSubject: string | null, recipeNumber: number, status: OpenAiProcessStatus, errorMsg: string | null, createdAt: string, updatedAt: string, generatedTitle: string | null };

export type OpenAiProcessesQueryVariables = Exact<{
  brandKey: string;
  first?: number | null | undefined;
}>;


export type OpenAiProcessesQuery = { openAiProcesses: Array<{ id: string, brandKey: string, articleId: string | null, slideshowSubject: string | null, recipeNumber: number, status: OpenAiProcessStatus, errorMsg: string | null, createdAt: string, updatedAt: string, generatedTitle: string | null }> };

export type VertexAiRecipesQueryVariables = Exact<{
  brandKey: string;
  query: string;
  recipeNumber: number;
  excludedIngredients?: Array<string> | string | null | undefined;
}>;


export type VertexAiRecipesQuery = { getVertexAIRecipes: { recipesIds: Array<string>, ingredients: Array<{ name: string, count: number }> } };

export type SlideshowAiRecipesQueryVariables = Exact<{
  first: number;
  where?: RecipeWhereInput | null | undefined;
}>;


export type SlideshowAiRecipesQuery = { recipes: Array<{ id: string, title: string, medias: unknown }> };

export type DraftSlideshowSearchQueryVariables = Exact<{
  first: number;
  where?: ArticleWhereInput | null | undefined;
  query?: string | null | undefined;
}>;


export type DraftSlideshowSearchQuery = { searchArticles: Array<{ id: string, title: string, status: ArticleStatus, brandKey: string }> };

export type SlideshowAiTargetQueryVariables = Exact<{
  id: string | number;
}>;


export type SlideshowAiTargetQuery = { article: { id: string, title: string, status: ArticleStatus, brandKey: string, format: ArticleFormat } | null };

export type GenerateAiSlideshowMutationVariables = Exact<{
  brandKey: string;
  subject: string;
  recipeNumber: number;
  query?: string | null | undefined;
  recipeIds?: Array<string | number> | string | number | null | undefined;
  excludedIngredients?: Array<string> | string | null | undefined;
}>;


export type GenerateAiSlideshowMutation = { generateAISlideshow: { id: string, brandKey: string, articleId: string | null, slideshowSubject: string | null, recipeNumber: number, status: OpenAiProcessStatus, errorMsg: string | null, createdAt: string, updatedAt: string, generatedTitle: string | null } };

export type CompleteAiSlideshowMutationVariables = Exact<{
  slideshowId: string | number;
  recipeNumber: number;
  query: string;
  excludedIngredients?: Array<string> | string | null | undefined;
}>;


export type CompleteAiSlideshowMutation = { completeAISlideshow: { id: string, brandKey: string, articleId: string | null, slideshowSubject: string | null, recipeNumber: number, status: OpenAiProcessStatus, errorMsg: string | null, createdAt: string, updatedAt: string, generatedTitle: string | null } };

export type RewriteSlideshowDescriptionsMutationVariables = Exact<{
  slideshowId: string | number;
}>;


export type RewriteSlideshowDescriptionsMutation = { updateSlidehowRecipesDescriptions: { id: string, brandKey: string, articleId: string | null, slideshowSubject: string | null, recipeNumber: number, status: OpenAiProcessStatus, errorMsg: string | null, createdAt: string, updatedAt: string, generatedTitle: string | null } };

export type SlideContentSearchQueryVariables = Exact<{
  first: number;
  where?: ArticleWhereInput | null | undefined;
  query?: string | null | undefined;
  orderBy?: ArticleOrderByInput | null | undefined;
}>;


export type SlideContentSearchQuery = { searchArticles: Array<{ id: string, title: string, format: ArticleFormat, slug: string | null, canonical: string | null, brandKey: string, publishedAt: string | null, medias: unknown }> };

export type TagListRowFragment = { id: string, title: string, slug: string, type: string, isActive: boolean, articleCount: number, publishedArticleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, media: unknown }> };

export type TagListQueryVariables = Exact<{
  first: number;
  skip: number;
  where?: TagWhereInput | null | undefined;
}>;


export type TagListQuery = { tags: Array<{ id: string, title: string, slug: string, type: string, isActive: boolean, articleCount: number, publishedArticleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, media: unknown }> }> };

export type TagSearchQueryVariables = Exact<{
  query: string;
  first: number;
  skip: number;
  where?: TagWhereInput | null | undefined;
}>;


export type TagSearchQuery = { searchTags: Array<{ id: string, title: string, slug: string, type: string, isActive: boolean, articleCount: number, publishedArticleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, media: unknown }> }> };

export type TagEditFieldsFragment = { id: string, title: string, slug: string, type: string, lang: string, isActive: boolean, createdAt: string, updatedAt: string, articleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, body: unknown, media: unknown, createdAt: string, updatedAt: string }> };

export type TagEditQueryVariables = Exact<{
  id: string | number;
}>;


export type TagEditQuery = { tag: { id: string, title: string, slug: string, type: string, lang: string, isActive: boolean, createdAt: string, updatedAt: string, articleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, body: unknown, media: unknown, createdAt: string, updatedAt: string }> } | null };

export type TagSaveBrandedContentMutationVariables = Exact<{
  id: string | number;
  data: TagBrandedContentInput;
}>;


export type TagSaveBrandedContentMutation = { updateTagBrandedContent: { id: string, title: string, slug: string, type: string, lang: string, isActive: boolean, createdAt: string, updatedAt: string, articleCount: number, articleUsages: Array<{ brandKey: string, total: number, published: number }>, brandedContents: Array<{ id: string, brandKey: string, isActive: boolean, body: unknown, media: unknown, createdAt: string, updatedAt: string }> } };

export type LivePresenceQueryVariables = Exact<{
  brandKey: string;
  contentType?: LiveContentType | null | undefined;
  contentIds?: Array<string | number> | string | number | null | undefined;
}>;


export type LivePresenceQuery = { presence: Array<{ brandKey: string, contentType: LiveContentType, contentId: string, userId: string, userName: string, mode: PresenceMode, since: string }> };

export type RecipeSearchQueryVariables = Exact<{
  first: number;
  where?: RecipeWhereInput | null | undefined;
  orderBy?: RecipeOrderByInput | null | undefined;
}>;


export type RecipeSearchQuery = { recipes: Array<{ id: string, brandKey: string, title: string, status: RecipeStatus, slug: string, publishedAt: string | null, medias: unknown, recipeUrls: Array<{ url: string, isCanonical: boolean }> }> };

export const AffiliationProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliationProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliationProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productLocalizedId"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nbOffers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"upsides"}},{"kind":"Field","name":{"kind":"Name","value":"downsides"}}]}}]} as unknown as DocumentNode<AffiliationProductFieldsFragment, unknown>;
export const CorrectionSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"grammarChecked"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"corrections"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]}}]} as unknown as DocumentNode<CorrectionSessionFieldsFragment, unknown>;
export const PrintAssignmentSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintAssignmentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"printHeading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"issue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rawArticle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PrintAssignmentSummaryFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"allBrands"}},{"kind":"Field","name":{"kind":"Name","value":"brandKeys"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AdminQualifierFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQualifierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Qualifier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]} as unknown as DocumentNode<AdminQualifierFieldsFragment, unknown>;
export const AdminSegmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSegmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"ios"}},{"kind":"Field","name":{"kind":"Name","value":"android"}},{"kind":"Field","name":{"kind":"Name","value":"editorialAlert"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSegmentFieldsFragment, unknown>;
export const ArticleListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"medias"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleListRowFragment, unknown>;
export const ArticleEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"partnerTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discoverTitle"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplement"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCardsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lead"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"medias"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"statusOk"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"machineTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ArticleEditorFieldsFragment, unknown>;
export const ArticleVideoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleVideoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"videoCodec"}},{"kind":"Field","name":{"kind":"Name","value":"audioCodec"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"playerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"geoblocking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ArticleVideoFieldsFragment, unknown>;
export const AuthorRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Author"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicProfile"}},{"kind":"Field","name":{"kind":"Name","value":"isExternal"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<AuthorRowFragment, unknown>;
export const AuthorFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Author"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthorRow"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"facebookId"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"instagramId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinId"}},{"kind":"Field","name":{"kind":"Name","value":"pinterestId"}},{"kind":"Field","name":{"kind":"Name","value":"snapchatId"}},{"kind":"Field","name":{"kind":"Name","value":"twitterId"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Author"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isMain"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicProfile"}},{"kind":"Field","name":{"kind":"Name","value":"isExternal"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<AuthorFormFieldsFragment, unknown>;
export const CardTileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"media"}}]}}]} as unknown as DocumentNode<CardTileFragment, unknown>;
export const CardEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CardEditorFieldsFragment, unknown>;
export const DashboardRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"medias"}},{"kind":"Field","name":{"kind":"Name","value":"pushCount"}},{"kind":"Field","name":{"kind":"Name","value":"live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashboardRowFragment, unknown>;
export const GoodDealProcessRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodDealProcessRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleGoodDealAiProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<GoodDealProcessRowFragment, unknown>;
export const LivePostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LivePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LivePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editingBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LivePostFieldsFragment, unknown>;
export const LiveFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Live"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LivePostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LivePostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LivePost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editingBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LiveFieldsFragment, unknown>;
export const OrphanPageRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrphanPageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrphanPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrphanPageRowFragment, unknown>;
export const OrphanPageEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrphanPageEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrphanPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metas"}},{"kind":"Field","name":{"kind":"Name","value":"isCMPEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAdsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isFullScreen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrphanPageEditorFieldsFragment, unknown>;
export const PageListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedArticleCount"}},{"kind":"Field","name":{"kind":"Name","value":"childCountOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}]},{"kind":"Field","name":{"kind":"Name","value":"canCreateChild"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PageListRowFragment, unknown>;
export const PageSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metas"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"boardItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<PageSectionFieldsFragment, unknown>;
export const PageEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionSEO"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"medias"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isHeadlined"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"historyCount"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metas"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"boardItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<PageEditorFieldsFragment, unknown>;
export const PushRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Push"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"targetDevice"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PushRowFragment, unknown>;
export const OpenAiProcessRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenAiProcessRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenAiProcess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"slideshowSubject"}},{"kind":"Field","name":{"kind":"Name","value":"recipeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedTitle"}}]}}]} as unknown as DocumentNode<OpenAiProcessRowFragment, unknown>;
export const TagListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedArticleCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleUsages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandedContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"media"}}]}}]}}]} as unknown as DocumentNode<TagListRowFragment, unknown>;
export const TagEditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleUsages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandedContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandKey"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"media"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TagEditFieldsFragment, unknown>;
export { SearchAffiliationProductDocument } from './documents/SearchAffiliationProductDocument';
export { SearchAffiliationDesignDocument } from './documents/SearchAffiliationDesignDocument';
export { CreateAffiliationCatalogProductDocument } from './documents/CreateAffiliationCatalogProductDocument';
export { CreateAffiliationCardDocument } from './documents/CreateAffiliationCardDocument';
export { AiStatusDocument } from './documents/AiStatusDocument';
export { TranslateArticleDocument } from './documents/TranslateArticleDocument';
export { SuggestInternalLinksDocument } from './documents/SuggestInternalLinksDocument';
export { BodyWithSuggestedLinksDocument } from './documents/BodyWithSuggestedLinksDocument';
export { AdminPromptsDocument } from './documents/AdminPromptsDocument';
export { AdminPromptDocument } from './documents/AdminPromptDocument';
export { AdminUpdatePromptDocument } from './documents/AdminUpdatePromptDocument';
export { StartCorrectionSessionDocument } from './documents/StartCorrectionSessionDocument';
export { CorrectErrorDocument } from './documents/CorrectErrorDocument';
export { CorrectErrorEverywhereDocument } from './documents/CorrectErrorEverywhereDocument';
export { IgnoreErrorDocument } from './documents/IgnoreErrorDocument';
export { CorrectionExplanationDocument } from './documents/CorrectionExplanationDocument';
export { ArticleHistoryCountDocument } from './documents/ArticleHistoryCountDocument';
export { ArticleHistoriesDocument } from './documents/ArticleHistoriesDocument';
export { ArticleHistoryEntryDocument } from './documents/ArticleHistoryEntryDocument';
export { PrintAssignmentsDocument } from './documents/PrintAssignmentsDocument';
export { PrintPublicationsDocument } from './documents/PrintPublicationsDocument';
export { PrintIssuesDocument } from './documents/PrintIssuesDocument';
export { PrintHeadingsDocument } from './documents/PrintHeadingsDocument';
export { PrintUnitsDocument } from './documents/PrintUnitsDocument';
export { CreatePrintSubjectDocument } from './documents/CreatePrintSubjectDocument';
export { SendToPrintDocument } from './documents/SendToPrintDocument';
export { RelatedArticlesDocument } from './documents/RelatedArticlesDocument';
export { DeleteVideoDocument } from './documents/DeleteVideoDocument';
export { AdminUsersDocument } from './documents/AdminUsersDocument';
export { AdminUserDocument } from './documents/AdminUserDocument';
export { AdminCreateUserDocument } from './documents/AdminCreateUserDocument';
export { AdminUpdateUserDocument } from './documents/AdminUpdateUserDocument';
export { AdminRolesDocument } from './documents/AdminRolesDocument';
export { AdminRoleDocument } from './documents/AdminRoleDocument';
export { AdminCreateRoleDocument } from './documents/AdminCreateRoleDocument';
export { AdminUpdateRoleDocument } from './documents/AdminUpdateRoleDocument';
export { AdminGoogleGroupsDocument } from './documents/AdminGoogleGroupsDocument';
export { AdminGoogleGroupDocument } from './documents/AdminGoogleGroupDocument';
export { AdminCreateGoogleGroupDocument } from './documents/AdminCreateGoogleGroupDocument';
export { AdminUpdateGoogleGroupDocument } from './documents/AdminUpdateGoogleGroupDocument';
export { AdminQualifiersDocument } from './documents/AdminQualifiersDocument';
export { AdminQualifierDocument } from './documents/AdminQualifierDocument';
export { AdminCreateQualifierDocument } from './documents/AdminCreateQualifierDocument';
export { AdminUpdateQualifierDocument } from './documents/AdminUpdateQualifierDocument';
export { AdminAttributesDocument } from './documents/AdminAttributesDocument';
export { AdminCreateAttributeDocument } from './documents/AdminCreateAttributeDocument';
export { AdminSegmentsDocument } from './documents/AdminSegmentsDocument';
export { AdminSegmentDocument } from './documents/AdminSegmentDocument';
export { AdminCreateSegmentDocument } from './documents/AdminCreateSegmentDocument';
export { AdminUpdateSegmentDocument } from './documents/AdminUpdateSegmentDocument';
export { ArticleListDocument } from './documents/ArticleListDocument';
export { ArticleEditorDocument } from './documents/ArticleEditorDocument';
export { UpsertArticleDocument } from './documents/UpsertArticleDocument';
export { LockArticleDocument } from './documents/LockArticleDocument';
export { RetainArticleLockDocument } from './documents/RetainArticleLockDocument';
export { UnlockArticleDocument } from './documents/UnlockArticleDocument';
export { InternalLinkSearchDocument } from './documents/InternalLinkSearchDocument';
export { InternalArticleDocument } from './documents/InternalArticleDocument';
export { TopBarSearchDocument } from './documents/TopBarSearchDocument';
export { ArticleListRowByIdDocument } from './documents/ArticleListRowByIdDocument';
export { ArticleListCountDocument } from './documents/ArticleListCountDocument';
export { DrawerCategoriesDocument } from './documents/DrawerCategoriesDocument';
export { DrawerTagsDocument } from './documents/DrawerTagsDocument';
export { DrawerTvProgramsDocument } from './documents/DrawerTvProgramsDocument';
export { DrawerTvCollectionsDocument } from './documents/DrawerTvCollectionsDocument';
export { DrawerAuthorsDocument } from './documents/DrawerAuthorsDocument';
export { DrawerSourcesDocument } from './documents/DrawerSourcesDocument';
export { DrawerQualifiersDocument } from './documents/DrawerQualifiersDocument';
export { DrawerSuggestTagsDocument } from './documents/DrawerSuggestTagsDocument';
export { DrawerSuggestCategoriesDocument } from './documents/DrawerSuggestCategoriesDocument';
export { ArticleVideoDocument } from './documents/ArticleVideoDocument';
export { VideoGeoblockingDocument } from './documents/VideoGeoblockingDocument';
export { AuthorListDocument } from './documents/AuthorListDocument';
export { AuthorFormDocument } from './documents/AuthorFormDocument';
export { AuthorHistoryDocument } from './documents/AuthorHistoryDocument';
export { AuthorAttributesDocument } from './documents/AuthorAttributesDocument';
export { AuthorCreateDocument } from './documents/AuthorCreateDocument';
export { AuthorUpdateDocument } from './documents/AuthorUpdateDocument';
export { CardListDocument } from './documents/CardListDocument';
export { CardEditorDocument } from './documents/CardEditorDocument';
export { UpsertCardDocument } from './documents/UpsertCardDocument';
export { LockCardDocument } from './documents/LockCardDocument';
export { RetainCardLockDocument } from './documents/RetainCardLockDocument';
export { UnlockCardDocument } from './documents/UnlockCardDocument';
export { CardTileByIdDocument } from './documents/CardTileByIdDocument';
export { DashboardListDocument } from './documents/DashboardListDocument';
export { DashboardCountDocument } from './documents/DashboardCountDocument';
export { DashboardHistogramDocument } from './documents/DashboardHistogramDocument';
export { DashboardCategoryOptionsDocument } from './documents/DashboardCategoryOptionsDocument';
export { DashboardTagOptionsDocument } from './documents/DashboardTagOptionsDocument';
export { DashboardSourceOptionsDocument } from './documents/DashboardSourceOptionsDocument';
export { DashboardQualifierOptionsDocument } from './documents/DashboardQualifierOptionsDocument';
export { DashboardAuthorOptionsDocument } from './documents/DashboardAuthorOptionsDocument';
export { ArticleDiagnosticDocument } from './documents/ArticleDiagnosticDocument';
export { GoodDealProcessesDocument } from './documents/GoodDealProcessesDocument';
export { GenerateGoodDealDocument } from './documents/GenerateGoodDealDocument';
export { GoodDealPromptsDocument } from './documents/GoodDealPromptsDocument';
export { UpdateGoodDealPromptDocument } from './documents/UpdateGoodDealPromptDocument';
export { UpdateGoodDealTransparencyClauseDocument } from './documents/UpdateGoodDealTransparencyClauseDocument';
export { LiveOfArticleDocument } from './documents/LiveOfArticleDocument';
export { OpenLiveDocument } from './documents/OpenLiveDocument';
export { UpdateLiveDocument } from './documents/UpdateLiveDocument';
export { UpsertLivePostDocument } from './documents/UpsertLivePostDocument';
export { DeleteLivePostDocument } from './documents/DeleteLivePostDocument';
export { EditLivePostDocument } from './documents/EditLivePostDocument';
export { OrphanPageListDocument } from './documents/OrphanPageListDocument';
export { OrphanPageTitlesDocument } from './documents/OrphanPageTitlesDocument';
export { OrphanPageEditorDocument } from './documents/OrphanPageEditorDocument';
export { SanitizeOrphanPageContentDocument } from './documents/SanitizeOrphanPageContentDocument';
export { UpsertOrphanPageDocument } from './documents/UpsertOrphanPageDocument';
export { OrphanPageRowByIdDocument } from './documents/OrphanPageRowByIdDocument';
export { PageListDocument } from './documents/PageListDocument';
export { PageListRowByIdDocument } from './documents/PageListRowByIdDocument';
export { PageTrailDocument } from './documents/PageTrailDocument';
export { PageEditorDocument } from './documents/PageEditorDocument';
export { CreatePageDocument } from './documents/CreatePageDocument';
export { UpdatePageDocument } from './documents/UpdatePageDocument';
export { LockPageDocument } from './documents/LockPageDocument';
export { RetainPageLockDocument } from './documents/RetainPageLockDocument';
export { UnlockPageDocument } from './documents/UnlockPageDocument';
export { PageHistoriesDocument } from './documents/PageHistoriesDocument';
export { PageParentSearchDocument } from './documents/PageParentSearchDocument';
export { BoardSearchDocument } from './documents/BoardSearchDocument';
export { PersonTagSearchDocument } from './documents/PersonTagSearchDocument';
export { HomePageCategoryDocument } from './documents/HomePageCategoryDocument';
export { PrintSourceCreateArticleDocument } from './documents/PrintSourceCreateArticleDocument';
export { BoardCardStartDocument } from './documents/BoardCardStartDocument';
export { PushListDocument } from './documents/PushListDocument';
export { PushServicesDocument } from './documents/PushServicesDocument';
export { PushArticleDocument } from './documents/PushArticleDocument';
export { PushSegmentsDocument } from './documents/PushSegmentsDocument';
export { CreatePushDocument } from './documents/CreatePushDocument';
export { CancelPushDocument } from './documents/CancelPushDocument';
export { FlashHistoriesDocument } from './documents/FlashHistoriesDocument';
export { SendNlFlashDocument } from './documents/SendNlFlashDocument';
export { OpenAiProcessesDocument } from './documents/OpenAiProcessesDocument';
export { VertexAiRecipesDocument } from './documents/VertexAiRecipesDocument';
export { SlideshowAiRecipesDocument } from './documents/SlideshowAiRecipesDocument';
export { DraftSlideshowSearchDocument } from './documents/DraftSlideshowSearchDocument';
export { SlideshowAiTargetDocument } from './documents/SlideshowAiTargetDocument';
export { GenerateAiSlideshowDocument } from './documents/GenerateAiSlideshowDocument';
export { CompleteAiSlideshowDocument } from './documents/CompleteAiSlideshowDocument';
export { RewriteSlideshowDescriptionsDocument } from './documents/RewriteSlideshowDescriptionsDocument';
export { SlideContentSearchDocument } from './documents/SlideContentSearchDocument';
export { TagListDocument } from './documents/TagListDocument';
export { TagSearchDocument } from './documents/TagSearchDocument';
export { TagEditDocument } from './documents/TagEditDocument';
export { TagSaveBrandedContentDocument } from './documents/TagSaveBrandedContentDocument';
export { LivePresenceDocument } from './documents/LivePresenceDocument';
export { RecipeSearchDocument } from './documents/RecipeSearchDocument';