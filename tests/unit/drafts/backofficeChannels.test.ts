// The drafts and outbox channels through Backoffice's real dispatcher (the path both hosts use):
// validation, handlers, the drafts.sync event. The API is a closed port, so saves stay queued.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Backoffice } from '../../../main/app/Backoffice';
import { offlineBackoffice } from '../support/offlineBackoffice';

let dataDir: string;
let app: Backoffice;
const events: Array<[string, unknown]> = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-drafts-'));
  events.length = 0;
  app = offlineBackoffice(dataDir, (event, payload) => events.push([event, payload]));
  await app.start();
});
afterEach(async () => {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps a draft, lists it, queues its save while the API is unreachable, and discards it', async () => {
  const key = `TEL:new:${randomUUID()}`;
  expect(
    await app.dispatch(
      'drafts.put',
      { key, value: { title: 'Dans le métro', format: 'Slideshow' }, baseVersion: null },
      true,
    ),
  ).toMatchObject({
    ok: true,
    value: { key, revision: 1, state: 'draft' },
  });
  expect(await app.dispatch('drafts.get', { key }, true)).toMatchObject({
    ok: true,
    value: { value: { title: 'Dans le métro' }, state: 'draft' },
  });
  expect(await app.dispatch('drafts.list', { brandKey: 'TEL' }, true)).toMatchObject({
    ok: true,
    value: [{ key, title: 'Dans le métro', format: 'Slideshow' }],
  });
  expect(await app.dispatch('drafts.list', { brandKey: 'CAP' }, true)).toEqual({
    ok: true,
    value: [],
  });

  const queued = await app.dispatch(
    'outbox.enqueue',
    {
      key,
      variables: {
        create: { brandKey: 'TEL', format: 'Rich', title: 'Dans le métro' },
        update: {},
      },
    },
    true,
  );
  expect(queued).toEqual({ ok: true, value: { key, state: 'queued' } });
  await (await app.drafts).idle();
  expect(events).toContainEqual([
    'drafts.sync',
    {
      key,
      state: 'queued',
      serverVersion: null,
      contentType: 'article',
      contentId: null,
      message: null,
    },
  ]);
  expect(await app.dispatch('outbox.status', null, true)).toMatchObject({
    ok: true,
    value: { online: false, entries: [{ key, state: 'queued', attempts: 1 }] },
  });

  expect(await app.dispatch('drafts.discard', { key }, true)).toEqual({
    ok: true,
    value: { discarded: true },
  });
  expect(await app.dispatch('drafts.get', { key }, true)).toEqual({ ok: true, value: null });
  expect(await app.dispatch('outbox.status', null, true)).toMatchObject({
    ok: true,
    value: { entries: [] },
  });
});

it('refuses a malformed key or an oversized draft before touching the disk', async () => {
  for (const payload of [
    { key: '../evil', value: {}, baseVersion: null },
    { key: 'TEL:a1', value: { body: 'x'.repeat(9_000_000) }, baseVersion: 1 },
  ]) {
    expect(await app.dispatch('drafts.put', payload, true)).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
  }
  expect(await app.dispatch('drafts.list', {}, true)).toEqual({ ok: true, value: [] });
});
