// The tag edit (spec 000 §2, 001 §2, §9): header with the tag title, a back link and Save,
// enabled only when the brand's content differs from what was loaded; side panel with id, brand,
// status (Actif/Inactif), linked article count, type, language and dates; main area with the
// image (a URL field standing in for the media issue's MediaField) and the intro text, whose
// hint says it stays under 300 characters — enforced here and by the server.
import {
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { tagActiveLabel } from '../../../../common/domain/statuses';
import { RichTextEditor } from '../../editor';
import { useSectionLook } from '../../app/shell/useSectionLook';
import type { TagEditFieldsFragment } from '../../graphql/generated/graphql';
import { CrudToaster } from '../../adminKit/crudNotice';
import { ImageUrlField } from '../../mediaKit';
import { useTagEditor, type TagContent } from './useTagEditor';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    flexGrow: 1,
    minWidth: 0,
    maxWidth: '760px',
  },
  side: {
    width: '280px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The rich-text editor draws its own frame (a second one here made a double border).
  editor: { overflowWrap: 'anywhere', minWidth: 0 },
  counter: { color: tokens.colorNeutralForeground3 },
  over: { color: tokens.colorPaletteRedForeground1 },
});

const noLinks = () => Promise.resolve([]);
const noArticle = () => Promise.resolve(null);

export function TagEditPage() {
  const { id = '', brandKey = '' } = useParams();
  useSectionLook('Tag', 'web');
  return <TagEditor key={`${id}/${brandKey}`} id={id} brandKey={brandKey} />;
}

type TagEditorState = ReturnType<typeof useTagEditor>;

function TagEditor({ id, brandKey }: { id: string; brandKey: string }) {
  const styles = useStyles();
  const editor = useTagEditor(id, brandKey);
  const { tag, state, loadError, content, serverError, canSave, save } = editor;

  const back = <TagBackLink brandKey={brandKey} />;
  if (state === 'loading') return <Spinner label="Chargement…" style={{ marginTop: 48 }} />;
  if (state !== 'ready' || !tag || !content)
    return (
      <section className={styles.root}>
        <div className={styles.header}>
          {back}
          <Title2 as="h1">Tag</Title2>
        </div>
        <MessageBar intent={state === 'notFound' ? 'warning' : 'error'}>
          <MessageBarBody>{state === 'notFound' ? MESSAGES.tagNotFound : loadError}</MessageBarBody>
        </MessageBar>
      </section>
    );

  return (
    <section className={styles.root} aria-labelledby="tag-edit-title">
      <CrudToaster />
      <div className={styles.header}>
        {back}
        <Title2 as="h1" id="tag-edit-title">
          {tag.title}
        </Title2>
        <div className={styles.spacer} />
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!canSave}
          onClick={() => void save()}
        >
          {MESSAGES.save}
        </Button>
      </div>
      {serverError && (
        <MessageBar intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <TagMainPanel editor={editor} content={content} brandKey={brandKey} />
        <TagSidePanel tag={tag} content={content} brandKey={brandKey} update={editor.update} />
      </div>
    </section>
  );
}

function TagBackLink({ brandKey }: { brandKey: string }) {
  return (
    <Link
      to={`/tag/list?brand=${encodeURIComponent(brandKey)}`}
      aria-label="Retour à la liste des tags"
    >
      <ArrowLeftRegular />
    </Link>
  );
}

/** The image and the intro text, with its length against the 300-character limit. */
function TagMainPanel({
  editor,
  content,
  brandKey,
}: {
  editor: TagEditorState;
  content: TagContent;
  brandKey: string;
}) {
  const styles = useStyles();
  const { introError, introLength, update, notify } = editor;
  return (
    <div className={styles.main}>
      <ImageUrlField
        label="Image"
        value={content.imageUrl}
        brandKey={brandKey}
        onChange={(imageUrl) => update({ imageUrl })}
      />
      <Field
        label="Texte d'introduction"
        hint={MESSAGES.tagIntroHint}
        validationMessage={introError ?? undefined}
      >
        <div className={styles.editor}>
          <RichTextEditor
            kind="lead"
            value={content.body}
            onChange={(body) => update({ body })}
            brandProfile={null}
            searchInternalLinks={noLinks}
            resolveInternalArticle={noArticle}
            onError={(message) => notify(message, 'error')}
            ariaLabel="Texte d'introduction"
          />
        </div>
      </Field>
      <Caption1 className={introError ? styles.over : styles.counter} aria-live="polite">
        {introLength} / {LIMITS.tagIntroMaxChars} caractères
      </Caption1>
    </div>
  );
}

/** The status switch, then the brand's id, status, linked articles, type, language and dates. */
function TagSidePanel({
  tag,
  content,
  brandKey,
  update,
}: {
  tag: TagEditFieldsFragment;
  content: TagContent;
  brandKey: string;
  update(patch: Partial<TagContent>): void;
}) {
  const styles = useStyles();
  const branded = tag.brandedContents.find((b) => b.brandKey === brandKey);
  const usage = tag.articleUsages.find((u) => u.brandKey === brandKey);
  const side: [string, string][] = [
    ['Identifiant', tag.id],
    ['Marque', brandKey],
    ['Statut', tagActiveLabel(content.isActive)],
    ['Articles liés', String(usage?.total ?? 0)],
    ['Type', tag.type],
    ['Langue', tag.lang],
    ['Création', formatDateTime(new Date(branded?.createdAt ?? tag.createdAt))],
    ['Modification', formatDateTime(new Date(branded?.updatedAt ?? tag.updatedAt))],
  ];
  return (
    <aside className={styles.side} aria-label="Informations du tag">
      <Switch
        checked={content.isActive}
        label={tagActiveLabel(content.isActive)}
        onChange={(_e, data) => update({ isActive: data.checked })}
      />
      {side.map(([label, value]) => (
        <div key={label}>
          <Caption1 block>{label}</Caption1>
          <Body1 as="p" style={{ margin: 0, wordBreak: 'break-all' }}>
            {value}
          </Body1>
        </div>
      ))}
    </aside>
  );
}
