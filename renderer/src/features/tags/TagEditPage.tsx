// The tag edit (spec 000 §2, 001 §2, §9): header with the tag title, a back link and Save,
// enabled only when the brand's content differs from what was loaded; side panel with id, brand,
// status (Actif/Inactif), linked article count, type, language and dates; main area with the
// image (a URL field standing in for the media issue's MediaField) and the intro text, whose
// hint says it stays under 300 characters — enforced here and by the server.
import { useApolloClient } from '@apollo/client/react';
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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { tagActiveLabel } from '../../../../common/domain/statuses';
import { validateTagIntro } from '../../../../common/domain/validation/tags';
import { docToPlainText, type RichTextDoc } from '../../../../common/richtext';
import { RichTextEditor } from '../../editor';
import { useSectionLook } from '../../app/shell/useSectionLook';
import {
  TagEditDocument,
  TagSaveBrandedContentDocument,
  type TagEditFieldsFragment,
} from '../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../adminKit/adminApi';
import { CrudToaster, useCrudNotice } from '../../adminKit/crudNotice';
import { imageMediaOf, imageUrlOf } from '../../adminKit/imageUrl';
import { ImageUrlField } from '../../mediaKit';
import { apiErrorOf } from '../../editorKit/apiError';

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

interface Content {
  isActive: boolean;
  imageUrl: string;
  body: RichTextDoc | null;
}

function contentOf(tag: TagEditFieldsFragment, brandKey: string): Content {
  const branded = tag.brandedContents.find((b) => b.brandKey === brandKey);
  return {
    isActive: branded ? branded.isActive : tag.isActive,
    imageUrl: imageUrlOf(branded?.media),
    body: (branded?.body as RichTextDoc | null | undefined) ?? null,
  };
}

const noLinks = () => Promise.resolve([]);
const noArticle = () => Promise.resolve(null);

export function TagEditPage() {
  const { id = '', brandKey = '' } = useParams();
  useSectionLook('Tag', 'web');
  return <TagEditor key={`${id}/${brandKey}`} id={id} brandKey={brandKey} />;
}

function TagEditor({ id, brandKey }: { id: string; brandKey: string }) {
  const styles = useStyles();
  const client = useApolloClient();
  const notify = useCrudNotice();
  const [tag, setTag] = useState<TagEditFieldsFragment | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'notFound' | 'error'>('loading');
  const [loadError, setLoadError] = useState('');
  const [loaded, setLoaded] = useState<Content | null>(null);
  const [content, setContent] = useState<Content | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    fetchData(client, TagEditDocument, { id })
      .then((data) => {
        if (!alive) return;
        if (!data.tag) return setState('notFound');
        setTag(data.tag);
        const initial = contentOf(data.tag, brandKey);
        setLoaded(initial);
        setContent(initial);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!alive) return;
        const api = apiErrorOf(error);
        if (api.code === 'NOT_FOUND') setState('notFound');
        else {
          setLoadError(api.message);
          setState('error');
        }
      });
    return () => {
      alive = false;
    };
  }, [client, id, brandKey]);

  const introLength = useMemo(() => docToPlainText(content?.body ?? null).length, [content]);
  const introError = content ? validateTagIntro(docToPlainText(content.body)) : null;
  const changed = JSON.stringify(content) !== JSON.stringify(loaded);
  const canSave = state === 'ready' && changed && !introError && !saving;

  const update = useCallback((patch: Partial<Content>) => {
    setContent((current) => (current ? { ...current, ...patch } : current));
    setServerError(null);
  }, []);

  const save = async () => {
    if (!canSave || !content) return;
    setSaving(true);
    try {
      const saved = await mutateData(client, TagSaveBrandedContentDocument, {
        id,
        data: {
          brandKey,
          isActive: content.isActive,
          body: content.body,
          media: imageMediaOf(content.imageUrl),
        },
      });
      setTag(saved.updateTagBrandedContent);
      setLoaded(content);
      notify(MESSAGES.saveDone);
    } catch (error) {
      const api = apiErrorOf(error);
      setServerError(Object.values(api.fields)[0] ?? api.message);
    } finally {
      setSaving(false);
    }
  };

  const back = (
    <Link
      to={`/tag/list?brand=${encodeURIComponent(brandKey)}`}
      aria-label="Retour à la liste des tags"
    >
      <ArrowLeftRegular />
    </Link>
  );
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
      </div>
    </section>
  );
}
