// The editor's side of the offline drafts: every edit goes to main's DraftStore within a second
// (debounced), a draft left by a crash or an offline session is offered back when it is not what
// the server has, saves go through main's outbox, and the sync state comes from main's
// `drafts.sync` events, so 'Enregistré' appears only once the server has acknowledged.
//
// While a draft is offered back and the user has not chosen, nothing is written over it: edits
// are held in memory, and leaving or closing writes nothing (DESIGN.md: nothing is discarded
// without the user choosing).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { BridgeError, type BackofficeBridge } from '../../../common/ipc/bridge';
import type {
  Draft,
  DraftSyncEvent,
  DraftSyncState,
  OutboxSaveVariables,
} from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';
import { sameDraftValue } from './sameDraftValue';

export type DraftValue = Record<string, unknown>;

/** Debounce of local writes: the design card allows losing at most the last second of typing. */
export const LOCAL_DRAFT_DELAY_MS = 500;

/** Why main refused the last save of this draft (code from the API: CONFLICT, LOCKED, …). */
export type DraftProblem = NonNullable<Draft['problem']>;

export interface RestoredDraft {
  value: DraftValue;
  updatedAt: string;
  baseVersion: number | null;
  /** The server moved on since the draft was started: restoring means resolving a conflict. */
  basedOnOlderVersion: boolean;
  /** Where the draft stood when the editor opened (queued saves, a refused one, …). */
  state: DraftSyncState;
  problem: DraftProblem | null;
}

export interface LocalDraft {
  /** A local draft that differs from the server copy, to offer back to the user; null when none. */
  restored: RestoredDraft | null;
  /** Records the editor state locally (debounced, at most LOCAL_DRAFT_DELAY_MS later). */
  saveLocal(value: DraftValue): void;
  /** Writes a pending local edit now (before leaving, before a save). */
  flush(): Promise<void>;
  /** Queues a server save of the draft; it lands when the API is reachable. False if main refused it. */
  saveToServer(variables: OutboxSaveVariables): Promise<boolean>;
  /** Drops the local draft and its unsent saves (the user keeps the server's copy). */
  discard(): Promise<void>;
  /** The user took the restored draft (it stays on disk as it is): stop offering it. */
  dismissRestored(): void;
  /** True while an edit is only in memory (not yet on disk, or the write failed). */
  hasUnwrittenEdits(): boolean;
  syncState: DraftSyncState;
  /** Last server details main reported for this draft (new version, id, refusal message). */
  lastSync: DraftSyncEvent | null;
  /** The server's refusal of the last save (read from the draft when main reports one). */
  problem: DraftProblem | null;
  /** A French message when main refused a local write (too large, …). */
  error: string | null;
}

export interface UseLocalDraftOptions {
  bridge?: BackofficeBridge;
  delayMs?: number;
}

function offeredBack(
  draft: Draft,
  currentValue: DraftValue | null,
  baseVersion: number | null,
): RestoredDraft | null {
  const basedOnOlderVersion =
    draft.baseVersion !== null && baseVersion !== null && draft.baseVersion < baseVersion;
  // A refused save is offered even when its text matches: the user has to answer the refusal.
  if (!basedOnOlderVersion && !draft.problem && sameDraftValue(draft.value, currentValue))
    return null;
  return {
    value: draft.value,
    updatedAt: draft.updatedAt,
    baseVersion: draft.baseVersion,
    basedOnOlderVersion,
    state: draft.state,
    problem: draft.problem,
  };
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
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<DraftValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writing = useRef<Promise<void>>(Promise.resolve());
  const writesInFlight = useRef(0);
  const lastWriteFailed = useRef(false);
  // Writes wait for the stored draft to be read (an edit must not replace it unseen) and stop
  // while it is offered back.
  const loaded = useRef<Promise<void>>(Promise.resolve());
  const offerPending = useRef(false);
  // Compared once when the draft loads; later renders of the editor must not re-trigger it.
  const initial = useRef({ currentValue, baseVersion });
  const latest = useRef({ key, baseVersion, bridge });
  latest.current = { key, baseVersion, bridge };

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    writing.current = writing.current
      .then(() => loaded.current)
      .then(async () => {
        const value = pending.current;
        if (!value || offerPending.current) return;
        pending.current = null;
        const { key: k, baseVersion: base, bridge: b } = latest.current;
        writesInFlight.current += 1;
        try {
          const result = await b.drafts.put({ key: k, value, baseVersion: base });
          lastWriteFailed.current = false;
          setError(null);
          setSyncState(result.state);
        } catch (failure) {
          lastWriteFailed.current = true;
          setError(messageOf(failure));
        } finally {
          writesInFlight.current -= 1;
        }
      });
    return writing.current;
  }, []);

  const readProblem = useCallback((k: string, b: BackofficeBridge) => {
    b.drafts.get(k).then(
      (draft) => latest.current.key === k && setProblem(draft?.problem ?? null),
      () => {},
    );
  }, []);

  // The draft is loaded per key; the current value and base version are read as of that moment.
  const valuesNow = useEffectEvent(() => ({ currentValue, baseVersion }));
  useEffect(() => {
    let active = true;
    initial.current = valuesNow();
    setRestored(null);
    setProblem(null);
    setSyncState('saved');
    offerPending.current = false;
    loaded.current = bridge.drafts.get(key).then(
      (draft) => {
        if (!active || !draft) return;
        // A save refused because a colleague held the lock says nothing against these words: on
        // reopening the lock is asked again (refused, the editor leaves saying who; granted, they
        // can be saved now), so they read as what they are, local words — not a red « Erreur lors
        // de l'enregistrement » before anything was done (issue 30).
        const pastLockRefusal = draft.problem?.code === 'LOCKED';
        setSyncState(pastLockRefusal ? 'draft' : draft.state);
        setProblem(pastLockRefusal ? null : draft.problem);
        const offer = offeredBack(draft, initial.current.currentValue, initial.current.baseVersion);
        offerPending.current = offer !== null;
        setRestored(offer);
      },
      (failure: unknown) => {
        if (active) setError(messageOf(failure));
      },
    );
    const unsubscribe = bridge.on('drafts.sync', (event) => {
      if (event.key !== key) return;
      setSyncState(event.state);
      setLastSync(event);
      if (event.state === 'conflict' || event.state === 'error') readProblem(key, bridge);
      else setProblem(null);
    });
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [key, bridge, flush, readProblem]);

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
    async (variables: OutboxSaveVariables): Promise<boolean> => {
      await flush();
      try {
        const result = await latest.current.bridge.outbox.enqueue(latest.current.key, variables);
        setError(null);
        setProblem(null);
        setSyncState(result.state);
        return true;
      } catch (failure) {
        setError(messageOf(failure));
        return false;
      }
    },
    [flush],
  );

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    offerPending.current = false;
    await writing.current;
    await latest.current.bridge.drafts.discard(latest.current.key);
    setRestored(null);
    setProblem(null);
    setSyncState('saved');
  }, []);

  const dismissRestored = useCallback(() => {
    // Edits held while the choice was open were typed over the server copy the user set aside.
    pending.current = null;
    offerPending.current = false;
    setRestored(null);
  }, []);

  const hasUnwrittenEdits = useCallback(
    () => pending.current !== null || writesInFlight.current > 0 || lastWriteFailed.current,
    [],
  );

  return {
    restored,
    saveLocal,
    flush,
    saveToServer,
    discard,
    dismissRestored,
    hasUnwrittenEdits,
    syncState,
    lastSync,
    problem,
    error,
  };
}
