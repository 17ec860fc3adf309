// The GraphQL bridge against a real HTTP endpoint on loopback (a stand-in for the API: it records
// what arrives and answers with partial data and errors).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_NAME, GraphqlBridge, UNREACHABLE_MESSAGE } from '../../../main/api/GraphqlBridge';

let server: Server;
let apiUrl = '';
const seen: Array<{ url: string; headers: IncomingHttpHeaders; body: unknown }> = [];
const answer = {
  data: { me: { id: '1' }, brands: null },
  errors: [{ message: 'boom', path: ['brands'], extensions: { code: 'FORBIDDEN' } }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(body) as unknown });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GraphqlBridge', () => {
  it('posts to /graphql?<operation> with the bearer token and client headers, and keeps partial data with errors', async () => {
    const bridge = new GraphqlBridge({ apiUrl: () => apiUrl, clientVersion: '1.2.3' });
    const result = await bridge.request(
      {
        operationName: 'Shell',
        query: 'query Shell { me { id } brands { key } }',
        variables: { a: 1 },
      },
      'tok-123',
    );
    expect(result).toEqual(answer);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/graphql?Shell');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.headers['apollographql-client-name']).toBe(CLIENT_NAME);
    expect(request.headers['apollographql-client-version']).toBe('1.2.3');
    expect(request.body).toEqual({
      operationName: 'Shell',
      query: 'query Shell { me { id } brands { key } }',
      variables: { a: 1 },
    });
  });

  it('sends no authorization header without a token', async () => {
    await new GraphqlBridge({ apiUrl: () => `${apiUrl}/`, clientVersion: '1' }).request(
      { operationName: 'Login', query: 'mutation Login { ping }' },
      null,
    );
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    expect(seen.at(-1)!.url).toBe('/graphql?Login');
  });

  it('sends a save key as Idempotency-Key, and none otherwise', async () => {
    const bridge = new GraphqlBridge({ apiUrl: () => apiUrl, clientVersion: '1' });
    await bridge.request(
      { operationName: 'upsertArticle', query: 'mutation upsertArticle { ping }' },
      'tok',
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(seen.at(-1)!.headers['idempotency-key']).toBe('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    await bridge.request({ operationName: 'Me', query: '{ me { id } }' }, 'tok');
    expect(seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
  });

  it('reports offline then online, with a French NETWORK_ERROR', async () => {
    const statuses: boolean[] = [];
    let url = 'http://127.0.0.1:1';
    const bridge = new GraphqlBridge({
      apiUrl: () => url,
      clientVersion: '1',
      onStatus: (online) => statuses.push(online),
    });
    const result = await bridge.request({ operationName: 'Me', query: '{ me { id } }' }, null);
    expect(result).toEqual({
      data: null,
      errors: [{ message: UNREACHABLE_MESSAGE, extensions: { code: 'NETWORK_ERROR' } }],
    });
    expect(bridge.isOnline).toBe(false);
    url = apiUrl;
    await bridge.request({ operationName: 'Me', query: '{ me { id } }' }, null);
    expect(statuses).toEqual([false, true]);
  });
});
