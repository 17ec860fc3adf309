// The slideshow routes (000 §2): /slideshow/new/:brandKey (a new slideshow, its local draft's id
// in `?draft=`), /slideshow/edit/:id (loads it; an unknown id goes back to the list saying so) and
// /slideshow/dup/:brandKey/:id (a new slideshow of that brand started from another one: its title
// marked as a copy, its slides and tags; nothing is saved until « Enregistrer »).
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
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { formOf } from '../../articleKit/articleForm';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { SlideshowEditor, type SlideshowEditorProps } from './SlideshowEditor';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL },
  notice: { margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL} 0` },
});

function NoBrand() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="error">
        <MessageBarBody>{MESSAGES.articleNoBrandKey}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

/** A new slideshow: its draft id in the route, so a reload finds the draft again. */
function NewSlideshow({
  brandKey,
  startWith,
}: {
  brandKey: string;
  startWith?: SlideshowEditorProps['startWith'];
}) {
  const created = useRef<{ id: string; draftId: string } | null>(null);
  const draftId = useNewDraftId();
  if (!draftId) return <NewDraftRedirect />;
  return (
    <SlideshowEditor
      key={draftId}
      brandKey={brandKey}
      initial={null}
      newDraftId={draftId}
      startWith={startWith ?? null}
      onCreated={(id) => (created.current = { id, draftId })}
    />
  );
}

export function NewSlideshowPage() {
  const { brandKey } = useParams();
  const location = useLocation();
  useSectionLook(MESSAGES.slideshowNew, 'slideshow');
  if (!brandKey || !isKnownBrand(brandKey)) return <NoBrand />;
  const startWith =
    (location.state as { slideshowCopy?: SlideshowEditorProps['startWith'] } | null)
      ?.slideshowCopy ?? null;
  return <NewSlideshow brandKey={brandKey} startWith={startWith} />;
}

export function EditSlideshowPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  useSectionLook('Diaporama', 'slideshow');
  const online = useApiOnline();
  const { data, loading, error, refetch } = useQuery(ArticleEditorDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner className={styles.root} label="Chargement du diaporama…" />;
  if (error && !data?.article) {
    return (
      <div className={styles.root}>
        {online ? (
          <LoadErrorBar message={MESSAGES.slideshowLoadError} onRetry={() => void refetch()} />
        ) : (
          <WaitingForNetwork kind="document" />
        )}
      </div>
    );
  }
  const article = data?.article;
  if (!article || article.format !== 'Slideshow')
    return <Navigate replace to="/slideshow/list" state={{ notice: MESSAGES.articleIdNotFound }} />;
  return (
    <>
      <OfflineCopyNotice
        operationName="ArticleEditor"
        variables={{ id }}
        kind="document"
        className={styles.notice}
      />
      <SlideshowEditor
        key={article.id}
        brandKey={article.brandKey}
        initial={article}
        newDraftId={article.id}
        onCreated={() => {}}
      />
    </>
  );
}

export function DuplicateSlideshowPage() {
  const styles = useStyles();
  const { brandKey, id = '' } = useParams();
  useSectionLook('Duplication de diaporama', 'slideshow');
  const known = !!brandKey && isKnownBrand(brandKey);
  const { data, loading, error } = useQuery(ArticleEditorDocument, {
    variables: { id },
    skip: !known,
    fetchPolicy: 'network-only',
  });
  if (!known || !brandKey) return <NoBrand />;
  if (loading) return <Spinner className={styles.root} label="Chargement du diaporama…" />;
  const source = data?.article;
  if (error || !source || source.format !== 'Slideshow')
    return <Navigate replace to="/slideshow/list" state={{ notice: MESSAGES.articleIdNotFound }} />;
  const form = formOf(source);
  const slideshowCopy: SlideshowEditorProps['startWith'] = {
    title: `${form.title} (copie)`,
    body: form.body,
    tags: form.tags,
  };
  return (
    <Navigate
      replace
      to={`/slideshow/new/${encodeURIComponent(brandKey)}?draft=${crypto.randomUUID()}`}
      state={{ slideshowCopy }}
    />
  );
}
