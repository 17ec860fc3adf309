// The app's own requests must pass the API's limits at the sizes the screens ask for: a spec page
// size the cost cap refuses shows users « Une erreur est survenue » instead of their list.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { DEFAULT_API_LIMITS } from '../../../server/src/limits/apiLimits';
import { costWithVariables } from '../../../server/src/limits/validationRules';
import { buildSchema } from '../../../server/src/schema';
import { appendPage } from '../../../renderer/src/graphql/appendPage';
import {
  ArticleListDocument,
  CardListDocument,
} from '../../../renderer/src/graphql/generated/graphql';

const schema = buildSchema();
const cost = (document: Parameters<typeof costWithVariables>[1], first: number) =>
  costWithVariables(schema, document, { first }, DEFAULT_API_LIMITS.maxCost);

describe('the card grid within the cost cap', () => {
  it('asks for 1,000 cards a request, which the cap admits, and ten of them reach the spec’s 10,000', () => {
    expect(cost(CardListDocument, LIMITS.pageSize.cardsPerRequest)).toEqual([]);
    expect(LIMITS.pageSize.cardsPerRequest * 10).toBe(LIMITS.pageSize.cards);
  });

  it('would be refused as one request of 10,000 (why the grid pages)', () => {
    const errors = cost(CardListDocument, LIMITS.pageSize.cards);
    expect(errors[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });
});

describe('the article list grows by pages of 50', () => {
  it('asks for each page alone (skip), which the cap admits; re-asking for every row shown would be refused past ~550 rows', () => {
    expect(cost(ArticleListDocument, 50)).toEqual([]);
    expect(cost(ArticleListDocument, 50 * 12)[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('appends the next page after the rows shown, without repeating a row that moved', () => {
    const merge = appendPage('searchArticles');
    const row = (id: string) => ({ id });
    const merged = merge(
      { searchArticles: [row('a'), row('b')], searchArticleCount: 4 },
      { fetchMoreResult: { searchArticles: [row('b'), row('c')], searchArticleCount: 4 } },
    );
    expect(merged).toEqual({
      searchArticles: [row('a'), row('b'), row('c')],
      searchArticleCount: 4,
    });
  });
});
