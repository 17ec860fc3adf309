// The person-link dialog's search: persons are tags of type Person (spec 000 §3), found by
// searchTags (title words by prefix, accents folded, sorted by title). Written by hand rather than
// generated so the editor needs no codegen run; tests/component/editor checks it against the schema.
import { gql, type TypedDocumentNode } from '@apollo/client';

/** The schema gives a person tag no public URL: the link's href stays the journalist's to fill. */
export interface PersonTag {
  id: string;
  title: string;
}

export interface PersonLinkSearchResult {
  searchTags: PersonTag[];
}

export interface PersonLinkSearchVariables {
  query: string;
  first: number;
}

/** Results shown at once in the combobox. */
export const PERSON_SEARCH_PAGE = 20;

export const PersonLinkSearchDocument: TypedDocumentNode<
  PersonLinkSearchResult,
  PersonLinkSearchVariables
> = gql`
  query PersonLinkSearch($query: String!, $first: Int) {
    searchTags(query: $query, first: $first, where: { type_in: ["Person"] }) {
      id
      title
    }
  }
`;
