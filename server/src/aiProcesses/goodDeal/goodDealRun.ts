// One good deal, from the product page to the Draft Rich article: the page read through the SSRF
// guard, the product found, the AI asked with the super-admins' prompts, the answer turned into
// the lead and body, the image imported, the article saved as the process's user. Every step that
// can fail for a reason the journalist can act on throws a GoodDealFailure (French).
import { GraphQLError } from 'graphql';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { AiServiceError } from '../../ai/aiErrors';
import { canUseBrand } from '../../auth/guards';
import type { SessionUser } from '../../context';
import { saveArticle } from '../../services/content/articleSave';
import type { AiProcessDeps } from '../deps';
import { jobContext, storedUser } from '../jobContext';
import { goodDealRequest, type GoodDealAnswer } from './goodDealAnswer';
import { bodyDoc, leadDoc } from './goodDealDocs';
import { GoodDealFailure } from './goodDealFailure';
import { recordProductTitle, type GoodDealProcessRow } from './goodDealProcesses';
import { listGoodDealPrompts, readTransparencyClause } from './goodDealSettings';
import { extractProduct } from './productFacts';
import { fetchProductPage, type ProductFetchPolicy } from './productFetch';
import { importProductImage } from './productImage';
import type { ProductFacts } from './productTypes';

async function processUser(deps: AiProcessDeps, process: GoodDealProcessRow): Promise<SessionUser> {
  const user = await storedUser(deps, process.userId);
  if (!user || !canUseBrand(user, process.brandKey))
    throw new GoodDealFailure(MESSAGES.goodDealBrandLost);
  return user;
}

async function readProduct(
  process: GoodDealProcessRow,
  policy: ProductFetchPolicy,
): Promise<ProductFacts> {
  const page = await fetchProductPage(process.productUrl, policy);
  const facts = extractProduct(page.html, page.finalUrl);
  if (!facts) throw new GoodDealFailure(MESSAGES.goodDealNoProduct);
  return facts;
}

async function writeWithAi(
  deps: AiProcessDeps,
  process: GoodDealProcessRow,
  facts: ProductFacts,
): Promise<GoodDealAnswer> {
  const prompts = await listGoodDealPrompts(deps.db, LIMITS.pageSize.goodDealPrompts);
  const caller = { userId: process.userId, brandKey: process.brandKey, purpose: 'goodDeal' };
  return deps.ai.structured(
    caller,
    goodDealRequest(
      prompts.map((p) => p.prompt),
      facts,
    ),
  );
}

/** The save's refusals as the process's message: a lost brand said as such, the rest as one. */
function saveFailure(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GoodDealFailure(
    error.extensions.code === 'FORBIDDEN'
      ? MESSAGES.goodDealBrandLost
      : MESSAGES.goodDealArticleRefused,
  );
}

/** Runs the process; resolves with the id of the article made. */
export async function runGoodDeal(
  deps: AiProcessDeps,
  process: GoodDealProcessRow,
  policy: ProductFetchPolicy,
): Promise<string> {
  const user = await processUser(deps, process);
  if (!deps.ai.configured) throw new AiServiceError('notConfigured');
  const facts = await readProduct(process, policy);
  await recordProductTitle(deps.db, process.id, facts.name);
  const answer = await writeWithAi(deps, process, facts);
  const clause = await readTransparencyClause(deps.db);
  const log = deps.log ?? (() => undefined);
  const target = { ...process, processId: process.id };
  const media = await importProductImage(deps.media, facts, target, policy, log);
  const ctx = jobContext(deps, user, `goodDeal:${process.id}`);
  const create = {
    brandKey: process.brandKey,
    format: 'Rich' as const,
    status: 'Draft' as const,
    title: answer.title,
    lead: leadDoc(answer),
    body: bodyDoc(answer, clause),
    medias: media ? [media] : [],
  };
  const saved = await saveArticle(ctx, user, { id: null, create, update: null }).catch(
    (error: unknown) => {
      throw saveFailure(error);
    },
  );
  return saved.id;
}
