// The drawer pickers' searches (spec 000 §2): each returns at most 10 items of the article's brand,
// matching the text typed (empty text: the first ones).
import type { ApolloClient } from '@apollo/client';
import { QUALIFIER_PICKABLE_STATUSES } from '../../../common/domain/statuses';
import type { PickableItem } from '../editorKit/RelationPicker';
import { PICKER_RESULTS, categorySearch, tagSearch } from '../editorKit/relationSearches';
import {
  DrawerAuthorsDocument,
  DrawerQualifiersDocument,
  DrawerSourcesDocument,
  DrawerSuggestCategoriesDocument,
  DrawerSuggestTagsDocument,
  DrawerTvCollectionsDocument,
  DrawerTvProgramsDocument,
  type ArticleFormat,
  type CategoryFormat,
} from '../graphql/generated/graphql';

/** Lower-case without accents, for the searches filtered here. */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface DrawerSearches {
  categories: (format: CategoryFormat) => (text: string) => Promise<PickableItem[]>;
  tags: (types: readonly string[] | null) => (text: string) => Promise<PickableItem[]>;
  /** TV programmes and collections (brands allowed media programs): 25 at most (001 §9). */
  tvPrograms: (text: string) => Promise<PickableItem[]>;
  tvCollections: (text: string) => Promise<PickableItem[]>;
  authors: (text: string) => Promise<PickableItem[]>;
  sources: (text: string) => Promise<PickableItem[]>;
  qualifiers: (text: string) => Promise<PickableItem[]>;
  suggestTags: (articleId: string) => Promise<PickableItem[]>;
  suggestCategories: (articleId: string) => Promise<PickableItem[]>;
  /** The user's main author for the brand (creation prefill), or null. */
  mainAuthorOf: (userId: string) => Promise<PickableItem | null>;
}

const tagItem = (t: { id: string; title: string; type: string }): PickableItem => ({
  id: t.id,
  title: t.title,
  type: t.type,
});

type Search = (text: string) => Promise<PickableItem[]>;

const tvProgramSearch =
  (client: ApolloClient, brandKey: string): Search =>
  async (text) => {
    const { data } = await client.query({
      query: DrawerTvProgramsDocument,
      variables: { query: text, context: brandKey },
    });
    return (data?.searchTvPrograms ?? []).map(tagItem);
  };

const tvCollectionSearch =
  (client: ApolloClient, brandKey: string): Search =>
  async (text) => {
    const { data } = await client.query({
      query: DrawerTvCollectionsDocument,
      variables: { query: text, context: brandKey },
    });
    return (data?.searchTvCollections ?? []).map(tagItem);
  };

const authorSearch =
  (client: ApolloClient, brandKey: string): Search =>
  async (text) => {
    const { data } = await client.query({
      query: DrawerAuthorsDocument,
      variables: {
        where: { brandKey, ...(text ? { search: text } : {}) },
        first: PICKER_RESULTS,
      },
    });
    return (data?.authors ?? []).map((a) => ({ id: a.id, title: a.name }));
  };

const sourceSearch =
  (client: ApolloClient, brandKey: string): Search =>
  async (text) => {
    const { data } = await client.query({
      query: DrawerSourcesDocument,
      variables: {
        where: { brandKey, ...(text ? { search: text } : {}) },
        first: PICKER_RESULTS,
      },
    });
    return (data?.sources ?? []).map((s) => ({ id: s.id, title: s.title }));
  };

const qualifierSearch =
  (client: ApolloClient, brandKey: string, format: ArticleFormat): Search =>
  async (text) => {
    // Draft qualifiers are never offered (001 §4); the list is short, filtered here.
    const { data } = await client.query({
      query: DrawerQualifiersDocument,
      variables: {
        where: { brandKey, format, status_in: [...QUALIFIER_PICKABLE_STATUSES] },
        first: 100,
      },
    });
    const wanted = folded(text);
    return (data?.qualifiers ?? [])
      .filter((q) => folded(q.title).includes(wanted))
      .slice(0, PICKER_RESULTS)
      .map((q) => ({ id: q.id, title: q.title }));
  };

const tagSuggestions =
  (client: ApolloClient, brandKey: string) =>
  async (articleId: string): Promise<PickableItem[]> => {
    const { data } = await client.query({
      query: DrawerSuggestTagsDocument,
      variables: { id: articleId, brandKey },
      fetchPolicy: 'network-only',
    });
    return (data?.suggestTags ?? []).map(tagItem);
  };

const categorySuggestions =
  (client: ApolloClient) =>
  async (articleId: string): Promise<PickableItem[]> => {
    const { data } = await client.query({
      query: DrawerSuggestCategoriesDocument,
      variables: { id: articleId, first: 5 },
      fetchPolicy: 'network-only',
    });
    return (data?.suggestCategories ?? [])
      .filter((c) => c.format === 'Category')
      .map((c) => ({ id: c.id, title: c.title, detail: c.path }));
  };

const mainAuthor =
  (client: ApolloClient, brandKey: string) =>
  async (userId: string): Promise<PickableItem | null> => {
    const { data } = await client.query({
      query: DrawerAuthorsDocument,
      variables: { where: { brandKey, userId }, first: PICKER_RESULTS },
      fetchPolicy: 'network-only',
    });
    const mine = data?.authors ?? [];
    const main = mine.find((a) => a.isMain) ?? mine[0];
    return main ? { id: main.id, title: main.name } : null;
  };

export function drawerSearches(
  client: ApolloClient,
  brandKey: string,
  format: ArticleFormat,
): DrawerSearches {
  return {
    categories: (categoryFormat) => categorySearch(client, brandKey, categoryFormat),
    tags: (types) => tagSearch(client, types),
    tvPrograms: tvProgramSearch(client, brandKey),
    tvCollections: tvCollectionSearch(client, brandKey),
    authors: authorSearch(client, brandKey),
    sources: sourceSearch(client, brandKey),
    qualifiers: qualifierSearch(client, brandKey, format),
    suggestTags: tagSuggestions(client, brandKey),
    suggestCategories: categorySuggestions(client),
    mainAuthorOf: mainAuthor(client, brandKey),
  };
}
