// The route /:brandKey/:articleType/edit/:id? (spec 000 §2): loads the article (or starts a new
// one) and mounts the editor. 'Erreur, il n'y a pas de BrandKey' stands in for the editor when
// the brand is missing or unknown (#/XXX/article/edit); an id the server does not know sends the
// journalist back to the list with 'L'identifiant de l'article est introuvable.'. A new article's route carries its local draft's id (`?draft=<uuid>`), so
// reloading the page, or reopening the app on it, finds the draft again.
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { useQuery } from '@apollo/client/react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NewDraftRedirect, useNewDraftId } from '../../editorKit/newDraftRoute';
import { isKnownBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { ArticleEditorDocument } from '../../graphql/generated/graphql';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { ArticleEditor } from './ArticleEditor';
import type { DuplicationStart } from './duplication';
import type { ListKind } from '../../articleKit/listParams';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL },
  notice: { margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL} 0` },
});

function ExistingArticle({ id, brandKey, kind }: { id: string; brandKey: string; kind: ListKind }) {
  const styles = useStyles();
  const online = useApiOnline();
  const { data, loading, error, refetch } = useQuery(ArticleEditorDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner className={styles.root} label="Chargement de l'article…" />;
  if (error && !data?.article) {
    // Offline and never opened here: it opens by itself when the API is back (no click needed).
    if (!online)
      return (
        <div className={styles.root}>
          <WaitingForNetwork kind="document" />
        </div>
      );
    return (
      <div className={styles.root}>
        <LoadErrorBar message={MESSAGES.articleLoadError} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data?.article) {
    return (
      <Navigate
        replace
        to={`/${kind}/list?brand=${encodeURIComponent(brandKey)}`}
        state={{ notice: MESSAGES.articleIdNotFound }}
      />
    );
  }
  // A slideshow opened by an article route (a local draft, an old link) goes to its own editor.
  if (data.article.format === 'Slideshow')
    return <Navigate replace to={`/slideshow/edit/${encodeURIComponent(id)}`} />;
  return (
    <>
      <OfflineCopyNotice
        operationName="ArticleEditor"
        variables={{ id }}
        kind="document"
        className={styles.notice}
      />
      <ArticleEditor
        brandKey={brandKey}
        kind={kind}
        initial={data.article}
        newDraftId={id}
        onCreated={() => {}}
      />
    </>
  );
}

export function ArticleEditorPage() {
  const styles = useStyles();
  const { brandKey, articleType, id } = useParams();
  const draftId = useNewDraftId();
  const location = useLocation();
  const start = (location.state as { duplication?: DuplicationStart } | null)?.duplication ?? null;
  useSectionLook('Édition article / vidéo', 'web');
  // The article created by this editor keeps its editor mounted when the route gains its id, so
  // the journalist's cursor and undo history survive the first save.
  const created = useRef<{ id: string; draftId: string } | null>(null);

  if (!brandKey || brandKey.trim() === '' || !isKnownBrand(brandKey)) {
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
    return (
      <ArticleEditor
        key={draftId}
        brandKey={brandKey}
        kind={kind}
        initial={null}
        newDraftId={draftId}
        onCreated={() => {}}
      />
    );
  }
  if (id) return <ExistingArticle key={id} id={id} brandKey={brandKey} kind={kind} />;
  if (!draftId) return <NewDraftRedirect />;
  return (
    <ArticleEditor
      key={draftId}
      brandKey={brandKey}
      kind={kind}
      initial={null}
      newDraftId={draftId}
      startWith={start}
      onCreated={(newId) => (created.current = { id: newId, draftId })}
    />
  );
}
