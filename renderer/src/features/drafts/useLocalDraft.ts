// The editor's side of the offline drafts: every edit goes to main's DraftStore within a second
// (debounced), a draft left by a crash or an offline session is offered back when it is not what
// the server has, saves go through main's outbox, and the sync state comes from main's
// `drafts.sync` events, so 'Enregistré' appears only once the server has acknowledged.
import { useCallback, useEffect, useRef, useState } from 'react';
import { BridgeError, type BackofficeBridge } from '../../../../common/ipc/bridge';
import type { Draft, DraftSyncEvent, DraftSyncState, UpsertArticleVariables } from '../../../../common/ipc/channels';
import { backoffice } from '../../bridge/backoffice';

export type DraftValue = Record<string, unknown>;

/** Debounce of local writes: the design card allows losing at most the last second of typing. */
export const LOCAL_DRAFT_DELAY_MS = 500;

export interface RestoredDraft {
  value: DraftValue;
  updatedAt: string;
  baseVersion: number | null;
  /** The server moved on since the draft was started: restoring means resolving a conflict. */
  basedOnOlderVersion: boolean;
}

export interface LocalDraft {
  /** A local draft that differs from the server copy, to offer back to the user; null when none. */
  restored: RestoredDraft | null;
  /** Records the editor state locally (debounced, at most LOCAL_DRAFT_DELAY_MS later). */
  saveLocal(value: DraftValue): void;
  /** Writes a pending local edit now (before leaving, before a save). */
  flush(): Promise<void>;
  /** Queues a server save of the draft; it lands when the API is reachable. */
  saveToServer(variables: UpsertArticleVariables): Promise<void>;
  /** Drops the local draft (the user keeps the server's copy). */
  discard(): Promise<void>;
  /** The user declined or took the restored draft: stop offering it. */
  dismissRestored(): void;
  syncState: DraftSyncState;
  /** Last server details main reported for this draft (new version, id, refusal message). */
  lastSync: DraftSyncEvent | null;
  /** A French message when main refused a local write (too large, …). */
  error: string | null;
}

export interface UseLocalDraftOptions {
  bridge?: BackofficeBridge;
  delayMs?: number;
}

function offeredBack(draft: Draft, currentValue: DraftValue | null, baseVersion: number | null): RestoredDraft | null {
  const basedOnOlderVersion = draft.baseVersion !== null && baseVersion !== null && draft.baseVersion < baseVersion;
  if (!basedOnOlderVersion && JSON.stringify(draft.value) === JSON.stringify(currentValue)) return null;
  return { value: draft.value, updatedAt: draft.updatedAt, baseVersion: draft.baseVersion, basedOnOlderVersion };
}

const messageOf = (error: unknown): string =>
  error instanceof BridgeError ? error.message : "Erreur lors de l'enregistrement";

export function useLocalDraft(
  key: string,
  currentValue: DraftValue | null,
  baseVersion: number | null,
  options: UseLocalDraftOptions = {},
): LocalDraft {
  const bridge = options.bridge ?? backoffice();
  const delayMs = Math.min(options.delayMs ?? LOCAL_DRAFT_DELAY_MS, 1_000);
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  const [syncState, setSyncState] = useState<DraftSyncState>('saved');
  const [lastSync, setLastSync] = useState<DraftSyncEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<DraftValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writing = useRef<Promise<void>>(Promise.resolve());
  // Compared once when the draft loads; later renders of the editor must not re-trigger it.
  const initial = useRef({ currentValue, baseVersion });
  const latest = useRef({ key, baseVersion, bridge });
  latest.current = { key, baseVersion, bridge };

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = pending.current;
    pending.current = null;
    if (value) {
      const { key: k, baseVersion: base, bridge: b } = latest.current;
      writing.current = writing.current
        .then(() => b.drafts.put({ key: k, value, baseVersion: base }))
        .then(
          (result) => {
            setError(null);
            setSyncState(result.state);
          },
          (failure: unknown) => setError(messageOf(failure)),
        );
    }
    return writing.current;
  }, []);

  useEffect(() => {
    let active = true;
    initial.current = { currentValue, baseVersion };
    setRestored(null);
    setSyncState('saved');
    bridge.drafts.get(key).then(
      (draft) => {
        if (!active || !draft) return;
        setSyncState(draft.state);
        setRestored(offeredBack(draft, initial.current.currentValue, initial.current.baseVersion));
      },
      (failure: unknown) => active && setError(messageOf(failure)),
    );
    const unsubscribe = bridge.on('drafts.sync', (event) => {
      if (event.key !== key) return;
      setSyncState(event.state);
      setLastSync(event);
    });
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
    // The draft is loaded per key; currentValue and baseVersion are read once through `initial`.
  }, [key, bridge, flush]);

  const saveLocal = useCallback(
    (value: DraftValue) => {
      pending.current = value;
      setSyncState((state) => (state === 'saved' ? 'draft' : state));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const saveToServer = useCallback(
    async (variables: UpsertArticleVariables) => {
      await flush();
      try {
        const result = await latest.current.bridge.outbox.enqueue(latest.current.key, variables);
        setError(null);
        setSyncState(result.state);
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    [flush],
  );

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    await writing.current;
    await latest.current.bridge.drafts.discard(latest.current.key);
    setRestored(null);
    setSyncState('saved');
  }, []);

  const dismissRestored = useCallback(() => setRestored(null), []);

  return { restored, saveLocal, flush, saveToServer, discard, dismissRestored, syncState, lastSync, error };
}
