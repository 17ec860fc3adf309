import { afterAll, beforeAll, expect, it } from 'vitest';
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
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('signs in and returns me', async () => {
    const res = await server.gql<{ me: { email: string; isSuperAdmin: boolean } }>('query me { me { email isSuperAdmin } }', {}, server.admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toEqual({ email: server.admin.email, isSuperAdmin: true });
  });
});
