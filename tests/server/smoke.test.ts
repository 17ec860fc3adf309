import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, prepareDatabase } from '../../server/src/app';
import { readConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { INTROSPECTION_DISABLED_MESSAGE } from '../../server/src/schema/introspection';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/testServer';

forEachBackend('server core', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  it('answers GET /health without a token', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'backoffice-editorial' });
  });

  it('signs in and returns me', async () => {
    const res = await server.gql<{ me: { email: string; isSuperAdmin: boolean } }>(
      'query me { me { email isSuperAdmin } }',
      {},
      server.admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toEqual({ email: server.admin.email, isSuperAdmin: true });
  });

  it('refuses introspection in French and keeps __typename', async () => {
    const schema = await server.gql(
      'query schema { __schema { types { name } } }',
      {},
      server.admin.token,
    );
    expect(schema.errors?.[0]).toMatchObject({
      message: INTROSPECTION_DISABLED_MESSAGE,
      extensions: { code: 'INTROSPECTION_DISABLED' },
    });
    expect(schema.data ?? null).toBeNull();
    const type = await server.gql(
      'query type { __type(name: "Article") { name } }',
      {},
      server.admin.token,
    );
    expect(type.errors?.[0]?.message).toBe(INTROSPECTION_DISABLED_MESSAGE);
    const typename = await server.gql<{ __typename: string; me: { __typename: string } }>(
      'query me { __typename me { __typename } }',
      {},
      server.admin.token,
    );
    expect(typename.data).toEqual({ __typename: 'Query', me: { __typename: 'User' } });
  });
});

it('serves introspection when BACKOFFICE_GRAPHQL_INTROSPECTION=1 asks for it', async () => {
  expect(readConfig([], { BACKOFFICE_GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
  expect(readConfig([], {}).introspection).toBe(false);
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await prepareDatabase(handle);
    const app = createApp({ handle, introspection: true });
    const response = await app.handle({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __type(name: "Article") { name } }' }),
    });
    expect(JSON.parse(response.body)).toEqual({ data: { __type: { name: 'Article' } } });
  } finally {
    await handle.close();
  }
});
