// Thin calls for the admin configs: always from the network (an admin list must show what was
// just saved), errors thrown as Apollo raises them (apiErrorOf reads them).
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

export async function fetchData<T, V extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T> {
  const result = await client.query({ query, variables, fetchPolicy: 'network-only' });
  // errorPolicy is 'all' app-wide (partial data kept, 001 §7): an admin screen wants the error.
  if (result.error) throw result.error;
  if (!result.data) throw new Error('Une erreur est survenue');
  return result.data as T;
}

/**
 * A page of rows a list keeps in its own state (useProgressiveRows): from the network, and not
 * written into Apollo's normalised cache, which no screen reads them from — normalising 100 tags
 * with their usages and branded contents was most of the script time before the tag list's first
 * rows showed.
 */
export async function fetchRows<T, V extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T> {
  const result = await client.query({ query, variables, fetchPolicy: 'no-cache' });
  if (result.error) throw result.error;
  if (!result.data) throw new Error('Une erreur est survenue');
  return result.data as T;
}

export async function mutateData<T, V extends OperationVariables>(
  client: ApolloClient,
  mutation: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T> {
  const result = await client.mutate({ mutation, variables });
  if (result.error) throw result.error;
  if (!result.data) throw new Error('Une erreur est survenue');
  return result.data as T;
}

/** The fields of `next` that differ from `previous` (updates send only what changed). */
export function changedOnly<T extends object>(previous: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[])
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  return out;
}
