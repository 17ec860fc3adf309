// The editor kit's core: the form of one content (article, video, slideshow, page, card, live…),
// its local draft, its saves through main's outbox and the server's answers to them (DESIGN.md
// "Offline drafts", "Content types plug into shared machinery").
//
// - Every edit goes to the local draft (`[type:]brand:id`, or `[type:]brand:new:<uuid>` until the
//   first save is acknowledged); a draft found on opening is offered back before anything is typed.
// - Saves go through main's outbox, so a save made while the API is unreachable waits and lands
//   later; 'Enregistré' and the success toast appear only once the server acknowledged.
// - A stale save (CONFLICT) keeps both versions and asks; a save refused for good shows its field
//   messages under their fields; LOCKED sends the journalist away (`onLocked`).
// - The unsaved-changes guard asks before leaving only while words exist in this window alone.
//
// A content type gives an adapter (`ContentEditorAdapter`): how its saved object becomes the form,
// the form a draft value and the save's variables, how to read it back from the server.
import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { OutboxSaveVariables } from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';
import { RestoreDraftDialog, sameDraftValue, useLocalDraft, type DraftValue } from '../draftsKit';
import { ConflictComparisonDialog, type CopyWording } from '../draftsKit/ConflictComparisonDialog';
import { KEPT_MINE_SAVED, LOCAL_COPY_KEPT, keepAsLocalCopy } from '../draftsKit/localCopies';
import type { ComparedField } from '../draftsKit/wordDiff';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { LocalDraft } from '../draftsKit/useLocalDraft';
import type { ApiError } from './apiError';
import { refusedSaveErrors, withoutEdited, type FieldErrors } from './fieldErrors';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { APP_TOASTER_ID } from '../ui/appToasterId';

export interface ContentEditorAdapter<TSaved, TValues, TChange> {
  /** The form of a content never saved. */
  emptyForm: TValues;
  formOf: (saved: TSaved) => TValues;
  /** A draft read back from disk: anything not of the form's shape is left empty, never trusted. */
  formOfDraft: (value: DraftValue) => TValues;
  draftValueOf: (values: TValues) => DraftValue;
  /** The local draft's key: the content's id once saved, else the new draft's uuid. */
  draftKey: (contentId: string | null, newDraftId: string) => string;
  idOf: (saved: TSaved) => string;
  versionOf: (saved: TSaved) => number;
  /** What the outbox sends for this save (a create, or an update naming its base version). */
  saveVariables: (
    saved: TSaved | null,
    values: TValues,
    change: TChange | null,
    basedOnVersion: number | null,
  ) => OutboxSaveVariables;
  /** The content as the server has it now (after a save, or when the user takes the server's). */
  refetch: (id: string) => Promise<TSaved | null>;
  /** The fields a conflict compares (title, lead, body as plain text), labelled in French. */
  compareFields?: (values: TValues) => Array<{ label: string; text: string }>;
  /** The route of a new content whose local draft is `newDraftId` (a conflict's « copy »). */
  newContentPath?: (newDraftId: string) => string;
  /** The conflict dialog's « copy mine into a new … » in this content's words (an article's by default). */
  copyWording?: CopyWording;
  /** Field messages that stop a save before it is queued (a missing title), or null. */
  checkBeforeSave?: (values: TValues) => FieldErrors | null;
  /** How a failed save is announced for this content, in its own words. */
  saveErrorMessage: string;
  /** What a save of this content says once acknowledged when its editor named nothing else. */
  savedMessage: string;
}

export interface ContentEditorOptions<TSaved, TValues, TChange> {
  adapter: ContentEditorAdapter<TSaved, TValues, TChange>;
  initial: TSaved | null;
  /** A new content's local draft id (kept in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** Reads state held outside React (ProseMirror views) into the values before a save. */
  readLive?: (values: TValues) => TValues;
  /** The first save of a new content was acknowledged: its route becomes the edit route. */
  onCreated: (saved: TSaved) => void;
  /** Another user holds the lock (LOCKED): leave the editor, saying who. */
  onLocked: (error: ApiError) => void;
  /**
   * A toaster of the page around the editor, for a screen whose editor remounts when a new
   * content's route gains its id (the success toast outlives it); the kit's own by default.
   */
  toasterId?: string;
}

/** A save of this editor waiting for the server's answer: what to say and mark once it lands. */
interface SaveInFlight<TChange> {
  revision: number;
  change: TChange | null;
  successMessage: string;
}

interface Conflict<TSaved, TChange> {
  /** The server's version, read when the conflict arrives (null while reading). */
  theirs: TSaved | null;
  message: string;
  serverVersion: number | null;
  change: TChange | null;
  successMessage: string;
}

export interface ContentEditor<TSaved, TValues, TChange> {
  /** The content as the server last acknowledged it; null until a new content is first saved. */
  saved: TSaved | null;
  form: TValues;
  /** Changes some fields (a keystroke): written to the local draft, their messages cleared. */
  update: (change: Partial<TValues>) => void;
  /**
   * Fills fields of a content nobody has typed in yet (a new article's main author): the form
   * takes them as its starting point, no local draft is written and nothing counts as unsaved.
   */
  prefill: (change: Partial<TValues>) => void;
  /** The form with the live editors' state (what a save sends). */
  currentValues: () => TValues;
  dirty: boolean;
  saving: boolean;
  /** Queues a save (with a status change or not); the toast says `successMessage` once saved. */
  save: (change: TChange | null, successMessage: string) => Promise<void>;
  /** The server's copy, if it moved on while nothing typed here waits (polling). */
  refreshFromServer: () => Promise<void>;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** A message about the form as a whole (a refused status change…); null clears it. */
  setFormError: (message: string | null) => void;
  draft: LocalDraft;
  /** Writes pending edits, then asks when words would be lost; true when leaving is fine. */
  confirmLeave: () => Promise<boolean>;
  notify: (message: string, intent?: 'success' | 'error' | 'info' | 'warning') => void;
  /** The toaster, the draft-restore and conflict dialogs: render once inside the editor. */
  overlays: ReactNode;
}

type Intent = 'success' | 'error' | 'info' | 'warning';

/** A toast in the given toaster. */
function useNotify(toasterId: string) {
  const { dispatchToast } = useToastController(toasterId);
  return useCallback(
    (message: string, intent: Intent = 'error') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
}

/**
 * The form and its revisions: every keystroke is a revision written to the local draft; the
 * revision the server last acknowledged tells whether anything is unsaved.
 */
function useEditorForm<TValues extends object>(
  initialForm: () => TValues,
  latest: RefObject<
    Pick<ContentEditorOptions<never, TValues, never>, 'readLive'> & {
      adapter: Pick<ContentEditorAdapter<never, TValues, never>, 'draftValueOf'>;
    }
  >,
  saveLocal: (value: DraftValue) => void,
) {
  const [form, setFormState] = useState<TValues>(initialForm);
  // The form as of the last keystroke, read by save() whatever render it was called from.
  const formRef = useRef(form);
  const revision = useRef(0);
  // What the last save read straight from the rich-text views. Their debounced onChange lands
  // after a Ctrl+S with those same words: that echo is no new edit (counted as one, it left a
  // « Brouillon local » and the leave guard behind an acknowledged save).
  const readAtSave = useRef<Partial<TValues> | null>(null);
  const [savedRevision, setSavedRevision] = useState(0);
  const [currentRevision, setCurrentRevision] = useState(0);
  const dirty = currentRevision !== savedRevision;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const update = useCallback(
    (change: Partial<TValues>) => {
      const read = readAtSave.current;
      const echo =
        read !== null &&
        Object.entries(change).every(([field, value]) =>
          sameDraftValue(value, read[field as keyof TValues]),
        );
      formRef.current = { ...formRef.current, ...change };
      if (echo) {
        setFormState(formRef.current);
        return;
      }
      readAtSave.current = null;
      revision.current += 1;
      setFormState(formRef.current);
      // A field's message from the last refused save goes once the user edits that field.
      setFieldErrors((errors) => withoutEdited(errors, Object.keys(change)));
      setCurrentRevision(revision.current);
      saveLocal(latest.current.adapter.draftValueOf(formRef.current));
    },
    [saveLocal, latest],
  );

  /** Replaces the whole form; `asSaved` when it is the server's copy, not a restored draft. */
  const replaceForm = useCallback((values: TValues, asSaved = true) => {
    readAtSave.current = null;
    formRef.current = values;
    revision.current += 1;
    setFormState(values);
    setCurrentRevision(revision.current);
    if (asSaved) setSavedRevision(revision.current);
  }, []);

  const currentValues = useCallback((): TValues => {
    const read = latest.current.readLive;
    return read ? read(formRef.current) : formRef.current;
  }, [latest]);

  return {
    form,
    formRef,
    revision,
    readAtSave,
    savedRevision,
    setSavedRevision,
    currentRevision,
    dirty,
    fieldErrors,
    setFieldErrors,
    update,
    replaceForm,
    currentValues,
  };
}

/** What the handlers of the server's answers read and change (useContentEditor's state). */
interface AnswerContext<TSaved, TValues, TChange> {
  latest: RefObject<ContentEditorOptions<TSaved, TValues, TChange>>;
  adapter: ContentEditorAdapter<TSaved, TValues, TChange>;
  draft: LocalDraft;
  draftKey: string;
  draftContentId: string | null;
  setDraftContentId: (id: string) => void;
  saved: TSaved | null;
  setSaved: (saved: TSaved) => void;
  setBaseVersion: (version: number | null) => void;
  setConflict: Dispatch<SetStateAction<Conflict<TSaved, TChange> | null>>;
  inFlight: RefObject<SaveInFlight<TChange> | null>;
  movedFrom: RefObject<string | null>;
  revision: RefObject<number>;
  setSavedRevision: (revision: number) => void;
  replaceForm: (values: TValues, asSaved?: boolean) => void;
  currentValues: () => TValues;
  setFieldErrors: (errors: FieldErrors) => void;
  setFormError: (message: string | null) => void;
  notify: (message: string, intent?: Intent) => void;
}

/**
 * The server's answers to the outbox's saves of this draft: success (the toast, the saved
 * revision, a new content's id), a conflict (both versions kept, the dialog opens).
 */
function useSyncAnswers<TSaved, TValues, TChange>(ctx: AnswerContext<TSaved, TValues, TChange>) {
  const { latest, adapter, draft, draftKey, draftContentId, setDraftContentId, saved } = ctx;
  const { setSaved, setBaseVersion, setConflict, inFlight, movedFrom, revision } = ctx;
  const { setSavedRevision, replaceForm, notify } = ctx;
  // Handled once per event from main, the rest read as of that event.
  const lastSync = draft.lastSync;
  const onSyncEvent = useEffectEvent((lastSync: NonNullable<typeof draft.lastSync>) => {
    if (lastSync.state === 'conflict') {
      // Nothing was overwritten: the server keeps its version, the draft keeps ours; ask.
      const pendingSave = inFlight.current;
      inFlight.current = null;
      const conflictId = lastSync.contentId ?? (saved ? adapter.idOf(saved) : null);
      if (conflictId)
        void latest.current.adapter.refetch(conflictId).then(
          (theirs) => theirs && setConflict((open) => (open ? { ...open, theirs } : open)),
          () => {},
        );
      setConflict({
        theirs: null,
        message: lastSync.message ?? adapter.saveErrorMessage,
        serverVersion: lastSync.serverVersion,
        change: pendingSave?.change ?? null,
        successMessage: pendingSave?.successMessage ?? adapter.savedMessage,
      });
      return;
    }
    const { serverVersion, contentId } = lastSync;
    // Events without a version announce a queued save or a discard, not an acknowledgement.
    if (lastSync.state === 'error' || serverVersion === null || contentId === null) return;
    setBaseVersion(serverVersion);
    if (lastSync.state === 'queued') return; // a later save is still waiting behind this one
    const done = inFlight.current;
    inFlight.current = null;
    // A draft was being offered back when its queued save landed (the choice left open while the
    // network came back): the offer is void, and the form shows what the server now has.
    const offerVoided = draft.restored !== null && lastSync.state === 'saved';
    if (done) {
      setSavedRevision(done.revision);
      notify(done.successMessage, 'success');
    } else if (lastSync.state === 'saved' && !draft.hasUnwrittenEdits()) {
      // A save queued in an earlier session (a restored draft) landed with everything typed.
      setSavedRevision(revision.current);
    }
    if (draftContentId === null) {
      // The new content's draft moves under its id; words typed since the save go with it.
      if (lastSync.state === 'draft') movedFrom.current = draftKey;
      setDraftContentId(contentId);
    }
    void latest.current.adapter.refetch(contentId).then((fresh) => {
      if (!fresh) return;
      setSaved(fresh);
      if (offerVoided) {
        draft.dismissRestored();
        replaceForm(latest.current.adapter.formOf(fresh));
      }
      if (!saved) latest.current.onCreated(fresh);
    });
  });
  useEffect(() => {
    if (lastSync) onSyncEvent(lastSync);
  }, [lastSync]);
}

/** A new content's draft moving under its id; a save the server refused for good. */
function useDraftMoveAndRefusals<TSaved, TValues, TChange>(
  ctx: AnswerContext<TSaved, TValues, TChange>,
) {
  const { latest, draft, draftKey, movedFrom, currentValues, setFieldErrors, setFormError } = ctx;
  const { inFlight } = ctx;
  const lastSync = draft.lastSync;
  // After a new content's draft key became its id: write the current form there, then drop the
  // draft left under the temporary key (written first, so the words are always on disk).
  const moveDraft = useEffectEvent((previous: string) => {
    draft.saveLocal(latest.current.adapter.draftValueOf(currentValues()));
    void draft.flush().then(() =>
      backoffice()
        .drafts.discard(previous)
        .catch(() => {}),
    );
  });
  useEffect(() => {
    const previous = movedFrom.current;
    if (!previous || previous === draftKey) return;
    movedFrom.current = null;
    moveDraft(previous);
  }, [draftKey, movedFrom]);

  // A save the server refused for good (LOCKED, invalid, rights): said once per refusal.
  const problem = draft.problem;
  const onRefusal = useEffectEvent((problem: NonNullable<typeof draft.problem>) => {
    if (lastSync?.state !== 'error') return;
    inFlight.current = null;
    if (problem.code === 'LOCKED') {
      latest.current.onLocked({
        code: 'LOCKED',
        message: problem.message,
        fields: {},
        currentVersion: null,
        lockedByName: null,
      });
      return;
    }
    // BAD_USER_INPUT with `fields`: each message under its field, as for a direct save.
    const refused = refusedSaveErrors(problem, latest.current.adapter.saveErrorMessage);
    setFieldErrors(refused.fieldErrors);
    setFormError(refused.formError);
  });
  useEffect(() => {
    if (problem) onRefusal(problem);
  }, [problem]);
}

/** What the user's choices about the draft and the server's copy read and change. */
interface ChoiceContext<TSaved, TValues, TChange> extends AnswerContext<TSaved, TValues, TChange> {
  unacknowledged: RefObject<boolean>;
  typedMeanwhile: boolean;
}

/**
 * The user's choices: take the server's copy, follow it when it moved on, restore the local
 * draft or keep the server's, set ours aside as a local copy.
 */
function useDraftChoices<TSaved, TValues, TChange>(ctx: ChoiceContext<TSaved, TValues, TChange>) {
  const { adapter, draft, draftKey, saved, setSaved, setBaseVersion, replaceForm } = ctx;
  const { unacknowledged, currentValues } = ctx;
  /** The user chose the server's copy: the local draft and its unsent saves go. */
  const loadServerVersion = async () => {
    await draft.discard();
    if (!saved) return;
    const fresh = await adapter.refetch(adapter.idOf(saved));
    if (fresh) {
      setSaved(fresh);
      setBaseVersion(adapter.versionOf(fresh));
      replaceForm(adapter.formOf(fresh));
    }
  };

  /**
   * Takes the server's copy when it moved on (a video's processing ended, say) and nothing typed
   * here is waiting: the form follows the server. With words of ours pending, nothing changes
   * here; their save meets the conflict dialog, which keeps both.
   */
  const refreshFromServer = async (): Promise<void> => {
    if (!saved || unacknowledged.current) return;
    const fresh = await adapter.refetch(adapter.idOf(saved)).catch(() => null);
    if (!fresh || adapter.versionOf(fresh) === adapter.versionOf(saved) || unacknowledged.current)
      return;
    setSaved(fresh);
    setBaseVersion(adapter.versionOf(fresh));
    replaceForm(adapter.formOf(fresh));
  };

  const restoreDraft = () => {
    const offer = draft.restored;
    if (!offer) return;
    draft.dismissRestored();
    // The draft keeps the version it was started from: if the server moved on, saving it meets
    // the CONFLICT dialog, which keeps both versions and asks.
    if (offer.baseVersion !== null) setBaseVersion(offer.baseVersion);
    replaceForm(adapter.formOfDraft(offer.value), false);
  };

  const keepServerVersion = async () => {
    const typedMeanwhile = ctx.typedMeanwhile;
    await draft.discard();
    if (typedMeanwhile) draft.saveLocal(adapter.draftValueOf(currentValues()));
  };

  /** Keeps the user's version as a local copy (a new content's draft), then loads the server's. */
  const setMineAside = async (): Promise<string> => {
    const uuid = await keepAsLocalCopy(draftKey, adapter.draftValueOf(currentValues()));
    await loadServerVersion();
    return uuid;
  };

  return { loadServerVersion, refreshFromServer, restoreDraft, keepServerVersion, setMineAside };
}

/** What a save reads and changes, beyond the answers' and the choices'. */
interface SaveContext<TSaved, TValues, TChange> extends ChoiceContext<TSaved, TValues, TChange> {
  baseVersion: number | null;
  setSaving: (saving: boolean) => void;
  readAtSave: RefObject<Partial<TValues> | null>;
}

/**
 * Queues the save in main's outbox: it reaches the server now, or when the API is reachable
 * again. Its answer comes back as a `drafts.sync` event (useSyncAnswers), so success, a conflict
 * or a refusal are shown when the server has actually answered.
 */
async function queueSave<TSaved, TValues, TChange>(
  ctx: SaveContext<TSaved, TValues, TChange>,
  change: TChange | null,
  successMessage: string,
  basedOnVersion: number | null,
): Promise<void> {
  const { adapter, draft, inFlight, revision, setFieldErrors, setFormError, setSaving } = ctx;
  const values = ctx.currentValues();
  const refused = adapter.checkBeforeSave?.(values) ?? null;
  if (refused) {
    setFieldErrors(refused);
    return;
  }
  setSaving(true);
  setFormError(null);
  setFieldErrors({});
  inFlight.current = { revision: revision.current, change, successMessage };
  ctx.readAtSave.current = values;
  draft.saveLocal(adapter.draftValueOf(values));
  const queued = await draft.saveToServer(
    adapter.saveVariables(ctx.saved, values, change, basedOnVersion ?? ctx.baseVersion),
  );
  if (!queued) inFlight.current = null;
  setSaving(false);
}

/** Mine next to theirs, field by field, for the conflict's comparison. */
function comparedFields<TSaved, TValues>(
  adapter: Pick<ContentEditorAdapter<TSaved, TValues, never>, 'compareFields' | 'formOf'>,
  mineValues: TValues,
  theirs: TSaved,
): ComparedField[] {
  const describe = adapter.compareFields;
  if (!describe) return [];
  const mine = describe(mineValues);
  const server = describe(adapter.formOf(theirs));
  return mine.map((field, index) => ({
    label: field.label,
    mine: field.text,
    theirs: server[index]?.text ?? '',
  }));
}

/** The content's local draft, filed under its id once it has one, and the version it is based on. */
function useContentDraft<TSaved, TValues, TChange>(
  adapter: ContentEditorAdapter<TSaved, TValues, TChange>,
  initial: TSaved | null,
  newDraftId: string,
) {
  // The server version the form is based on (what the next save names), and the id the local
  // draft is filed under: a new content's draft moves to its id once nothing is left queued.
  const [baseVersion, setBaseVersion] = useState<number | null>(
    initial ? adapter.versionOf(initial) : null,
  );
  const [draftContentId, setDraftContentId] = useState<string | null>(
    initial ? adapter.idOf(initial) : null,
  );
  const draftKey = adapter.draftKey(draftContentId, newDraftId);
  const serverValue = useMemo(
    () => adapter.draftValueOf(initial ? adapter.formOf(initial) : adapter.emptyForm),
    // The server's copy as opened (a content type's adapter is stable for an editor).
    [initial, adapter],
  );
  const draft = useLocalDraft(draftKey, serverValue, baseVersion);
  return { draft, draftKey, baseVersion, setBaseVersion, draftContentId, setDraftContentId };
}

/** The draft-restore offer and the conflict dialog, with what each choice does. */
function editorOverlays<TSaved, TValues, TChange>(args: {
  adapter: ContentEditorAdapter<TSaved, TValues, TChange>;
  draft: LocalDraft;
  saved: TSaved | null;
  conflict: Conflict<TSaved, TChange> | null;
  setConflict: (conflict: null) => void;
  currentValues: () => TValues;
  choices: ReturnType<typeof useDraftChoices<TSaved, TValues, TChange>>;
  notify: (message: string, intent?: Intent) => void;
  navigate: NavigateFunction;
  saveWith: (change: TChange | null, message: string, basedOn: number | null) => Promise<void>;
}): ReactNode {
  const { adapter, draft, saved, conflict, setConflict, choices, notify, navigate } = args;
  return (
    <>
      {draft.restored && (
        <RestoreDraftDialog
          draft={draft.restored}
          hasServerVersion={saved !== null}
          onRestore={choices.restoreDraft}
          onKeepServer={() => void choices.keepServerVersion()}
        />
      )}
      {conflict && (
        <ConflictComparisonDialog
          fields={
            conflict.theirs ? comparedFields(adapter, args.currentValues(), conflict.theirs) : null
          }
          copy={adapter.copyWording}
          onClose={() => setConflict(null)}
          onTakeTheirs={() => {
            setConflict(null);
            void choices.setMineAside().then(() => notify(LOCAL_COPY_KEPT, 'info'));
          }}
          onCopyToNew={() => {
            setConflict(null);
            void choices.setMineAside().then((uuid) => {
              const path = adapter.newContentPath?.(uuid);
              if (path) navigate(path);
            });
          }}
          onKeepMine={() => {
            const { change, serverVersion } = conflict;
            setConflict(null);
            void args.saveWith(change, KEPT_MINE_SAVED, serverVersion);
          }}
        />
      )}
    </>
  );
}

export function useContentEditor<TSaved, TValues extends object, TChange>(
  options: ContentEditorOptions<TSaved, TValues, TChange>,
): ContentEditor<TSaved, TValues, TChange> {
  const { initial, newDraftId } = options;
  // The adapter and callbacks as of this render, read by effects and async continuations.
  const latest = useRef(options);
  latest.current = options;
  const adapter = options.adapter;
  // The shell's toaster unless the screen has its own: a first save changes the route.
  const notify = useNotify(options.toasterId ?? APP_TOASTER_ID);

  const [saved, setSaved] = useState<TSaved | null>(initial);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<TSaved, TChange> | null>(null);
  const navigate = useNavigate();
  const { draft, draftKey, baseVersion, setBaseVersion, draftContentId, setDraftContentId } =
    useContentDraft(adapter, initial, newDraftId);
  const edited = useEditorForm<TValues>(
    () => (initial ? adapter.formOf(initial) : adapter.emptyForm),
    latest,
    draft.saveLocal,
  );
  const { formRef, revision, readAtSave, replaceForm, currentValues, setFieldErrors } = edited;
  const inFlight = useRef<SaveInFlight<TChange> | null>(null);
  const movedFrom = useRef<string | null>(null);
  // Anything the server has not acknowledged: typed since the last acknowledged save, or a draft
  // whose save waits, conflicts or was refused.
  const unacknowledged = useRef(false);
  const { confirmLeave } = useUnsavedChangesGuard({
    hasUnwrittenEdits: draft.hasUnwrittenEdits,
    flush: draft.flush,
    hasUnacknowledgedChanges: () => unacknowledged.current,
  });
  unacknowledged.current = edited.dirty || (draft.restored === null && draft.syncState !== 'saved');

  const saveWith = (change: TChange | null, message: string, basedOn: number | null = null) =>
    queueSave(ctx, change, message, basedOn);
  const ctx: SaveContext<TSaved, TValues, TChange> = {
    ...{ latest, adapter, draft, draftKey, draftContentId, setDraftContentId, saved, setSaved },
    ...{ setBaseVersion, setConflict, inFlight, movedFrom, revision, replaceForm, currentValues },
    ...{ setFieldErrors, setFormError, notify, unacknowledged, baseVersion, setSaving, readAtSave },
    setSavedRevision: edited.setSavedRevision,
    typedMeanwhile: edited.currentRevision !== edited.savedRevision,
  };
  useSyncAnswers(ctx);
  useDraftMoveAndRefusals(ctx);
  const choices = useDraftChoices(ctx);
  const overlays = editorOverlays({
    ...{ adapter, draft, saved, conflict, setConflict, currentValues, choices, notify, navigate },
    saveWith,
  });
  const prefill = useCallback(
    (change: Partial<TValues>) => replaceForm({ ...formRef.current, ...change }),
    [replaceForm, formRef],
  );

  return {
    saved,
    form: edited.form,
    update: edited.update,
    prefill,
    currentValues,
    dirty: edited.dirty,
    saving,
    save: (change, successMessage) => saveWith(change, successMessage),
    refreshFromServer: choices.refreshFromServer,
    fieldErrors: edited.fieldErrors,
    formError,
    setFormError,
    draft,
    confirmLeave,
    notify,
    overlays,
  };
}
