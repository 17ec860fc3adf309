// How many saves the article's history holds (articleHistoryCount, spec 001 §7): the editor offers
// « Historique » only when there is one (spec 000 §2). Asked when the article opens and again for
// each new server version, i.e. after every save the server acknowledged.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ArticleHistoryCountDocument } from '../../graphql/generated/graphql';

/** The count for this article and version; 0 while unknown, for a new article, or when the API fails. */
export function useArticleHistoryCount(articleId: string | null, version: number | null): number {
  const client = useApolloClient();
  const [count, setCount] = useState<{ articleId: string; value: number } | null>(null);
  useEffect(() => {
    if (articleId === null) return;
    let current = true;
    void client
      .query({
        query: ArticleHistoryCountDocument,
        variables: { id: articleId },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (current && typeof data?.articleHistoryCount === 'number')
          setCount({ articleId, value: data.articleHistoryCount });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, articleId, version]);
  return count !== null && count.articleId === articleId ? count.value : 0;
}
