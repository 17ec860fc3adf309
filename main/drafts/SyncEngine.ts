// Moves saves from the outbox to the server, one at a time in enqueue order, and keeps the three
// tiers apart: a draft is deleted only once the server acknowledged a save containing its latest
// revision; a refused save (CONFLICT, LOCKED, invalid) stays in the outbox and its draft stays on
// disk, marked, and the renderer is told; nothing is ever sent over a version the server refused.
import { join } from 'node:path';
import { MESSAGES } from '../../common/domain/messages';
import type {
  DraftSyncEvent,
  DraftSyncState,
  GraphqlRequest,
  GraphqlResult,
} from '../../common/ipc/channels';
import type { KeyValueStoreFactory } from '../storage/keyValueStore';
import { DraftStore, type DraftValue, type StoredDraft } from './DraftStore';
import { Outbox, type OutboxEntry } from './Outbox';
import {
  contentSaveOf,
  contentTypeOf,
  isRegisteredSave,
  rebaseRequest,
  saveRequest,
} from './contentSaves';
import { saveOutcome, type SaveOutcome } from './saveOutcome';

/** Waits between replays while the API is unreachable; the last one repeats. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** Unexpected server errors are retried this many times, then reported and left for the user. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface SyncEngineOptions {
  store: DraftStore;
  outbox: Outbox;
  /** Sends one GraphQL operation with the session's token (main's GraphqlBridge). */
  /** Sends a queued save; `saveId` goes out as its Idempotency-Key. */
  send: (request: GraphqlRequest, saveId?: string) => Promise<GraphqlResult>;
  emit: (event: DraftSyncEvent) => void;
  /** After each replay: how many saves the server acknowledged, and whether none waits now. */
  replayed?: (report: { sent: number; drained: boolean }) => void;
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  log?: (message: string) => void;
}

export interface OpenDraftSyncOptions extends Omit<SyncEngineOptions, 'store' | 'outbox'> {
  dataDir: string;
  /** The drafts' key-value engine (conf when absent; electron-store under Electron). */
  createStore?: KeyValueStoreFactory;
}

export async function openDraftSync(options: OpenDraftSyncOptions): Promise<SyncEngine> {
  const { dataDir, createStore, ...rest } = options;
  const [store, outbox] = await Promise.all([
    DraftStore.open(join(dataDir, 'drafts'), options.log, createStore),
    Outbox.open(join(dataDir, 'outbox'), options.log),
  ]);
  return new SyncEngine({ ...rest, store, outbox });
}

export class SyncEngine {
  readonly store: DraftStore;
  readonly outbox: Outbox;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryIndex = 0;

  constructor(private readonly options: SyncEngineOptions) {
    this.store = options.store;
    this.outbox = options.outbox;
  }

  /** saved (server has it all) · draft (local edits not queued) · queued · conflict · error. */
  stateOf(key: string): DraftSyncState {
    const draft = this.store.get(key);
    const entries = this.outbox.forKey(key);
    const failure =
      draft?.problem?.code ?? entries.find((entry) => entry.state === 'failed')?.error?.code;
    if (failure) return failure === 'CONFLICT' ? 'conflict' : 'error';
    if (entries.length > 0) return 'queued';
    return draft ? 'draft' : 'saved';
  }

  async putDraft(
    key: string,
    value: DraftValue,
    baseVersion: number | null,
  ): Promise<StoredDraft & { state: DraftSyncState }> {
    const draft = await this.store.put(key, value, baseVersion);
    return { ...draft, state: this.stateOf(key) };
  }

  /**
   * Queues a save of the draft as it is now: the registered save of the key's content type
   * (contentSaves.ts), refused for anything else. Clears any reported refusal of this draft: saving
   * again (after the user resolved a conflict, say) is the user's answer to it.
   */
  async enqueue(key: string, variables: unknown): Promise<DraftSyncState> {
    const request = saveRequest(key, variables);
    const draft = this.store.get(key);
    if (draft?.problem) await this.store.update(key, { problem: null });
    await this.outbox.enqueue(key, draft?.revision ?? 0, request);
    this.notify(key, { serverVersion: null, contentId: draft?.articleId ?? null, message: null });
    this.kick();
    return this.stateOf(key);
  }

  /** The user chose the server's copy: forget the local draft and its saves not yet sent. */
  async discard(key: string): Promise<boolean> {
    const dropped = await this.outbox.removeKey(key);
    const existed = await this.store.delete(key);
    this.notify(key, { serverVersion: null, contentId: null, message: null });
    return existed || dropped > 0;
  }

  /** Starts a replay now (API back online, signed in, new save); a no-op when one is running. */
  kick(): void {
    if (this.stopped) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.replay().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when no replay is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.idle();
    await this.store.flush();
  }

  private async replay(): Promise<void> {
    const run = { sent: 0 };
    try {
      await this.replayEntries(run);
    } finally {
      this.options.replayed?.({ sent: run.sent, drained: !this.outbox.head() });
    }
  }

  private async replayEntries(run: { sent: number }): Promise<void> {
    for (let entry = this.outbox.head(); entry && !this.stopped; entry = this.outbox.head()) {
      // A file on disk that is not a registered save (edited by hand, say) is never sent.
      if (!isRegisteredSave(entry.key, entry.operation)) {
        await this.refuse(entry.key, 'BAD_REQUEST', MESSAGES.outboxSaveRefused, null);
        continue;
      }
      this.outbox.markSending(entry.seq, true);
      let result: GraphqlResult;
      try {
        result = await this.options.send(entry.operation, entry.saveId);
      } catch (error) {
        this.options.log?.(
          `Envoi du brouillon ${entry.key} : ${error instanceof Error ? error.message : String(error)}`,
        );
        result = {
          data: null,
          errors: [{ message: 'Envoi impossible', extensions: { code: 'INTERNAL' } }],
        };
      } finally {
        this.outbox.markSending(entry.seq, false);
      }
      const outcome: SaveOutcome = saveOutcome(result, contentSaveOf(entry.key));
      switch (outcome.kind) {
        case 'acknowledged':
          this.retryIndex = 0;
          run.sent += 1;
          await this.acknowledge(entry, outcome.id, outcome.version);
          break;
        case 'unreachable':
        case 'unauthenticated':
          // Kept as is, in place: later saves wait behind it so the server sees them in order.
          await this.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
          this.scheduleRetry();
          return;
        case 'refused':
          await this.refuse(
            entry.key,
            outcome.code,
            outcome.message,
            outcome.serverVersion,
            outcome.fields,
          );
          break;
        case 'failed': {
          const attempts = entry.attempts + 1;
          if (attempts >= (this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
            await this.refuse(entry.key, outcome.code, outcome.message, null);
            break;
          }
          await this.outbox.update(entry.seq, { attempts });
          this.scheduleRetry();
          return;
        }
      }
    }
  }

  private async acknowledge(entry: OutboxEntry, id: string, version: number): Promise<void> {
    await this.outbox.remove(entry.seq);
    for (const later of this.outbox.forKey(entry.key).filter((e) => e.state === 'queued')) {
      // Built again by the registry: a queued create may now be an update (a page's pair).
      await this.outbox.update(later.seq, {
        operation: rebaseRequest(entry.key, later.operation, id, version),
      });
    }
    const draft = this.store.get(entry.key);
    if (draft && draft.revision <= entry.draftRevision) {
      await this.store.delete(entry.key);
    } else if (draft) {
      // Typed on after this save left: those words are still only local, now on top of `version`.
      await this.store.update(entry.key, { baseVersion: version, articleId: id });
    }
    this.notify(entry.key, { serverVersion: version, contentId: id, message: null });
  }

  /** Parks every unsent save of the draft (they share the refused base) and marks the draft. */
  private async refuse(
    key: string,
    code: string,
    message: string,
    serverVersion: number | null,
    fields?: Record<string, string>,
  ): Promise<void> {
    for (const entry of this.outbox.forKey(key).filter((e) => !this.outbox.isSending(e.seq))) {
      await this.outbox.update(entry.seq, { state: 'failed', error: { code, message } });
    }
    // `message` stays the one-line summary (fields joined); `fields` lets the editor place each.
    await this.store.update(key, {
      problem: { code, message, serverVersion, ...(fields ? { fields } : {}) },
    });
    this.notify(key, {
      serverVersion,
      contentId: this.store.get(key)?.articleId ?? null,
      message,
      ...(fields ? { fields } : {}),
    });
  }

  private notify(
    key: string,
    details: Omit<DraftSyncEvent, 'key' | 'state' | 'contentType'>,
  ): void {
    this.options.emit({
      key,
      state: this.stateOf(key),
      contentType: contentTypeOf(key),
      ...details,
    });
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.retryIndex, delays.length - 1)] ?? 30_000;
    this.retryIndex += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delay);
    this.retryTimer.unref?.();
  }
}
