// adminApi.fetchRows: a list's page comes from the network each time and is not written into
// Apollo's normalised cache (the list keeps its rows itself; normalising them cost the tag list
// most of its script time); fetchData still caches what it reads.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { fetchData, fetchRows } from '../../../renderer/src/adminKit/adminApi';
import { AdminUsersDocument } from '../../../renderer/src/graphql/generated/graphql';

function clientAnswering() {
  let requests = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests += 1;
        observer.next({
          data: {
            users: [
              {
                __typename: 'User',
                id: 'u1',
                name: 'Camille Martin',
                email: 'camille@example.test',
                createdAt: '2026-11-24T12:00:00.000Z',
              },
            ],
          },
        });
        observer.complete();
      }),
  );
  // As the app's client (graphql/apolloClient.ts): partial data kept, errors in the result.
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  return { client, requests: () => requests };
}

const variables = { first: 100, skip: 0, where: null };

describe('fetchRows', () => {
  it('asks the network every time and leaves the normalised cache empty', async () => {
    const { client, requests } = clientAnswering();
    const first = await fetchRows(client, AdminUsersDocument, variables);
    await fetchRows(client, AdminUsersDocument, variables);
    expect(first.users.map((u) => u.name)).toEqual(['Camille Martin']);
    expect(requests()).toBe(2);
    expect(client.cache.extract()).toEqual({});
  });

  it('differs from fetchData, which writes what it read into the cache', async () => {
    const { client } = clientAnswering();
    await fetchData(client, AdminUsersDocument, variables);
    expect(Object.keys(client.cache.extract() as object)).toContain('User:u1');
  });
});
