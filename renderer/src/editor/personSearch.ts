// The person-link dialog's search: `people` (spec 001 §7; the active tags of type Person on the
// server, words of the name by prefix, accents folded, sorted by name). Written by hand rather than
// generated so the editor needs no codegen run; tests/component/editor checks it against the schema.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { LIMITS } from '../../../common/domain/limits';

/** The schema gives a person no public URL: the link's href stays the journalist's to fill. */
export interface Person {
  id: string;
  fullName: string;
}

export interface PersonLinkSearchResult {
  people: Person[];
}

export interface PersonLinkSearchVariables {
  query: string;
  first: number;
}

/** Results shown at once in the combobox. */
export const PERSON_SEARCH_PAGE = LIMITS.pageSize.people;

export const PersonLinkSearchDocument: TypedDocumentNode<
  PersonLinkSearchResult,
  PersonLinkSearchVariables
> = gql`
  query PersonLinkSearch($query: String!, $first: Int) {
    people(where: { fullName_contains: $query }, first: $first) {
      id
      fullName
    }
  }
`;
