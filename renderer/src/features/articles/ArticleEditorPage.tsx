// The route /:brandKey/:articleType/edit/:id? (spec 000 §2): loads the article (or starts a new
// one) and mounts the editor. 'Erreur, il n'y a pas de BrandKey' stands in for the editor when
// the brand is missing. A new article's route carries its local draft's id (`?draft=<uuid>`), so
// reloading the page, or reopening the app on it, finds the draft again.
import { useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { ArticleEditorDocument } from '../../graphql/generated/graphql';
import { ArticleEditor } from './ArticleEditor';
import type { ListKind } from './listParams';

/** A uuid, as the draft key's `new:` part must be (common/ipc/draftLimits). */
const NEW_DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

function ExistingArticle({ id, brandKey, kind }: { id: string; brandKey: string; kind: ListKind }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useQuery(ArticleEditorDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Spinner className={styles.root} label="Chargement de l'article…" />;
  if (error && !data?.article) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.articleLoadError}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  if (!data?.article) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.articleIdNotFound}</MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  return <ArticleEditor brandKey={brandKey} kind={kind} initial={data.article} newDraftId={id} onCreated={() => {}} />;
}

export function ArticleEditorPage() {
  const styles = useStyles();
  const { brandKey, articleType, id } = useParams();
  const [searchParams] = useSearchParams();
  useSectionLook('Édition article / vidéo', 'web');
  // The article created by this editor keeps its editor mounted when the route gains its id, so
  // the journalist's cursor and undo history survive the first save.
  const created = useRef<{ id: string; draftId: string } | null>(null);

  if (!brandKey || brandKey.trim() === '') {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.articleNoBrandKey}</MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  const kind: ListKind = articleType === 'video' ? 'video' : 'article';
  if (id && created.current?.id === id) {
    const { draftId } = created.current;
    return <ArticleEditor key={draftId} brandKey={brandKey} kind={kind} initial={null} newDraftId={draftId} onCreated={() => {}} />;
  }
  if (id) return <ExistingArticle key={id} id={id} brandKey={brandKey} kind={kind} />;
  const draftId = searchParams.get('draft');
  if (!draftId || !NEW_DRAFT_ID.test(draftId)) return <Navigate replace to={`?draft=${crypto.randomUUID()}`} />;
  return (
    <ArticleEditor
      key={draftId}
      brandKey={brandKey}
      kind={kind}
      initial={null}
      newDraftId={draftId}
      onCreated={(newId) => (created.current = { id: newId, draftId })}
    />
  );
}
