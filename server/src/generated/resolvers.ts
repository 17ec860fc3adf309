import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ArticleParent, AuthorParent, TagParent, CategoryParent, ArticleHistoryParent, AuthorHistoryParent, ArticleAuthorParent } from '../schema/content/parents';
import { GraphQLContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type Article = {
  __typename?: 'Article';
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
  slug?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Source>;
  status: ArticleStatus;
  tags: Array<ArticleTag>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  urls: Array<ArticleUrl>;
  /** Optimistic concurrency: a save names the version it is based on. */
  version: Scalars['Int']['output'];
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
  slug?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<RelationOneInput>;
  status?: InputMaybe<ArticleStatus>;
  tags?: InputMaybe<RelationListInput>;
  title: Scalars['String']['input'];
  urls?: InputMaybe<Array<ArticleUrlInput>>;
};

export type ArticleFormat =
  | 'Rich'
  | 'Slideshow'
  | 'Video';

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

export type Category = {
  __typename?: 'Category';
  brandKey: Scalars['String']['output'];
  childCount: Scalars['Int']['output'];
  children: Array<Category>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['JSON']['output']>;
  descriptionSEO: Scalars['String']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  format: CategoryFormat;
  id: Scalars['ID']['output'];
  isHeadlined: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  lockedAt?: Maybe<Scalars['DateTime']['output']>;
  lockedBy?: Maybe<UserRef>;
  medias?: Maybe<Scalars['JSON']['output']>;
  parent?: Maybe<Category>;
  path: Scalars['String']['output'];
  publishedArticleCount: Scalars['Int']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CategoryFormat =
  | 'Category'
  | 'Channel'
  | 'Event'
  | 'Guide';

export type CategoryWhereInput = {
  brandKey?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<CategoryFormat>;
  format_in?: InputMaybe<Array<CategoryFormat>>;
  level?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status_in?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type FlashSenderHistory = {
  __typename?: 'FlashSenderHistory';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
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

export type Live = {
  __typename?: 'Live';
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
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
  createAttribute: Attribute;
  createAuthor: Author;
  createGoogleGroup: GoogleGroup;
  createMachineTag: MachineTag;
  createQualifier: Qualifier;
  createRole: Role;
  createUser: User;
  /** Takes the edition lock on opening; LOCKED when another user holds it. */
  lockArticle: Article;
  login: AuthPayload;
  logout: Scalars['Boolean']['output'];
  /** Extends the holder's lock: 30 min when the editor has unsaved changes, else 10 min. */
  retainArticleLock: Article;
  /** The holder ends the edition (locker reset to none). */
  unlockArticle: Article;
  updateArticle: Article;
  updateAuthor: Author;
  updateGoogleGroup: GoogleGroup;
  updateQualifier: Qualifier;
  updateRole: Role;
  updateTagBrandedContent: Tag;
  updateUser: User;
  /** Creates when `where` is absent or unknown, else updates (the update must name its version). */
  upsertArticle: Article;
  upsertTag: Tag;
};


export type MutationCreateAttributeArgs = {
  data: AttributeCreateInput;
};


export type MutationCreateAuthorArgs = {
  data: AuthorCreateInput;
};


export type MutationCreateGoogleGroupArgs = {
  data: GoogleGroupCreateInput;
};


export type MutationCreateMachineTagArgs = {
  data: MachineTagCreateInput;
};


export type MutationCreateQualifierArgs = {
  data: QualifierCreateInput;
};


export type MutationCreateRoleArgs = {
  data: RoleCreateInput;
};


export type MutationCreateUserArgs = {
  data: UserCreateInput;
};


export type MutationLockArticleArgs = {
  where: ArticleWhereUniqueInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRetainArticleLockArgs = {
  changed?: InputMaybe<Scalars['Boolean']['input']>;
  where: ArticleWhereUniqueInput;
};


export type MutationUnlockArticleArgs = {
  where: ArticleWhereUniqueInput;
};


export type MutationUpdateArticleArgs = {
  data: ArticleUpdateInput;
  where: ArticleWhereUniqueInput;
};


export type MutationUpdateAuthorArgs = {
  data: AuthorUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateGoogleGroupArgs = {
  data: GoogleGroupUpdateInput;
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


export type MutationUpsertTagArgs = {
  create: TagCreateInput;
  update?: InputMaybe<TagUpdateInput>;
  where: TagWhereUniqueInput;
};

export type OrderDirection =
  | 'asc'
  | 'desc';

export type OrderedConnectInput = {
  id: Scalars['ID']['input'];
  order?: InputMaybe<Scalars['Int']['input']>;
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
  article?: Maybe<Article>;
  articleCount: Scalars['Int']['output'];
  /** One saved version of an article (the history dialog opens one at a time); null when unknown. */
  articleHistory?: Maybe<ArticleHistory>;
  articleHistoryCount: Scalars['Int']['output'];
  articles: Array<Article>;
  attributes: Array<Attribute>;
  author?: Maybe<Author>;
  authorCount: Scalars['Int']['output'];
  authors: Array<Author>;
  brand?: Maybe<Brand>;
  brands: Array<Brand>;
  categories: Array<Category>;
  category?: Maybe<Category>;
  googleGroup?: Maybe<GoogleGroup>;
  googleGroups: Array<GoogleGroup>;
  me: User;
  /** Liveness probe through GraphQL (also GET /health). */
  ping: Scalars['String']['output'];
  qualifier?: Maybe<Qualifier>;
  qualifiers: Array<Qualifier>;
  role?: Maybe<Role>;
  roles: Array<Role>;
  searchArticleCount: Scalars['Int']['output'];
  /** Full-text (query) or title prefix (like) search with filters; newest publication first by default. */
  searchArticles: Array<Article>;
  searchTags: Array<Tag>;
  source?: Maybe<Source>;
  sourceCount: Scalars['Int']['output'];
  sources: Array<Source>;
  suggestCategories: Array<Category>;
  /** Tags used by the articles closest in text to this one: top 3 tags, 1 person, 1 event. */
  suggestTags: Array<Tag>;
  tag?: Maybe<Tag>;
  tags: Array<Tag>;
  user?: Maybe<User>;
  userCount: Scalars['Int']['output'];
  users: Array<User>;
};


export type QueryArticleArgs = {
  where: ArticleWhereUniqueInput;
};


export type QueryArticleCountArgs = {
  where?: InputMaybe<ArticleWhereInput>;
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


export type QueryBrandArgs = {
  key: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CategoryWhereInput>;
};


export type QueryCategoryArgs = {
  where: WhereUniqueInput;
};


export type QueryGoogleGroupArgs = {
  where: WhereUniqueInput;
};


export type QueryGoogleGroupsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GoogleGroupWhereInput>;
};


export type QueryQualifierArgs = {
  where: WhereUniqueInput;
};


export type QueryQualifiersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<QualifierWhereInput>;
};


export type QueryRoleArgs = {
  where: WhereUniqueInput;
};


export type QueryRolesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RoleWhereInput>;
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


export type QuerySearchTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TagWhereInput>;
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


export type QuerySuggestTagsArgs = {
  article: ArticleWhereUniqueInput;
  brandKey: Scalars['String']['input'];
  where?: InputMaybe<TagWhereInput>;
};


export type QueryTagArgs = {
  where: WhereUniqueInput;
};


export type QueryTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<TagWhereInput>;
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
  Article: ResolverTypeWrapper<ArticleParent>;
  ArticleAuthor: ResolverTypeWrapper<ArticleAuthorParent>;
  ArticleCategory: ResolverTypeWrapper<ArticleCategory>;
  ArticleCreateInput: ArticleCreateInput;
  ArticleFormat: ArticleFormat;
  ArticleHistory: ResolverTypeWrapper<ArticleHistoryParent>;
  ArticleOrderByInput: ArticleOrderByInput;
  ArticleStatus: ArticleStatus;
  ArticleTag: ResolverTypeWrapper<ArticleTag>;
  ArticleUpdateInput: ArticleUpdateInput;
  ArticleUrl: ResolverTypeWrapper<ArticleUrl>;
  ArticleUrlInput: ArticleUrlInput;
  ArticleWhereInput: ArticleWhereInput;
  ArticleWhereUniqueInput: ArticleWhereUniqueInput;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandProfile: ResolverTypeWrapper<BrandProfile>;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryFormat: CategoryFormat;
  CategoryWhereInput: CategoryWhereInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FlashSenderHistory: ResolverTypeWrapper<FlashSenderHistory>;
  GoogleGroup: ResolverTypeWrapper<GoogleGroup>;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Live: ResolverTypeWrapper<Live>;
  MachineTag: ResolverTypeWrapper<MachineTag>;
  MachineTagArticleInput: MachineTagArticleInput;
  MachineTagCreateInput: MachineTagCreateInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderDirection: OrderDirection;
  OrderedConnectInput: OrderedConnectInput;
  Qualifier: ResolverTypeWrapper<Qualifier>;
  QualifierCreateInput: QualifierCreateInput;
  QualifierUpdateInput: QualifierUpdateInput;
  QualifierWhereInput: QualifierWhereInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelationListInput: RelationListInput;
  RelationOneInput: RelationOneInput;
  Role: ResolverTypeWrapper<Role>;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  Source: ResolverTypeWrapper<Source>;
  SourceWhereInput: SourceWhereInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<TagParent>;
  TagBrandedContent: ResolverTypeWrapper<TagBrandedContent>;
  TagBrandedContentInput: TagBrandedContentInput;
  TagCreateInput: TagCreateInput;
  TagUpdateInput: TagUpdateInput;
  TagUsage: ResolverTypeWrapper<TagUsage>;
  TagWhereInput: TagWhereInput;
  TagWhereUniqueInput: TagWhereUniqueInput;
  User: ResolverTypeWrapper<User>;
  UserCreateInput: UserCreateInput;
  UserRef: ResolverTypeWrapper<UserRef>;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  WhereUniqueInput: WhereUniqueInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Article: ArticleParent;
  ArticleAuthor: ArticleAuthorParent;
  ArticleCategory: ArticleCategory;
  ArticleCreateInput: ArticleCreateInput;
  ArticleHistory: ArticleHistoryParent;
  ArticleTag: ArticleTag;
  ArticleUpdateInput: ArticleUpdateInput;
  ArticleUrl: ArticleUrl;
  ArticleUrlInput: ArticleUrlInput;
  ArticleWhereInput: ArticleWhereInput;
  ArticleWhereUniqueInput: ArticleWhereUniqueInput;
  Attribute: Attribute;
  AttributeCreateInput: AttributeCreateInput;
  AttributeWhereInput: AttributeWhereInput;
  AuthPayload: AuthPayload;
  Author: AuthorParent;
  AuthorCreateInput: AuthorCreateInput;
  AuthorHistory: AuthorHistoryParent;
  AuthorUpdateInput: AuthorUpdateInput;
  AuthorWhereInput: AuthorWhereInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandProfile: BrandProfile;
  Category: CategoryParent;
  CategoryWhereInput: CategoryWhereInput;
  DateTime: Scalars['DateTime']['output'];
  FlashSenderHistory: FlashSenderHistory;
  GoogleGroup: GoogleGroup;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Live: Live;
  MachineTag: MachineTag;
  MachineTagArticleInput: MachineTagArticleInput;
  MachineTagCreateInput: MachineTagCreateInput;
  Mutation: Record<PropertyKey, never>;
  OrderedConnectInput: OrderedConnectInput;
  Qualifier: Qualifier;
  QualifierCreateInput: QualifierCreateInput;
  QualifierUpdateInput: QualifierUpdateInput;
  QualifierWhereInput: QualifierWhereInput;
  Query: Record<PropertyKey, never>;
  RelationListInput: RelationListInput;
  RelationOneInput: RelationOneInput;
  Role: Role;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  Source: Source;
  SourceWhereInput: SourceWhereInput;
  String: Scalars['String']['output'];
  Tag: TagParent;
  TagBrandedContent: TagBrandedContent;
  TagBrandedContentInput: TagBrandedContentInput;
  TagCreateInput: TagCreateInput;
  TagUpdateInput: TagUpdateInput;
  TagUsage: TagUsage;
  TagWhereInput: TagWhereInput;
  TagWhereUniqueInput: TagWhereUniqueInput;
  User: User;
  UserCreateInput: UserCreateInput;
  UserRef: UserRef;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  WhereUniqueInput: WhereUniqueInput;
}>;

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
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
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ArticleStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['ArticleUrl']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  descriptionSEO?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['CategoryFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHeadlined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  medias?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedArticleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FlashSenderHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlashSenderHistory'] = ResolversParentTypes['FlashSenderHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type GoogleGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoogleGroup'] = ResolversParentTypes['GoogleGroup']> = ResolversObject<{
  groupTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Live'] = ResolversParentTypes['Live']> = ResolversObject<{
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MachineTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MachineTag'] = ResolversParentTypes['MachineTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createAttribute?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType, RequireFields<MutationCreateAttributeArgs, 'data'>>;
  createAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationCreateAuthorArgs, 'data'>>;
  createGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationCreateGoogleGroupArgs, 'data'>>;
  createMachineTag?: Resolver<ResolversTypes['MachineTag'], ParentType, ContextType, RequireFields<MutationCreateMachineTagArgs, 'data'>>;
  createQualifier?: Resolver<ResolversTypes['Qualifier'], ParentType, ContextType, RequireFields<MutationCreateQualifierArgs, 'data'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  lockArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationLockArticleArgs, 'where'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retainArticleLock?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationRetainArticleLockArgs, 'where'>>;
  unlockArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUnlockArticleArgs, 'where'>>;
  updateArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUpdateArticleArgs, 'data' | 'where'>>;
  updateAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationUpdateAuthorArgs, 'data' | 'where'>>;
  updateGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationUpdateGoogleGroupArgs, 'data' | 'where'>>;
  updateQualifier?: Resolver<ResolversTypes['Qualifier'], ParentType, ContextType, RequireFields<MutationUpdateQualifierArgs, 'data' | 'where'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'data' | 'where'>>;
  updateTagBrandedContent?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagBrandedContentArgs, 'data' | 'where'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'where'>>;
  upsertArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUpsertArticleArgs, 'create' | 'update'>>;
  upsertTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpsertTagArgs, 'create' | 'where'>>;
}>;

export type QualifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Qualifier'] = ResolversParentTypes['Qualifier']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ArticleFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'where'>>;
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryArticleCountArgs>>;
  articleHistory?: Resolver<Maybe<ResolversTypes['ArticleHistory']>, ParentType, ContextType, RequireFields<QueryArticleHistoryArgs, 'where'>>;
  articleHistoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryArticleHistoryCountArgs, 'where'>>;
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, Partial<QueryArticlesArgs>>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType, Partial<QueryAttributesArgs>>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType, RequireFields<QueryAuthorArgs, 'where'>>;
  authorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAuthorCountArgs>>;
  authors?: Resolver<Array<ResolversTypes['Author']>, ParentType, ContextType, Partial<QueryAuthorsArgs>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'key'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'where'>>;
  googleGroup?: Resolver<Maybe<ResolversTypes['GoogleGroup']>, ParentType, ContextType, RequireFields<QueryGoogleGroupArgs, 'where'>>;
  googleGroups?: Resolver<Array<ResolversTypes['GoogleGroup']>, ParentType, ContextType, Partial<QueryGoogleGroupsArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qualifier?: Resolver<Maybe<ResolversTypes['Qualifier']>, ParentType, ContextType, RequireFields<QueryQualifierArgs, 'where'>>;
  qualifiers?: Resolver<Array<ResolversTypes['Qualifier']>, ParentType, ContextType, Partial<QueryQualifiersArgs>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'where'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  searchArticleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySearchArticleCountArgs>>;
  searchArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, Partial<QuerySearchArticlesArgs>>;
  searchTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySearchTagsArgs, 'query'>>;
  source?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType, RequireFields<QuerySourceArgs, 'where'>>;
  sourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySourceCountArgs>>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, Partial<QuerySourcesArgs>>;
  suggestCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QuerySuggestCategoriesArgs, 'article'>>;
  suggestTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QuerySuggestTagsArgs, 'article' | 'brandKey'>>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagArgs, 'where'>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, Partial<QueryTagsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'where'>>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUserCountArgs>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = ResolversObject<{
  brandKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Article?: ArticleResolvers<ContextType>;
  ArticleAuthor?: ArticleAuthorResolvers<ContextType>;
  ArticleCategory?: ArticleCategoryResolvers<ContextType>;
  ArticleHistory?: ArticleHistoryResolvers<ContextType>;
  ArticleTag?: ArticleTagResolvers<ContextType>;
  ArticleUrl?: ArticleUrlResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  AuthorHistory?: AuthorHistoryResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandProfile?: BrandProfileResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FlashSenderHistory?: FlashSenderHistoryResolvers<ContextType>;
  GoogleGroup?: GoogleGroupResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Live?: LiveResolvers<ContextType>;
  MachineTag?: MachineTagResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Qualifier?: QualifierResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagBrandedContent?: TagBrandedContentResolvers<ContextType>;
  TagUsage?: TagUsageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
}>;

