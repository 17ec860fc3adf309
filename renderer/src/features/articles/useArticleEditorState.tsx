// The article editor's state, in hooks the editor calls in order (ArticleEditor.tsx): the kit's
// editor with its lock handling, the video polling, a new article's starting fields, the status
// change. Split out of ArticleEditor (issue 31); the order of the hooks is the editor's.
import { useApolloClient } from '@apollo/client/react';
import type { EditorView } from 'prosemirror-view';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { decideStatusChange, shouldPollVideo } from '../../../../common/domain/statusChange';
import { slugOnSave } from '../../../../common/domain/validation/slug';
import {
  statusMenuItems,
  useContentEditor,
  useStatusChange,
  type ApiError,
  type ContentEditor,
  type LockLostWhen,
} from '../../editorKit';
import type { StatusChange } from '../../editorKit/useStatusChange';
import type { ArticleFormat } from '../../graphql/generated/graphql';
import {
  articleForRules,
  mediasOf,
  type ArticleFormValues,
  type SavedArticle,
} from '../../articleKit/articleForm';
import { articleEditorAdapter } from '../../articleKit/articleEditorAdapter';
import type { drawerSearches } from '../../articleKit/drawerSearch';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
} from '../../articleKit/internalLinks';
import type { ListKind } from '../../articleKit/listParams';
import { editPath } from '../../articleKit/listParams';
import { useArticleLock } from '../../articleKit/useArticleLock';
import { relatedArticlesBeforeTrash } from '../../articleKit/relatedArticles/RelatedArticlesDialog';
import type { DuplicationStart } from './duplication';

export type ArticleContentEditor = ContentEditor<SavedArticle, ArticleFormValues, StatusChange>;
export type ArticleBase = { brandKey: string; format: ArticleFormat };
export type ArticleViews = { lead: EditorView | null; body: EditorView | null };

/**
 * Leaving for the list when the lock is refused, with the holder's name (the list offers
 * « Prendre la main »). `unsent` and `savedId` are kept current by the editor's render.
 */
function useLeaveLocked(navigate: NavigateFunction, listPath: string, brandKey: string) {
  // Read when the lock is lost: unsent words stay in the local draft, and the notice says so.
  const unsent = useRef(false);
  const savedId = useRef<string | null>(null);
  const leaveLocked = useCallback(
    (error: ApiError) => {
      if (error.code !== 'LOCKED') return;
      const id = savedId.current;
      navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`, {
        state: {
          // LockedState (LockedNotice.tsx): the list offers « Prendre la main ».
          notice: unsent.current
            ? `${error.message} ${MESSAGES.unsentKeptInDrafts}`
            : error.message,
          ...(id ? { locked: { id, brandKey, holder: error.lockedByName } } : {}),
        },
      });
    },
    [navigate, listPath, brandKey],
  );
  return { leaveLocked, unsent, savedId };
}

/** A video being processed (Pending) is looked at again every 5 s (001 §9) until it is ready. */
function usePollPendingVideo(editor: ArticleContentEditor) {
  const pollPending = useEffectEvent(() => void editor.refreshFromServer());
  const pending = editor.saved !== null && shouldPollVideo(editor.saved);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(pollPending, LIMITS.polling.videoPendingMs);
    return () => window.clearInterval(timer);
  }, [pending]);
}

export interface ArticleEditorCoreProps {
  brandKey: string;
  kind: ListKind;
  initial: SavedArticle | null;
  newDraftId: string;
  onCreated: (id: string) => void;
}

/** The kit's editor for an article, what it is based on, and the way back to the list. */
export function useArticleEditorCore({
  brandKey,
  kind,
  initial,
  newDraftId,
  onCreated,
}: ArticleEditorCoreProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const format: ArticleFormat = kind === 'video' ? 'Video' : 'Rich';
  const base = useMemo(
    () => ({ brandKey: initial?.brandKey ?? brandKey, format: initial?.format ?? format }),
    [initial, brandKey, format],
  );
  const listPath = `/${kind}/list`;
  const adapter = useMemo(() => articleEditorAdapter(client, base), [client, base]);
  const views = useRef<ArticleViews>({ lead: null, body: null });
  const location = useLocation();
  // Set by the list's « Prendre la main » once the user confirmed.
  const takeOver = (location.state as { takeOver?: boolean } | null)?.takeOver === true;
  const { leaveLocked, unsent, savedId } = useLeaveLocked(navigate, listPath, brandKey);
  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    // The lead and body straight from the editors: a pending debounced change is not missed.
    readLive: (values: ArticleFormValues) => adapter.readLive(values, views.current),
    onCreated: (article: SavedArticle) => {
      onCreated(article.id);
      navigate(editPath(article.brandKey, kind, article.id), { replace: true });
    },
    onLocked: leaveLocked,
  });
  usePollPendingVideo(editor);
  savedId.current = editor.saved?.id ?? null;
  unsent.current = editor.dirty;
  const backToList = () => navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`);
  return {
    client,
    navigate,
    profile,
    base,
    views,
    takeOver,
    leaveLocked,
    unsent,
    editor,
    backToList,
  };
}

/** A duplicated article starts with its source's fields, as typed (they go to the local draft). */
function useDuplicationStart(
  update: ArticleContentEditor['update'],
  o: { initial: SavedArticle | null; startWith: DuplicationStart | null; offeringDraft: boolean },
) {
  const { initial, startWith, offeringDraft } = o;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initial || !startWith || offeringDraft) return;
    started.current = true;
    update(startWith.values);
  }, [initial, startWith, offeringDraft, update]);
}

/**
 * A new article starts with the journalist's main author for the brand (000 §2 creation page),
 * unless a draft is being offered back or an author was chosen already.
 */
function useMainAuthorPrefill(
  editor: ArticleContentEditor,
  o: {
    initial: SavedArticle | null;
    userId: string | null;
    offeringDraft: boolean;
    searches: ReturnType<typeof drawerSearches>;
  },
) {
  const { initial, userId, offeringDraft, searches } = o;
  const { prefill, form } = editor;
  const prefillAuthor = useEffectEvent((author: { id: string; title: string }) => {
    if (form.authors.length === 0) prefill({ authors: [author] });
  });
  useEffect(() => {
    if (initial || !userId || offeringDraft) return;
    let current = true;
    void searches
      .mainAuthorOf(userId)
      .then((author) => {
        if (current && author) prefillAuthor(author);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
    // Once per new editor (and again if a restored draft was declined).
  }, [initial, userId, offeringDraft, searches]);
}

/** A new article's starting fields: a duplicated one's source fields, else the main author. */
export function useNewArticleStart(
  editor: ArticleContentEditor,
  o: {
    initial: SavedArticle | null;
    startWith: DuplicationStart | null;
    userId: string | null;
    searches: ReturnType<typeof drawerSearches>;
  },
) {
  const { initial, startWith, userId, searches } = o;
  const offeringDraft = editor.draft.restored !== null;
  useDuplicationStart(editor.update, { initial, startWith, offeringDraft });
  useMainAuthorPrefill(editor, { initial, userId, offeringDraft, searches });
}

/**
 * The « Historique », « NL Flash », « Localisation », « Correction », « Duplication print » and
 * unreachable URL dialogs' state, and the print assignments sent to from this editor (shown in the
 * drawer's « Print » section before the article's machine tags come back from the server).
 */
export function useArticleDialogsState() {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [correctionOpen, setCorrectionOpen] = useState(false);
  const [nlFlashOpen, setNlFlashOpen] = useState(false);
  const [localisationOpen, setLocalisationOpen] = useState(false);
  const [unreachableUrl, setUnreachableUrl] = useState<string | null>(null);
  const [printDuplicationOpen, setPrintDuplicationOpen] = useState(false);
  const [sentToPrint, setSentToPrint] = useState<readonly string[]>([]);
  return {
    printDuplicationOpen,
    setPrintDuplicationOpen,
    sentToPrint,
    addSentToPrint: useCallback(
      (assignmentId: string) =>
        setSentToPrint((ids) => (ids.includes(assignmentId) ? ids : [...ids, assignmentId])),
      [],
    ),
    historyOpen,
    setHistoryOpen,
    nlFlashOpen,
    setNlFlashOpen,
    localisationOpen,
    setLocalisationOpen,
    unreachableUrl,
    setUnreachableUrl,
    correctionOpen,
    setCorrectionOpen,
  };
}
export type ArticleDialogsState = ReturnType<typeof useArticleDialogsState>;

/**
 * Taken over by a colleague while open: told at the next retain, the editor stops where it is
 * (read-only), the words typed already in the local draft (issue 30), until the colleague frees it
 * (issue 39: the editor's hand-off retakes it). Refused on opening: back to the list, which offers
 * « Prendre la main ».
 */
export function useLockTakenOver(
  editor: ArticleContentEditor,
  o: {
    takeOver: boolean;
    leaveLocked: (error: ApiError) => void;
    unsent: RefObject<boolean>;
  },
) {
  const { takeOver, leaveLocked, unsent } = o;
  const [takenOver, setTakenOver] = useState<{ message: string; unsent: boolean } | null>(null);
  const { flush: flushDraft } = editor.draft;
  const lockLost = useCallback(
    (error: ApiError, when: LockLostWhen) => {
      if (when === 'opening' || error.code !== 'LOCKED') return leaveLocked(error);
      void flushDraft();
      setTakenOver({ message: error.message, unsent: unsent.current });
    },
    [leaveLocked, flushDraft, unsent],
  );
  const lock = useArticleLock(editor.saved?.id ?? null, {
    changed: editor.dirty,
    takeOver,
    onLost: lockLost,
    // Handed back (issue 39: « Modifier maintenant » once the colleague freed it): writing again,
    // on the form as it stands.
    onHeld: () => setTakenOver(null),
  });
  return { takenOver, lock };
}

/** The rich-text editors' internal links: searching the brand's articles, resolving a link. */
export function useInternalLinks(client: ReturnType<typeof useApolloClient>, brandKey: string) {
  const searchInternalLinks = useMemo(
    () => createInternalLinkSearch(client, brandKey),
    [client, brandKey],
  );
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  return { searchInternalLinks, resolveInternalArticle };
}

/**
 * The status menu's items and the status change (its rules, dialogs and save). A video goes to the
 * trash through 'Les articles reliés à cette vidéo', which removes it from its host first.
 */
export function useArticleStatusChange(
  editor: ArticleContentEditor,
  base: ArticleBase,
  hostedVideoId: string | null = null,
) {
  const { saved, form, update } = editor;
  const rulesArticle = articleForRules(saved, form, base);
  const items = statusMenuItems(rulesArticle, new Date());
  const publishedAt = saved?.publishedAt ? new Date(saved.publishedAt) : null;
  // The hosted video is the video's media, for the rules as for deleteVideo.
  const medias = mediasOf(saved?.medias);
  const mediasForRules =
    hostedVideoId && medias.length === 0
      ? [{ key: hostedVideoId, format: 'video' as const }]
      : medias;
  const isVideo = base.format === 'Video';
  const status = useStatusChange({
    trashDialog: isVideo ? relatedArticlesBeforeTrash(saved?.id, 'video') : undefined,
    publishedAt,
    decide: (transition, now) =>
      decideStatusChange({
        article: {
          status: rulesArticle.status,
          format: rulesArticle.format,
          publishedAt,
          medias: mediasForRules,
        },
        requestedStatus: transition.to,
        transitionType: transition.name,
        now,
      }),
    save: (change, successMessage) => {
      // Going public with no slug: the slug helper's one from the title, shown in its field and
      // saved with the change (001 §5; the server does the same for any other client).
      const current = editor.currentValues();
      const slug = slugOnSave(current.slug, current.title, change.status);
      if (slug !== null && slug !== current.slug) update({ slug });
      void editor.save(change, successMessage);
    },
    refuse: editor.setFormError,
  });
  return { rulesArticle, items, status };
}
