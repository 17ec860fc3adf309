// The live screen (spec 000 §2 "Live screen", §4 "Live"; 001 §5, §8), route
// /:brandKey/:articleType/live/:id (the article's id), opened from the article's « Live » action.
// Opening creates the live when absent. Header 'Live' with close/reopen; the new-post form (publish
// only with text, after a confirmation); the posts newest first. A closed live shows a backdrop
// over the post area. A new post goes through main's outbox (useLivePostOutbox): written offline,
// it waits there and is published in order when the network returns.
//
// Several journalists write one live: the screen asks the server for the live every
// LIVE_POLL_MS (2 s). The API is plain request/response over the app's bridge (no subscription
// channel exists between main and the server), so polling is the one way that works the same for
// the embedded server and a newsroom server; at 2 s a colleague's post shows within 5 s even when
// a poll is slow, for one indexed read of at most 200 posts.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { LockClosedRegular, LockOpenRegular, SendRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RichTextDoc } from '../../../../common/richtext/types';
import { brandProfile } from '../../../../common/domain/brands';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { liveStatus } from '../../../../common/domain/statuses';
import { transitionsFrom } from '../../../../common/domain/transitions';
import { canSaveLivePost } from '../../../../common/domain/validation/livePost';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { RichTextEditor } from '../../editor';
import {
  DeleteLivePostDocument,
  EditLivePostDocument,
  LiveOfArticleDocument,
  OpenLiveDocument,
  UpdateLiveDocument,
  UpsertLivePostDocument,
  type LiveOfArticleQuery,
  type LivePostFieldsFragment,
} from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { ConfirmDialog } from '../../editorKit/ConfirmDialog';
import { EditorHeader } from '../../editorKit/EditorHeader';
import type { EditorLive } from '../../liveKit';
import { onApiReturn, useApiOnline } from '../../draftsKit/apiStatus';
import { useLivePostOutbox, type LivePostOutbox } from './useLivePostOutbox';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
} from '../../articleKit/internalLinks';
import { LivePostItem } from './LivePostItem';
import { multimediaPickerOf } from '../../mediaKit/multimediaPicker';
import type { LiveEditorServices } from './liveEditorServices';

export const LIVE_POLL_MS = 2_000;
export const PUBLISH_POST_LABEL = 'Publier le post';
export const LIVE_CLOSED_BACKDROP =
  'Ce live est clôturé. Rouvrez-le pour publier ou modifier des posts.';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  area: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The rich-text editor draws its own frame: the wrapper only gives the text room.
  editor: { '& .ProseMirror': { minHeight: '96px' } },
  formActions: { display: 'flex', justifyContent: 'flex-end' },
  posts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  backdrop: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    paddingTop: '80px',
    backgroundColor: tokens.colorBackgroundOverlay,
    borderRadius: tokens.borderRadiusLarge,
    backdropFilter: 'blur(1px)',
  },
  backdropMessage: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

type Pending =
  | { kind: 'publish'; title: string; body: RichTextDoc }
  | { kind: 'delete'; post: LivePostFieldsFragment };

type ShowToast = (message: string, intent: 'success' | 'error') => void;
type DispatchToast = ReturnType<typeof useToastController>['dispatchToast'];
type LiveData = NonNullable<LiveOfArticleQuery['liveOfArticle']>;

/** What the live's server calls need: the client, the toaster, the live's refetch. */
interface LiveCalls {
  client: ApolloClient;
  toast: ShowToast;
  refresh: () => Promise<unknown>;
}

/** The header's line under the title: the article, its posts, when the live was closed. */
function liveSubtitle(
  live: { article: { title: string }; postCount: number; endedAt?: string | null } | null,
): string {
  if (!live) return '';
  const posts = `${live.postCount} post${live.postCount > 1 ? 's' : ''}`;
  const ended = live.endedAt ? ` · clôturé le ${formatDateTime(new Date(live.endedAt))}` : '';
  return `${live.article.title} · ${posts}${ended}`;
}

function toasterOf(dispatchToast: DispatchToast): ShowToast {
  return (message, intent) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent },
    );
}

/**
 * Opening the screen creates the live when the article has none (000 §4). Opened offline (from
 * « Brouillons locaux », say), it is opened again when the API returns.
 */
function useOpenLive(client: ApolloClient, articleId: string) {
  const [opening, setOpening] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [openAttempt, setOpenAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    client
      .mutate({ mutation: OpenLiveDocument, variables: { articleId } })
      .then((result) => {
        if (!active) return;
        if (result.error) setOpening(apiErrorOf(result.error).message);
        else {
          setOpening(null);
          setOpened(true);
        }
      })
      .catch((error: unknown) => active && setOpening(apiErrorOf(error).message));
    return () => {
      active = false;
    };
  }, [articleId, client, openAttempt]);
  useEffect(() => (opened ? undefined : onApiReturn(() => setOpenAttempt((n) => n + 1))), [opened]);
  return { opening, opened };
}

/** The live, polled every LIVE_POLL_MS once opened. */
function usePolledLive(articleId: string, opened: boolean) {
  const { data, previousData, error } = useQuery(LiveOfArticleDocument, {
    variables: { articleId },
    skip: !opened,
    pollInterval: LIVE_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  // A failed poll (the network gone) keeps the posts on screen: new ones can still be written.
  const live = (data ?? previousData)?.liveOfArticle ?? null;
  const closed = live
    ? liveStatus({ endedAt: live.endedAt ? new Date(live.endedAt) : null }) === 'closed'
    : false;
  return { live, error, closed };
}

function useLiveEditorServices(
  brandKey: string,
  client: ApolloClient,
  dispatchToast: DispatchToast,
): LiveEditorServices {
  return useMemo(
    () => ({
      brandProfile: brandProfile(brandKey),
      searchInternalLinks: createInternalLinkSearch(client, brandKey),
      resolveInternalArticle: createInternalArticleResolver(client),
      renderMultimediaPicker: multimediaPickerOf(brandKey),
      onError: (message: string) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{message}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        ),
    }),
    [brandKey, client, dispatchToast],
  );
}

/** The new-post form's state; `clear` empties it and remounts the editor for the next post. */
function useNewPostForm() {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState<RichTextDoc | null>(null);
  const [formKey, setFormKey] = useState(0);
  const clear = () => {
    setTitle('');
    setBody(null);
    setFormKey((n) => n + 1);
  };
  return { title, setTitle, body, setBody, formKey, clear };
}
type NewPostFormState = ReturnType<typeof useNewPostForm>;

/** The outbox of the screen's new posts: 'Post ajouté' and a refresh once the server has one. */
function useLiveOutbox(brandKey: string, { toast, refresh }: LiveCalls) {
  return useLivePostOutbox(brandKey, {
    onPublished: () => {
      toast(MESSAGES.livePostAdded, 'success');
      void refresh();
    },
    onRefused: () => toast(MESSAGES.livePostAddError, 'error'),
  });
}

/** Queued in main's outbox: published now, or in order when the network returns. */
async function publishToOutbox(
  outbox: LivePostOutbox,
  post: { liveId: string; articleId: string; title: string; body: RichTextDoc },
  on: { toast: ShowToast; setBusy: (busy: boolean) => void; queued: () => void },
) {
  on.setBusy(true);
  try {
    await outbox.publish(post);
    // The post is safe on disk and in line: the form is free for the next one.
    on.queued();
  } catch {
    on.toast(MESSAGES.livePostAddError, 'error');
  } finally {
    on.setBusy(false);
  }
}

async function removePost({ client, toast, refresh }: LiveCalls, post: LivePostFieldsFragment) {
  try {
    const result = await client.mutate({
      mutation: DeleteLivePostDocument,
      variables: { id: post.id },
    });
    if (result.error) throw result.error;
    toast(MESSAGES.livePostDeleted, 'success');
    await refresh();
  } catch {
    toast(MESSAGES.livePostDeleteError, 'error');
  }
}

async function setPostEditing(
  { client, toast, refresh }: LiveCalls,
  post: LivePostFieldsFragment,
  editing: boolean,
): Promise<boolean> {
  try {
    const result = await client.mutate({
      mutation: EditLivePostDocument,
      variables: { id: post.id, editing },
    });
    if (result.error) throw result.error;
    return true;
  } catch (failure) {
    toast(apiErrorOf(failure).message, 'error');
    await refresh();
    return false;
  }
}

async function savePost(
  { client, toast, refresh }: LiveCalls,
  liveId: string,
  post: LivePostFieldsFragment,
  postTitle: string,
  postBody: RichTextDoc,
) {
  try {
    const result = await client.mutate({
      mutation: UpsertLivePostDocument,
      variables: {
        live: liveId,
        where: { id: post.id },
        data: { title: postTitle || null, body: postBody, version: post.version },
      },
    });
    if (result.error) throw result.error;
    toast(MESSAGES.livePostUpdated, 'success');
    await refresh();
    return true;
  } catch {
    toast(MESSAGES.livePostUpdateError, 'error');
    return false;
  }
}

async function closeOrReopen(
  { client, toast, refresh }: LiveCalls,
  liveId: string,
  closed: boolean,
  setBusy: (busy: boolean) => void,
) {
  const transition = transitionsFrom('live', closed ? 'closed' : 'open')[0]!;
  setBusy(true);
  try {
    const result = await client.mutate({
      mutation: UpdateLiveDocument,
      variables: { id: liveId, endedAt: closed ? null : new Date().toISOString() },
    });
    if (result.error) throw result.error;
    toast(transition.successMessage, 'success');
    await refresh();
  } catch (failure) {
    toast(apiErrorOf(failure).message, 'error');
  } finally {
    setBusy(false);
  }
}

export function LivePage() {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { brandKey = '', articleType = 'article', id: articleId = '' } = useParams();
  const { user } = useSession();
  const toasterId = useId('live-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useSectionLook('Live', 'web');
  const form = useNewPostForm();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = toasterOf(dispatchToast);
  const { opening, opened } = useOpenLive(client, articleId);
  const { live, error, closed } = usePolledLive(articleId, opened);
  const services = useLiveEditorServices(brandKey, client, dispatchToast);
  const refresh = () => client.refetchQueries({ include: [LiveOfArticleDocument] });
  const calls: LiveCalls = { client, toast, refresh };

  const online = useApiOnline();
  const outbox = useLiveOutbox(brandKey, calls);

  const publish = (title: string, body: RichTextDoc) =>
    live
      ? publishToOutbox(
          outbox,
          { liveId: live.id, articleId, title, body },
          { toast, setBusy, queued: form.clear },
        )
      : undefined;
  const back = () => navigate(`/${encodeURIComponent(brandKey)}/${articleType}/edit/${articleId}`);

  return (
    <section className={styles.root} aria-labelledby="live-title">
      <Toaster toasterId={toasterId} position="top-end" />
      <LiveHeader
        live={live}
        closed={closed}
        busy={busy}
        onBack={back}
        presence={{ brandKey, contentType: 'article', contentId: articleId, editing: false }}
        onCloseOrReopen={(liveId) => void closeOrReopen(calls, liveId, closed, setBusy)}
      />
      <LiveNotices
        opening={opening}
        waiting={outbox.waiting > 0 && !online ? outbox.waiting : 0}
        refreshFailed={Boolean(error && live)}
      />
      {!live && !opening ? (
        <Spinner label="Chargement du live…" />
      ) : live ? (
        <LivePostArea
          live={live}
          closed={closed}
          busy={busy}
          form={form}
          services={services}
          currentUserId={user?.id ?? null}
          onAsk={setPending}
          onEditing={(post, editing) => setPostEditing(calls, post, editing)}
          onSave={(post, t, b) => savePost(calls, live.id, post, t, b)}
        />
      ) : null}
      <PendingConfirm
        pending={pending}
        onCancel={() => setPending(null)}
        onPublish={(t, b) => void publish(t, b)}
        onDelete={(post) => void removePost(calls, post)}
      />
    </section>
  );
}

/** 'Live', the article and its posts; the transition's button closes or reopens the live. */
function LiveHeader({
  live,
  closed,
  busy,
  onBack,
  onCloseOrReopen,
  presence,
}: {
  live: LiveData | null;
  closed: boolean;
  busy: boolean;
  onBack: () => void;
  onCloseOrReopen: (liveId: string) => void;
  /** The live's article for the live newsroom (issue 39): one follows the live, one writes posts. */
  presence: EditorLive;
}) {
  const transition = transitionsFrom('live', closed ? 'closed' : 'open')[0];
  return (
    <EditorHeader
      headingId="live-title"
      title={MESSAGES.actionLive}
      subtitle={liveSubtitle(live)}
      backLabel="Retour à l'article"
      onBack={onBack}
      live={presence}
      statusControl={
        live &&
        transition && (
          <Button
            appearance={closed ? 'primary' : 'secondary'}
            icon={closed ? <LockOpenRegular /> : <LockClosedRegular />}
            disabled={busy}
            onClick={() => onCloseOrReopen(live.id)}
          >
            {transition.label}
          </Button>
        )
      }
    />
  );
}

/** The error opening the live, the posts waiting offline, a failed refresh. */
function LiveNotices({
  opening,
  waiting,
  refreshFailed,
}: {
  opening: string | null;
  /** Posts waiting in the outbox while offline; 0 hides the bar. */
  waiting: number;
  refreshFailed: boolean;
}) {
  return (
    <>
      {opening && (
        <MessageBar intent="error">
          <MessageBarBody>{opening}</MessageBarBody>
        </MessageBar>
      )}
      {waiting > 0 && (
        <MessageBar intent="warning" data-testid="live-posts-waiting">
          <MessageBarBody>
            {MESSAGES.livePostsWaiting} ({waiting})
          </MessageBarBody>
        </MessageBar>
      )}
      {refreshFailed && (
        <MessageBar intent="warning">
          <MessageBarBody>La liste des posts n&apos;a pas pu être actualisée.</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** The posts' area: the closed backdrop, the new-post form, the posts newest first. */
function LivePostArea({
  live,
  closed,
  busy,
  form,
  services,
  currentUserId,
  onAsk,
  onEditing,
  onSave,
}: {
  live: LiveData;
  closed: boolean;
  busy: boolean;
  form: NewPostFormState;
  services: LiveEditorServices;
  currentUserId: string | null;
  onAsk: (pending: Pending) => void;
  onEditing: (post: LivePostFieldsFragment, editing: boolean) => Promise<boolean>;
  onSave: (post: LivePostFieldsFragment, title: string, body: RichTextDoc) => Promise<boolean>;
}) {
  const styles = useStyles();
  return (
    <div className={styles.area} data-testid="live-post-area">
      {closed && (
        <div className={styles.backdrop} data-testid="live-backdrop" role="status">
          <Body1 className={styles.backdropMessage}>{LIVE_CLOSED_BACKDROP}</Body1>
        </div>
      )}
      <NewPostForm
        form={form}
        closed={closed}
        busy={busy}
        services={services}
        onPublish={(title, body) => onAsk({ kind: 'publish', title, body })}
      />
      {/* A feed holds articles: with no post yet, a plain block (an empty feed is invalid ARIA). */}
      <div
        className={styles.posts}
        {...(live.posts.length > 0 ? { role: 'feed', 'aria-label': 'Posts du live' } : {})}
      >
        {live.posts.length === 0 ? (
          <Body1 className={styles.muted}>Aucun post pour le moment.</Body1>
        ) : (
          live.posts.map((post) => (
            <LivePostItem
              key={post.id}
              post={post}
              currentUserId={currentUserId}
              disabled={closed}
              services={services}
              onEditing={(editing) => onEditing(post, editing)}
              onSave={(t, b) => onSave(post, t, b)}
              onDelete={() => onAsk({ kind: 'delete', post })}
            />
          ))
        )}
      </div>
    </div>
  );
}

/** « Nouveau post »: publishing (only with text) asks for a confirmation first. */
function NewPostForm({
  form,
  closed,
  busy,
  services,
  onPublish,
}: {
  form: NewPostFormState;
  closed: boolean;
  busy: boolean;
  services: LiveEditorServices;
  onPublish: (title: string, body: RichTextDoc) => void;
}) {
  const styles = useStyles();
  const { title, setTitle, body, setBody, formKey } = form;
  return (
    <form
      className={styles.form}
      aria-label="Nouveau post"
      onSubmit={(event) => {
        event.preventDefault();
        if (body && canSaveLivePost(body)) onPublish(title, body);
      }}
    >
      <Subtitle1>Nouveau post</Subtitle1>
      <Field label="Titre du post">
        <Input value={title} disabled={closed} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <Field label="Texte du post">
        <div className={styles.editor}>
          <RichTextEditor
            key={formKey}
            kind="body"
            ariaLabel="Texte du nouveau post"
            value={body}
            onChange={setBody}
            readOnly={closed}
            {...services}
          />
        </div>
      </Field>
      <div className={styles.formActions}>
        <Button
          type="submit"
          appearance="primary"
          icon={<SendRegular />}
          disabled={busy || closed || !canSaveLivePost(body)}
        >
          {PUBLISH_POST_LABEL}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation asked before publishing or deleting a post. */
function PendingConfirm({
  pending,
  onCancel,
  onPublish,
  onDelete,
}: {
  pending: Pending | null;
  onCancel: () => void;
  onPublish: (title: string, body: RichTextDoc) => void;
  onDelete: (post: LivePostFieldsFragment) => void;
}) {
  if (pending?.kind === 'publish')
    return (
      <ConfirmDialog
        key="publish"
        title="Publier le post"
        message="Le post sera publié dans le live. Continuer ?"
        confirmLabel="Publier"
        onCancel={onCancel}
        onConfirm={() => {
          onCancel();
          onPublish(pending.title, pending.body);
        }}
      />
    );
  if (pending?.kind === 'delete')
    return (
      <ConfirmDialog
        key="delete"
        title="Supprimer le post"
        message="Le post sera retiré du live. Continuer ?"
        confirmLabel="Supprimer"
        onCancel={onCancel}
        onConfirm={() => {
          onCancel();
          onDelete(pending.post);
        }}
      />
    );
  return null;
}
