// GraphQL over HTTP compliance of the server's own HTTP layer (app.ts + http.ts): graphql-http's
// server audits. Every MUST passes; the SHOULDs and MAYs that do not are listed (the API takes
// JSON POSTs only, on purpose). Some audits query `__type`: the server under audit serves
// introspection, as BACKOFFICE_GRAPHQL_INTROSPECTION=1 does.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { DatabaseHandle } from '../../server/src/db/database';
import { listen, type RunningServer } from '../../server/src/http';
import { pgliteBackend } from './helpers/backends';

describe('graphql-http server audits', () => {
  let handle: DatabaseHandle;
  let running: RunningServer;

  beforeAll(async () => {
    handle = await pgliteBackend.openDatabase();
    running = await listen(createApp({ handle, introspection: true }));
  });
  afterAll(async () => {
    await running.close();
    await handle.close();
  });

  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: () => `${running.url}/graphql` });
    const results = await Promise.all(audits.map((audit) => audit.fn()));
    const failedMusts = results
      .filter((r) => r.status === 'error')
      .map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failedMusts).toEqual([]);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it('answers application/graphql-response+json when the client asks for it', async () => {
    const post = (accept: string) =>
      fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    const asked = await post('application/graphql-response+json, application/json');
    expect(asked.headers.get('content-type')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(await asked.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await post('application/json')).headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
    expect((await post('*/*')).headers.get('content-type')).toBe('application/json; charset=utf-8');
    // A document that does not parse: 400 and no data entry under the GraphQL media type.
    const broken = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      body: JSON.stringify({ query: '{' }),
    });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await broken.json()).not.toHaveProperty('data');
  });
});
