import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
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

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  createGoogleGroup: GoogleGroup;
  createRole: Role;
  createUser: User;
  login: AuthPayload;
  logout: Scalars['Boolean']['output'];
  updateGoogleGroup: GoogleGroup;
  updateRole: Role;
  updateUser: User;
};


export type MutationCreateGoogleGroupArgs = {
  data: GoogleGroupCreateInput;
};


export type MutationCreateRoleArgs = {
  data: RoleCreateInput;
};


export type MutationCreateUserArgs = {
  data: UserCreateInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateGoogleGroupArgs = {
  data: GoogleGroupUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateRoleArgs = {
  data: RoleUpdateInput;
  where: WhereUniqueInput;
};


export type MutationUpdateUserArgs = {
  data: UserUpdateInput;
  where: WhereUniqueInput;
};

export type OrderDirection =
  | 'asc'
  | 'desc';

export type Query = {
  __typename?: 'Query';
  brand?: Maybe<Brand>;
  brands: Array<Brand>;
  googleGroup?: Maybe<GoogleGroup>;
  googleGroups: Array<GoogleGroup>;
  me: User;
  /** Liveness probe through GraphQL (also GET /health). */
  ping: Scalars['String']['output'];
  role?: Maybe<Role>;
  roles: Array<Role>;
  user?: Maybe<User>;
  userCount: Scalars['Int']['output'];
  users: Array<User>;
};


export type QueryBrandArgs = {
  key: Scalars['String']['input'];
};


export type QueryGoogleGroupArgs = {
  where: WhereUniqueInput;
};


export type QueryGoogleGroupsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GoogleGroupWhereInput>;
};


export type QueryRoleArgs = {
  where: WhereUniqueInput;
};


export type QueryRolesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RoleWhereInput>;
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
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandProfile: ResolverTypeWrapper<BrandProfile>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GoogleGroup: ResolverTypeWrapper<GoogleGroup>;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderDirection: OrderDirection;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  WhereUniqueInput: WhereUniqueInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandProfile: BrandProfile;
  DateTime: Scalars['DateTime']['output'];
  GoogleGroup: GoogleGroup;
  GoogleGroupCreateInput: GoogleGroupCreateInput;
  GoogleGroupUpdateInput: GoogleGroupUpdateInput;
  GoogleGroupWhereInput: GoogleGroupWhereInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RoleCreateInput: RoleCreateInput;
  RoleUpdateInput: RoleUpdateInput;
  RoleWhereInput: RoleWhereInput;
  String: Scalars['String']['output'];
  User: User;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  UserWhereInput: UserWhereInput;
  WhereUniqueInput: WhereUniqueInput;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GoogleGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoogleGroup'] = ResolversParentTypes['GoogleGroup']> = ResolversObject<{
  groupTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationCreateGoogleGroupArgs, 'data'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateGoogleGroup?: Resolver<ResolversTypes['GoogleGroup'], ParentType, ContextType, RequireFields<MutationUpdateGoogleGroupArgs, 'data' | 'where'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'data' | 'where'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'where'>>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'key'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  googleGroup?: Resolver<Maybe<ResolversTypes['GoogleGroup']>, ParentType, ContextType, RequireFields<QueryGoogleGroupArgs, 'where'>>;
  googleGroups?: Resolver<Array<ResolversTypes['GoogleGroup']>, ParentType, ContextType, Partial<QueryGoogleGroupsArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'where'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'where'>>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUserCountArgs>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandProfile?: BrandProfileResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GoogleGroup?: GoogleGroupResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

