// The route /article/dup/:brandKey/:id (spec 000 §2 « Duplication web »): reads the article to
// copy, then opens a new article of the target brand started from it (see duplication.ts). The
// copy is the journalist's to review: nothing is saved until they press « Enregistrer ».
import { useQuery } from '@apollo/client/react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Navigate, useParams } from 'react-router-dom';
import { isKnownBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { ArticleEditorDocument } from '../../graphql/generated/graphql';
import { duplicationStart } from './duplication';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

export function DuplicateArticlePage() {
  const styles = useStyles();
  const { brandKey, id } = useParams();
  useSectionLook("Duplication d'article", 'web');
  const known = !!brandKey && isKnownBrand(brandKey);
  const { data, loading, error } = useQuery(ArticleEditorDocument, {
    variables: { id: id ?? '' },
    skip: !known || !id,
    fetchPolicy: 'network-only',
  });
  if (!known || !brandKey) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.articleNoBrandKey}</MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  if (loading) return <Spinner className={styles.root} label="Chargement de l'article…" />;
  const source = data?.article;
  if (error || !source) {
    return (
      <Navigate
        replace
        to={`/article/list?brand=${encodeURIComponent(brandKey)}`}
        state={{ notice: MESSAGES.articleIdNotFound }}
      />
    );
  }
  const kind = source.format === 'Video' ? 'video' : 'article';
  return (
    <Navigate
      replace
      to={`/${encodeURIComponent(brandKey)}/${kind}/edit?draft=${crypto.randomUUID()}`}
      state={{ duplication: duplicationStart(source, brandKey) }}
    />
  );
}
