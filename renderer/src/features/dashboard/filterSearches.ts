// The autocompletes' searches (spec 001 §7 calls): categories, tags, sources, authors by text,
// qualifiers of the brand filtered here (a brand has few). Scoped to the chosen brand when there
// is one; tags are shared by every brand.
import type { ApolloClient } from '@apollo/client';
import {
  DashboardAuthorOptionsDocument,
  DashboardCategoryOptionsDocument,
  DashboardQualifierOptionsDocument,
  DashboardSourceOptionsDocument,
  DashboardTagOptionsDocument,
} from '../../graphql/generated/graphql';
import type { FilterSearches } from './FilterDrawer';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'Titre (TEL)' when all brands are listed, so two brands' « Actualités » can be told apart. */
const labelled = (title: string, brandKey: string, brand: string | null) =>
  brand ? title : `${title} (${brandKey})`;

export function filterSearches(client: ApolloClient, brand: string | null): FilterSearches {
  const brandKey = brand ?? null;
  return {
    categoryIds: async (text) => {
      const { data } = await client.query({
        query: DashboardCategoryOptionsDocument,
        variables: { search: text || null, brandKey },
        fetchPolicy: 'network-only',
      });
      return (data?.categories ?? []).map((c) => ({
        id: c.id,
        label: labelled(c.title, c.brandKey, brand),
      }));
    },
    tagIds: async (text) => {
      if (text === '') return [];
      const { data } = await client.query({
        query: DashboardTagOptionsDocument,
        variables: { query: text },
        fetchPolicy: 'network-only',
      });
      return (data?.searchTags ?? []).map((t) => ({ id: t.id, label: t.title }));
    },
    qualifierIds: async (text) => {
      const { data } = await client.query({
        query: DashboardQualifierOptionsDocument,
        variables: { brandKey },
        fetchPolicy: 'network-only',
      });
      const wanted = fold(text);
      return (data?.qualifiers ?? [])
        .filter((q) => fold(q.title).includes(wanted))
        .map((q) => ({ id: q.id, label: labelled(q.title, q.brandKey, brand) }));
    },
    sourceIds: async (text) => {
      const { data } = await client.query({
        query: DashboardSourceOptionsDocument,
        variables: { search: text || null, brandKey },
        fetchPolicy: 'network-only',
      });
      return (data?.sources ?? []).map((s) => ({
        id: s.id,
        label: labelled(s.title, s.brandKey, brand),
      }));
    },
    authorIds: async (text) => {
      const { data } = await client.query({
        query: DashboardAuthorOptionsDocument,
        variables: { search: text || null, brandKey },
        fetchPolicy: 'network-only',
      });
      return (data?.authors ?? []).map((a) => ({
        id: a.id,
        label: labelled(a.name, a.brandKey, brand),
      }));
    },
  };
}
