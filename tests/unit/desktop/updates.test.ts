// The update flow against a generic feed served here (latest-linux.yml + the file), read by
// electron-updater's own GenericProvider and checked by its sha512 download (nodeFeedUpdater.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateState } from '../../../common/ipc/channels';
import {
  UPDATE_CHECK_INTERVAL_MS,
  UpdateFlow,
  updateFeedUrl,
  type PendingWork,
  type Updater,
} from '../../../main/desktop/updates';
import { pendingWork, updateHandlers } from '../../../main/desktop/updateHandlers';
import { isNewer, nodeFeedUpdater } from './nodeFeedUpdater';

const FILE = 'Back-office-editorial-1.1.0.AppImage';
const payload = Buffer.from('#!/bin/sh\necho "Back-office éditorial 1.1.0"\n'.repeat(2000));
const sha512 = createHash('sha512').update(payload).digest('base64');

/** What the feed serves now: its yml, the file's bytes, or a cut connection. */
let feed: { yml: string | null; file: Buffer; cut: boolean };
const requested: string[] = [];
let server: Server;
let base: string;
let dir: string;

function yml(version: string): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${FILE}`,
    `    sha512: ${sha512}`,
    `    size: ${payload.length}`,
    `path: ${FILE}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-27T08:00:00.000Z'",
    '',
  ].join('\n');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    if (feed.cut) return req.socket.destroy();
    if (req.url === '/feed/latest-linux.yml' && feed.yml !== null) return res.end(feed.yml);
    if (req.url === `/feed/${FILE}`) return res.end(feed.file);
    res.statusCode = 404;
    res.end('absent');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  feed = { yml: yml('1.1.0'), file: payload, cut: false };
  requested.length = 0;
  dir = await mkdtemp(join(tmpdir(), 'updates-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function setup(currentVersion = '1.0.0', work: PendingWork = { uploads: 0, saves: 0 }) {
  const installed: string[] = [];
  const emitted: UpdateState[] = [];
  const log = vi.fn<(line: string) => void>();
  const updater = nodeFeedUpdater({
    feedUrl: base,
    currentVersion,
    downloadDir: dir,
    onQuitAndInstall: (file) => installed.push(file),
  });
  const flow = new UpdateFlow({
    updater,
    pending: async () => ({ ...work }),
    emit: (state) => emitted.push(state),
    log,
  });
  return { flow, installed, emitted, log, work };
}

describe('update flow on a local generic feed', () => {
  it('finds nothing when the feed offers the running version', async () => {
    const { flow, emitted, log } = setup('1.1.0');
    expect(await flow.checkNow()).toBeNull();
    expect(requested).toEqual(['/feed/latest-linux.yml']);
    expect(emitted).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    expect((await flow.restart()).restarted).toBe(false);
  });

  it('downloads a newer version, checks its sha512, says so and restarts on « Redémarrer »', async () => {
    const { flow, installed, emitted } = setup('1.0.0');
    const state = await flow.checkNow();
    expect(state).toEqual({ version: '1.1.0', waitingFor: null, restartRequested: false });
    expect(emitted).toEqual([state]);
    const file = join(dir, FILE);
    expect(createHash('sha512').update(readFileSync(file)).digest('base64')).toBe(sha512);
    expect(await updateHandlers(flow)['updates.status'](null, null)).toEqual(state);
    expect(installed).toEqual([]);
    expect((await flow.restart()).restarted).toBe(true);
    expect(installed).toEqual([file]);
  });

  it('refuses a download whose sha512 does not match: logged, nothing offered', async () => {
    feed.file = Buffer.concat([payload.subarray(0, -1), Buffer.from('X')]);
    const { flow, emitted, log } = setup('1.0.0');
    expect(await flow.checkNow()).toBeNull();
    expect(emitted).toEqual([]);
    expect(log.mock.calls.join('\n')).toMatch(/sha512 checksum mismatch/);
    expect(flow.state).toBeNull();
  });

  it('waits for unsent saves, then uploads, before restarting', async () => {
    const { flow, installed, emitted, work } = setup('1.0.0', { uploads: 1, saves: 2 });
    expect(await flow.checkNow()).toMatchObject({ waitingFor: 'saves' });
    const pressed = await flow.restart();
    expect(pressed).toEqual({
      restarted: false,
      state: { version: '1.1.0', waitingFor: 'saves', restartRequested: true },
    });
    expect(installed).toEqual([]);
    work.saves = 0;
    expect(await flow.workChanged()).toBe(false);
    expect(emitted.at(-1)).toMatchObject({ waitingFor: 'uploads', restartRequested: true });
    expect(installed).toEqual([]);
    work.uploads = 0;
    expect(await flow.workChanged()).toBe(true);
    expect(installed).toHaveLength(1);
  });

  it('does not restart when the work is through but « Redémarrer » was not pressed', async () => {
    const { flow, installed, emitted, work } = setup('1.0.0', { uploads: 1, saves: 0 });
    await flow.checkNow();
    work.uploads = 0;
    expect(await flow.workChanged()).toBe(false);
    expect(emitted.at(-1)).toEqual({ version: '1.1.0', waitingFor: null, restartRequested: false });
    expect(installed).toEqual([]);
  });

  it.each([
    ['a feed without latest-linux.yml', () => (feed.yml = null), /latest-linux\.yml/],
    ['a feed that is not update info', () => (feed.yml = '<html>portail</html>'), /./],
    ['the network cut', () => (feed.cut = true), /socket hang up|ECONNRESET/],
  ])('%s: a quiet log line, no update, no crash', async (_case, breakFeed, pattern) => {
    breakFeed();
    const { flow, emitted, log } = setup('1.0.0');
    await expect(flow.checkNow()).resolves.toBeNull();
    expect(emitted).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^Mise à jour : vérification impossible/);
    expect(log.mock.calls[0]![0]).toMatch(pattern);
    expect(existsSync(join(dir, FILE))).toBe(false);
  });
});

describe('update flow plumbing', () => {
  afterEach(() => vi.useRealTimers());

  it('checks at start and every four hours, once per start', async () => {
    vi.useFakeTimers();
    const check = vi.fn<Updater['check']>().mockResolvedValue(null);
    const flow = new UpdateFlow({
      updater: { check, download: vi.fn(), quitAndInstall: vi.fn() },
      pending: async () => ({ uploads: 0, saves: 0 }),
      emit: vi.fn(),
    });
    flow.start();
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    flow.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('answers null and « not restarted » without an updater (browser host, no feed)', async () => {
    const handlers = updateHandlers(null);
    expect(await handlers['updates.status'](null, null)).toBeNull();
    expect(await handlers['updates.restart'](null, null)).toEqual({
      restarted: false,
      state: null,
    });
  });

  it('counts unfinished uploads and the saves still to send', async () => {
    const jobs = (states: string[]) => ({
      list: () => states.map((state) => ({ state })) as never,
    });
    const outbox = (states: string[]) =>
      Promise.resolve({ outbox: { all: () => states.map((state) => ({ state })) } } as never);
    expect(
      await pendingWork(
        jobs(['queued', 'uploading', 'done', 'error', 'cancelled', 'waiting']),
        jobs(['uploading', 'attaching', 'done', 'interrupted']),
        outbox(['queued', 'failed']),
      ),
    ).toEqual({ uploads: 5, saves: 1 });
    expect(await pendingWork(jobs([]), jobs([]), Promise.reject(new Error('disque')))).toEqual({
      uploads: 0,
      saves: 0,
    });
  });

  it.each([
    [undefined, null],
    ['', null],
    ['https://maj.editions.example.fr/backoffice/', 'https://maj.editions.example.fr/backoffice/'],
    ['http://127.0.0.1:8080/feed', 'http://127.0.0.1:8080/feed'],
    ['http://maj.editions.example.fr/', null],
    ['file:///tmp/feed', null],
  ])('takes the feed address %s as %s', (value, expected) => {
    expect(updateFeedUrl({ BACKOFFICE_UPDATE_URL: value })).toBe(expected);
  });

  it('compares versions as semver does for the feeds here', () => {
    expect(isNewer('1.1.0', '1.0.9')).toBe(true);
    expect(isNewer('1.10.0', '1.9.0')).toBe(true);
    expect(isNewer('1.0.0', '1.0.0')).toBe(false);
    expect(isNewer('1.0.0', '1.0.0-beta.1')).toBe(true);
    expect(isNewer('0.9.0', '1.0.0')).toBe(false);
  });
});
