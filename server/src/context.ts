// What every resolver receives. Authentication happens once per request (auth/session.ts);
// resolvers then call the guards in auth/guards.ts for the operation's own rule.
import type { AiGateway } from './ai/AiGateway';
import type { CorrectionEngines } from './correction/engines';
import type { LoginThrottle } from './auth/loginThrottle';
import type { OidcVerifier } from './auth/oidc';
import type { Database } from './db/database';
import type { RequestBudget } from './limits/requestBudget';
import type { MediaService } from './media/MediaService';
import type { PrintSystem } from './print/printSystem';
import type { AffiliatePlatform } from './affiliate/affiliatePlatform';
import type { ProviderSet } from './services/pushes/providers';
import type { RecipeRecommender } from './ai/recipeRecommender';
import type { VideoService } from './video/VideoService';
import type { LiveHub } from './live/hub';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isSuperAdmin: boolean;
  /** Brand keys the user may work on (ignored when allBrands). */
  brandKeys: string[];
  allBrands: boolean;
}

export interface GraphQLContext {
  db: Database;
  /** The authenticated user, or null when the request carried no valid token. */
  user: SessionUser | null;
  /** Hash of the bearer token of this request (for logout). */
  tokenHash: string | null;
  /** The request's `Idempotency-Key` (a save sent again after a lost answer; saveReceipts.ts). */
  idempotencyKey: string | null;
  /** Request time, fixed once per request so every rule sees the same "now". */
  now: Date;
  /** Server settings resolvers need (token lifetime for login). */
  settings: { tokenTtlDays: number };
  /** Sign-in attempts per e-mail address and per source, in the database (auth/loginThrottle.ts). */
  loginThrottle: LoginThrottle;
  /** Where the request came from: the client's IP address, `ipc` over the app's channel. */
  source: string;
  /** The list items and time this request may still use (limits/requestBudget.ts). */
  budget: RequestBudget;
  /** The image service (media/), absent where the server runs without one. */
  media?: MediaService;
  /** The video host's operations (video/), absent where the server runs without a media store. */
  video?: VideoService;
  /** The correction engines (correction/correctionFromEnv.ts), absent where none is configured. */
  correction?: CorrectionEngines;
  /** The AI gateway (ai/aiFromEnv.ts); absent = not configured (every AI call refused). */
  ai?: AiGateway;
  /** Push and newsletter providers; a platform without one is refused (services/pushes). */
  providers: ProviderSet;
  /** The OpenID provider's ID-token checker (BACKOFFICE_OIDC_*); null = loginWithOidc refuses. */
  oidc: OidcVerifier | null;
  /** The recommendation service ContextualSearch (ai/recipeRecommender.ts); absent = local recipes. */
  recipeRecommender?: RecipeRecommender;
  /** The print system (print/printSystemFromEnv.ts): its API, or the server's own print tables. */
  print: PrintSystem;
  /** The affiliate platform (affiliate/httpAffiliatePlatform.ts); refuses « non configurée » without one. */
  affiliate: AffiliatePlatform;
  /** This process's live newsroom (live/hub.ts): its subscriptions and presence (issue 39). */
  live?: LiveHub;
}
