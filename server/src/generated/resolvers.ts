import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ArticleParent, AuthorParent, TagParent, CategoryParent, ArticleHistoryParent, AuthorHistoryParent, ArticleAuthorParent } from '../schema/content/parents';
import { SectionParent, CategoryHistoryParent } from '../schema/pages/parents';
import { LiveParent } from '../schema/lives/resolvers';
import { GoodDealProcessRow } from '../aiProcesses/goodDeal/goodDealProcesses';
import { AssignmentParent, RawArticleParent, RawArticleVersionParent, SubjectParent, PrintHeadingParent, PrintIssueParent, BoardCardParent } from '../schema/print/parents';
import { GraphQLContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date and time (UTC). */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON (ProseMirror documents, media objects, segment queries). */
  JSON: { input: unknown; output: unknown; }
};

/** The block the editor inserts (type affilizz). */
export type AffiliationCard = {
  __typename?: 'AffiliationCard';
  description: Scalars['String']['output'];
  html: Scalars['String']['output'];
  negativePoints: Array<Scalars['String']['output']>;
  positivePoints: Array<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  publicationInfos: Scalars['String']['output'];
  /** 'N / 10', or null. */
  rating?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type AffiliationCardInput = {
  /** The product is a catalogue product (no rating). */
  catalog: Scalars['Boolean']['input'];
  designId?: InputMaybe<Scalars['ID']['input']>;
  negativePoints: Array<Scalars['String']['input']>;
  positivePoints: Array<Scalars['String']['input']>;
  /** The product the card shows (a catalogue product once added with createAffiliationCatalogProduct). */
  productId: Scalars['ID']['input'];
  /** Empty or one integer 0–10 (sent 'N / 10'); ordinary products only. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

export type AffiliationDesign = {
  __typename?: 'AffiliationDesign';
  defaultDesign: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  renderingType: Scalars['String']['output'];
};

export type AffiliationPageable = {
  __typename?: 'AffiliationPageable';
  pageNumber: Scalars['Int']['output'];
};

export type AffiliationProduct = {
  __typename?: 'AffiliationProduct';
  currencyCode?: Maybe<Scalars['String']['output']>;
  defaultImage?: Maybe<Scalars['String']['output']>;
  downsides: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maxPrice?: Maybe<Scalars['Float']['output']>;
  minPrice?: Maybe<Scalars['Float']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nbOffers: Scalars['Int']['output'];
  productLocalizedId?: Maybe<Scalars['String']['output']>;
  type: AffiliationProductType;
  upsides: Array<Scalars['String']['output']>;
};

export type AffiliationProductPage = {
  __typename?: 'AffiliationProductPage';
  content: Array<AffiliationProduct>;
  pageable: AffiliationPageable;
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
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

/** Whether the AI controls can be used, and why not (French) when they cannot. */
export type AiStatus = {
  __typename?: 'AiStatus';
  configured: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type Article = {
  __typename?: 'Article';
  /**
   * 000 §2: affiliate product cards enabled for this article (on by default; the brand's
   * affiliate and enableAffilizPlugin flags are needed too).
   */
  affiliateCardsEnabled: Scalars['Boolean']['output'];
  authors: Array<ArticleAuthor>;
  /** ProseMirror JSON of the body (null when empty). */
  body?: Maybe<Scalars['JSON']['output']>;
  brandKey: Scalars['String']['output'];
  canonical?: Maybe<Scalars['String']['output']>;
  categories: Array<ArticleCategory>;
  channels: Array<ArticleCategory>;
  createdAt: Scalars['DateTime']['output'];
  creator?: Maybe<UserRef>;
  discoverTitle?: Maybe<Scalars['String']['output']>;
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  events: Array<ArticleCategory>;
  format: ArticleFormat;
  guides: Array<ArticleCategory>;
  /** Most recent first, up to 100. */
  histories: Array<ArticleHistory>;
  id: Scalars['ID']['output'];
  /** ProseMirror JSON of the lead (null when empty). */
  lead?: Maybe<Scalars['JSON']['output']>;
  live?: Maybe<Live>;
  lockExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  lockedAt?: Maybe<Scalars['DateTime']['output']>;
  lockedBy?: Maybe<UserRef>;
  machineTags: Array<MachineTag>;
  medias?: Maybe<Scalars['JSON']['output']>;
  newsletterFlashSenderHistories: Array<FlashSenderHistory>;
  partnerTitle?: Maybe<Scalars['String']['output']>;
  platformId?: Maybe<Scalars['String']['output']>;
  publicId?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  pushCount: Scalars['Int']['output'];
  qualifiers: Array<Qualifier>;
  refererCount: Scalars['Int']['output'];
  secondaryTitle?: Maybe<Scalars['String']['output']>;
  /** spec 000 §2: the byline's complement (a print signature lands here). */
  signatureComplement?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Source>;
  status: ArticleStatus;
  tags: Array<ArticleTag>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  urls: Array<ArticleUrl>;
  /** Optimistic concurrency: a save names the version it is based on. */
  version: Scalars['Int']['output'];
  /** The video of a Video article, once a file or an existing video is attached. */
  video?: Maybe<Video>;
};

export type ArticleAuthor = {
  __typename?: 'ArticleAuthor';
  author: Author;
  order: Scalars['Int']['output'];
};

export type ArticleCategory = {
  __typename?: 'ArticleCategory';
  brandKey: Scalars['String']['output'];
  format: CategoryFormat;
  id: Scalars['ID']['output'];
  level: Scalars['Int']['output'];
  order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type ArticleCreateInput = {
  /** 000 §2: affiliate product cards enabled for this article (left alone when absent). */
  affiliateCardsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  authors?: InputMaybe<RelationListInput>;
  body?: InputMaybe<Scalars['JSON']['input']>;
  brandKey: Scalars['String']['input'];
  canonical?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<RelationListInput>;
  channels?: InputMaybe<RelationListInput>;
  discoverTitle?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<RelationListInput>;
  format: ArticleFormat;
  guides?: InputMaybe<RelationListInput>;
  lead?: InputMaybe<Scalars['JSON']['input']>;
  machineTags?: InputMaybe<RelationListInput>;
  medias?: InputMaybe<Scalars['JSON']['input']>;
  partnerTitle?: InputMaybe<Scalars['String']['input']>;
  platformId?: InputMaybe<Scalars['String']['input']>;
  publicId?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  qualifiers?: InputMaybe<RelationListInput>;
  secondaryTitle?: InputMaybe<Scalars['String']['input']>;
  signatureComplement?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<RelationOneInput>;
  status?: InputMaybe<ArticleStatus>;
  tags?: InputMaybe<RelationListInput>;
  title: Scalars['String']['input'];
  urls?: InputMaybe<Array<ArticleUrlInput>>;
};

export type ArticleDiagnostic = {
  __typename?: 'ArticleDiagnostic';
  checks: Array<DiagnosticCheck>;
  /** The article's public URL, where the page was read. */
  url: Scalars['String']['output'];
};

export type ArticleFormat =
  | 'Rich'
  | 'Slideshow'
  | 'Video';

/** spec 000 §3 Good-deal AI process: the current user's, newest first. */
export type ArticleGoodDealAiProcess = {
  __typename?: 'ArticleGoodDealAiProcess';
  /** The Draft article made (SUCCESS). */
  article?: Maybe<Article>;
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** French, when status is ERROR. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The product's name once the page was read. */
  productTitle?: Maybe<Scalars['String']['output']>;
  productUrl: Scalars['String']['output'];
  /** Null while the job runs. */
  status?: Maybe<GoodDealAiProcessStatus>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ArticleHistory = {
  __typename?: 'ArticleHistory';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The article as saved (fields and relation ids). */
  snapshot: Scalars['JSON']['output'];
  user?: Maybe<UserRef>;
};

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

export type ArticleTag = {
  __typename?: 'ArticleTag';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  relationId?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ArticleUpdateInput = {
  /** 000 §2: affiliate product cards enabled for this article (left alone when absent). */
  affiliateCardsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  authors?: InputMaybe<RelationListInput>;
  body?: InputMaybe<Scalars['JSON']['input']>;
  canonical?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<RelationListInput>;
  channels?: InputMaybe<RelationListInput>;
  discoverTitle?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<RelationListInput>;
  guides?: InputMaybe<RelationListInput>;
  lead?: InputMaybe<Scalars['JSON']['input']>;
  machineTags?: InputMaybe<RelationListInput>;
  medias?: InputMaybe<Scalars['JSON']['input']>;
  partnerTitle?: InputMaybe<Scalars['String']['input']>;
  platformId?: InputMaybe<Scalars['String']['input']>;
  publicId?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  qualifiers?: InputMaybe<RelationListInput>;
  secondaryTitle?: InputMaybe<Scalars['String']['input']>;
  signatureComplement?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<RelationOneInput>;
  status?: InputMaybe<ArticleStatus>;
  tags?: InputMaybe<RelationListInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Transition name of common/domain/transitions (publish, antidate, republish, …). */
  transition?: InputMaybe<Scalars['String']['input']>;
  urls?: InputMaybe<Array<ArticleUrlInput>>;
  /** The version this save is based on; a stale one gets CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ArticleUrl = {
  __typename?: 'ArticleUrl';
  id: Scalars['ID']['output'];
  origin: Scalars['String']['output'];
  path: Scalars['String']['output'];
  statusOk: Scalars['Boolean']['output'];
};

export type ArticleUrlInput = {
  origin: Scalars['String']['input'];
  path: Scalars['String']['input'];
  statusOk?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The advanced search (spec 000 §2) and the dashboard filter (§3). Every field is optional; all apply together. */
export type ArticleWhereInput = {
  authorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  brandKey?: InputMaybe<Scalars['String']['input']>;
  brandKey_in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Any of these categories (any format: categories, channels, events, guides). */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  creatorId?: InputMaybe<Scalars['ID']['input']>;
  format?: InputMaybe<ArticleFormat>;
  format_in?: InputMaybe<Array<ArticleFormat>>;
  hasDiapo?: InputMaybe<Scalars['Boolean']['input']>;
  hasLive?: InputMaybe<Scalars['Boolean']['input']>;
  hasPodcast?: InputMaybe<Scalars['Boolean']['input']>;
  hasPush?: InputMaybe<Scalars['Boolean']['input']>;
  hasVideo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Some media (article media list) carries this credit (case and accents ignored, substring). */
  imageCredit?: InputMaybe<Scalars['String']['input']>;
  /** Some media carries this source (case and accents ignored, substring). */
  imageSource?: InputMaybe<Scalars['String']['input']>;
  /** Dashboard: publication date window. */
  publishedAfter?: InputMaybe<Scalars['DateTime']['input']>;
  publishedBefore?: InputMaybe<Scalars['DateTime']['input']>;
  qualifierIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  sourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<ArticleStatus>;
  status_in?: InputMaybe<Array<ArticleStatus>>;
  /** Any of these tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
  updatedBefore?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ArticleWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

/** A subject placed in a heading of an issue; its text is the raw article. */
export type Assignment = {
  __typename?: 'Assignment';
  brandKey: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  printHeading: PrintHeading;
  rawArticle?: Maybe<RawArticle>;
  subject: Subject;
  /** The web articles linked to it (machine tag topicassignment:id={id}) the user may read. */
  webArticles: Array<Article>;
};

export type AssignmentUpdateInput = {
  /** Moves the latest version along the print path (common/domain/printWorkflow.ts). */
  status?: InputMaybe<PrintVersionStatus>;
  /** Adds a version; refused while the latest one's text is read-only. */
  version?: InputMaybe<AssignmentVersionInput>;
  /** Links this web article to the assignment (its machine tag), in the same transaction. */
  webArticle?: InputMaybe<Scalars['ID']['input']>;
};

/** A new text version of the assignment's raw article (web → print). */
export type AssignmentVersionInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  lead?: InputMaybe<Scalars['String']['input']>;
  signature?: InputMaybe<Scalars['String']['input']>;
  /** Validation ('À valider') or Mockup ('À maquetter') (spec 000 §4). */
  status: PrintVersionStatus;
  title: Scalars['String']['input'];
};

export type AssignmentWhereInput = {
  brandKey: Scalars['String']['input'];
  id_in?: InputMaybe<Array<Scalars['ID']['input']>>;
  printHeading?: InputMaybe<Scalars['ID']['input']>;
  printIssue?: InputMaybe<Scalars['ID']['input']>;
  printPublication?: InputMaybe<Scalars['ID']['input']>;
  /** Subject title search (case and accents ignored). */
  subjectTitle_contains?: InputMaybe<Scalars['String']['input']>;
};

export type AssignmentWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type Attribute = {
  __typename?: 'Attribute';
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AttributeCreateInput = {
  brandKey: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AttributeWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

export type Author = {
  __typename?: 'Author';
  attributes: Array<Attribute>;
  avatarUrl?: Maybe<Scalars['String']['output']>;
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  facebookId?: Maybe<Scalars['String']['output']>;
  googleId?: Maybe<Scalars['String']['output']>;
  hasPublicProfile: Scalars['Boolean']['output'];
  histories: Array<AuthorHistory>;
  id: Scalars['ID']['output'];
  instagramId?: Maybe<Scalars['String']['output']>;
  isExternal: Scalars['Boolean']['output'];
  isMain: Scalars['Boolean']['output'];
  linkedinId?: Maybe<Scalars['String']['output']>;
  media?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  pinterestId?: Maybe<Scalars['String']['output']>;
  resume?: Maybe<Scalars['String']['output']>;
  snapchatId?: Maybe<Scalars['String']['output']>;
  twitterId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type AuthorCreateInput = {
  attributes?: InputMaybe<RelationListInput>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  brandKey: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebookId?: InputMaybe<Scalars['String']['input']>;
  googleId?: InputMaybe<Scalars['String']['input']>;
  hasPublicProfile?: InputMaybe<Scalars['Boolean']['input']>;
  instagramId?: InputMaybe<Scalars['String']['input']>;
  isExternal?: InputMaybe<Scalars['Boolean']['input']>;
  isMain?: InputMaybe<Scalars['Boolean']['input']>;
  linkedinId?: InputMaybe<Scalars['String']['input']>;
  media?: InputMaybe<Scalars['JSON']['input']>;
  name: Scalars['String']['input'];
  pinterestId?: InputMaybe<Scalars['String']['input']>;
  resume?: InputMaybe<Scalars['String']['input']>;
  snapchatId?: InputMaybe<Scalars['String']['input']>;
  twitterId?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type AuthorHistory = {
  __typename?: 'AuthorHistory';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  user?: Maybe<UserRef>;
};

export type AuthorOrderByInput =
  | 'createdAt_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'updatedAt_DESC';

export type AuthorUpdateInput = {
  attributes?: InputMaybe<RelationListInput>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  brandKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebookId?: InputMaybe<Scalars['String']['input']>;
  googleId?: InputMaybe<Scalars['String']['input']>;
  hasPublicProfile?: InputMaybe<Scalars['Boolean']['input']>;
  instagramId?: InputMaybe<Scalars['String']['input']>;
  isExternal?: InputMaybe<Scalars['Boolean']['input']>;
  isMain?: InputMaybe<Scalars['Boolean']['input']>;
  linkedinId?: InputMaybe<Scalars['String']['input']>;
  media?: InputMaybe<Scalars['JSON']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pinterestId?: InputMaybe<Scalars['String']['input']>;
  resume?: InputMaybe<Scalars['String']['input']>;
  snapchatId?: InputMaybe<Scalars['String']['input']>;
  twitterId?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type AuthorWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  id_in?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case- and accent-insensitive match on the name. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** 'my authors': authors linked to this user id. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** spec 000 §3 Board card: the newsroom's planning board. */
export type BoardCard = {
  __typename?: 'BoardCard';
  authors: Array<Author>;
  brandKey: Scalars['String']['output'];
  category?: Maybe<Category>;
  id: Scalars['ID']['output'];
  publicationDate?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type BoardCardWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

/** One linked item of a Board section, with what the editor shows of it. */
export type BoardItem = {
  __typename?: 'BoardItem';
  format?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  order: Scalars['Int']['output'];
  pinnedAt?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** Title of the linked content; null when it no longer exists. */
  title?: Maybe<Scalars['String']['output']>;
  type: BoardItemType;
};

export type BoardItemInput = {
  id: Scalars['ID']['input'];
  pinnedAt?: InputMaybe<Scalars['DateTime']['input']>;
  type: BoardItemType;
};

/** What a Board section links: an article, a recipe or a slideshow. */
export type BoardItemType =
  | 'article'
  | 'recipe'
  | 'slideshow';

export type BodyWithSuggestedLinks = {
  __typename?: 'BodyWithSuggestedLinks';
  updatedBody: Scalars['JSON']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  key: Scalars['String']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profile: BrandProfile;
};

export type BrandProfile = {
  __typename?: 'BrandProfile';
  affiliate: Scalars['Boolean']['output'];
  allowedMediaTypes: Array<Scalars['String']['output']>;
  disabledForCerise: Scalars['Boolean']['output'];
  displayIATitle: Scalars['Boolean']['output'];
  draftEditorPlugins: Array<Scalars['String']['output']>;
  draftRichFields: Array<Scalars['String']['output']>;
  editorialAlertAllowed: Scalars['Boolean']['output'];
  enableAffilizPlugin: Scalars['Boolean']['output'];
  enableNLFlash: Scalars['Boolean']['output'];
  hasPodcast: Scalars['Boolean']['output'];
  internalLinks: Scalars['Boolean']['output'];
  isCerise: Scalars['Boolean']['output'];
  isRecipe: Scalars['Boolean']['output'];
  mediaProgramsAllowed: Scalars['Boolean']['output'];
  personTagsAllowed: Scalars['Boolean']['output'];
  photoArchives: Array<Scalars['String']['output']>;
  pushPlatforms: Array<Scalars['String']['output']>;
  setInitialTitleAllowed: Scalars['Boolean']['output'];
  siteOrigin?: Maybe<Scalars['String']['output']>;
  tagProviders: Array<Scalars['String']['output']>;
  tagTypes: Array<Scalars['String']['output']>;
  useFotoweb: Scalars['Boolean']['output'];
};

export type Card = {
  __typename?: 'Card';
  /** ProseMirror JSON of the body (null when empty). */
  body?: Maybe<Scalars['JSON']['output']>;
  brandKey: Scalars['String']['output'];
  categories: Array<CardCategory>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Shown as 'Emplacement'. */
  label: Scalars['String']['output'];
  lockedAt?: Maybe<Scalars['DateTime']['output']>;
  lockedBy?: Maybe<UserRef>;
  /** The card's one image: { url, credit?, alt? } (null when none). */
  media?: Maybe<Scalars['JSON']['output']>;
  secondaryTitle?: Maybe<Scalars['String']['output']>;
  status: CardStatus;
  tags: Array<CardTag>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type CardCategory = {
  __typename?: 'CardCategory';
  id: Scalars['ID']['output'];
  level: Scalars['Int']['output'];
  order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CardCreateInput = {
  body?: InputMaybe<Scalars['JSON']['input']>;
  brandKey: Scalars['String']['input'];
  /** Ordered category ids (the list replaces the card's). */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  media?: InputMaybe<Scalars['JSON']['input']>;
  secondaryTitle?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CardStatus>;
  /** Ordered tag ids (the list replaces the card's). */
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type CardStatus =
  | 'Archived'
  | 'Published';

export type CardTag = {
  __typename?: 'CardTag';
  id: Scalars['ID']['output'];
  order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type CardUpdateInput = {
  body?: InputMaybe<Scalars['JSON']['input']>;
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  media?: InputMaybe<Scalars['JSON']['input']>;
  secondaryTitle?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CardStatus>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  /** The version this save is based on; a stale one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

export type CardWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CardStatus>;
};

export type CardWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type Category = {
  __typename?: 'Category';
  brandKey: Scalars['String']['output'];
  /** Who may add a page under this one (001 §6) for the signed-in user. */
  canCreateChild: Scalars['Boolean']['output'];
  childCount: Scalars['Int']['output'];
  /** Children of one format (the page list counts the pages the 'Ouvrir' action opens). */
  childCountOf: Scalars['Int']['output'];
  children: Array<Category>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['JSON']['output']>;
  descriptionSEO: Scalars['String']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  format: CategoryFormat;
  historyCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isHeadlined: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  lockExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  lockedAt?: Maybe<Scalars['DateTime']['output']>;
  lockedBy?: Maybe<UserRef>;
  medias?: Maybe<Scalars['JSON']['output']>;
  parent?: Maybe<Category>;
  path: Scalars['String']['output'];
  publishedArticleCount: Scalars['Int']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  sections: Array<Section>;
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  tags: Array<CategoryTag>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};


export type CategoryChildCountOfArgs = {
  format?: InputMaybe<CategoryFormat>;
};

export type CategoryCreateInput = {
  brandKey: Scalars['String']['input'];
  description?: InputMaybe<Scalars['JSON']['input']>;
  descriptionSEO?: InputMaybe<Scalars['String']['input']>;
  format: CategoryFormat;
  isHeadlined?: InputMaybe<Scalars['Boolean']['input']>;
  medias?: InputMaybe<Scalars['JSON']['input']>;
  /** The parent page; none at the root (super-admins only). */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  sections?: InputMaybe<Array<SectionInput>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
};

export type CategoryFormat =
  | 'Category'
  | 'Channel'
  | 'Event'
  | 'Guide';

export type CategoryHistory = {
  __typename?: 'CategoryHistory';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The page as it was saved (fields and sections). */
  snapshot: Scalars['JSON']['output'];
  user?: Maybe<UserRef>;
};

export type CategoryHistoryWhereInput = {
  category: WhereUniqueInput;
};

export type CategoryTag = {
  __typename?: 'CategoryTag';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type CategoryUpdateInput = {
  description?: InputMaybe<Scalars['JSON']['input']>;
  descriptionSEO?: InputMaybe<Scalars['String']['input']>;
  isHeadlined?: InputMaybe<Scalars['Boolean']['input']>;
  medias?: InputMaybe<Scalars['JSON']['input']>;
  /** Moves the page under another parent of the same brand (the category path picker). */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The whole ordered list of sections (replaces the stored one). */
  sections?: InputMaybe<Array<SectionInput>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Named page transition (publish, schedule, archive, back2draft, move2trash). */
  transition?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit was based on; a stale one gets CONFLICT. */
  version: Scalars['Int']['input'];
};

export type CategoryWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<CategoryFormat>;
  format_in?: InputMaybe<Array<CategoryFormat>>;
  level?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** The top of a format's tree: pages without a parent, or whose parent has another format. */
  root?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status_in?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CorrectionContentInput = {
  id: Scalars['ID']['input'];
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

export type CorrectionError = {
  __typename?: 'CorrectionError';
  corrections: Array<Scalars['String']['output']>;
  diagnosis: Scalars['String']['output'];
  /** How many other occurrences of the same mistake there are. */
  duplicateCount: Scalars['Int']['output'];
  /** Ids of the same mistake elsewhere (what correctMultiple also corrects): the first 20. */
  duplicates: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  location: CorrectionLocation;
  rule: Scalars['String']['output'];
  status: CorrectionErrorStatus;
  type: CorrectionErrorType;
};

export type CorrectionErrorStatus =
  | 'corrected'
  | 'ignored'
  | 'pending';

export type CorrectionErrorType =
  | 'grammar'
  | 'spelling'
  | 'typography';

export type CorrectionExplanation = {
  __typename?: 'CorrectionExplanation';
  text: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type CorrectionHashInput = {
  hash: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

export type CorrectionLocation = {
  __typename?: 'CorrectionLocation';
  length: Scalars['Int']['output'];
  segment: Scalars['String']['output'];
  /** UTF-16 code units from the start of the segment's text. */
  start: Scalars['Int']['output'];
};

export type CorrectionSegment = {
  __typename?: 'CorrectionSegment';
  hash: Scalars['String']['output'];
  key: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type CorrectionSegmentInput = {
  key: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type CorrectionSession = {
  __typename?: 'CorrectionSession';
  contentId: Scalars['ID']['output'];
  engine: CorrectionEngineName;
  /** In reading order. */
  errors: Array<CorrectionError>;
  /** False when only spelling was checked (the dialog says grammar is not). */
  grammarChecked: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  segments: Array<CorrectionSegment>;
};

export type DashboardBucket = {
  __typename?: 'DashboardBucket';
  count: Scalars['Int']['output'];
  /** The bucket's label in Paris time: 'HH:mm' for hours, 'dd/MM' for days. */
  label: Scalars['String']['output'];
  /** Start of the bucket (an hour, or midnight Paris time for a day). */
  start: Scalars['DateTime']['output'];
};

export type DashboardBucketUnit =
  | 'day'
  | 'hour';

/** The dashboard filter of spec 000 §3, plus the brand menu and the search bar. Dates are whole days in Paris time. */
export type DashboardFilterInput = {
  authorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** null or absent = every brand the user may see ('Toutes'). */
  brandKey?: InputMaybe<Scalars['String']['input']>;
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Last day included, 'yyyy-MM-dd' (Paris time). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<Array<ArticleFormat>>;
  qualifierIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** French full-text search (accents folded), as the article search. */
  search?: InputMaybe<Scalars['String']['input']>;
  sourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** First day included, 'yyyy-MM-dd' (Paris time). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<ArticleStatus>>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type DashboardHistogram = {
  __typename?: 'DashboardHistogram';
  buckets: Array<DashboardBucket>;
  total: Scalars['Int']['output'];
  unit: DashboardBucketUnit;
};

export type DashboardPage = {
  __typename?: 'DashboardPage';
  /** Opaque cursor of the last item: pass it as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  /** Newest publication first (not yet published last), then id: a stable order. */
  items: Array<Article>;
};

/** One check of the page: passed or not, and why in French. */
export type DiagnosticCheck = {
  __typename?: 'DiagnosticCheck';
  detail: Scalars['String']['output'];
  /** status, responseTime, canonical, titleLength, descriptionLength, ogImage, structuredData, imageCredits, internalLinks. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type ExternalImage = {
  __typename?: 'ExternalImage';
  credit?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  large: Scalars['String']['output'];
  medium: Scalars['String']['output'];
  preview: ExternalImagePreview;
  provider: Scalars['String']['output'];
  small: Scalars['String']['output'];
};

export type ExternalImagePreview = {
  __typename?: 'ExternalImagePreview';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ExternalImageSearch = {
  __typename?: 'ExternalImageSearch';
  /** One French message per bank that is not configured or did not answer. */
  errors: Array<Scalars['String']['output']>;
  images: Array<ExternalImage>;
  total: Scalars['Int']['output'];
};

export type FlashSenderHistory = {
  __typename?: 'FlashSenderHistory';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The newsletter's subject (flashes sent from this app). */
  subject?: Maybe<Scalars['String']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

export type FlashSenderHistoryWhereInput = {
  articleId: Scalars['ID']['input'];
};

export type FocusPointResult = {
  __typename?: 'FocusPointResult';
  relativeX: Scalars['Float']['output'];
  relativeY: Scalars['Float']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
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

/** A good-deal prompt (spec 000 §3): the instructions, in order; edited by super-admins only. */
export type GoodDealPrompt = {
  __typename?: 'GoodDealPrompt';
  id: Scalars['ID']['output'];
  prompt: Scalars['String']['output'];
  promptOrder: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type GoogleGroup = {
  __typename?: 'GoogleGroup';
  groupTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role?: Maybe<Role>;
};

export type GoogleGroupCreateInput = {
  groupTitle: Scalars['String']['input'];
  roleId?: InputMaybe<Scalars['ID']['input']>;
};

export type GoogleGroupUpdateInput = {
  groupTitle?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
};

export type GoogleGroupWhereInput = {
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ImagePromptResult = {
  __typename?: 'ImagePromptResult';
  b64Json: Scalars['String']['output'];
};

export type ImageSource = {
  __typename?: 'ImageSource';
  category: ImageSourceCategory;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type ImageSourceCategory = {
  __typename?: 'ImageSourceCategory';
  id: Scalars['ID']['output'];
  sources: Array<ImageSource>;
  title: Scalars['String']['output'];
};

export type IngredientCount = {
  __typename?: 'IngredientCount';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** spec 000 §3 internal link types. */
export type InternalLinkType =
  | 'ARTICLE'
  | 'BROADCAST'
  | 'PROGRAM'
  | 'RECIPE'
  | 'VIDEO';

export type Live = {
  __typename?: 'Live';
  article: LiveArticle;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
  /** Newest first (at most 200). */
  posts: Array<LivePost>;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * What happened. `resync`: the cursor is too old to catch up; refetch what is shown. `ready`: the
 * stream has caught up and is live; its cursor is the log's end (no content: keep it as `since`).
 */
export type LiveAction =
  | 'created'
  | 'deleted'
  | 'locked'
  | 'presence'
  | 'published'
  | 'ready'
  | 'resync'
  | 'saved'
  | 'status'
  | 'unlocked';

export type LiveArticle = {
  __typename?: 'LiveArticle';
  brandKey: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type LiveArticleWhereInput = {
  /** The article's id. */
  id: Scalars['ID']['input'];
};

/** The kinds of content the live channel speaks of (common/live/liveEvents.ts). */
export type LiveContentType =
  | 'article'
  | 'card'
  | 'livePost'
  | 'orphanPage'
  | 'page'
  | 'push';

/** One event: ids, brand and who, never the content itself. */
export type LiveEvent = {
  __typename?: 'LiveEvent';
  action: LiveAction;
  actorId?: Maybe<Scalars['ID']['output']>;
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  brandKey: Scalars['String']['output'];
  contentId: Scalars['ID']['output'];
  contentType: LiveContentType;
  /** Opaque, increasing: pass the last one seen as `since` to catch up after a reconnect. */
  cursor: Scalars['ID']['output'];
  /** For `locked`: when the lock lapses unless retained. */
  lockExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** For `presence` (and `locked`/`unlocked`): everyone who has the content open now. */
  presence?: Maybe<Array<Presence>>;
  /** The content's status after the change. */
  status?: Maybe<Scalars['String']['output']>;
  /** The content's version after the change (saves, status changes, publications). */
  version?: Maybe<Scalars['Int']['output']>;
};

export type LivePost = {
  __typename?: 'LivePost';
  author?: Maybe<UserRef>;
  /** ProseMirror JSON. */
  body: Scalars['JSON']['output'];
  /** Who is editing the post now (menu 'Modifier/Verrouiller'); null when nobody. */
  editingBy?: Maybe<UserRef>;
  id: Scalars['ID']['output'];
  publishedAt: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type LivePostInput = {
  body: Scalars['JSON']['input'];
  /** Defaults to now on creation; kept on update when absent. */
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** On update: the version it is based on. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type LivePostWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type LiveUpdateInput = {
  /** Non-null closes the live (the server stores its own now); null reopens it. */
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type LiveWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type MachineTag = {
  __typename?: 'MachineTag';
  id: Scalars['ID']['output'];
  tag: Scalars['String']['output'];
};

export type MachineTagArticleInput = {
  connect: ArticleWhereUniqueInput;
  order?: InputMaybe<Scalars['Int']['input']>;
};

export type MachineTagCreateInput = {
  article: MachineTagArticleInput;
  /** topicassignment:id={assignmentId} */
  tag: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Replaces what one app window has open (`items`, empty to leave) and renews its lease
   * (LIMITS.live.presenceLeaseMs); `instanceId` is the app's subscription instance, whose presence
   * ends when its stream closes.
   */
  announcePresence: Scalars['Boolean']['output'];
  /** Applies every unambiguous typography correction (one proposal only) in one call. */
  autoCorrect: CorrectionSession;
  /** Adds recipeNumber recipes found for query to a Draft slideshow (locked for others meanwhile). */
  completeAISlideshow: OpenAiProcess;
  /** Replaces one error's text by the correction. */
  correct: CorrectionSession;
  /** Replaces the error and every pending occurrence of the same mistake (at most 1000 rounds). */
  correctMultiple: CorrectionSession;
  /**
   * Creates a card of type CARD. articleId: the saved article the card is for, of that brand; its
   * affiliate-cards switch must be on (000 §2). Absent for an article not saved yet.
   */
  createAffiliationCard: AffiliationCard;
  /** Adds a product of the platform's catalogue to the media's products. */
  createAffiliationCatalogProduct: AffiliationProduct;
  /**
   * The print-source route (spec 000 §2): a Draft Rich web article of the brand made from a print
   * version — title, lead, body (common/richtext/printBody.ts), signature as signature complement,
   * the user's main author, suggested tags and categories, the machine tag of its assignment — in
   * one transaction. One per version and brand: asked again (a reload, a second click), it answers
   * the article already made. Refusals are spec 001 §8's (common/domain/printWorkflow.ts).
   */
  createArticleFromPrintVersion: Article;
  createAttribute: Attribute;
  createAuthor: Author;
  createCategory: Category;
  createGoogleGroup: GoogleGroup;
  createMachineTag: MachineTag;
  /** Creates one push per platform, grouped, and queues each for its send date. */
  createPush: Array<Push>;
  createQualifier: Qualifier;
  createRole: Role;
  createSegment: Segment;
  /** A subject with its assignment in a heading (and an empty raw article). */
  createSubject: Subject;
  createUser: User;
  /** Pushes title, description, tags, channel, publication and geoblocking changes to the host. */
  dailymotionUpdate: Article;
  deleteLivePost: LivePost;
  /** Removes the video from its host (before the article goes to the trash). */
  deleteVideo: Article;
  /** Menu 'Modifier/Verrouiller': editing=true marks the post as being edited by the caller (10 min), false releases it. */
  editLivePost: LivePost;
  /** Starts a good-deal process on the brand: the product page read, a Draft Rich article written. */
  generateAIGoodDealArticle: ArticleGoodDealAiProcess;
  /** A Draft slideshow whose slides are recipes (the ids chosen, else found for the query or subject) with AI-written descriptions. */
  generateAISlideshow: OpenAiProcess;
  ignore: CorrectionSession;
  /** Attaches the uploaded file or an existing video to the Video article: the article goes Pending. */
  importDailymotionVideo: Article;
  /** Ends the presence of one window, or of the whole app instance when windowId is null. */
  leavePresence: Scalars['Boolean']['output'];
  /**
   * Takes the edition lock on opening; LOCKED when another user holds it, unless `takeOver` (the user
   * confirmed taking over: the holder's next retain is refused and their app keeps their unsent work
   * in its local drafts).
   */
  lockArticle: Article;
  lockCard: Card;
  /** Takes the page's edition lock (10 minutes); LOCKED when another user holds it. */
  lockCategory: Category;
  login: AuthPayload;
  /** Signs in with an ID token from the OpenID provider (BACKOFFICE_OIDC_*), checked here: signature, issuer, audience, expiry and the nonce the app chose. */
  loginWithOidc: AuthPayload;
  logout: Scalars['Boolean']['output'];
  /** Extends the holder's lock: 30 min when the editor has unsaved changes, else 10 min. */
  retainArticleLock: Article;
  retainCardLock: Card;
  retainCategoryLock: Category;
  sendNlFlash: SendNlFlashResult;
  /** Checks the texts and opens the user's session on that content (replacing an earlier one; `previousSessionId` keeps its ignored mistakes). */
  startCorrectionSession: CorrectionSession;
  /** The holder ends the edition (locker reset to none). */
  unlockArticle: Article;
  unlockCard: Card;
  unlockCategory: Category;
  updateArticle: Article;
  /** Super-admins only. */
  updateArticleGoodDealAiPrompt: GoodDealPrompt;
  /** Super-admins only. */
  updateArticleGoodDealTransparencyClause: Scalars['String']['output'];
  updateAssignment: Assignment;
  updateAuthor: Author;
  updateCategory: Category;
  updateGoogleGroup: GoogleGroup;
  updateLive: Live;
  /** Super-admins only. */
  updatePrompt: Prompt;
  /** Cancels the push and every unsent push of its group; answers the group. */
  updatePush: Array<Push>;
  updateQualifier: Qualifier;
  updateRole: Role;
  updateSegment: Segment;
  /** Rewrites the descriptions of a Draft slideshow's recipe slides (the spec's spelling). */
  updateSlidehowRecipesDescriptions: OpenAiProcess;
  updateTagBrandedContent: Tag;
  updateUser: User;
  /** Creates when `where` is absent or unknown, else updates (the update must name its version). */
  upsertArticle: Article;
  /** Creates when `where` is absent, else updates (naming the version it is based on). */
  upsertCard: Card;
  /** Opening the live screen: creates the article's live when absent. */
  upsertLive: Live;
  /** Creates a post in `live` when `where` is absent, else updates that post. */
  upsertLivePost: LivePost;
  upsertOrphanPage: OrphanPage;
  upsertTag: Tag;
};


export type MutationAnnouncePresenceArgs = {
  instanceId: Scalars['ID']['input'];
  items: Array<PresenceInput>;
  windowId: Scalars['ID']['input'];
};


export type MutationAutoCorrectArgs = {
  hashes: Array<CorrectionHashInput>;
  sessionId: Scalars['ID']['input'];
};


export type MutationCompleteAiSlideshowArgs = {
  excludedIngredients?: InputMaybe<Array<Scalars['String']['input']>>;
  query: Scalars['String']['input'];
  recipeNumber: Scalars['Int']['input'];
  slideshowId: Scalars['ID']['input'];
};


export type MutationCorrectArgs = {
  correction: Scalars['String']['input'];
  errorId: Scalars['ID']['input'];
  hashes: Array<CorrectionHashInput>;
  sessionId: Scalars['ID']['input'];
};


export type MutationCorrectMultipleArgs = {
  correction: Scalars['String']['input'];
  errorId: Scalars['ID']['input'];
  hashes: Array<CorrectionHashInput>;
  sessionId: Scalars['ID']['input'];
};


export type MutationCreateAffiliationCardArgs = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  brandKey: Scalars['String']['input'];
  data: AffiliationCardInput;
};


export type MutationCreateAffiliationCatalogProductArgs = {
  brandKey: Scalars['String']['input'];
  productLocalizedId: Scalars['String']['input'];
};


export type MutationCreateArticleFromPrintVersionArgs = {
  brandKey: Scalars['String']['input'];
  where: PrintVersionWhereInput;
};


export type MutationCreateAttributeArgs = {
  data: AttributeCreateInput;
};


export type MutationCreateAuthorArgs = {
  data: AuthorCreateInput;
};


export type MutationCreateCategoryArgs = {
  data: CategoryCreateInput;
};


export type MutationCreateGoogleGroupArgs = {
  data: GoogleGroupCreateInput;
};


export type MutationCreateMachineTagArgs = {
  data: MachineTagCreateInput;
};


export type MutationCreatePushArgs = {
  data: PushCreateInput;
};


export type MutationCreateQualifierArgs = {
  data: QualifierCreateInput;
};


export type MutationCreateRoleArgs = {
  data: RoleCreateInput;
};


export type MutationCreateSegmentArgs = {
  data: SegmentCreateInput;
};


export type MutationCreateSubjectArgs = {
  data: SubjectCreateInput;
};


export type MutationCreateUserArgs = {
  data: UserCreateInput;
};


export type MutationDailymotionUpdateArgs = {
  data: VideoUpdateInput;
  where: ArticleWhereUniqueInput;
};


export type MutationDeleteLivePostArgs = {
  where: LivePostWhereUniqueInput;
};


export type MutationDeleteVideoArgs = {
  where: ArticleWhereUniqueInput;
};


export type MutationEditLivePostArgs = {
  editing: Scalars['Boolean']['input'];
  where: LivePostWhereUniqueInput;
};


export type MutationGenerateAiGoodDealArticleArgs = {
  brandKey: Scalars['String']['input'];
  productUrl: Scalars['String']['input'];
};


export type MutationGenerateAiSlideshowArgs = {
  brandKey: Scalars['String']['input'];
  excludedIngredients?: InputMaybe<Array<Scalars['String']['input']>>;
  query?: InputMaybe<Scalars['String']['input']>;
  recipeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  recipeNumber: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
};


export type MutationIgnoreArgs = {
  errorId: Scalars['ID']['input'];
  hashes: Array<CorrectionHashInput>;
  sessionId: Scalars['ID']['input'];
};


export type MutationImportDailymotionVideoArgs = {
  video: VideoImportInput;
  where: ArticleWhereUniqueInput;
};


export type MutationLeavePresenceArgs = {
  instanceId: Scalars['ID']['input'];
  windowId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLockArticleArgs = {
  takeOver?: InputMaybe<Scalars['Boolean']['input']>;
  where: ArticleWhereUniqueInput;
};


export type MutationLockCardArgs = {
  where: CardWhereUniqueInput;
};


export type MutationLockCategoryArgs = {
  where: WhereUniqueInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginWithOidcArgs = {
  idToken: Scalars['String']['input'];
  nonce: Scalars['String']['input'];
};


export type MutationRetainArticleLockArgs = {
  changed?: InputMaybe<Scalars['Boolean']['input']>;
  where: ArticleWhereUniqueInput;
};


export type MutationRetainCardLockArgs = {
  changed?: InputMaybe<Scalars['Boolean']['input']>;
  where: CardWhereUniqueInput;
};


export type MutationRetainCategoryLockArgs = {
  where: WhereUniqueInput;
};


export type MutationSendNlFlashArgs = {
  brandKey: Scalars['String']['input'];
  confirmDuplicate?: InputMaybe<Scalars['Boolean']['input']>;
  contentUrl: Scalars['String']['input'];
  img: Scalars['String']['input'];
  imgAlt?: InputMaybe<Scalars['String']['input']>;
  resource: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  teaser: Scalars['String']['input'];
  title: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationStartCorrectionSessionArgs = {
  content: CorrectionContentInput;
  previousSessionId?: InputMaybe<Scalars['ID']['input']>;
  segments: Array<CorrectionSegmentInput>;
};


export type MutationUnlockArticleArgs = {
  where: ArticleWhereUniqueInput;
};


export type MutationUnlockCardArgs = {
  where: CardWhereUniqueInput;
};


export type MutationUnlockCategoryArgs = {
  where: WhereUniqueInput;
};


export type MutationUpdateArticleArgs = {
  data: ArticleUpdateInput;
  where: ArticleWhereUniqueInput;
};


export type MutationUpdateArticleGoodDealAiPromptArgs = {
  id: Scalars['ID']['input'];
  prompt: Scalars['String']['input'];
};


export type MutationUpdateArticleGoodDealTransparencyClauseArgs = {
  text: Scalars['String']['input'];
};


export type MutationUpdateAssignmentArgs = {
  data: AssignmentUpdateInput;
  where: AssignmentWhereUniqueInput;
};


export type MutationUpdateAuthorArgs = {
  data: AuthorUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateCategoryArgs = {
  data: CategoryUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateGoogleGroupArgs = {
  data: GoogleGroupUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateLiveArgs = {
  data: LiveUpdateInput;
  where: LiveWhereUniqueInput;
};


export type MutationUpdatePromptArgs = {
  data: PromptUpdateInput;
  where: PromptWhereInput;
};


export type MutationUpdatePushArgs = {
  data: PushUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateQualifierArgs = {
  data: QualifierUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateRoleArgs = {
  data: RoleUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateSegmentArgs = {
  data: SegmentUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateSlidehowRecipesDescriptionsArgs = {
  slideshowId: Scalars['ID']['input'];
};


export type MutationUpdateTagBrandedContentArgs = {
  data: TagBrandedContentInput;
  where: WhereUniqueInput;
};


export type MutationUpdateUserArgs = {
  data: UserUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpsertArticleArgs = {
  create: ArticleCreateInput;
  update: ArticleUpdateInput;
  where?: InputMaybe<ArticleWhereUniqueInput>;
};


export type MutationUpsertCardArgs = {
  create: CardCreateInput;
  update: CardUpdateInput;
  where?: InputMaybe<CardWhereUniqueInput>;
};


export type MutationUpsertLiveArgs = {
  article: LiveArticleWhereInput;
};


export type MutationUpsertLivePostArgs = {
  data: LivePostInput;
  live: LiveWhereUniqueInput;
  where?: InputMaybe<LivePostWhereUniqueInput>;
};


export type MutationUpsertOrphanPageArgs = {
  create: OrphanPageCreateInput;
  update: OrphanPageUpdateInput;
  where?: InputMaybe<OrphanPageWhereUniqueInput>;
};


export type MutationUpsertTagArgs = {
  create: TagCreateInput;
  update?: InputMaybe<TagUpdateInput>;
  where: TagWhereUniqueInput;
};

/** spec 000 §3 OpenAI (slideshow) process: with a subject a 'Création', without one an 'Edition'. */
export type OpenAiProcess = {
  __typename?: 'OpenAiProcess';
  /** The slideshow made (generation, once created) or completed / rewritten. */
  articleId?: Maybe<Scalars['ID']['output']>;
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** French, when status is ERROR. */
  errorMsg?: Maybe<Scalars['String']['output']>;
  generatedTitle?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  recipeNumber: Scalars['Int']['output'];
  slideshowSubject?: Maybe<Scalars['String']['output']>;
  status: OpenAiProcessStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** spec 001 §5: RUNNING, SUCCESS, ERROR (any other value is not shown). */
export type OpenAiProcessStatus =
  | 'ERROR'
  | 'RUNNING'
  | 'SUCCESS';

export type OrderDirection =
  | 'asc'
  | 'desc';

export type OrderedConnectInput = {
  id: Scalars['ID']['input'];
  order?: InputMaybe<Scalars['Int']['input']>;
};

export type OrphanPage = {
  __typename?: 'OrphanPage';
  brandKey: Scalars['String']['output'];
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isAdsEnabled: Scalars['Boolean']['output'];
  isCMPEnabled: Scalars['Boolean']['output'];
  isFullScreen: Scalars['Boolean']['output'];
  metas: Array<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  status: OrphanPageStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  uri: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type OrphanPageCreateInput = {
  brandKey: Scalars['String']['input'];
  content?: InputMaybe<Scalars['String']['input']>;
  isAdsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isCMPEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isFullScreen?: InputMaybe<Scalars['Boolean']['input']>;
  metas?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<OrphanPageStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
  uri: Scalars['String']['input'];
};

export type OrphanPageStatus =
  | 'archived'
  | 'draft'
  | 'published';

export type OrphanPageUpdateInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  isAdsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isCMPEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isFullScreen?: InputMaybe<Scalars['Boolean']['input']>;
  metas?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<OrphanPageStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};

export type OrphanPageWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrphanPageStatus>;
  /** Title prefix or word (case and accents ignored): the autocomplete. */
  title_contains?: InputMaybe<Scalars['String']['input']>;
};

export type OrphanPageWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type Person = {
  __typename?: 'Person';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type PersonWhereInput = {
  /** Words of the name, each a prefix of a word; accents and case ignored. */
  fullName_contains?: InputMaybe<Scalars['String']['input']>;
};

export type Photo = {
  __typename?: 'Photo';
  archive: Scalars['String']['output'];
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  credit?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isLegacy: Scalars['Boolean']['output'];
  isUploaded: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  photoMetadatas: Array<PhotoMetadata>;
  previews: Array<PhotoPreview>;
  publicUrl: Scalars['String']['output'];
  source?: Maybe<Scalars['String']['output']>;
  width: Scalars['Int']['output'];
};

export type PhotoMetadata = {
  __typename?: 'PhotoMetadata';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PhotoPreview = {
  __typename?: 'PhotoPreview';
  height: Scalars['Int']['output'];
  href: Scalars['String']['output'];
  size: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type PhotoWhere = {
  archive?: InputMaybe<Scalars['String']['input']>;
  brandKey?: InputMaybe<Scalars['String']['input']>;
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Someone who has a content open in an app window. */
export type Presence = {
  __typename?: 'Presence';
  brandKey: Scalars['String']['output'];
  contentId: Scalars['ID']['output'];
  contentType: LiveContentType;
  mode: PresenceMode;
  since: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type PresenceInput = {
  brandKey: Scalars['String']['input'];
  contentId: Scalars['ID']['input'];
  contentType: LiveContentType;
  mode: PresenceMode;
};

export type PresenceMode =
  | 'editing'
  | 'viewing';

/** Who wrote a version in the print system. */
export type PrintEditor = {
  __typename?: 'PrintEditor';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PrintHeading = {
  __typename?: 'PrintHeading';
  id: Scalars['ID']['output'];
  issue: PrintIssue;
  publication: PrintPublication;
  title: Scalars['String']['output'];
};

export type PrintHeadingWhereInput = {
  printIssue: Scalars['ID']['input'];
};

export type PrintIssue = {
  __typename?: 'PrintIssue';
  id: Scalars['ID']['output'];
  publication: PrintPublication;
  publishedOn?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type PrintIssueWhereInput = {
  printPublication: Scalars['ID']['input'];
};

export type PrintPublication = {
  __typename?: 'PrintPublication';
  brandKey: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type PrintPublicationWhereInput = {
  brandKey: Scalars['String']['input'];
};

/** An editorial unit (service) of a brand's print newsroom. */
export type PrintUnit = {
  __typename?: 'PrintUnit';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** spec 000 §3 print version statuses; the path between them is common/domain/printWorkflow.ts. */
export type PrintVersionStatus =
  | 'Correcting'
  | 'Correction'
  | 'Editing'
  | 'Mockup'
  | 'Validating'
  | 'Validation';

export type PrintVersionWhereInput = {
  rawArticle: Scalars['ID']['input'];
  version: Scalars['ID']['input'];
};

/** A prompt is data (spec 000 §3): a field's instructions, per brand or for all brands (brandKey null). */
export type Prompt = {
  __typename?: 'Prompt';
  body: Scalars['String']['output'];
  brandKey?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type PromptUpdateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
};

export type PromptWhereInput = {
  /** Null: the prompt of every brand without its own. */
  brandKey?: InputMaybe<Scalars['String']['input']>;
  field: Scalars['String']['input'];
};

/** One push per platform; the platforms chosen together share groupId. */
export type Push = {
  __typename?: 'Push';
  article?: Maybe<PushArticle>;
  body: Scalars['String']['output'];
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  groupId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  isCancelled: Scalars['Boolean']['output'];
  /** The media object of the push image (media field), with its resolved href. */
  media?: Maybe<Scalars['JSON']['output']>;
  /** What the provider answered (delivered, or the last error). */
  outcome?: Maybe<Scalars['String']['output']>;
  scheduledAt: Scalars['DateTime']['output'];
  /** Smart segment types: NEW, ONE_TIME, ENGAGED, DORMANT, IMPORTED. */
  segments: Array<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * scheduled, sending, sent, failed, cancelled, or unknown: the send was cut off before the
   * provider answered (the server stopped, or the provider was silent), and it was not sent again.
   */
  state: Scalars['String']['output'];
  /** android, ios or ea (editorial alert: the web). */
  targetDevice: Scalars['String']['output'];
  /** The brand segments: { segmentIds, segmentNames, queries } for this platform. */
  targeting?: Maybe<Scalars['JSON']['output']>;
  title: Scalars['String']['output'];
  user?: Maybe<PushUser>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type PushArticle = {
  __typename?: 'PushArticle';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type PushCreateInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  body: Scalars['String']['input'];
  brandKey: Scalars['String']['input'];
  media?: InputMaybe<Scalars['JSON']['input']>;
  /** Absent or null: now. */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The brand's segments (admin area) to target, up to 100. */
  segmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  segments: Array<Scalars['String']['input']>;
  /** Platforms: android, ios, ea. One push is created per platform. */
  targetDevices: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type PushUpdateInput = {
  /** Only true: cancelling is one-way, and refused once sent. */
  isCancelled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PushUser = {
  __typename?: 'PushUser';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type PushWhereInput = {
  articleId?: InputMaybe<Scalars['ID']['input']>;
  brandKey?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
};

export type Qualifier = {
  __typename?: 'Qualifier';
  brandKey: Scalars['String']['output'];
  format: ArticleFormat;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type QualifierCreateInput = {
  brandKey: Scalars['String']['input'];
  format?: InputMaybe<ArticleFormat>;
  status?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type QualifierUpdateInput = {
  format?: InputMaybe<ArticleFormat>;
  status?: InputMaybe<Scalars['String']['input']>;
  /** Title is editable only on creation (spec 001 §2): refused here. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type QualifierWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<ArticleFormat>;
  /** Draft is excluded when qualifiers are picked for articles (spec 001 §4). */
  status_in?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Query = {
  __typename?: 'Query';
  aiStatus: AiStatus;
  article?: Maybe<Article>;
  articleCount: Scalars['Int']['output'];
  /** The article must be Published and of one of the user's brands. */
  articleDiagnostic: ArticleDiagnostic;
  /** The current user's good-deal processes, newest first (spec: first 30). */
  articleGoodDealAiProcesses: Array<ArticleGoodDealAiProcess>;
  /** Super-admins only: the good-deal prompts in order (spec: first 10). */
  articleGoodDealAiPrompts: Array<GoodDealPrompt>;
  /** Super-admins only: the sentence every good-deal article ends with (the transparency clause). */
  articleGoodDealTransparencyClause: Scalars['String']['output'];
  /** One saved version of an article (the history dialog opens one at a time); null when unknown. */
  articleHistory?: Maybe<ArticleHistory>;
  articleHistoryCount: Scalars['Int']['output'];
  articles: Array<Article>;
  assignments: Array<Assignment>;
  attributes: Array<Attribute>;
  author?: Maybe<Author>;
  authorCount: Scalars['Int']['output'];
  authors: Array<Author>;
  boardCard?: Maybe<BoardCard>;
  brand?: Maybe<Brand>;
  brands: Array<Brand>;
  card?: Maybe<Card>;
  /** A brand's cards, newest change first (at most 10,000). */
  cards: Array<Card>;
  categories: Array<Category>;
  category?: Maybe<Category>;
  /** Saved versions of a page, newest first (first 999). */
  categoryHistories: Array<CategoryHistory>;
  /** A fresh upload URL on the brand's video host (the caller must be allowed on the brand). */
  dailymotionUploadURL: VideoUploadUrl;
  /** A page of the dashboard list (50 by default and at most). */
  dashboardArticles: DashboardPage;
  /** How many articles the filter matches (polled every 60 s for « nouveaux articles »). */
  dashboardCount: Scalars['Int']['output'];
  /** Publications per hour within a single day, per day beyond, Paris time (computed in SQL). */
  dashboardHistogram: DashboardHistogram;
  executeImagePrompt: ImagePromptResult;
  /** spec 001 §7: a raw prompt through the gateway (limits and budget apply). */
  executeTextPrompt: TextPromptResult;
  flashSenderHistories: Array<FlashSenderHistory>;
  getBodyWithSuggestedLinks: BodyWithSuggestedLinks;
  /** Why an error is one (the engine's explanation of its rule). */
  getExplanation: CorrectionExplanation;
  getFocusPoint: FocusPointResult;
  getResolvedImage?: Maybe<ResolvedImage>;
  /** A signed URL to PUT a file to. With resumeId: a fresh URL for that unfinished upload. */
  getUploadUrl: UploadUrl;
  /** Recipes of the brand for a subject: the recommendation service when configured, else the local catalogue. */
  getVertexAIRecipes: VertexAiRecipes;
  googleGroup?: Maybe<GoogleGroup>;
  googleGroups: Array<GoogleGroup>;
  imageSourceCategories: Array<ImageSourceCategory>;
  imageSources: Array<ImageSource>;
  live?: Maybe<Live>;
  /** The article's live, or null when none was opened yet. */
  liveOfArticle?: Maybe<Live>;
  me: User;
  /** The current user's slideshow processes on the brand, newest first (spec: first 100). */
  openAiProcesses: Array<OpenAiProcess>;
  orphanPage?: Maybe<OrphanPage>;
  /** A brand's orphan pages, newest change first (the list fetches 1000). */
  orphanPages: Array<OrphanPage>;
  /** Persons sorted by name, 20 by default, 100 at most. */
  people: Array<Person>;
  /** Liveness probe through GraphQL (also GET /health). */
  ping: Scalars['String']['output'];
  /** Who has these contents open (a list's rows, an editor's header), in brands the caller may read. */
  presence: Array<Presence>;
  printHeadings: Array<PrintHeading>;
  /** Newest first. */
  printIssues: Array<PrintIssue>;
  printPublications: Array<PrintPublication>;
  prompt?: Maybe<Prompt>;
  prompts: Array<Prompt>;
  pushCount: Scalars['Int']['output'];
  /** The platforms (android, ios, ea) whose sending service this server has configured. */
  pushServices: Array<Scalars['String']['output']>;
  /** Newest scheduled first, 25 per page. */
  pushes: Array<Push>;
  qualifier?: Maybe<Qualifier>;
  qualifiers: Array<Qualifier>;
  rawArticle?: Maybe<RawArticle>;
  recipeCount: Scalars['Int']['output'];
  /** Recipes of the brands the user works on (at most 100 a page), newest publication first by default. */
  recipes: Array<Recipe>;
  /** Articles that embed this video or slideshow (body elements, main media, slides), same brand. */
  relatedArticles: Array<Article>;
  role?: Maybe<Role>;
  roles: Array<Role>;
  /** The HTML as the server would store it (the editor's preview). */
  sanitizeOrphanPageContent: Scalars['String']['output'];
  /** The card designs of a brand's media on the platform (mediaId: the brand key). */
  searchAffiliationDesign: Array<AffiliationDesign>;
  /** From 3 characters; page size 16 and sort NB_OFFERS unless given; locale fr_FR. */
  searchAffiliationProduct: AffiliationProductPage;
  searchArticleCount: Scalars['Int']['output'];
  /** Full-text (query) or title prefix (like) search with filters; newest publication first by default. */
  searchArticles: Array<Article>;
  searchExternalImages: ExternalImageSearch;
  searchPhotoCount: Scalars['Int']['output'];
  searchPhotos: Array<Photo>;
  searchTags: Array<Tag>;
  /** TV collections (tags of type TvCollection), as searchTvPrograms. */
  searchTvCollections: Array<Tag>;
  /**
   * TV programmes (tags of type TvProgram) whose title starts with the query, for the brand named by
   * context when it is allowed media programs (000 §2 enrichment); 25 at most (001 §9).
   */
  searchTvPrograms: Array<Tag>;
  segment?: Maybe<Segment>;
  /** Title ascending; the push screen asks the first 100 Published of a brand, the admin list the active ones. */
  segments: Array<Segment>;
  source?: Maybe<Source>;
  sourceCount: Scalars['Int']['output'];
  sources: Array<Source>;
  suggestCategories: Array<Category>;
  suggestInternalLinks: Array<SuggestedInternalLink>;
  /** Tags used by the articles closest in text to this one: top 3 tags, 1 person, 1 event. */
  suggestTags: Array<Tag>;
  /** Suggestions of one kind for the editor (the streamed form goes through main: 'ai.suggest'). */
  suggestTitles: TitleSuggestions;
  tag?: Maybe<Tag>;
  tags: Array<Tag>;
  /** The article's title, lead and body in `lang` (BCP-47 primary tag: de, en, fr…). */
  translateArticle: TranslatedArticle;
  units: Array<PrintUnit>;
  user?: Maybe<User>;
  userCount: Scalars['Int']['output'];
  users: Array<User>;
};


export type QueryAiStatusArgs = {
  brandKey: Scalars['String']['input'];
};


export type QueryArticleArgs = {
  where: ArticleWhereUniqueInput;
};


export type QueryArticleCountArgs = {
  where?: InputMaybe<ArticleWhereInput>;
};


export type QueryArticleDiagnosticArgs = {
  where: ArticleWhereUniqueInput;
};


export type QueryArticleGoodDealAiProcessesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleGoodDealAiPromptsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleHistoryArgs = {
  where: WhereUniqueInput;
};


export type QueryArticleHistoryCountArgs = {
  where: ArticleWhereUniqueInput;
};


export type QueryArticlesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ArticleOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ArticleWhereInput>;
};


export type QueryAssignmentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where: AssignmentWhereInput;
};


export type QueryAttributesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AttributeWhereInput>;
};


export type QueryAuthorArgs = {
  where: WhereUniqueInput;
};


export type QueryAuthorCountArgs = {
  where?: InputMaybe<AuthorWhereInput>;
};


export type QueryAuthorsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<AuthorOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AuthorWhereInput>;
};


export type QueryBoardCardArgs = {
  where: BoardCardWhereUniqueInput;
};


export type QueryBrandArgs = {
  key: Scalars['String']['input'];
};


export type QueryCardArgs = {
  where: CardWhereUniqueInput;
};


export type QueryCardsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CardWhereInput>;
};


export type QueryCategoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CategoryWhereInput>;
};


export type QueryCategoryArgs = {
  where: WhereUniqueInput;
};


export type QueryCategoryHistoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  where: CategoryHistoryWhereInput;
};


export type QueryDailymotionUploadUrlArgs = {
  brandKey: Scalars['String']['input'];
};


export type QueryDashboardArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter: DashboardFilterInput;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDashboardCountArgs = {
  filter: DashboardFilterInput;
};


export type QueryDashboardHistogramArgs = {
  filter: DashboardFilterInput;
};


export type QueryExecuteImagePromptArgs = {
  brandKey: Scalars['String']['input'];
  prompt: Scalars['String']['input'];
  size?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExecuteTextPromptArgs = {
  brandKey: Scalars['String']['input'];
  frequency_penalty?: InputMaybe<Scalars['Float']['input']>;
  max_completion_tokens?: InputMaybe<Scalars['Int']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  presence_penalty?: InputMaybe<Scalars['Float']['input']>;
  prompt: Scalars['String']['input'];
  response_format?: InputMaybe<Scalars['JSON']['input']>;
  temperature?: InputMaybe<Scalars['Float']['input']>;
  top_p?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryFlashSenderHistoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  where: FlashSenderHistoryWhereInput;
};


export type QueryGetBodyWithSuggestedLinksArgs = {
  body: Scalars['JSON']['input'];
  links: Array<SuggestedInternalLinkInput>;
};


export type QueryGetExplanationArgs = {
  errorId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type QueryGetFocusPointArgs = {
  imageHeight: Scalars['Int']['input'];
  imageUrl: Scalars['String']['input'];
  imageWidth: Scalars['Int']['input'];
};


export type QueryGetResolvedImageArgs = {
  key: Scalars['String']['input'];
};


export type QueryGetUploadUrlArgs = {
  namespace: Scalars['String']['input'];
  originalName: Scalars['String']['input'];
  resumeId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetVertexAiRecipesArgs = {
  brandKey: Scalars['String']['input'];
  excludedIngredients?: InputMaybe<Array<Scalars['String']['input']>>;
  query: Scalars['String']['input'];
  recipeNumber: Scalars['Int']['input'];
};


export type QueryGoogleGroupArgs = {
  where: WhereUniqueInput;
};


export type QueryGoogleGroupsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GoogleGroupWhereInput>;
};


export type QueryLiveArgs = {
  where: LiveWhereUniqueInput;
};


export type QueryLiveOfArticleArgs = {
  article: LiveArticleWhereInput;
};


export type QueryOpenAiProcessesArgs = {
  brandKey: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrphanPageArgs = {
  where: OrphanPageWhereUniqueInput;
};


export type QueryOrphanPagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<OrphanPageWhereInput>;
};


export type QueryPeopleArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PersonWhereInput>;
};


export type QueryPresenceArgs = {
  brandKey: Scalars['String']['input'];
  contentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  contentType?: InputMaybe<LiveContentType>;
};


export type QueryPrintHeadingsArgs = {
  where: PrintHeadingWhereInput;
};


export type QueryPrintIssuesArgs = {
  where: PrintIssueWhereInput;
};


export type QueryPrintPublicationsArgs = {
  where: PrintPublicationWhereInput;
};


export type QueryPromptArgs = {
  where: PromptWhereInput;
};


export type QueryPromptsArgs = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPushCountArgs = {
  where?: InputMaybe<PushWhereInput>;
};


export type QueryPushesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PushWhereInput>;
};


export type QueryQualifierArgs = {
  where: WhereUniqueInput;
};


export type QueryQualifiersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<QualifierWhereInput>;
};


export type QueryRawArticleArgs = {
  where: RawArticleWhereUniqueInput;
};


export type QueryRecipeCountArgs = {
  where?: InputMaybe<RecipeWhereInput>;
};


export type QueryRecipesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<RecipeOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RecipeWhereInput>;
};


export type QueryRelatedArticlesArgs = {
  where: ArticleWhereUniqueInput;
};


export type QueryRoleArgs = {
  where: WhereUniqueInput;
};


export type QueryRolesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RoleWhereInput>;
};


export type QuerySanitizeOrphanPageContentArgs = {
  content: Scalars['String']['input'];
};


export type QuerySearchAffiliationDesignArgs = {
  mediaId: Scalars['String']['input'];
};


export type QuerySearchAffiliationProductArgs = {
  brandKey: Scalars['String']['input'];
  keyword: Scalars['String']['input'];
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AffiliationProductSort>;
};


export type QuerySearchArticleCountArgs = {
  like?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<ArticleWhereInput>;
};


export type QuerySearchArticlesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<ArticleOrderByInput>;
  query?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ArticleWhereInput>;
};


export type QuerySearchExternalImagesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  providers?: InputMaybe<Array<Scalars['String']['input']>>;
  query: Scalars['String']['input'];
};


export type QuerySearchPhotoCountArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<PhotoWhere>;
};


export type QuerySearchPhotosArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PhotoWhere>;
};


export type QuerySearchTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TagWhereInput>;
};


export type QuerySearchTvCollectionsArgs = {
  context: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchTvProgramsArgs = {
  context: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySegmentArgs = {
  where: WhereUniqueInput;
};


export type QuerySegmentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<SegmentWhereInput>;
};


export type QuerySourceArgs = {
  where: WhereUniqueInput;
};


export type QuerySourceCountArgs = {
  where?: InputMaybe<SourceWhereInput>;
};


export type QuerySourcesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<SourceWhereInput>;
};


export type QuerySuggestCategoriesArgs = {
  article: ArticleWhereUniqueInput;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySuggestInternalLinksArgs = {
  body: Scalars['JSON']['input'];
  brandKey: Scalars['String']['input'];
  existingLinksLabels?: InputMaybe<Array<Scalars['String']['input']>>;
  idArticle?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};


export type QuerySuggestTagsArgs = {
  article: ArticleWhereUniqueInput;
  brandKey: Scalars['String']['input'];
  where?: InputMaybe<TagWhereInput>;
};


export type QuerySuggestTitlesArgs = {
  brandKey: Scalars['String']['input'];
  kind: SuggestionKind;
  mode: SuggestionMode;
  source: SuggestionSourceInput;
};


export type QueryTagArgs = {
  where: WhereUniqueInput;
};


export type QueryTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TagWhereInput>;
};


export type QueryTranslateArticleArgs = {
  lang: Scalars['String']['input'];
  where: ArticleWhereUniqueInput;
};


export type QueryUnitsArgs = {
  where: UnitWhereInput;
};


export type QueryUserArgs = {
  where: WhereUniqueInput;
};


export type QueryUserCountArgs = {
  where?: InputMaybe<UserWhereInput>;
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<UserWhereInput>;
};

/** A print article and its versions, newest first. */
export type RawArticle = {
  __typename?: 'RawArticle';
  assignment?: Maybe<Assignment>;
  id: Scalars['ID']['output'];
  versions: Array<RawArticleVersion>;
};

export type RawArticleVersion = {
  __typename?: 'RawArticleVersion';
  /** Where this version may move next (common/domain/printWorkflow.ts). */
  allowedStatuses: Array<PrintVersionStatus>;
  /** Print markup: <p>, <h2>, <h3>, <b>, <i>, <br/>. */
  body?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  editor?: Maybe<PrintEditor>;
  id: Scalars['ID']['output'];
  /** Plain text. */
  lead?: Maybe<Scalars['String']['output']>;
  /** Plain text: the byline as printed. */
  signature?: Maybe<Scalars['String']['output']>;
  status: PrintVersionStatus;
  /** The layout desk owns the text (Mockup): no new text version is accepted. */
  textIsReadOnly: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type RawArticleWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type Recipe = {
  __typename?: 'Recipe';
  advice?: Maybe<Scalars['String']['output']>;
  authorName?: Maybe<Scalars['String']['output']>;
  brandKey: Scalars['String']['output'];
  calorieLevel?: Maybe<Scalars['String']['output']>;
  /** Minutes. */
  cookTime?: Maybe<Scalars['Int']['output']>;
  cookingMethod?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  difficulty?: Maybe<Scalars['String']['output']>;
  estimatedCost?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ingredients: RecipeIngredients;
  instructions: Array<Scalars['String']['output']>;
  /** Media objects (key, href, credit, source, format, caption). */
  medias: Scalars['JSON']['output'];
  prepTime?: Maybe<Scalars['Int']['output']>;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  recipeCategories: Array<RecipeCategory>;
  recipeUrls: Array<RecipeUrl>;
  slug: Scalars['String']['output'];
  source?: Maybe<Scalars['String']['output']>;
  status: RecipeStatus;
  title: Scalars['String']['output'];
  totalTime?: Maybe<Scalars['Int']['output']>;
  waitTime?: Maybe<Scalars['Int']['output']>;
  /** Servings. */
  yield?: Maybe<Scalars['Int']['output']>;
};

export type RecipeCategory = {
  __typename?: 'RecipeCategory';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type RecipeIngredient = {
  __typename?: 'RecipeIngredient';
  name: Scalars['String']['output'];
  quantity?: Maybe<Scalars['Float']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
};

/** The ingredient list as written (raw), as understood (parsed) and what could not be (unparsed). */
export type RecipeIngredients = {
  __typename?: 'RecipeIngredients';
  parsed: Array<RecipeIngredient>;
  raw: Array<Scalars['String']['output']>;
  unparsed: Array<Scalars['String']['output']>;
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

/** A public address of the recipe; the canonical one is where readers find it. */
export type RecipeUrl = {
  __typename?: 'RecipeUrl';
  isCanonical: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type RecipeWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  brandKey_in?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  id_in?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<RecipeStatus>;
  status_in?: InputMaybe<Array<RecipeStatus>>;
  /** Case and accents ignored. */
  title_contains?: InputMaybe<Scalars['String']['input']>;
};

/** connect appends (or inserts at `order`), disconnect removes, set replaces the whole ordered list. */
export type RelationListInput = {
  connect?: InputMaybe<Array<OrderedConnectInput>>;
  disconnect?: InputMaybe<Array<Scalars['ID']['input']>>;
  set?: InputMaybe<Array<OrderedConnectInput>>;
};

export type RelationOneInput = {
  connect?: InputMaybe<Scalars['ID']['input']>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ResolvedImage = {
  __typename?: 'ResolvedImage';
  caption?: Maybe<Scalars['String']['output']>;
  credit?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  source?: Maybe<Scalars['String']['output']>;
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
  webpUrl?: Maybe<Scalars['String']['output']>;
  width: Scalars['Int']['output'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  userCount: Scalars['Int']['output'];
};

export type RoleCreateInput = {
  slug: Scalars['String']['input'];
};

export type RoleUpdateInput = {
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type RoleWhereInput = {
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Section = {
  __typename?: 'Section';
  /** Board: the linked items in order. */
  boardItems: Array<BoardItem>;
  /** Text: the rich-text body. */
  body?: Maybe<Scalars['JSON']['output']>;
  /** The stored content as JSON: Board { items }, Url { url, image }, People { tags }, Text { body }. */
  content?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Url: the optional image (position 1), a media object. */
  image?: Maybe<Scalars['JSON']['output']>;
  isActive: Scalars['Boolean']['output'];
  /** Shown as 'Indication technique'. */
  metas: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  /** People: the person tags in order. */
  people: Array<SectionPerson>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: SectionType;
  /** Url: the link (position 0). */
  url?: Maybe<Scalars['String']['output']>;
};

/** A section as the editor sends it; the list order is the section order. */
export type SectionInput = {
  /** Text: the rich-text body. */
  body?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** An existing section's id, kept; absent for a new section. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Url: the optional image (a media object, images only). */
  image?: InputMaybe<Scalars['JSON']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Board: the items in order. */
  items?: InputMaybe<Array<BoardItemInput>>;
  metas?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** People: person tag ids in order. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: SectionType;
  /** Url: the link. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** One person tag of a People section. */
export type SectionPerson = {
  __typename?: 'SectionPerson';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  relationId?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SectionType =
  | 'Board'
  | 'People'
  | 'Text'
  | 'Url';

export type Segment = {
  __typename?: 'Segment';
  /** False once deleted: deleting a segment only deactivates it (spec 001 §2). */
  active: Scalars['Boolean']['output'];
  android?: Maybe<Scalars['JSON']['output']>;
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  device?: Maybe<Scalars['String']['output']>;
  /** The web query. */
  editorialAlert?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  ios?: Maybe<Scalars['JSON']['output']>;
  /** Published when the 'Activé' switch is on, else Draft. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SegmentCreateInput = {
  android?: InputMaybe<Scalars['JSON']['input']>;
  brandKey: Scalars['String']['input'];
  device?: InputMaybe<Scalars['String']['input']>;
  editorialAlert?: InputMaybe<Scalars['JSON']['input']>;
  /** Parsed JSON objects (spec 001 §5), null when empty. */
  ios?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type SegmentUpdateInput = {
  /** Deleting sets active to false. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  android?: InputMaybe<Scalars['JSON']['input']>;
  device?: InputMaybe<Scalars['String']['input']>;
  editorialAlert?: InputMaybe<Scalars['JSON']['input']>;
  ios?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SegmentWhereInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brandKey?: InputMaybe<Scalars['String']['input']>;
  /** Published or Draft. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SendNlFlashResult = {
  __typename?: 'SendNlFlashResult';
  history: FlashSenderHistory;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Source = {
  __typename?: 'Source';
  brandKey: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SourceWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Subject = {
  __typename?: 'Subject';
  assignment?: Maybe<Assignment>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  unit?: Maybe<PrintUnit>;
};

/** A new subject (spec 001 §5): its title is cleaned (cleanPrintTitle) and unique in the issue. */
export type SubjectCreateInput = {
  printHeading: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  unit?: InputMaybe<Scalars['ID']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The newsroom's events in the caller's brands (or `brandKeys` among them), from after `since`
   * (catch-up) then live; `instanceId` ties the app's presence to this stream.
   */
  newsroom: LiveEvent;
};


export type SubscriptionNewsroomArgs = {
  brandKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  instanceId?: InputMaybe<Scalars['ID']['input']>;
  since?: InputMaybe<Scalars['ID']['input']>;
};

export type SuggestedInternalLink = {
  __typename?: 'SuggestedInternalLink';
  /** The words of the body the link goes on. */
  anchorText: Scalars['String']['output'];
  /** Index of the text block (body.<n> of common/correction/segments.ts) and offset of anchorText in it. */
  block: Scalars['Int']['output'];
  /** The linked content: an article or video id, or a recipe id. */
  id: Scalars['ID']['output'];
  /** spec 001 §8 labels from the brand's patterns: Recipe, People, Diapo, Doublon, Lien. */
  label: Scalars['String']['output'];
  start: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: InternalLinkType;
  url: Scalars['String']['output'];
};

export type SuggestedInternalLinkInput = {
  anchorText: Scalars['String']['input'];
  block: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  start: Scalars['Int']['input'];
  title: Scalars['String']['input'];
  type: InternalLinkType;
  url: Scalars['String']['input'];
};

/** spec 000 §3 suggestion kinds (common/domain/aiSuggestions.ts). */
export type SuggestionKind =
  | 'Body'
  | 'Clickbait'
  | 'DiscoverTitle'
  | 'Head'
  | 'Title';

export type SuggestionMode =
  /** From the article's text. */
  | 'generate'
  /** Rewrites the title already typed. */
  | 'paraphrase';

/** The texts a suggestion is drawn from (the editor's current state, not necessarily saved). */
export type SuggestionSourceInput = {
  body?: InputMaybe<Scalars['JSON']['input']>;
  lead?: InputMaybe<Scalars['JSON']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Tag = {
  __typename?: 'Tag';
  articleCount: Scalars['Int']['output'];
  articleUsages: Array<TagUsage>;
  brandedContents: Array<TagBrandedContent>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
  publishedArticleCount: Scalars['Int']['output'];
  relationId?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TagBrandedContent = {
  __typename?: 'TagBrandedContent';
  body?: Maybe<Scalars['JSON']['output']>;
  brandKey: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  media?: Maybe<Scalars['JSON']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type TagBrandedContentInput = {
  body?: InputMaybe<Scalars['JSON']['input']>;
  brandKey: Scalars['String']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  media?: InputMaybe<Scalars['JSON']['input']>;
};

export type TagCreateInput = {
  lang?: InputMaybe<Scalars['String']['input']>;
  relationId?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type TagUpdateInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  relationId?: InputMaybe<Scalars['String']['input']>;
};

export type TagUsage = {
  __typename?: 'TagUsage';
  brandKey: Scalars['String']['output'];
  published: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TagWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  type_in?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type TagWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  /** upsertTag's natural key: title, lang and type together. */
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type TextPromptResult = {
  __typename?: 'TextPromptResult';
  content: Scalars['String']['output'];
};

export type TitleSuggestions = {
  __typename?: 'TitleSuggestions';
  kind: SuggestionKind;
  /** Only suggestions that passed the kind's rules. */
  titles: Array<Scalars['String']['output']>;
};

/** A copy's texts in another language: the rich body's structure and elements kept, only text translated. */
export type TranslatedArticle = {
  __typename?: 'TranslatedArticle';
  body?: Maybe<Scalars['JSON']['output']>;
  lead?: Maybe<Scalars['JSON']['output']>;
  title: Scalars['String']['output'];
};

export type UnitWhereInput = {
  brandKey: Scalars['String']['input'];
};

export type UploadUrl = {
  __typename?: 'UploadUrl';
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Signed, expiring, single-use: PUT the file there (ranged PUTs resume; HEAD gives Upload-Offset). */
  uploadURL: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  allBrands: Scalars['Boolean']['output'];
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Brand keys the user may work on; empty with allBrands true means every brand. */
  brandKeys: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  googleId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isSuperAdmin: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  roles: Array<Role>;
};

export type UserCreateInput = {
  brandKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  email: Scalars['String']['input'];
  isSuperAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  /** First role required (spec 001 §5). */
  roleIds: Array<Scalars['ID']['input']>;
};

export type UserRef = {
  __typename?: 'UserRef';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type UserUpdateInput = {
  brandKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  isSuperAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UserWhereInput = {
  /** Case-insensitive match on name or e-mail ('Rechercher un utilisateur'). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** spec 001 §7 getVertexAIRecipes: the recipes found, best first, and their ingredients with how many of them use each. */
export type VertexAiRecipes = {
  __typename?: 'VertexAiRecipes';
  ingredients: Array<IngredientCount>;
  recipesIds: Array<Scalars['ID']['output']>;
};

export type Video = {
  __typename?: 'Video';
  audioCodec?: Maybe<Scalars['String']['output']>;
  /** Seconds. */
  duration?: Maybe<Scalars['Float']['output']>;
  /** French, when state is Failed. */
  error?: Maybe<Scalars['String']['output']>;
  geoblocking: VideoGeoblocking;
  height?: Maybe<Scalars['Int']['output']>;
  host: VideoHostKind;
  /** The host's id of the video (Dailymotion's x…; the own host's uuid). */
  hostVideoId: Scalars['String']['output'];
  playerUrl?: Maybe<Scalars['String']['output']>;
  posterUrl?: Maybe<Scalars['String']['output']>;
  state: VideoState;
  updatedAt: Scalars['DateTime']['output'];
  videoCodec?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type VideoGeoblocking = {
  __typename?: 'VideoGeoblocking';
  /** ISO 3166-1 alpha-2 codes, lower case (Dailymotion's spelling). */
  countries: Array<Scalars['String']['output']>;
  mode: GeoblockingMode;
};

export type VideoGeoblockingInput = {
  countries: Array<Scalars['String']['input']>;
  mode: GeoblockingMode;
};

export type VideoHostKind =
  | 'Dailymotion'
  /** The project's own server (files in the MediaStore). */
  | 'Own';

export type VideoImportInput = {
  /** An existing Dailymotion video: its id (x8abcde) or its address. */
  existingVideo?: InputMaybe<Scalars['String']['input']>;
  /** The `url` the host answered to the multipart POST of the file. */
  uploadedUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Pending on the host while it encodes; Ready once playable; Failed with the host's reason. */
export type VideoState =
  | 'Failed'
  | 'Processing'
  | 'Ready';

export type VideoUpdateInput = {
  channel?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  geoblocking?: InputMaybe<VideoGeoblockingInput>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Where one video file goes. A failed POST needs a new URL: uploads are not resumable. */
export type VideoUploadUrl = {
  __typename?: 'VideoUploadUrl';
  progressUrl: Scalars['String']['output'];
  uploadUrl: Scalars['String']['output'];
};

export type WhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AffiliationCard: ResolverTypeWrapper<AffiliationCard>;
  AffiliationCardInput: AffiliationCardInput;
  AffiliationDesign: ResolverTypeWrapper<AffiliationDesign>;
  AffiliationPageable: ResolverTypeWrapper<AffiliationPageable>;
  AffiliationProduct: ResolverTypeWrapper<AffiliationProduct>;
  AffiliationProductPage: ResolverTypeWrapper<AffiliationProductPage>;
  AffiliationProductSort: AffiliationProductSort;
  AffiliationProductType: AffiliationProductType;
  AiStatus: ResolverTypeWrapper<AiStatus>;
  Article: ResolverTypeWrapper<ArticleParent>;
  ArticleAuthor: ResolverTypeWrapper<ArticleAuthorParent>;
  ArticleCategory: ResolverTypeWrapper<ArticleCategory>;
  ArticleCreateInput: ArticleCreateInput;
  ArticleDiagnostic: ResolverTypeWrapper<ArticleDiagnostic>;
  ArticleFormat: ArticleFormat;
  ArticleGoodDealAiProcess: ResolverTypeWrapper<GoodDealProcessRow>;
  ArticleHistory: ResolverTypeWrapper<ArticleHistoryParent>;
  ArticleOrderByInput: ArticleOrderByInput;
  ArticleStatus: ArticleStatus;
  ArticleTag: ResolverTypeWrapper<ArticleTag>;
  ArticleUpdateInput: ArticleUpdateInput;
  ArticleUrl: ResolverTypeWrapper<ArticleUrl>;
  ArticleUrlInput: ArticleUrlInput;
  ArticleWhereInput: ArticleWhereInput;
  ArticleWhereUniqueInput: ArticleWhereUniqueInput;
  Assignment: ResolverTypeWrapper<AssignmentParent>;
  AssignmentUpdateInput: AssignmentUpdateInput;
  AssignmentVersionInput: AssignmentVersionInput;
  AssignmentWhereInput: AssignmentWhereInput;
  AssignmentWhereUniqueInput: AssignmentWhereUniqueInput;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeCreateInput: AttributeCreateInput;
  AttributeWhereInput: AttributeWhereInput;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Author: ResolverTypeWrapper<AuthorParent>;
  AuthorCreateInput: AuthorCreateInput;
  AuthorHistory: ResolverTypeWrapper<AuthorHistoryParent>;
  AuthorOrderByInput: AuthorOrderByInput;
  AuthorUpdateInput: AuthorUpdateInput;
  AuthorWhereInput: AuthorWhereInput;
  BoardCard: ResolverTypeWrapper<BoardCardParent>;
  BoardCardWhereUniqueInput: BoardCardWhereUniqueInput;
  BoardItem: ResolverTypeWrapper<BoardItem>;
  BoardItemInput: BoardItemInput;
  BoardItemType: BoardItemType;
  BodyWithSuggestedLinks: ResolverTypeWrapper<BodyWithSuggestedLinks>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandProfile: ResolverTypeWrapper<BrandProfile>;
  Card: ResolverTypeWrapper<Card>;
  CardCategory: ResolverTypeWrapper<CardCategory>;
  CardCreateInput: CardCreateInput;
  CardStatus: CardStatus;
  CardTag: ResolverTypeWrapper<CardTag>;
  CardUpdateInput: CardUpdateInput;
  CardWhereInput: CardWhereInput;
  CardWhereUniqueInput: CardWhereUniqueInput;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryCreateInput: CategoryCreateInput;
  CategoryFormat: CategoryFormat;
  CategoryHistory: ResolverTypeWrapper<CategoryHistoryParent>;
  CategoryHistoryWhereInput: CategoryHistoryWhereInput;
  CategoryTag: ResolverTypeWrapper<CategoryTag>;
  CategoryUpdateInput: CategoryUpdateInput;
  CategoryWhereInput: CategoryWhereInput;
  CorrectionContentInput: CorrectionContentInput;
  CorrectionContentKind: CorrectionContentKind;
  CorrectionEngineName: CorrectionEngineName;
  CorrectionError: ResolverTypeWrapper<CorrectionError>;
  CorrectionErrorStatus: CorrectionErrorStatus;
  CorrectionErrorType: CorrectionErrorType;
  CorrectionExplanation: ResolverTypeWrapper<CorrectionExplanation>;
  CorrectionHashInput: CorrectionHashInput;
  CorrectionLocation: ResolverTypeWrapper<CorrectionLocation>;
  CorrectionSegment: ResolverTypeWrapper<CorrectionSegment>;
  CorrectionSegmentInput: CorrectionSegmentInput;
  CorrectionSession: ResolverTypeWrapper<CorrectionSession>;
  DashboardBucket: ResolverTypeWrapper<DashboardBucket>;
  DashboardBucketUnit: DashboardBucketUnit;
  DashboardFilterInput: DashboardFilterInput;
  DashboardHistogram: ResolverTypeWrapper<DashboardHistogram>;
  DashboardPage: ResolverTypeWrapper<Omit<DashboardPage, 'items'> & { items: Array<ResolversTypes['Article']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DiagnosticCheck: ResolverTypeWrapper<DiagnosticCheck>;
  ExternalImage: ResolverTypeWrapper<ExternalImage>;
  ExternalImagePreview: ResolverTypeWrapper<ExternalImagePreview>;
  ExternalImageSearch: ResolverTypeWrapper<ExternalImageSearch>;
  FlashSenderHistory: ResolverTypeWrapper<FlashSenderHistory>;
  FlashSenderHistoryWhereInput: FlashSenderHistoryWhereInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FocusPointResult: ResolverTypeWrapper<FocusPointResult>;
  GeoblockingMode: GeoblockingMode;
  GoodDealAiProcessStatus: GoodDealAiProcessStatus;
  GoodDealPrompt: ResolverTypeWrapper<GoodDealPrompt>;
  GoogleGroup: ResolverTypeWrapper<GoogleGroup>;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImagePromptResult: ResolverTypeWrapper<ImagePromptResult>;
  ImageSource: ResolverTypeWrapper<ImageSource>;
  ImageSourceCategory: ResolverTypeWrapper<ImageSourceCategory>;
  IngredientCount: ResolverTypeWrapper<IngredientCount>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalLinkType: InternalLinkType;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Live: ResolverTypeWrapper<LiveParent>;
  LiveAction: LiveAction;
  LiveArticle: ResolverTypeWrapper<LiveArticle>;
  LiveArticleWhereInput: LiveArticleWhereInput;
  LiveContentType: LiveContentType;
  LiveEvent: ResolverTypeWrapper<LiveEvent>;
  LivePost: ResolverTypeWrapper<LivePost>;
  LivePostInput: LivePostInput;
  LivePostWhereUniqueInput: LivePostWhereUniqueInput;
  LiveUpdateInput: LiveUpdateInput;
  LiveWhereUniqueInput: LiveWhereUniqueInput;
  MachineTag: ResolverTypeWrapper<MachineTag>;
  MachineTagArticleInput: MachineTagArticleInput;
  MachineTagCreateInput: MachineTagCreateInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpenAiProcess: ResolverTypeWrapper<OpenAiProcess>;
  OpenAiProcessStatus: OpenAiProcessStatus;
  OrderDirection: OrderDirection;
  OrderedConnectInput: OrderedConnectInput;
  OrphanPage: ResolverTypeWrapper<OrphanPage>;
  OrphanPageCreateInput: OrphanPageCreateInput;
  OrphanPageStatus: OrphanPageStatus;
  OrphanPageUpdateInput: OrphanPageUpdateInput;
  OrphanPageWhereInput: OrphanPageWhereInput;
  OrphanPageWhereUniqueInput: OrphanPageWhereUniqueInput;
  Person: ResolverTypeWrapper<Person>;
  PersonWhereInput: PersonWhereInput;
  Photo: ResolverTypeWrapper<Photo>;
  PhotoMetadata: ResolverTypeWrapper<PhotoMetadata>;
  PhotoPreview: ResolverTypeWrapper<PhotoPreview>;
  PhotoWhere: PhotoWhere;
  Presence: ResolverTypeWrapper<Presence>;
  PresenceInput: PresenceInput;
  PresenceMode: PresenceMode;
  PrintEditor: ResolverTypeWrapper<PrintEditor>;
  PrintHeading: ResolverTypeWrapper<PrintHeadingParent>;
  PrintHeadingWhereInput: PrintHeadingWhereInput;
  PrintIssue: ResolverTypeWrapper<PrintIssueParent>;
  PrintIssueWhereInput: PrintIssueWhereInput;
  PrintPublication: ResolverTypeWrapper<PrintPublication>;
  PrintPublicationWhereInput: PrintPublicationWhereInput;
  PrintUnit: ResolverTypeWrapper<PrintUnit>;
  PrintVersionStatus: PrintVersionStatus;
  PrintVersionWhereInput: PrintVersionWhereInput;
  Prompt: ResolverTypeWrapper<Prompt>;
  PromptUpdateInput: PromptUpdateInput;
  PromptWhereInput: PromptWhereInput;
  Push: ResolverTypeWrapper<Push>;
  PushArticle: ResolverTypeWrapper<PushArticle>;
  PushCreateInput: PushCreateInput;
  PushUpdateInput: PushUpdateInput;
  PushUser: ResolverTypeWrapper<PushUser>;
  PushWhereInput: PushWhereInput;
  Qualifier: ResolverTypeWrapper<Qualifier>;
  QualifierCreateInput: QualifierCreateInput;
  QualifierUpdateInput: QualifierUpdateInput;
  QualifierWhereInput: QualifierWhereInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RawArticle: ResolverTypeWrapper<RawArticleParent>;
  RawArticleVersion: ResolverTypeWrapper<RawArticleVersionParent>;
  RawArticleWhereUniqueInput: RawArticleWhereUniqueInput;
  Recipe: ResolverTypeWrapper<Recipe>;
  RecipeCategory: ResolverTypeWrapper<RecipeCategory>;
  RecipeIngredient: ResolverTypeWrapper<RecipeIngredient>;
  RecipeIngredients: ResolverTypeWrapper<RecipeIngredients>;
  RecipeOrderByInput: RecipeOrderByInput;
  RecipeStatus: RecipeStatus;
  RecipeUrl: ResolverTypeWrapper<RecipeUrl>;
  RecipeWhereInput: RecipeWhereInput;
  RelationListInput: RelationListInput;
  RelationOneInput: RelationOneInput;
  ResolvedImage: ResolverTypeWrapper<ResolvedImage>;
  Role: ResolverTypeWrapper<Role>;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  Section: ResolverTypeWrapper<SectionParent>;
  SectionInput: SectionInput;
  SectionPerson: ResolverTypeWrapper<SectionPerson>;
  SectionType: SectionType;
  Segment: ResolverTypeWrapper<Segment>;
  SegmentCreateInput: SegmentCreateInput;
  SegmentUpdateInput: SegmentUpdateInput;
  SegmentWhereInput: SegmentWhereInput;
  SendNlFlashResult: ResolverTypeWrapper<SendNlFlashResult>;
  Source: ResolverTypeWrapper<Source>;
  SourceWhereInput: SourceWhereInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subject: ResolverTypeWrapper<SubjectParent>;
  SubjectCreateInput: SubjectCreateInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestedInternalLink: ResolverTypeWrapper<SuggestedInternalLink>;
  SuggestedInternalLinkInput: SuggestedInternalLinkInput;
  SuggestionKind: SuggestionKind;
  SuggestionMode: SuggestionMode;
  SuggestionSourceInput: SuggestionSourceInput;
  Tag: ResolverTypeWrapper<TagParent>;
  TagBrandedContent: ResolverTypeWrapper<TagBrandedContent>;
  TagBrandedContentInput: TagBrandedContentInput;
  TagCreateInput: TagCreateInput;
  TagUpdateInput: TagUpdateInput;
  TagUsage: ResolverTypeWrapper<TagUsage>;
  TagWhereInput: TagWhereInput;
  TagWhereUniqueInput: TagWhereUniqueInput;
  TextPromptResult: ResolverTypeWrapper<TextPromptResult>;
  TitleSuggestions: ResolverTypeWrapper<TitleSuggestions>;
  TranslatedArticle: ResolverTypeWrapper<TranslatedArticle>;
  UnitWhereInput: UnitWhereInput;
  UploadUrl: ResolverTypeWrapper<UploadUrl>;
  User: ResolverTypeWrapper<User>;
  UserCreateInput: UserCreateInput;
  UserRef: ResolverTypeWrapper<UserRef>;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  VertexAiRecipes: ResolverTypeWrapper<VertexAiRecipes>;
  Video: ResolverTypeWrapper<Video>;
  VideoGeoblocking: ResolverTypeWrapper<VideoGeoblocking>;
  VideoGeoblockingInput: VideoGeoblockingInput;
  VideoHostKind: VideoHostKind;
  VideoImportInput: VideoImportInput;
  VideoState: VideoState;
  VideoUpdateInput: VideoUpdateInput;
  VideoUploadUrl: ResolverTypeWrapper<VideoUploadUrl>;
  WhereUniqueInput: WhereUniqueInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AffiliationCard: AffiliationCard;
  AffiliationCardInput: AffiliationCardInput;
  AffiliationDesign: AffiliationDesign;
  AffiliationPageable: AffiliationPageable;
  AffiliationProduct: AffiliationProduct;
  AffiliationProductPage: AffiliationProductPage;
  AiStatus: AiStatus;
  Article: ArticleParent;
  ArticleAuthor: ArticleAuthorParent;
  ArticleCategory: ArticleCategory;
  ArticleCreateInput: ArticleCreateInput;
  ArticleDiagnostic: ArticleDiagnostic;
  ArticleGoodDealAiProcess: GoodDealProcessRow;
  ArticleHistory: ArticleHistoryParent;
  ArticleTag: ArticleTag;
  ArticleUpdateInput: ArticleUpdateInput;
  ArticleUrl: ArticleUrl;
  ArticleUrlInput: ArticleUrlInput;
  ArticleWhereInput: ArticleWhereInput;
  ArticleWhereUniqueInput: ArticleWhereUniqueInput;
  Assignment: AssignmentParent;
  AssignmentUpdateInput: AssignmentUpdateInput;
  AssignmentVersionInput: AssignmentVersionInput;
  AssignmentWhereInput: AssignmentWhereInput;
  AssignmentWhereUniqueInput: AssignmentWhereUniqueInput;
  Attribute: Attribute;
  AttributeCreateInput: AttributeCreateInput;
  AttributeWhereInput: AttributeWhereInput;
  AuthPayload: AuthPayload;
  Author: AuthorParent;
  AuthorCreateInput: AuthorCreateInput;
  AuthorHistory: AuthorHistoryParent;
  AuthorUpdateInput: AuthorUpdateInput;
  AuthorWhereInput: AuthorWhereInput;
  BoardCard: BoardCardParent;
  BoardCardWhereUniqueInput: BoardCardWhereUniqueInput;
  BoardItem: BoardItem;
  BoardItemInput: BoardItemInput;
  BodyWithSuggestedLinks: BodyWithSuggestedLinks;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandProfile: BrandProfile;
  Card: Card;
  CardCategory: CardCategory;
  CardCreateInput: CardCreateInput;
  CardTag: CardTag;
  CardUpdateInput: CardUpdateInput;
  CardWhereInput: CardWhereInput;
  CardWhereUniqueInput: CardWhereUniqueInput;
  Category: CategoryParent;
  CategoryCreateInput: CategoryCreateInput;
  CategoryHistory: CategoryHistoryParent;
  CategoryHistoryWhereInput: CategoryHistoryWhereInput;
  CategoryTag: CategoryTag;
  CategoryUpdateInput: CategoryUpdateInput;
  CategoryWhereInput: CategoryWhereInput;
  CorrectionContentInput: CorrectionContentInput;
  CorrectionError: CorrectionError;
  CorrectionExplanation: CorrectionExplanation;
  CorrectionHashInput: CorrectionHashInput;
  CorrectionLocation: CorrectionLocation;
  CorrectionSegment: CorrectionSegment;
  CorrectionSegmentInput: CorrectionSegmentInput;
  CorrectionSession: CorrectionSession;
  DashboardBucket: DashboardBucket;
  DashboardFilterInput: DashboardFilterInput;
  DashboardHistogram: DashboardHistogram;
  DashboardPage: Omit<DashboardPage, 'items'> & { items: Array<ResolversParentTypes['Article']> };
  DateTime: Scalars['DateTime']['output'];
  DiagnosticCheck: DiagnosticCheck;
  ExternalImage: ExternalImage;
  ExternalImagePreview: ExternalImagePreview;
  ExternalImageSearch: ExternalImageSearch;
  FlashSenderHistory: FlashSenderHistory;
  FlashSenderHistoryWhereInput: FlashSenderHistoryWhereInput;
  Float: Scalars['Float']['output'];
  FocusPointResult: FocusPointResult;
  GoodDealPrompt: GoodDealPrompt;
  GoogleGroup: GoogleGroup;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: Scalars['ID']['output'];
  ImagePromptResult: ImagePromptResult;
  ImageSource: ImageSource;
  ImageSourceCategory: ImageSourceCategory;
  IngredientCount: IngredientCount;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Live: LiveParent;
  LiveArticle: LiveArticle;
  LiveArticleWhereInput: LiveArticleWhereInput;
  LiveEvent: LiveEvent;
  LivePost: LivePost;
  LivePostInput: LivePostInput;
  LivePostWhereUniqueInput: LivePostWhereUniqueInput;
  LiveUpdateInput: LiveUpdateInput;
  LiveWhereUniqueInput: LiveWhereUniqueInput;
  MachineTag: MachineTag;
  MachineTagArticleInput: MachineTagArticleInput;
  MachineTagCreateInput: MachineTagCreateInput;
  Mutation: Record<PropertyKey, never>;
  OpenAiProcess: OpenAiProcess;
  OrderedConnectInput: OrderedConnectInput;
  OrphanPage: OrphanPage;
  OrphanPageCreateInput: OrphanPageCreateInput;
  OrphanPageUpdateInput: OrphanPageUpdateInput;
  OrphanPageWhereInput: OrphanPageWhereInput;
  OrphanPageWhereUniqueInput: OrphanPageWhereUniqueInput;
  Person: Person;
  PersonWhereInput: PersonWhereInput;
  Photo: Photo;
  PhotoMetadata: PhotoMetadata;
  PhotoPreview: PhotoPreview;
  PhotoWhere: PhotoWhere;
  Presence: Presence;
  PresenceInput: PresenceInput;
  PrintEditor: PrintEditor;
  PrintHeading: PrintHeadingParent;
  PrintHeadingWhereInput: PrintHeadingWhereInput;
  PrintIssue: PrintIssueParent;
  PrintIssueWhereInput: PrintIssueWhereInput;
  PrintPublication: PrintPublication;
  PrintPublicationWhereInput: PrintPublicationWhereInput;
  PrintUnit: PrintUnit;
  PrintVersionWhereInput: PrintVersionWhereInput;
  Prompt: Prompt;
  PromptUpdateInput: PromptUpdateInput;
  PromptWhereInput: PromptWhereInput;
  Push: Push;
  PushArticle: PushArticle;
  PushCreateInput: PushCreateInput;
  PushUpdateInput: PushUpdateInput;
  PushUser: PushUser;
  PushWhereInput: PushWhereInput;
  Qualifier: Qualifier;
  QualifierCreateInput: QualifierCreateInput;
  QualifierUpdateInput: QualifierUpdateInput;
  QualifierWhereInput: QualifierWhereInput;
  Query: Record<PropertyKey, never>;
  RawArticle: RawArticleParent;
  RawArticleVersion: RawArticleVersionParent;
  RawArticleWhereUniqueInput: RawArticleWhereUniqueInput;
  Recipe: Recipe;
  RecipeCategory: RecipeCategory;
  RecipeIngredient: RecipeIngredient;
  RecipeIngredients: RecipeIngredients;
  RecipeUrl: RecipeUrl;
  RecipeWhereInput: RecipeWhereInput;
  RelationListInput: RelationListInput;
  RelationOneInput: RelationOneInput;
  ResolvedImage: ResolvedImage;
  Role: Role;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  Section: SectionParent;
  SectionInput: SectionInput;
  SectionPerson: SectionPerson;
  Segment: Segment;
  SegmentCreateInput: SegmentCreateInput;
  SegmentUpdateInput: SegmentUpdateInput;
  SegmentWhereInput: SegmentWhereInput;
  SendNlFlashResult: SendNlFlashResult;
  Source: Source;
  SourceWhereInput: SourceWhereInput;
  String: Scalars['String']['output'];
  Subject: SubjectParent;
  SubjectCreateInput: SubjectCreateInput;
  Subscription: Record<PropertyKey, never>;
  SuggestedInternalLink: SuggestedInternalLink;
  SuggestedInternalLinkInput: SuggestedInternalLinkInput;
  SuggestionSourceInput: SuggestionSourceInput;
  Tag: TagParent;
  TagBrandedContent: TagBrandedContent;
  TagBrandedContentInput: TagBrandedContentInput;
  TagCreateInput: TagCreateInput;
  TagUpdateInput: TagUpdateInput;
  TagUsage: TagUsage;
  TagWhereInput: TagWhereInput;
  TagWhereUniqueInput: TagWhereUniqueInput;
  TextPromptResult: TextPromptResult;
  TitleSuggestions: TitleSuggestions;
  TranslatedArticle: TranslatedArticle;
  UnitWhereInput: UnitWhereInput;
  UploadUrl: UploadUrl;
  User: User;
  UserCreateInput: UserCreateInput;
  UserRef: UserRef;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  VertexAiRecipes: VertexAiRecipes;
  Video: Video;
  VideoGeoblocking: VideoGeoblocking;
  VideoGeoblockingInput: VideoGeoblockingInput;
  VideoImportInput: VideoImportInput;
  VideoUpdateInput: VideoUpdateInput;
  VideoUploadUrl: VideoUploadUrl;
  WhereUniqueInput: WhereUniqueInput;
}>;

export type AffiliationCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliationCard'] = ResolversParentTypes['AffiliationCard']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negativePoints?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  positivePoints?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationInfos?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AffiliationDesignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliationDesign'] = ResolversParentTypes['AffiliationDesign']> = ResolversObject<{
  defaultDesign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renderingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AffiliationPageableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliationPageable'] = ResolversParentTypes['AffiliationPageable']> = ResolversObject<{
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AffiliationProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliationProduct'] = ResolversParentTypes['AffiliationProduct']> = ResolversObject<{
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downsides?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nbOffers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productLocalizedId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AffiliationProductType'], ParentType, ContextType>;
  upsides?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AffiliationProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliationProductPage'] = ResolversParentTypes['AffiliationProductPage']> = ResolversObject<{
  content?: Resolver<Array<ResolversTypes['AffiliationProduct']>, ParentType, ContextType>;
  pageable?: Resolver<ResolversTypes['AffiliationPageable'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AiStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiStatus'] = ResolversParentTypes['AiStatus']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  affiliateCardsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authors?: Resolver<Array<ResolversTypes['ArticleAuthor']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canonical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ArticleCategory']>, ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['ArticleCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  discoverTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ArticleCategory']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ArticleFormat'], ParentType, ContextType>;
  guides?: Resolver<Array<ResolversTypes['ArticleCategory']>, ParentType, ContextType>;
  histories?: Resolver<Array<ResolversTypes['ArticleHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['Live']>, ParentType, ContextType>;
  lockExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  machineTags?: Resolver<Array<ResolversTypes['MachineTag']>, ParentType, ContextType>;
  medias?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  newsletterFlashSenderHistories?: Resolver<Array<ResolversTypes['FlashSenderHistory']>, ParentType, ContextType>;
  partnerTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platformId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pushCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualifiers?: Resolver<Array<ResolversTypes['Qualifier']>, ParentType, ContextType>;
  refererCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondaryTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signatureComplement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ArticleStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['ArticleUrl']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
}>;

export type ArticleAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleAuthor'] = ResolversParentTypes['ArticleAuthor']> = ResolversObject<{
  author?: Resolver<ResolversTypes['Author'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticleCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleCategory'] = ResolversParentTypes['ArticleCategory']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CategoryFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleDiagnosticResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleDiagnostic'] = ResolversParentTypes['ArticleDiagnostic']> = ResolversObject<{
  checks?: Resolver<Array<ResolversTypes['DiagnosticCheck']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleGoodDealAiProcessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleGoodDealAiProcess'] = ResolversParentTypes['ArticleGoodDealAiProcess']> = ResolversObject<{
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['GoodDealAiProcessStatus']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ArticleHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleHistory'] = ResolversParentTypes['ArticleHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
}>;

export type ArticleTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleTag'] = ResolversParentTypes['ArticleTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleUrl'] = ResolversParentTypes['ArticleUrl']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusOk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AssignmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Assignment'] = ResolversParentTypes['Assignment']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  printHeading?: Resolver<ResolversTypes['PrintHeading'], ParentType, ContextType>;
  rawArticle?: Resolver<Maybe<ResolversTypes['RawArticle']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['Subject'], ParentType, ContextType>;
  webArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
}>;

export type AttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPublicProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  histories?: Resolver<Array<ResolversTypes['AuthorHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagramId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkedinId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinterestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapchatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AuthorHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthorHistory'] = ResolversParentTypes['AuthorHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
}>;

export type BoardCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardCard'] = ResolversParentTypes['BoardCard']> = ResolversObject<{
  authors?: Resolver<Array<ResolversTypes['Author']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type BoardItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardItem'] = ResolversParentTypes['BoardItem']> = ResolversObject<{
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pinnedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BoardItemType'], ParentType, ContextType>;
}>;

export type BodyWithSuggestedLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BodyWithSuggestedLinks'] = ResolversParentTypes['BodyWithSuggestedLinks']> = ResolversObject<{
  updatedBody?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['BrandProfile'], ParentType, ContextType>;
}>;

export type BrandProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandProfile'] = ResolversParentTypes['BrandProfile']> = ResolversObject<{
  affiliate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowedMediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  disabledForCerise?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayIATitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draftEditorPlugins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  draftRichFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  editorialAlertAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enableAffilizPlugin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enableNLFlash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPodcast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  internalLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCerise?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRecipe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaProgramsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personTagsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photoArchives?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pushPlatforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  setInitialTitleAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siteOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagProviders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tagTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  useFotoweb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CardCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  secondaryTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CardStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['CardTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCategory'] = ResolversParentTypes['CardCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CardTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardTag'] = ResolversParentTypes['CardTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canCreateChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childCountOf?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<CategoryChildCountOfArgs>>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  descriptionSEO?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CategoryFormat'], ParentType, ContextType>;
  historyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHeadlined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lockExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  medias?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedArticleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['CategoryTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryHistory'] = ResolversParentTypes['CategoryHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
}>;

export type CategoryTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryTag'] = ResolversParentTypes['CategoryTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CorrectionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionError'] = ResolversParentTypes['CorrectionError']> = ResolversObject<{
  corrections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['CorrectionLocation'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CorrectionErrorStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CorrectionErrorType'], ParentType, ContextType>;
}>;

export type CorrectionExplanationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionExplanation'] = ResolversParentTypes['CorrectionExplanation']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CorrectionLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionLocation'] = ResolversParentTypes['CorrectionLocation']> = ResolversObject<{
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CorrectionSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionSegment'] = ResolversParentTypes['CorrectionSegment']> = ResolversObject<{
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CorrectionSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorrectionSession'] = ResolversParentTypes['CorrectionSession']> = ResolversObject<{
  contentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['CorrectionEngineName'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CorrectionError']>, ParentType, ContextType>;
  grammarChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['CorrectionSegment']>, ParentType, ContextType>;
}>;

export type DashboardBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardBucket'] = ResolversParentTypes['DashboardBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DashboardHistogramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardHistogram'] = ResolversParentTypes['DashboardHistogram']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['DashboardBucket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['DashboardBucketUnit'], ParentType, ContextType>;
}>;

export type DashboardPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardPage'] = ResolversParentTypes['DashboardPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DiagnosticCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCheck'] = ResolversParentTypes['DiagnosticCheck']> = ResolversObject<{
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ExternalImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExternalImage'] = ResolversParentTypes['ExternalImage']> = ResolversObject<{
  credit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  large?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['ExternalImagePreview'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExternalImagePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExternalImagePreview'] = ResolversParentTypes['ExternalImagePreview']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalImageSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExternalImageSearch'] = ResolversParentTypes['ExternalImageSearch']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ExternalImage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlashSenderHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlashSenderHistory'] = ResolversParentTypes['FlashSenderHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FocusPointResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FocusPointResult'] = ResolversParentTypes['FocusPointResult']> = ResolversObject<{
  relativeX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  relativeY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GoodDealPromptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoodDealPrompt'] = ResolversParentTypes['GoodDealPrompt']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promptOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type GoogleGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoogleGroup'] = ResolversParentTypes['GoogleGroup']> = ResolversObject<{
  groupTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export type ImagePromptResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImagePromptResult'] = ResolversParentTypes['ImagePromptResult']> = ResolversObject<{
  b64Json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = ResolversObject<{
  category?: Resolver<ResolversTypes['ImageSourceCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageSourceCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSourceCategory'] = ResolversParentTypes['ImageSourceCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IngredientCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IngredientCount'] = ResolversParentTypes['IngredientCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Live'] = ResolversParentTypes['Live']> = ResolversObject<{
  article?: Resolver<ResolversTypes['LiveArticle'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['LivePost']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type LiveArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveArticle'] = ResolversParentTypes['LiveArticle']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiveEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveEvent'] = ResolversParentTypes['LiveEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['LiveAction'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['LiveContentType'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  presence?: Resolver<Maybe<Array<ResolversTypes['Presence']>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LivePostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LivePost'] = ResolversParentTypes['LivePost']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  editingBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MachineTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MachineTag'] = ResolversParentTypes['MachineTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  announcePresence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnnouncePresenceArgs, 'instanceId' | 'items' | 'windowId'>>;
  autoCorrect?: Resolver<ResolversTypes['CorrectionSession'], ParentType, ContextType, RequireFields<MutationAutoCorrectArgs, 'hashes' | 'sessionId'>>;
  completeAISlideshow?: Resolver<ResolversTypes['OpenAiProcess'], ParentType, ContextType, RequireFields<MutationCompleteAiSlideshowArgs, 'query' | 'recipeNumber' | 'slideshowId'>>;
  correct?: Resolver<ResolversTypes['CorrectionSession'], ParentType, ContextType, RequireFields<MutationCorrectArgs, 'correction' | 'errorId' | 'hashes' | 'sessionId'>>;
  correctMultiple?: Resolver<ResolversTypes['CorrectionSession'], ParentType, ContextType, RequireFields<MutationCorrectMultipleArgs, 'correction' | 'errorId' | 'hashes' | 'sessionId'>>;
  createAffiliationCard?: Resolver<ResolversTypes['AffiliationCard'], ParentType, ContextType, RequireFields<MutationCreateAffiliationCardArgs, 'brandKey' | 'data'>>;
  createAffiliationCatalogProduct?: Resolver<ResolversTypes['AffiliationProduct'], ParentType, ContextType, RequireFields<MutationCreateAffiliationCatalogProductArgs, 'brandKey' | 'productLocalizedId'>>;
  createArticleFromPrintVersion?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationCreateArticleFromPrintVersionArgs, 'brandKey' | 'where'>>;
  createAttribute?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType, RequireFields<MutationCreateAttributeArgs, 'data'>>;
  createAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationCreateAuthorArgs, 'data'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'data'>>;
  createGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationCreateGoogleGroupArgs, 'data'>>;
  createMachineTag?: Resolver<ResolversTypes['MachineTag'], ParentType, ContextType, RequireFields<MutationCreateMachineTagArgs, 'data'>>;
  createPush?: Resolver<Array<ResolversTypes['Push']>, ParentType, ContextType, RequireFields<MutationCreatePushArgs, 'data'>>;
  createQualifier?: Resolver<ResolversTypes['Qualifier'], ParentType, ContextType, RequireFields<MutationCreateQualifierArgs, 'data'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'data'>>;
  createSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationCreateSegmentArgs, 'data'>>;
  createSubject?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationCreateSubjectArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  dailymotionUpdate?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationDailymotionUpdateArgs, 'data' | 'where'>>;
  deleteLivePost?: Resolver<ResolversTypes['LivePost'], ParentType, ContextType, RequireFields<MutationDeleteLivePostArgs, 'where'>>;
  deleteVideo?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationDeleteVideoArgs, 'where'>>;
  editLivePost?: Resolver<ResolversTypes['LivePost'], ParentType, ContextType, RequireFields<MutationEditLivePostArgs, 'editing' | 'where'>>;
  generateAIGoodDealArticle?: Resolver<ResolversTypes['ArticleGoodDealAiProcess'], ParentType, ContextType, RequireFields<MutationGenerateAiGoodDealArticleArgs, 'brandKey' | 'productUrl'>>;
  generateAISlideshow?: Resolver<ResolversTypes['OpenAiProcess'], ParentType, ContextType, RequireFields<MutationGenerateAiSlideshowArgs, 'brandKey' | 'recipeNumber' | 'subject'>>;
  ignore?: Resolver<ResolversTypes['CorrectionSession'], ParentType, ContextType, RequireFields<MutationIgnoreArgs, 'errorId' | 'hashes' | 'sessionId'>>;
  importDailymotionVideo?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationImportDailymotionVideoArgs, 'video' | 'where'>>;
  leavePresence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeavePresenceArgs, 'instanceId'>>;
  lockArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationLockArticleArgs, 'where'>>;
  lockCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationLockCardArgs, 'where'>>;
  lockCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationLockCategoryArgs, 'where'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  loginWithOidc?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginWithOidcArgs, 'idToken' | 'nonce'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retainArticleLock?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationRetainArticleLockArgs, 'where'>>;
  retainCardLock?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationRetainCardLockArgs, 'where'>>;
  retainCategoryLock?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationRetainCategoryLockArgs, 'where'>>;
  sendNlFlash?: Resolver<ResolversTypes['SendNlFlashResult'], ParentType, ContextType, RequireFields<MutationSendNlFlashArgs, 'brandKey' | 'contentUrl' | 'img' | 'resource' | 'subject' | 'teaser' | 'title' | 'uuid'>>;
  startCorrectionSession?: Resolver<ResolversTypes['CorrectionSession'], ParentType, ContextType, RequireFields<MutationStartCorrectionSessionArgs, 'content' | 'segments'>>;
  unlockArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUnlockArticleArgs, 'where'>>;
  unlockCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUnlockCardArgs, 'where'>>;
  unlockCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUnlockCategoryArgs, 'where'>>;
  updateArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUpdateArticleArgs, 'data' | 'where'>>;
  updateArticleGoodDealAiPrompt?: Resolver<ResolversTypes['GoodDealPrompt'], ParentType, ContextType, RequireFields<MutationUpdateArticleGoodDealAiPromptArgs, 'id' | 'prompt'>>;
  updateArticleGoodDealTransparencyClause?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUpdateArticleGoodDealTransparencyClauseArgs, 'text'>>;
  updateAssignment?: Resolver<ResolversTypes['Assignment'], ParentType, ContextType, RequireFields<MutationUpdateAssignmentArgs, 'data' | 'where'>>;
  updateAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationUpdateAuthorArgs, 'data' | 'where'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'data' | 'where'>>;
  updateGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationUpdateGoogleGroupArgs, 'data' | 'where'>>;
  updateLive?: Resolver<ResolversTypes['Live'], ParentType, ContextType, RequireFields<MutationUpdateLiveArgs, 'data' | 'where'>>;
  updatePrompt?: Resolver<ResolversTypes['Prompt'], ParentType, ContextType, RequireFields<MutationUpdatePromptArgs, 'data' | 'where'>>;
  updatePush?: Resolver<Array<ResolversTypes['Push']>, ParentType, ContextType, RequireFields<MutationUpdatePushArgs, 'data' | 'where'>>;
  updateQualifier?: Resolver<ResolversTypes['Qualifier'], ParentType, ContextType, RequireFields<MutationUpdateQualifierArgs, 'data' | 'where'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'data' | 'where'>>;
  updateSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationUpdateSegmentArgs, 'data' | 'where'>>;
  updateSlidehowRecipesDescriptions?: Resolver<ResolversTypes['OpenAiProcess'], ParentType, ContextType, RequireFields<MutationUpdateSlidehowRecipesDescriptionsArgs, 'slideshowId'>>;
  updateTagBrandedContent?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagBrandedContentArgs, 'data' | 'where'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'where'>>;
  upsertArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUpsertArticleArgs, 'create' | 'update'>>;
  upsertCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationUpsertCardArgs, 'create' | 'update'>>;
  upsertLive?: Resolver<ResolversTypes['Live'], ParentType, ContextType, RequireFields<MutationUpsertLiveArgs, 'article'>>;
  upsertLivePost?: Resolver<ResolversTypes['LivePost'], ParentType, ContextType, RequireFields<MutationUpsertLivePostArgs, 'data' | 'live'>>;
  upsertOrphanPage?: Resolver<ResolversTypes['OrphanPage'], ParentType, ContextType, RequireFields<MutationUpsertOrphanPageArgs, 'create' | 'update'>>;
  upsertTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpsertTagArgs, 'create' | 'where'>>;
}>;

export type OpenAiProcessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenAiProcess'] = ResolversParentTypes['OpenAiProcess']> = ResolversObject<{
  articleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generatedTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slideshowSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpenAiProcessStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrphanPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrphanPage'] = ResolversParentTypes['OrphanPage']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCMPEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFullScreen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrphanPageStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = ResolversObject<{
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = ResolversObject<{
  archive?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLegacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoMetadatas?: Resolver<Array<ResolversTypes['PhotoMetadata']>, ParentType, ContextType>;
  previews?: Resolver<Array<ResolversTypes['PhotoPreview']>, ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PhotoMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhotoMetadata'] = ResolversParentTypes['PhotoMetadata']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PhotoPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhotoPreview'] = ResolversParentTypes['PhotoPreview']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PresenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Presence'] = ResolversParentTypes['Presence']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['LiveContentType'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['PresenceMode'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintEditor'] = ResolversParentTypes['PrintEditor']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintHeadingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintHeading'] = ResolversParentTypes['PrintHeading']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['PrintIssue'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['PrintPublication'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintIssue'] = ResolversParentTypes['PrintIssue']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['PrintPublication'], ParentType, ContextType>;
  publishedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintPublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintPublication'] = ResolversParentTypes['PrintPublication']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintUnitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrintUnit'] = ResolversParentTypes['PrintUnit']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prompt'] = ResolversParentTypes['Prompt']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PushResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Push'] = ResolversParentTypes['Push']> = ResolversObject<{
  article?: Resolver<Maybe<ResolversTypes['PushArticle']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetDevice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targeting?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PushUser']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type PushArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushArticle'] = ResolversParentTypes['PushArticle']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PushUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushUser'] = ResolversParentTypes['PushUser']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QualifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Qualifier'] = ResolversParentTypes['Qualifier']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ArticleFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  aiStatus?: Resolver<ResolversTypes['AiStatus'], ParentType, ContextType, RequireFields<QueryAiStatusArgs, 'brandKey'>>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'where'>>;
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryArticleCountArgs>>;
  articleDiagnostic?: Resolver<ResolversTypes['ArticleDiagnostic'], ParentType, ContextType, RequireFields<QueryArticleDiagnosticArgs, 'where'>>;
  articleGoodDealAiProcesses?: Resolver<Array<ResolversTypes['ArticleGoodDealAiProcess']>, ParentType, ContextType, Partial<QueryArticleGoodDealAiProcessesArgs>>;
  articleGoodDealAiPrompts?: Resolver<Array<ResolversTypes['GoodDealPrompt']>, ParentType, ContextType, Partial<QueryArticleGoodDealAiPromptsArgs>>;
  articleGoodDealTransparencyClause?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleHistory?: Resolver<Maybe<ResolversTypes['ArticleHistory']>, ParentType, ContextType, RequireFields<QueryArticleHistoryArgs, 'where'>>;
  articleHistoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryArticleHistoryCountArgs, 'where'>>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, Partial<QueryArticlesArgs>>;
  assignments?: Resolver<Array<ResolversTypes['Assignment']>, ParentType, ContextType, RequireFields<QueryAssignmentsArgs, 'where'>>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType, Partial<QueryAttributesArgs>>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType, RequireFields<QueryAuthorArgs, 'where'>>;
  authorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAuthorCountArgs>>;
  authors?: Resolver<Array<ResolversTypes['Author']>, ParentType, ContextType, Partial<QueryAuthorsArgs>>;
  boardCard?: Resolver<Maybe<ResolversTypes['BoardCard']>, ParentType, ContextType, RequireFields<QueryBoardCardArgs, 'where'>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'key'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType, RequireFields<QueryCardArgs, 'where'>>;
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType, Partial<QueryCardsArgs>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'where'>>;
  categoryHistories?: Resolver<Array<ResolversTypes['CategoryHistory']>, ParentType, ContextType, RequireFields<QueryCategoryHistoriesArgs, 'where'>>;
  dailymotionUploadURL?: Resolver<ResolversTypes['VideoUploadUrl'], ParentType, ContextType, RequireFields<QueryDailymotionUploadUrlArgs, 'brandKey'>>;
  dashboardArticles?: Resolver<ResolversTypes['DashboardPage'], ParentType, ContextType, RequireFields<QueryDashboardArticlesArgs, 'filter'>>;
  dashboardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryDashboardCountArgs, 'filter'>>;
  dashboardHistogram?: Resolver<ResolversTypes['DashboardHistogram'], ParentType, ContextType, RequireFields<QueryDashboardHistogramArgs, 'filter'>>;
  executeImagePrompt?: Resolver<ResolversTypes['ImagePromptResult'], ParentType, ContextType, RequireFields<QueryExecuteImagePromptArgs, 'brandKey' | 'prompt'>>;
  executeTextPrompt?: Resolver<ResolversTypes['TextPromptResult'], ParentType, ContextType, RequireFields<QueryExecuteTextPromptArgs, 'brandKey' | 'prompt'>>;
  flashSenderHistories?: Resolver<Array<ResolversTypes['FlashSenderHistory']>, ParentType, ContextType, RequireFields<QueryFlashSenderHistoriesArgs, 'where'>>;
  getBodyWithSuggestedLinks?: Resolver<ResolversTypes['BodyWithSuggestedLinks'], ParentType, ContextType, RequireFields<QueryGetBodyWithSuggestedLinksArgs, 'body' | 'links'>>;
  getExplanation?: Resolver<ResolversTypes['CorrectionExplanation'], ParentType, ContextType, RequireFields<QueryGetExplanationArgs, 'errorId' | 'sessionId'>>;
  getFocusPoint?: Resolver<ResolversTypes['FocusPointResult'], ParentType, ContextType, RequireFields<QueryGetFocusPointArgs, 'imageHeight' | 'imageUrl' | 'imageWidth'>>;
  getResolvedImage?: Resolver<Maybe<ResolversTypes['ResolvedImage']>, ParentType, ContextType, RequireFields<QueryGetResolvedImageArgs, 'key'>>;
  getUploadUrl?: Resolver<ResolversTypes['UploadUrl'], ParentType, ContextType, RequireFields<QueryGetUploadUrlArgs, 'namespace' | 'originalName'>>;
  getVertexAIRecipes?: Resolver<ResolversTypes['VertexAiRecipes'], ParentType, ContextType, RequireFields<QueryGetVertexAiRecipesArgs, 'brandKey' | 'query' | 'recipeNumber'>>;
  googleGroup?: Resolver<Maybe<ResolversTypes['GoogleGroup']>, ParentType, ContextType, RequireFields<QueryGoogleGroupArgs, 'where'>>;
  googleGroups?: Resolver<Array<ResolversTypes['GoogleGroup']>, ParentType, ContextType, Partial<QueryGoogleGroupsArgs>>;
  imageSourceCategories?: Resolver<Array<ResolversTypes['ImageSourceCategory']>, ParentType, ContextType>;
  imageSources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['Live']>, ParentType, ContextType, RequireFields<QueryLiveArgs, 'where'>>;
  liveOfArticle?: Resolver<Maybe<ResolversTypes['Live']>, ParentType, ContextType, RequireFields<QueryLiveOfArticleArgs, 'article'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  openAiProcesses?: Resolver<Array<ResolversTypes['OpenAiProcess']>, ParentType, ContextType, RequireFields<QueryOpenAiProcessesArgs, 'brandKey'>>;
  orphanPage?: Resolver<Maybe<ResolversTypes['OrphanPage']>, ParentType, ContextType, RequireFields<QueryOrphanPageArgs, 'where'>>;
  orphanPages?: Resolver<Array<ResolversTypes['OrphanPage']>, ParentType, ContextType, Partial<QueryOrphanPagesArgs>>;
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, Partial<QueryPeopleArgs>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presence?: Resolver<Array<ResolversTypes['Presence']>, ParentType, ContextType, RequireFields<QueryPresenceArgs, 'brandKey'>>;
  printHeadings?: Resolver<Array<ResolversTypes['PrintHeading']>, ParentType, ContextType, RequireFields<QueryPrintHeadingsArgs, 'where'>>;
  printIssues?: Resolver<Array<ResolversTypes['PrintIssue']>, ParentType, ContextType, RequireFields<QueryPrintIssuesArgs, 'where'>>;
  printPublications?: Resolver<Array<ResolversTypes['PrintPublication']>, ParentType, ContextType, RequireFields<QueryPrintPublicationsArgs, 'where'>>;
  prompt?: Resolver<Maybe<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryPromptArgs, 'where'>>;
  prompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, Partial<QueryPromptsArgs>>;
  pushCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryPushCountArgs>>;
  pushServices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pushes?: Resolver<Array<ResolversTypes['Push']>, ParentType, ContextType, Partial<QueryPushesArgs>>;
  qualifier?: Resolver<Maybe<ResolversTypes['Qualifier']>, ParentType, ContextType, RequireFields<QueryQualifierArgs, 'where'>>;
  qualifiers?: Resolver<Array<ResolversTypes['Qualifier']>, ParentType, ContextType, Partial<QueryQualifiersArgs>>;
  rawArticle?: Resolver<Maybe<ResolversTypes['RawArticle']>, ParentType, ContextType, RequireFields<QueryRawArticleArgs, 'where'>>;
  recipeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryRecipeCountArgs>>;
  recipes?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType, Partial<QueryRecipesArgs>>;
  relatedArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryRelatedArticlesArgs, 'where'>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'where'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  sanitizeOrphanPageContent?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QuerySanitizeOrphanPageContentArgs, 'content'>>;
  searchAffiliationDesign?: Resolver<Array<ResolversTypes['AffiliationDesign']>, ParentType, ContextType, RequireFields<QuerySearchAffiliationDesignArgs, 'mediaId'>>;
  searchAffiliationProduct?: Resolver<ResolversTypes['AffiliationProductPage'], ParentType, ContextType, RequireFields<QuerySearchAffiliationProductArgs, 'brandKey' | 'keyword'>>;
  searchArticleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySearchArticleCountArgs>>;
  searchArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, Partial<QuerySearchArticlesArgs>>;
  searchExternalImages?: Resolver<ResolversTypes['ExternalImageSearch'], ParentType, ContextType, RequireFields<QuerySearchExternalImagesArgs, 'query'>>;
  searchPhotoCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySearchPhotoCountArgs>>;
  searchPhotos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType, Partial<QuerySearchPhotosArgs>>;
  searchTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySearchTagsArgs, 'query'>>;
  searchTvCollections?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySearchTvCollectionsArgs, 'context' | 'query'>>;
  searchTvPrograms?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySearchTvProgramsArgs, 'context' | 'query'>>;
  segment?: Resolver<Maybe<ResolversTypes['Segment']>, ParentType, ContextType, RequireFields<QuerySegmentArgs, 'where'>>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType, Partial<QuerySegmentsArgs>>;
  source?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType, RequireFields<QuerySourceArgs, 'where'>>;
  sourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySourceCountArgs>>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<QuerySourcesArgs>>;
  suggestCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QuerySuggestCategoriesArgs, 'article'>>;
  suggestInternalLinks?: Resolver<Array<ResolversTypes['SuggestedInternalLink']>, ParentType, ContextType, RequireFields<QuerySuggestInternalLinksArgs, 'body' | 'brandKey' | 'title'>>;
  suggestTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySuggestTagsArgs, 'article' | 'brandKey'>>;
  suggestTitles?: Resolver<ResolversTypes['TitleSuggestions'], ParentType, ContextType, RequireFields<QuerySuggestTitlesArgs, 'brandKey' | 'kind' | 'mode' | 'source'>>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagArgs, 'where'>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, Partial<QueryTagsArgs>>;
  translateArticle?: Resolver<ResolversTypes['TranslatedArticle'], ParentType, ContextType, RequireFields<QueryTranslateArticleArgs, 'lang' | 'where'>>;
  units?: Resolver<Array<ResolversTypes['PrintUnit']>, ParentType, ContextType, RequireFields<QueryUnitsArgs, 'where'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'where'>>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUserCountArgs>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RawArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RawArticle'] = ResolversParentTypes['RawArticle']> = ResolversObject<{
  assignment?: Resolver<Maybe<ResolversTypes['Assignment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['RawArticleVersion']>, ParentType, ContextType>;
}>;

export type RawArticleVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RawArticleVersion'] = ResolversParentTypes['RawArticleVersion']> = ResolversObject<{
  allowedStatuses?: Resolver<Array<ResolversTypes['PrintVersionStatus']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editor?: Resolver<Maybe<ResolversTypes['PrintEditor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrintVersionStatus'], ParentType, ContextType>;
  textIsReadOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecipeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = ResolversObject<{
  advice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  calorieLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cookTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cookingMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  difficulty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<ResolversTypes['RecipeIngredients'], ParentType, ContextType>;
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  medias?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  prepTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recipeCategories?: Resolver<Array<ResolversTypes['RecipeCategory']>, ParentType, ContextType>;
  recipeUrls?: Resolver<Array<ResolversTypes['RecipeUrl']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecipeStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  yield?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RecipeCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipeCategory'] = ResolversParentTypes['RecipeCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecipeIngredientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipeIngredient'] = ResolversParentTypes['RecipeIngredient']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecipeIngredientsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipeIngredients'] = ResolversParentTypes['RecipeIngredients']> = ResolversObject<{
  parsed?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  raw?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unparsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecipeUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipeUrl'] = ResolversParentTypes['RecipeUrl']> = ResolversObject<{
  isCanonical?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResolvedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedImage'] = ResolversParentTypes['ResolvedImage']> = ResolversObject<{
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = ResolversObject<{
  boardItems?: Resolver<Array<ResolversTypes['BoardItem']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metas?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['SectionPerson']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SectionType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SectionPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionPerson'] = ResolversParentTypes['SectionPerson']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  android?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editorialAlert?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ios?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SendNlFlashResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendNlFlashResult'] = ResolversParentTypes['SendNlFlashResult']> = ResolversObject<{
  history?: Resolver<ResolversTypes['FlashSenderHistory'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subject'] = ResolversParentTypes['Subject']> = ResolversObject<{
  assignment?: Resolver<Maybe<ResolversTypes['Assignment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['PrintUnit']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  newsroom?: SubscriptionResolver<ResolversTypes['LiveEvent'], "newsroom", ParentType, ContextType, Partial<SubscriptionNewsroomArgs>>;
}>;

export type SuggestedInternalLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestedInternalLink'] = ResolversParentTypes['SuggestedInternalLink']> = ResolversObject<{
  anchorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  block?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InternalLinkType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  articleUsages?: Resolver<Array<ResolversTypes['TagUsage']>, ParentType, ContextType>;
  brandedContents?: Resolver<Array<ResolversTypes['TagBrandedContent']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedArticleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TagBrandedContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagBrandedContent'] = ResolversParentTypes['TagBrandedContent']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TagUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagUsage'] = ResolversParentTypes['TagUsage']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TextPromptResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextPromptResult'] = ResolversParentTypes['TextPromptResult']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TitleSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TitleSuggestions'] = ResolversParentTypes['TitleSuggestions']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['SuggestionKind'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TranslatedArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranslatedArticle'] = ResolversParentTypes['TranslatedArticle']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UploadUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadUrl'] = ResolversParentTypes['UploadUrl']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  allBrands?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSuperAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export type UserRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRef'] = ResolversParentTypes['UserRef']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VertexAiRecipesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VertexAiRecipes'] = ResolversParentTypes['VertexAiRecipes']> = ResolversObject<{
  ingredients?: Resolver<Array<ResolversTypes['IngredientCount']>, ParentType, ContextType>;
  recipesIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type VideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = ResolversObject<{
  audioCodec?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geoblocking?: Resolver<ResolversTypes['VideoGeoblocking'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['VideoHostKind'], ParentType, ContextType>;
  hostVideoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['VideoState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videoCodec?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type VideoGeoblockingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoGeoblocking'] = ResolversParentTypes['VideoGeoblocking']> = ResolversObject<{
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['GeoblockingMode'], ParentType, ContextType>;
}>;

export type VideoUploadUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoUploadUrl'] = ResolversParentTypes['VideoUploadUrl']> = ResolversObject<{
  progressUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AffiliationCard?: AffiliationCardResolvers<ContextType>;
  AffiliationDesign?: AffiliationDesignResolvers<ContextType>;
  AffiliationPageable?: AffiliationPageableResolvers<ContextType>;
  AffiliationProduct?: AffiliationProductResolvers<ContextType>;
  AffiliationProductPage?: AffiliationProductPageResolvers<ContextType>;
  AiStatus?: AiStatusResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleAuthor?: ArticleAuthorResolvers<ContextType>;
  ArticleCategory?: ArticleCategoryResolvers<ContextType>;
  ArticleDiagnostic?: ArticleDiagnosticResolvers<ContextType>;
  ArticleGoodDealAiProcess?: ArticleGoodDealAiProcessResolvers<ContextType>;
  ArticleHistory?: ArticleHistoryResolvers<ContextType>;
  ArticleTag?: ArticleTagResolvers<ContextType>;
  ArticleUrl?: ArticleUrlResolvers<ContextType>;
  Assignment?: AssignmentResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  AuthorHistory?: AuthorHistoryResolvers<ContextType>;
  BoardCard?: BoardCardResolvers<ContextType>;
  BoardItem?: BoardItemResolvers<ContextType>;
  BodyWithSuggestedLinks?: BodyWithSuggestedLinksResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandProfile?: BrandProfileResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardCategory?: CardCategoryResolvers<ContextType>;
  CardTag?: CardTagResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryHistory?: CategoryHistoryResolvers<ContextType>;
  CategoryTag?: CategoryTagResolvers<ContextType>;
  CorrectionError?: CorrectionErrorResolvers<ContextType>;
  CorrectionExplanation?: CorrectionExplanationResolvers<ContextType>;
  CorrectionLocation?: CorrectionLocationResolvers<ContextType>;
  CorrectionSegment?: CorrectionSegmentResolvers<ContextType>;
  CorrectionSession?: CorrectionSessionResolvers<ContextType>;
  DashboardBucket?: DashboardBucketResolvers<ContextType>;
  DashboardHistogram?: DashboardHistogramResolvers<ContextType>;
  DashboardPage?: DashboardPageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DiagnosticCheck?: DiagnosticCheckResolvers<ContextType>;
  ExternalImage?: ExternalImageResolvers<ContextType>;
  ExternalImagePreview?: ExternalImagePreviewResolvers<ContextType>;
  ExternalImageSearch?: ExternalImageSearchResolvers<ContextType>;
  FlashSenderHistory?: FlashSenderHistoryResolvers<ContextType>;
  FocusPointResult?: FocusPointResultResolvers<ContextType>;
  GoodDealPrompt?: GoodDealPromptResolvers<ContextType>;
  GoogleGroup?: GoogleGroupResolvers<ContextType>;
  ImagePromptResult?: ImagePromptResultResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  ImageSourceCategory?: ImageSourceCategoryResolvers<ContextType>;
  IngredientCount?: IngredientCountResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Live?: LiveResolvers<ContextType>;
  LiveArticle?: LiveArticleResolvers<ContextType>;
  LiveEvent?: LiveEventResolvers<ContextType>;
  LivePost?: LivePostResolvers<ContextType>;
  MachineTag?: MachineTagResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OpenAiProcess?: OpenAiProcessResolvers<ContextType>;
  OrphanPage?: OrphanPageResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PhotoMetadata?: PhotoMetadataResolvers<ContextType>;
  PhotoPreview?: PhotoPreviewResolvers<ContextType>;
  Presence?: PresenceResolvers<ContextType>;
  PrintEditor?: PrintEditorResolvers<ContextType>;
  PrintHeading?: PrintHeadingResolvers<ContextType>;
  PrintIssue?: PrintIssueResolvers<ContextType>;
  PrintPublication?: PrintPublicationResolvers<ContextType>;
  PrintUnit?: PrintUnitResolvers<ContextType>;
  Prompt?: PromptResolvers<ContextType>;
  Push?: PushResolvers<ContextType>;
  PushArticle?: PushArticleResolvers<ContextType>;
  PushUser?: PushUserResolvers<ContextType>;
  Qualifier?: QualifierResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RawArticle?: RawArticleResolvers<ContextType>;
  RawArticleVersion?: RawArticleVersionResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeCategory?: RecipeCategoryResolvers<ContextType>;
  RecipeIngredient?: RecipeIngredientResolvers<ContextType>;
  RecipeIngredients?: RecipeIngredientsResolvers<ContextType>;
  RecipeUrl?: RecipeUrlResolvers<ContextType>;
  ResolvedImage?: ResolvedImageResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SectionPerson?: SectionPersonResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SendNlFlashResult?: SendNlFlashResultResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuggestedInternalLink?: SuggestedInternalLinkResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagBrandedContent?: TagBrandedContentResolvers<ContextType>;
  TagUsage?: TagUsageResolvers<ContextType>;
  TextPromptResult?: TextPromptResultResolvers<ContextType>;
  TitleSuggestions?: TitleSuggestionsResolvers<ContextType>;
  TranslatedArticle?: TranslatedArticleResolvers<ContextType>;
  UploadUrl?: UploadUrlResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
  VertexAiRecipes?: VertexAiRecipesResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
  VideoGeoblocking?: VideoGeoblockingResolvers<ContextType>;
  VideoUploadUrl?: VideoUploadUrlResolvers<ContextType>;
}>;

