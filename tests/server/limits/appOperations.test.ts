// The app's own requests must pass the API's limits at the sizes the screens ask for: a spec page
// size the cost cap refuses shows users « Une erreur est survenue » instead of their list.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { DEFAULT_API_LIMITS } from '../../../server/src/limits/apiLimits';
import { costWithVariables } from '../../../server/src/limits/validationRules';
import { buildSchema } from '../../../server/src/schema';
import { CardListDocument } from '../../../renderer/src/graphql/generated/graphql';

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
