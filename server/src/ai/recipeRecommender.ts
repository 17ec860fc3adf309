// Recipes for the internal-link suggestions (spec 001 §7): the recommendation service
// ContextualSearch when configured — POST JSON { brands, formats: [RECIPE], nmatchs, text } with
// an API key header — behind RecipeRecommender, so tests and the bench use a stand-in speaking the
// same protocol. Without it the local recipe catalogue is read (internalLinkCandidates.ts).
//
// The spec gives the request, not the answer: we read `{ matchs: [{ id }] }`, best first.
import { z } from 'zod';
import { guardedApiRequest, type GuardedFetchOptions } from '../media/ssrfGuard';

export interface RecipeRecommendationRequest {
  /** Brand keys, or ALL. */
  brands: readonly string[] | 'ALL';
  text: string;
  nmatchs: number;
}

export interface RecipeRecommender {
  /** Recipe ids, best first; throws when the service cannot answer. */
  recommend(request: RecipeRecommendationRequest): Promise<string[]>;
}

export interface ContextualSearchConfig {
  /** The endpoint the request is POSTed to. */
  url: string;
  apiKey: string;
}

export type ContextualSearchFetchOptions = Pick<
  GuardedFetchOptions,
  'resolve' | 'isForbidden' | 'timeoutMs'
>;

/** The configuration, null when BACKOFFICE_CONTEXTUAL_SEARCH_URL is not set; half of it refuses to start. */
export function contextualSearchConfigFromEnv(
  env: NodeJS.ProcessEnv,
): ContextualSearchConfig | null {
  const url = env.BACKOFFICE_CONTEXTUAL_SEARCH_URL?.trim() ?? '';
  const apiKey = env.BACKOFFICE_CONTEXTUAL_SEARCH_API_KEY?.trim() ?? '';
  if (url === '' && apiKey === '') return null;
  if (url === '' || apiKey === '')
    throw new Error(
      'BACKOFFICE_CONTEXTUAL_SEARCH_URL et BACKOFFICE_CONTEXTUAL_SEARCH_API_KEY vont ensemble.',
    );
  if (!/^https?:\/\//.test(url))
    throw new Error('BACKOFFICE_CONTEXTUAL_SEARCH_URL doit être une URL http(s).');
  return { url, apiKey };
}

const ANSWER = z.object({ matchs: z.array(z.object({ id: z.string().min(1) })) });
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export class ContextualSearchClient implements RecipeRecommender {
  constructor(
    private readonly config: ContextualSearchConfig,
    private readonly fetchOptions: ContextualSearchFetchOptions = {},
  ) {}

  async recommend(request: RecipeRecommendationRequest): Promise<string[]> {
    const answer = await guardedApiRequest(
      this.config.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.config.apiKey },
        body: JSON.stringify({
          brands: request.brands === 'ALL' ? 'ALL' : [...request.brands],
          formats: ['RECIPE'],
          nmatchs: request.nmatchs,
          text: request.text,
        }),
      },
      { timeoutMs: 5_000, ...this.fetchOptions, maxBytes: MAX_ANSWER_BYTES },
    );
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`ContextualSearch answered ${answer.status}`);
    const parsed = ANSWER.parse(JSON.parse(answer.body.toString('utf8')));
    return parsed.matchs.map((m) => m.id);
  }
}

export function recipeRecommenderFromEnv(env: NodeJS.ProcessEnv): RecipeRecommender | null {
  const config = contextualSearchConfigFromEnv(env);
  return config ? new ContextualSearchClient(config) : null;
}
