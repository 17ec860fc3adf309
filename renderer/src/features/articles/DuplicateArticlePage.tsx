// The route /article/dup/:brandKey/:id (spec 000 §2 « Duplication web »): reads the article to
// copy, then opens a new article of the target brand started from it (see duplication.ts). The
// copy is the journalist's to review: nothing is saved until they press « Enregistrer ». To a brand
// of another language the copy is translated first (translateArticle), a loading message meanwhile.
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
import {
  ArticleEditorDocument,
  TranslateArticleDocument,
  type ArticleEditorQuery,
} from '../../graphql/generated/graphql';
import { duplicationStart, translationTarget } from './duplication';

type SourceArticle = NonNullable<ArticleEditorQuery['article']>;

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
  return <TranslatedCopy source={source} brandKey={brandKey} />;
}

/** The copy's editor, once translated when the brands' languages differ (a failure keeps the source's texts). */
function TranslatedCopy({ source, brandKey }: { source: SourceArticle; brandKey: string }) {
  const styles = useStyles();
  const lang = translationTarget(source.brandKey, brandKey);
  const translation = useQuery(TranslateArticleDocument, {
    variables: { id: source.id, lang: lang ?? '' },
    skip: lang === null,
    fetchPolicy: 'no-cache',
  });
  if (lang !== null && translation.loading)
    return <Spinner className={styles.root} label="Traduction de l'article…" />;
  const translated = translation.error ? null : (translation.data?.translateArticle ?? null);
  const kind = source.format === 'Video' ? 'video' : 'article';
  return (
    <Navigate
      replace
      to={`/${encodeURIComponent(brandKey)}/${kind}/edit?draft=${crypto.randomUUID()}`}
      state={{ duplication: duplicationStart(source, brandKey, translated) }}
    />
  );
}
