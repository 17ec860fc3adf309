// The bridge's HTTP client against real loopback servers: keep-alive reuse, timeouts, size cap.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from '../../../main/api/httpTransport';

const servers: Server[] = [];

async function serve(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: URL; connections: () => number }> {
  const server = createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql?Op`),
    connections: () => connections,
  };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('postJson', () => {
  it('posts the body with its headers and reuses one connection for successive requests', async () => {
    const seen: string[] = [];
    const { url, connections } = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(
          `${req.method} ${req.url} ${req.headers['content-type']} ${req.headers['content-length']} ${body}`,
        );
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"ok":"é"}');
      });
    });
    for (let i = 0; i < 3; i++) {
      const reply = await postJson(url, {
        headers: { 'content-type': 'application/json' },
        body: '{"q":"é"}',
        timeoutMs: 2000,
      });
      expect(reply).toEqual({ status: 201, body: '{"ok":"é"}' });
    }
    expect(seen[0]).toBe('POST /graphql?Op application/json 10 {"q":"é"}');
    expect(connections()).toBe(1);
  });

  it('gives up after the timeout when the server never answers', async () => {
    const { url } = await serve(() => undefined);
    await expect(postJson(url, { headers: {}, body: '{}', timeoutMs: 200 })).rejects.toThrow(
      'Request timed out',
    );
  });

  it('refuses a reply larger than the cap', async () => {
    const { url } = await serve((_req, res) => res.end('x'.repeat(10_000)));
    await expect(
      postJson(url, { headers: {}, body: '{}', timeoutMs: 2000, maxReplyBytes: 1000 }),
    ).rejects.toThrow('Reply too large');
  });

  it('fails fast when nothing listens', async () => {
    await expect(
      postJson(new URL('http://127.0.0.1:1/graphql'), { headers: {}, body: '{}', timeoutMs: 2000 }),
    ).rejects.toThrow();
  });
});
