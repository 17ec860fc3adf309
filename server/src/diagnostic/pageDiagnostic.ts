// The diagnostic of a published article's public page (issue 37): the page, its Open Graph image
// and its internal links are read through the SSRF guard (media/ssrfGuard.ts: every address and
// every redirect checked, time and size capped); loopback only when the policy allows it
// (BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK=1: the tests' and the demo's local pages). The facts go to
// common/domain/diagnostic.ts, which judges them.
import sharp from 'sharp';
import {
  DIAGNOSTIC_LIMITS,
  diagnosticChecks,
  type DiagnosticCheck,
  type DiagnosticFacts,
} from '../../../common/domain/diagnostic';
import { MESSAGES } from '../../../common/domain/messages';
import { MEDIA_MESSAGES, MediaRefusal } from '../media/mediaMessages';
import { addressRuleAllowingLoopback } from '../integrations/restApi';
import { guardedFetch, type GuardedFetchOptions } from '../media/ssrfGuard';
import { hasNewsArticle, readPage, type PageImage } from './pageReading';

export interface DiagnosticPolicy {
  allowLoopback: boolean;
  /** Shorter in tests (a page that never answers). */
  pageTimeoutMs?: number;
  pageMaxBytes?: number;
  /** Milliseconds, for the answer time (a fake clock in tests). */
  clock?: () => number;
}

/** BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK=1 lets the diagnostic read pages on this machine. */
export function diagnosticPolicyFromEnv(env: NodeJS.ProcessEnv): DiagnosticPolicy {
  return { allowLoopback: env.BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK?.trim() === '1' };
}

/** A French refusal of the whole diagnostic (the page could not be read at all). */
export class DiagnosticFailure extends Error {
  override name = 'DiagnosticFailure';
}

function fetchOptions(
  policy: DiagnosticPolicy,
  extra: Pick<GuardedFetchOptions, 'maxBytes' | 'timeoutMs' | 'accept'>,
): GuardedFetchOptions {
  return {
    ...extra,
    maxRedirects: DIAGNOSTIC_LIMITS.maxRedirects,
    isForbidden: addressRuleAllowingLoopback(policy.allowLoopback),
  };
}

function failureOf(error: MediaRefusal): DiagnosticFailure {
  if (error.code === 'FORBIDDEN_ADDRESS')
    return new DiagnosticFailure(MESSAGES.diagnosticPageForbidden);
  if (error.code === 'PAYLOAD_TOO_LARGE')
    return new DiagnosticFailure(MESSAGES.diagnosticPageTooLarge);
  if (error.status === 504) return new DiagnosticFailure(MESSAGES.diagnosticPageTimeout);
  return new DiagnosticFailure(MESSAGES.diagnosticPageUnreachable);
}

const isHtml = (contentType: string | null) => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'text/html' || type === 'application/xhtml+xml';
};

async function ogImageFacts(
  url: string | null,
  policy: DiagnosticPolicy,
): Promise<NonNullable<DiagnosticFacts['page']>['ogImage']> {
  if (url === null) return null;
  try {
    const image = await guardedFetch(
      url,
      fetchOptions(policy, {
        maxBytes: DIAGNOSTIC_LIMITS.imageMaxBytes,
        timeoutMs: DIAGNOSTIC_LIMITS.linkTimeoutMs,
        accept: 'image/*',
      }),
    );
    const { width, height } = await sharp(image.body).metadata();
    if (!width || !height) return { url, error: MEDIA_MESSAGES.unreadable };
    return { url, width, height };
  } catch (error) {
    if (error instanceof MediaRefusal) return { url, error: error.message };
    return { url, error: MEDIA_MESSAGES.unreadable };
  }
}

/** Whether a linked page answers (200 after redirects); an answer too large to read still answered. */
async function linkAnswers(url: string, policy: DiagnosticPolicy): Promise<boolean> {
  try {
    await guardedFetch(
      url,
      fetchOptions(policy, {
        maxBytes: DIAGNOSTIC_LIMITS.pageMaxBytes,
        timeoutMs: DIAGNOSTIC_LIMITS.linkTimeoutMs,
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      }),
    );
    return true;
  } catch (error) {
    return error instanceof MediaRefusal && error.code === 'PAYLOAD_TOO_LARGE';
  }
}

/** The article's own images: those in its <article> when the page has one, else all of them. */
function articleImages(images: PageImage[], creditedSources: readonly string[]) {
  const own = images.some((image) => image.inArticle)
    ? images.filter((image) => image.inArticle)
    : images;
  return own.map((image) => ({
    src: image.src,
    credited:
      image.captioned || creditedSources.some((source) => source && image.src.includes(source)),
  }));
}

export interface DiagnosedArticle {
  /** The article's public URL (common/domain/diagnostic.ts articlePublicUrl). */
  url: string;
  /** Keys or addresses of the article's media that carry a credit (a page image naming one is credited). */
  creditedSources: readonly string[];
}

/** The checks of the article's page; a DiagnosticFailure when the page cannot be read at all. */
export async function diagnosePage(
  article: DiagnosedArticle,
  policy: DiagnosticPolicy,
): Promise<DiagnosticCheck[]> {
  const clock = policy.clock ?? (() => performance.now());
  const started = clock();
  const elapsed = () => Math.round(clock() - started);
  let page;
  try {
    page = await guardedFetch(
      article.url,
      fetchOptions(policy, {
        maxBytes: policy.pageMaxBytes ?? DIAGNOSTIC_LIMITS.pageMaxBytes,
        timeoutMs: policy.pageTimeoutMs ?? DIAGNOSTIC_LIMITS.pageTimeoutMs,
        accept: 'text/html,application/xhtml+xml',
      }),
    );
  } catch (error) {
    if (!(error instanceof MediaRefusal)) throw error;
    // The page answered, but not 200: the status and time checks say so, nothing else to read.
    if (error.upstreamStatus !== undefined)
      return diagnosticChecks({
        status: error.upstreamStatus,
        elapsedMs: elapsed(),
        articleUrl: article.url,
        page: null,
      });
    throw failureOf(error);
  }
  const elapsedMs = elapsed();
  if (!isHtml(page.contentType)) throw new DiagnosticFailure(MESSAGES.diagnosticPageNotHtml);
  const reading = readPage(page.body.toString('utf8'), page.finalUrl);
  const links = reading.internalLinks.slice(0, DIAGNOSTIC_LIMITS.internalLinks);
  const [ogImage, answers] = await Promise.all([
    ogImageFacts(reading.ogImage, policy),
    Promise.all(links.map((url) => linkAnswers(url, policy))),
  ]);
  return diagnosticChecks({
    status: 200,
    elapsedMs,
    articleUrl: article.url,
    page: {
      canonical: reading.canonical,
      title: reading.title,
      description: reading.description,
      ogImage,
      hasNewsArticle: hasNewsArticle(reading.jsonLd),
      images: articleImages(reading.images, article.creditedSources),
      internalLinks: links.map((url, i) => ({ url, ok: answers[i] === true })),
    },
  });
}
