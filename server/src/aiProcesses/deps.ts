// What the AI processes' jobs need (issue 35): the process's own parts, passed once by whoever
// runs the job worker (cli.ts in every server process; tests build their own). Jobs have no
// request: jobContext.ts makes the context of the user who started the process.
import type { AiGateway } from '../ai/AiGateway';
import type { RecipeRecommender } from '../ai/recipeRecommender';
import type { Database } from '../db/database';
import type { MediaService } from '../media/MediaService';
import type { ProviderSet } from '../services/pushes/providers';

export interface AiProcessDeps {
  db: Database;
  /** The AI gateway (the refusing one when no provider is configured). */
  ai: AiGateway;
  /** The image service: a good deal's product image is imported into it. */
  media?: MediaService;
  /** ContextualSearch when configured; the local recipe catalogue otherwise. */
  recipeRecommender?: RecipeRecommender;
  providers: ProviderSet;
  /**
   * 1 in BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK: product pages may be on this machine (the tests'
   * and the demo's local shop). Never in production: the SSRF guard refuses loopback otherwise.
   */
  productFetchAllowLoopback?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}
