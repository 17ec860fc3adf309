// The category and tag searches the relation pickers share (the article drawer, the card editor):
// at most 10 items matching the text typed (empty text: the first ones). Categories are the
// brand's, of one format; tags are the active ones, of the given types (null: every type).
import type { ApolloClient } from '@apollo/client';
import type { PickableItem } from './RelationPicker';
import {
  DrawerCategoriesDocument,
  DrawerTagsDocument,
  type CategoryFormat,
} from '../graphql/generated/graphql';

export const PICKER_RESULTS = 10;

export function categorySearch(
  client: ApolloClient,
  brandKey: string,
  format: CategoryFormat,
): (text: string) => Promise<PickableItem[]> {
  return async (text) => {
    const { data } = await client.query({
      query: DrawerCategoriesDocument,
      variables: {
        where: { brandKey, format, ...(text ? { search: text } : {}) },
        first: PICKER_RESULTS,
      },
    });
    return (data?.categories ?? []).map((c) => ({ id: c.id, title: c.title, detail: c.path }));
  };
}

export function tagSearch(
  client: ApolloClient,
  types: readonly string[] | null,
): (text: string) => Promise<PickableItem[]> {
  return async (text) => {
    const { data } = await client.query({
      query: DrawerTagsDocument,
      variables: {
        query: text,
        where: { isActive: true, ...(types ? { type_in: [...types] } : {}) },
        first: PICKER_RESULTS,
      },
    });
    return (data?.searchTags ?? []).map((t) => ({ id: t.id, title: t.title, type: t.type }));
  };
}
