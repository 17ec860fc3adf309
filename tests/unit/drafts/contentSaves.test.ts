// Drafts and queued saves are keyed by content type + id, old article keys (no type) still read;
// the outbox queues only the save registered for the key's content type, whatever the renderer
// sends, and never replays an operation on disk that is not one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  brandKeyOfDraft,
  draftKeyOf,
  isDraftKey,
  parseDraftKey,
} from '../../../common/ipc/draftLimits';
import { OutboxEnqueueRequestSchema } from '../../../common/ipc/schemas';
import {
  CONTENT_SAVES,
  contentSaveOf,
  isRegisteredSave,
  rebaseRequest,
  saveRequest,
} from '../../../main/drafts/contentSaves';
import { articleIdOfKey } from '../../../main/drafts/DraftStore';
import { saveOutcome } from '../../../main/drafts/saveOutcome';
import { openDraftSync, type SyncEngine } from '../../../main/drafts/SyncEngine';

const UUID = '0b8f4a52-5d0f-4c59-9d4e-3c1f0a7e2b61';

describe('draft keys', () => {
  it.each([
    // Articles keep the key they always had: drafts already on disk are read as they are.
    ['TEL:1234', { type: 'article', brandKey: 'TEL', id: '1234', newId: null }],
    [`TEL:new:${UUID}`, { type: 'article', brandKey: 'TEL', id: null, newId: UUID }],
    ['card:TEL:c-9', { type: 'card', brandKey: 'TEL', id: 'c-9', newId: null }],
    [`card:TEL:new:${UUID}`, { type: 'card', brandKey: 'TEL', id: null, newId: UUID }],
    // An old article key of a brand spelled like a type stays an article's.
    ['card:1234', { type: 'article', brandKey: 'card', id: '1234', newId: null }],
    [`card:new:${UUID}`, { type: 'article', brandKey: 'card', id: null, newId: UUID }],
    [`livepost:TEL:new:${UUID}`, { type: 'livepost', brandKey: 'TEL', id: null, newId: UUID }],
    ['orphanpage:TEL:o-1', { type: 'orphanpage', brandKey: 'TEL', id: 'o-1', newId: null }],
    ['page:TEL:p-1', { type: 'page', brandKey: 'TEL', id: 'p-1', newId: null }],
    [`page:TEL:new:${UUID}`, { type: 'page', brandKey: 'TEL', id: null, newId: UUID }],
  ])('%s', (key, parts) => {
    expect(isDraftKey(key)).toBe(true);
    expect(parseDraftKey(key)).toEqual(parts);
    expect(brandKeyOfDraft(key)).toBe(parts.brandKey);
    expect(articleIdOfKey(key)).toBe(parts.id);
  });

  it('writes the type first, except for articles', () => {
    expect(draftKeyOf('article', 'TEL', '12', UUID)).toBe('TEL:12');
    expect(draftKeyOf('article', 'TEL', null, UUID)).toBe(`TEL:new:${UUID}`);
    expect(draftKeyOf('card', 'TEL', '12', UUID)).toBe('card:TEL:12');
    expect(draftKeyOf('card', 'TEL', null, UUID)).toBe(`card:TEL:new:${UUID}`);
    expect(draftKeyOf('page', 'TEL', null, UUID)).toBe(`page:TEL:new:${UUID}`);
  });

  it.each(['query:TEL:1', 'widget:TEL:1', 'card:TEL:new:pas-un-uuid', 'TEL', 'card:TEL:1:2', ''])(
    'refuses %j',
    (key) => {
      expect(isDraftKey(key)).toBe(false);
      expect(parseDraftKey(key)).toBeNull();
      expect(OutboxEnqueueRequestSchema.safeParse({ key, variables: {} }).success).toBe(false);
    },
  );
});

describe('the registry of content saves', () => {
  it('builds the save of the key’s type from main’s own document', () => {
    const card = saveRequest('card:TEL:9', { where: { id: '9' }, create: {}, update: {} });
    expect(card).toMatchObject({ operationName: 'upsertCard', variables: { where: { id: '9' } } });
    expect(card.query).toContain('upsertCard(where: $where, create: $create, update: $update)');
    const orphan = saveRequest('orphanpage:TEL:o-1', {
      where: { id: 'o-1' },
      create: {},
      update: {},
    });
    expect(orphan.operationName).toBe('upsertOrphanPage');
    expect(orphan.query).toContain('$where: OrphanPageWhereUniqueInput');
    const article = saveRequest(`TEL:new:${UUID}`, { create: {}, update: {} });
    expect(article.operationName).toBe('upsertArticle');
    expect(article.query).toBe(CONTENT_SAVES.article.operations[0]!.document);
  });

  it('queues a live post as upsertLivePost, rebased into its data', () => {
    const post = saveRequest(`livepost:TEL:new:${UUID}`, { live: 'l1', data: { body: {} } });
    expect(post.operationName).toBe('upsertLivePost');
    expect(post.query).toContain('upsertLivePost(live: { id: $live }, where: $where, data: $data)');
    expect(() => saveRequest(`livepost:TEL:new:${UUID}`, { data: {} })).toThrow(
      MESSAGES.outboxSaveRefused,
    );
    expect(CONTENT_SAVES.livepost.rebase({ live: 'l1', data: { title: 't' } }, 'p1', 2)).toEqual({
      live: 'l1',
      where: { id: 'p1' },
      data: { title: 't', version: 2 },
    });
  });

  it('refuses anything else: another document, unknown variables, an unregistered type', () => {
    const sneaky = {
      create: {},
      update: {},
      query: 'mutation { deleteUser(where: { id: "1" }) { id } }',
    };
    expect(() => saveRequest('card:TEL:9', sneaky)).toThrow(MESSAGES.outboxSaveRefused);
    expect(() => saveRequest('card:TEL:9', { update: {} })).toThrow(MESSAGES.outboxSaveRefused);
    expect(() => contentSaveOf('widget:TEL:9')).toThrow(MESSAGES.outboxSaveRefused);
    const deleteUser = {
      operationName: 'upsertCard',
      query: 'mutation upsertCard { deleteUser(where: { id: "1" }) { id } }',
      variables: {},
    };
    expect(isRegisteredSave('card:TEL:9', deleteUser)).toBe(false);
    expect(isRegisteredSave('widget:TEL:9', deleteUser)).toBe(false);
    // The article document under a card key is not the card's save either.
    expect(isRegisteredSave('card:TEL:9', saveRequest('TEL:9', { create: {}, update: {} }))).toBe(
      false,
    );
  });

  it('reads the acknowledged id and version of its own operation and rebases later saves', () => {
    const card = CONTENT_SAVES.card;
    const answer = { data: { upsertCard: { id: 'c1', version: 4 } } };
    expect(saveOutcome(answer, card)).toEqual({ kind: 'acknowledged', id: 'c1', version: 4 });
    // An article's answer is not this card's acknowledgement.
    expect(saveOutcome({ data: { upsertArticle: { id: 'a', version: 1 } } }, card).kind).toBe(
      'failed',
    );
    expect(
      card.rebase({ create: { title: 't' }, update: { title: 't', version: 0 } }, 'c1', 4),
    ).toEqual({ where: { id: 'c1' }, create: { title: 't' }, update: { title: 't', version: 4 } });
  });
});

describe('a page’s create/update pair', () => {
  const created = { data: { brandKey: 'TEL', format: 'Category', parentId: 'p0', title: 'Été' } };

  it('queues createCategory for a new page and updateCategory for a saved one', () => {
    const create = saveRequest(`page:TEL:new:${UUID}`, created);
    expect(create.operationName).toBe('createCategory');
    expect(create.query).toContain('createCategory(data: $data) { id version updatedAt }');
    const update = saveRequest('page:TEL:p1', { where: { id: 'p1' }, data: { version: 3 } });
    expect(update.operationName).toBe('updateCategory');
    expect(update.query).toContain('updateCategory(where: $where, data: $data)');
    expect(isRegisteredSave('page:TEL:p1', update)).toBe(true);
    expect(isRegisteredSave(`page:TEL:new:${UUID}`, create)).toBe(true);
  });

  it('refuses foreign variables and documents', () => {
    const refused = [
      { where: { id: 'p1' }, create: {}, update: {} },
      { data: {}, query: 'mutation { deleteUser(where: { id: "1" }) { id } }' },
      { where: { id: 'p1', brandKey: 'TEL' }, data: {} },
      { where: { id: 'p1' } },
      { data: 'titre' },
    ];
    for (const variables of refused)
      expect(() => saveRequest('page:TEL:p1', variables)).toThrow(MESSAGES.outboxSaveRefused);
    // The update document with a create's variables is no registered save either.
    const create = saveRequest(`page:TEL:new:${UUID}`, created);
    const update = saveRequest('page:TEL:p1', { where: { id: 'p1' }, data: {} });
    expect(isRegisteredSave('page:TEL:p1', { ...update, variables: create.variables })).toBe(false);
    // A card's save under a page key is not the page's.
    const card = saveRequest('card:TEL:9', { create: {}, update: {} });
    expect(isRegisteredSave('page:TEL:9', card)).toBe(false);
  });

  it('reads either answer and rebases a queued create into an update of the acknowledged page', () => {
    const page = CONTENT_SAVES.page;
    expect(saveOutcome({ data: { createCategory: { id: 'p1', version: 1 } } }, page)).toEqual({
      kind: 'acknowledged',
      id: 'p1',
      version: 1,
    });
    expect(saveOutcome({ data: { updateCategory: { id: 'p1', version: 5 } } }, page)).toEqual({
      kind: 'acknowledged',
      id: 'p1',
      version: 5,
    });
    const rebased = rebaseRequest(
      `page:TEL:new:${UUID}`,
      saveRequest(`page:TEL:new:${UUID}`, created),
      'p1',
      1,
    );
    expect(rebased.operationName).toBe('updateCategory');
    // Brand, format and parent are the created page's; the update names the acknowledged version.
    expect(rebased.variables).toEqual({ where: { id: 'p1' }, data: { title: 'Été', version: 1 } });
    // An update keeps its fields (a new parent too) and takes the new version.
    expect(
      page.rebase({ where: { id: 'p1' }, data: { version: 1, parentId: 'p9' } }, 'p1', 2),
    ).toEqual({ where: { id: 'p1' }, data: { version: 2, parentId: 'p9' } });
  });
});

describe('the sync engine and the registry', () => {
  let dataDir: string;
  let sync: SyncEngine;
  const sent: string[] = [];
  let versions = 0;
  beforeEach(async () => {
    versions = 0;
    dataDir = await mkdtemp(join(tmpdir(), 'content-saves-'));
    sent.length = 0;
    sync = await openDraftSync({
      dataDir,
      send: async (request) => {
        sent.push(request.operationName ?? '');
        versions += 1;
        return { data: { [request.operationName!]: { id: 'srv-1', version: versions } } };
      },
      emit: () => {},
      retryDelaysMs: [50],
    });
  });
  afterEach(async () => {
    await sync.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to queue variables that are not the type’s save, and queues nothing', async () => {
    await expect(
      sync.enqueue('card:TEL:9', { query: 'mutation { x }', create: {}, update: {} }),
    ).rejects.toThrow(MESSAGES.outboxSaveRefused);
    expect(sync.outbox.all()).toEqual([]);
  });

  it('never sends an entry on disk that is not a registered save, and reports it', async () => {
    const key = `card:TEL:new:${UUID}`;
    await sync.putDraft(key, { title: 'Encart' }, null);
    await sync.outbox.enqueue(key, 1, {
      operationName: 'upsertCard',
      query: 'mutation upsertCard { deleteUser(where: { id: "1" }) { id } }',
      variables: {},
    });
    sync.kick();
    await sync.idle();
    expect(sent).toEqual([]);
    expect(sync.stateOf(key)).toBe('error');
    expect(sync.store.get(key)?.problem?.message).toBe(MESSAGES.outboxSaveRefused);
  });

  it('replays a card save with the card’s mutation and files the new id under its key', async () => {
    const key = `card:TEL:new:${UUID}`;
    await sync.putDraft(key, { title: 'Encart' }, null);
    await sync.enqueue(key, { create: { title: 'Encart' }, update: { version: 0 } });
    await sync.idle();
    expect(sent).toEqual(['upsertCard']);
    expect(sync.stateOf(key)).toBe('saved');
  });

  it('a page saved again while its create is on the wire: the second save becomes its update', async () => {
    const key = `page:TEL:new:${UUID}`;
    const data = { brandKey: 'TEL', format: 'Category', parentId: null, title: 'Été' };
    let release: () => void = () => {};
    const sentRequests: Array<{ operationName?: string; variables?: unknown }> = [];
    const slow = await openDraftSync({
      dataDir: join(dataDir, 'slow'),
      send: async (request) => {
        sentRequests.push(request);
        if (sentRequests.length === 1) await new Promise<void>((resolve) => (release = resolve));
        const version = sentRequests.length;
        return { data: { [request.operationName!]: { id: 'p-srv', version } } };
      },
      emit: () => {},
      retryDelaysMs: [50],
    });
    try {
      await slow.putDraft(key, { title: 'Été' }, null);
      await slow.enqueue(key, { data });
      await vi.waitFor(() => expect(sentRequests).toHaveLength(1));
      // Typed on and saved again before the create was answered: still a create, queued behind.
      await slow.putDraft(key, { title: 'Été 2' }, null);
      await slow.enqueue(key, { data: { ...data, title: 'Été 2' } });
      expect(slow.outbox.forKey(key).map((e) => e.operation.operationName)).toEqual([
        'createCategory',
        'createCategory',
      ]);
      release();
      await slow.idle();
      expect(sentRequests.map((r) => r.operationName)).toEqual([
        'createCategory',
        'updateCategory',
      ]);
      expect(sentRequests[1]!.variables).toEqual({
        where: { id: 'p-srv' },
        data: { title: 'Été 2', version: 1 },
      });
      expect(slow.stateOf(key)).toBe('saved');
    } finally {
      await slow.stop();
    }
  });
});
