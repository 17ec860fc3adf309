// One post of the live (spec 000 §4 "Live"): read-only until 'Modifier' in its menu
// ('Modifier/Verrouiller'); while editable, « Enregistrer » (only with text) and « Réinitialiser »
// (back to the saved body); 'Supprimer' asks first. A post a colleague is editing says so and
// offers neither. While editable, « Correction » opens the spell-check dialog over its title and
// text (issue 33); « Appliquer » writes into the form, the post is saved with « Enregistrer ».
import { StatusChip } from '../../ui/StatusChip';
import {
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  DeleteRegular,
  EditRegular,
  LockClosedRegular,
  MoreVerticalRegular,
  SaveRegular,
  TextProofingToolsRegular,
} from '@fluentui/react-icons';
import type { EditorView } from 'prosemirror-view';
import { useRef, useState } from 'react';
import type { RichTextDoc } from '../../../../common/richtext/types';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { canSaveLivePost } from '../../../../common/domain/validation/livePost';
import { docToHtml } from '../../../../common/richtext';
import { TextsCorrectionDialog } from '../../articleKit/correction';
import { RichTextEditor, mainSpelling } from '../../editor';
import { docToJson } from '../../editor/editorState';
import type { LivePostFieldsFragment } from '../../graphql/generated/graphql';
import type { LiveEditorServices } from './liveEditorServices';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { '& p': { margin: `${tokens.spacingVerticalXS} 0` } },
  // The rich-text editor draws its own frame: the wrapper only gives the text room.
  editor: { '& .ProseMirror': { minHeight: '72px' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The menu's « Modifier/Verrouiller » entry: « Modifier » to edit, « Verrouiller » while editing. */
export const [POST_MENU_EDIT, POST_MENU_LOCK] = MESSAGES.livePostMenu.split('/') as [
  string,
  string,
];
export const POST_MENU_DELETE = 'Supprimer';

/** The post's edit state: the lock taken or given back, the edited title and body, the save. */
function usePostEdit(
  post: LivePostFieldsFragment,
  onEditing: (editing: boolean) => Promise<boolean>,
  onSave: (title: string, body: RichTextDoc) => Promise<boolean>,
) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(post.title ?? '');
  const [body, setBody] = useState<RichTextDoc | null>(post.body as RichTextDoc);
  // Bumped to put the saved body back into the editor (« Réinitialiser »).
  const [resets, setResets] = useState(0);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setTitle(post.title ?? '');
    setBody(post.body as RichTextDoc);
    setResets((n) => n + 1);
  };
  const startOrStop = async () => {
    setBusy(true);
    const next = !editing;
    if (await onEditing(next)) {
      setEditing(next);
      reset();
    }
    setBusy(false);
  };
  /** `shown`: the editor's document now (its onChange is debounced: a click may come first). */
  const save = async (shown?: RichTextDoc | null) => {
    const current = shown === undefined ? body : shown;
    if (!current) return;
    setBusy(true);
    if (await onSave(title, current)) setEditing(false);
    setBusy(false);
  };
  return { editing, title, setTitle, body, setBody, resets, busy, reset, startOrStop, save };
}
type PostEdit = ReturnType<typeof usePostEdit>;

export function LivePostItem({
  post,
  currentUserId,
  disabled,
  services,
  onEditing,
  onSave,
  onDelete,
}: {
  post: LivePostFieldsFragment;
  currentUserId: string | null;
  disabled: boolean;
  services: LiveEditorServices;
  onEditing: (editing: boolean) => Promise<boolean>;
  onSave: (title: string, body: RichTextDoc) => Promise<boolean>;
  onDelete: () => void;
}) {
  const styles = useStyles();
  const edit = usePostEdit(post, onEditing, onSave);
  const otherEditor =
    post.editingBy && post.editingBy.id !== currentUserId ? post.editingBy.name : null;

  return (
    <Card className={styles.card} data-testid="live-post" aria-label={post.title ?? 'Post'}>
      <div className={styles.head}>
        <div className={styles.grow}>
          {post.title && <Subtitle2>{post.title}</Subtitle2>}
          <Caption1 className={styles.muted}>
            {formatDateTime(new Date(post.publishedAt))}
            {post.author ? ` · ${post.author.name}` : ''}
          </Caption1>
        </div>
        {otherEditor && (
          <StatusChip tone="warning" icon={<EditRegular />}>
            En cours de modification par {otherEditor}
          </StatusChip>
        )}
        {edit.editing && <StatusChip tone="brand">Modification en cours</StatusChip>}
        <PostMenu
          editing={edit.editing}
          disabled={disabled || edit.busy || otherEditor !== null}
          onEditOrLock={() => void edit.startOrStop()}
          onDelete={onDelete}
        />
      </div>
      {edit.editing ? (
        <PostEditForm postId={post.id} edit={edit} services={services} />
      ) : (
        <div
          className={styles.body}
          // docToHtml escapes text and keeps only safe links (common/richtext).
          dangerouslySetInnerHTML={{ __html: docToHtml(post.body as RichTextDoc) }}
        />
      )}
    </Card>
  );
}

/** The post's menu: « Modifier » / « Verrouiller », « Supprimer ». */
function PostMenu({
  editing,
  disabled,
  onEditOrLock,
  onDelete,
}: {
  editing: boolean;
  disabled: boolean;
  onEditOrLock: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreVerticalRegular />}
          aria-label="Actions du post"
          disabled={disabled}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={editing ? <LockClosedRegular /> : <EditRegular />} onClick={onEditOrLock}>
            {editing ? POST_MENU_LOCK : POST_MENU_EDIT}
          </MenuItem>
          <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
            {POST_MENU_DELETE}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The post while editable: its title, its body, « Enregistrer » and « Réinitialiser ». */
function PostEditForm({
  postId,
  edit,
  services,
}: {
  postId: string;
  edit: PostEdit;
  services: LiveEditorServices;
}) {
  const styles = useStyles();
  const view = useRef<EditorView | null>(null);
  const [correcting, setCorrecting] = useState(false);
  return (
    <>
      <Field label="Titre du post">
        <Input value={edit.title} onChange={(_, d) => edit.setTitle(d.value)} />
      </Field>
      <div className={styles.editor}>
        <RichTextEditor
          key={edit.resets}
          kind="body"
          ariaLabel="Texte du post modifié"
          value={edit.body}
          onChange={edit.setBody}
          brandProfile={services.brandProfile}
          searchInternalLinks={services.searchInternalLinks}
          resolveInternalArticle={services.resolveInternalArticle}
          renderMultimediaPicker={services.renderMultimediaPicker}
          spelling={mainSpelling}
          onError={services.onError}
          onViewReady={(v) => (view.current = v)}
        />
      </div>
      {correcting && (
        <TextsCorrectionDialog
          content={{ kind: 'livePost', id: postId }}
          // A post's title is optional: an empty one is not offered as « Champ obligatoire ».
          readTexts={() => ({ ...(edit.title ? { title: edit.title } : {}), body: edit.body })}
          views={{ body: view.current }}
          update={(change) => {
            if (change.title !== undefined) edit.setTitle(change.title);
            if (change.body !== undefined) edit.setBody(change.body);
          }}
          onClose={() => setCorrecting(false)}
        />
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={edit.busy || !canSaveLivePost(edit.body)}
          // What the editor shows, not the last debounced onChange: a correction applied by the
          // dialog (focus never left it, so no blur flushed) may be under 250 ms old.
          onClick={() =>
            void edit.save(view.current ? docToJson(view.current.state.doc) : undefined)
          }
        >
          Enregistrer
        </Button>
        <Button icon={<ArrowUndoRegular />} disabled={edit.busy} onClick={edit.reset}>
          Réinitialiser
        </Button>
        <Button
          icon={<TextProofingToolsRegular />}
          disabled={edit.busy}
          onClick={() => setCorrecting(true)}
        >
          {MESSAGES.actionCorrection}
        </Button>
      </div>
    </>
  );
}
