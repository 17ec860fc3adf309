// 'Les articles reliés à cette vidéo / ce diaporama' (spec 000 §2 editor tools; issue 32): before a
// video or a slideshow goes to the trash, the articles that embed it (body elements, main media,
// slides), each opened in a new window, and « Mettre en corbeille » to confirm. A video is first
// removed from its host (deleteVideo): its refusal ('L'identifiant du media n'existe pas.') is shown
// here and nothing is trashed.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { openInNewWindow } from '../../bridge/openWindow';
import { ConfirmDialog } from '../../editorKit/ConfirmDialog';
import { apiErrorOf } from '../../editorKit/apiError';
import { DeleteVideoDocument, RelatedArticlesDocument } from '../../graphql/generated/graphql';
import { editPath } from '../listParams';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export type RelatedContentKind = 'video' | 'slideshow';

const WORDINGS: Record<RelatedContentKind, { title: string; none: string }> = {
  video: { title: MESSAGES.relatedArticlesVideo, none: MESSAGES.relatedArticlesNoneVideo },
  slideshow: {
    title: MESSAGES.relatedArticlesSlideshow,
    none: MESSAGES.relatedArticlesNoneSlideshow,
  },
};

/** The editor route of a related article (opened in a new window: this editor stays). */
function routeOf(article: { id: string; brandKey: string; format: string }): string {
  const kind =
    article.format === 'Video' ? 'video' : article.format === 'Slideshow' ? 'slideshow' : 'article';
  return editPath(article.brandKey, kind, article.id);
}

export interface RelatedArticlesDialogProps {
  /** The video article or the slideshow going to the trash. */
  contentId: string;
  kind: RelatedContentKind;
  onCancel: () => void;
  /** Confirmed (and, for a video, removed from its host): save the move to the trash. */
  onConfirm: () => void;
}

export function RelatedArticlesDialog({
  contentId,
  kind,
  onCancel,
  onConfirm,
}: RelatedArticlesDialogProps) {
  const styles = useStyles();
  const wording = WORDINGS[kind];
  const { data, loading, error } = useQuery(RelatedArticlesDocument, {
    variables: { id: contentId },
    fetchPolicy: 'network-only',
  });
  const [deleteVideo, deletion] = useMutation(DeleteVideoDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const related = data?.relatedArticles ?? [];

  const confirm = async () => {
    setRefusal(null);
    if (kind === 'video') {
      // errorPolicy 'all' (apolloClient.ts): a refusal comes back as `error`, a lost link throws.
      const result = await deleteVideo({ variables: { id: contentId } }).catch(
        (failure: unknown) => ({ data: undefined, error: failure }),
      );
      if (result.error || !result.data) {
        setRefusal(apiErrorOf(result.error).message);
        return;
      }
    }
    onConfirm();
  };

  return (
    <ConfirmDialog
      title={wording.title}
      contentClassName={styles.content}
      message={
        <>
          {refusal && (
            <MessageBar intent="error">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          {loading && !data ? (
            <Spinner size="tiny" label="Recherche des articles reliés…" />
          ) : error && !data ? (
            <MessageBar intent="warning">
              <MessageBarBody>{apiErrorOf(error).message}</MessageBarBody>
            </MessageBar>
          ) : related.length === 0 ? (
            <Text>{wording.none}</Text>
          ) : (
            <ul className={styles.list} aria-label={wording.title}>
              {related.map((article) => (
                <li key={article.id}>
                  <Link
                    href={`#${routeOf(article)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void openInNewWindow(routeOf(article));
                    }}
                  >
                    {article.title || '(sans titre)'}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      }
      confirmLabel={MESSAGES.moveToTrash}
      confirmDisabled={deletion.loading}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}

/**
 * The status control's trash dialog for a content that articles embed (a video, a slideshow): the
 * related articles first, then « Mettre en corbeille ». None until the content is saved.
 */
export function relatedArticlesBeforeTrash(
  contentId: string | undefined,
  kind: RelatedContentKind,
) {
  if (!contentId) return undefined;
  return function TrashDialog({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
    return (
      <RelatedArticlesDialog
        contentId={contentId}
        kind={kind}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  };
}
