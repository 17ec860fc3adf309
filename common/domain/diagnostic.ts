// The diagnostic of a published article's public page (000 §2 "Actions"; issue 37): the limits and
// the judgement of what the server read on the page. The server only gathers facts (status, tags,
// images, links); whether each one passes, and the French words that say why, live here once.
import { brandProfile } from './brands';
import { MESSAGES } from './messages';

export const DIAGNOSTIC_LIMITS = {
  /** Slower than this and readers leave; search engines rank slow pages lower. */
  responseMs: 3000,
  /** Google shows about 60 characters of a title; below 20 it rarely says what the article is. */
  title: { min: 20, max: 65 },
  /** The snippet under the title in results: about 160 characters shown; below 50 it is thin. */
  description: { min: 50, max: 160 },
  /** Facebook, X and Google Discover want large images: at least 1200 px wide. */
  ogImageMinWidth: 1200,
  /** Internal links checked per run, in parallel (a page may carry hundreds). */
  internalLinks: 20,
  /** The page, the Open Graph image and a linked page: read up to these sizes. */
  pageMaxBytes: 3 * 1024 * 1024,
  imageMaxBytes: 8 * 1024 * 1024,
  pageTimeoutMs: 10_000,
  linkTimeoutMs: 5_000,
  maxRedirects: 3,
} as const;

export type DiagnosticCheckKey =
  | 'status'
  | 'responseTime'
  | 'canonical'
  | 'titleLength'
  | 'descriptionLength'
  | 'ogImage'
  | 'structuredData'
  | 'imageCredits'
  | 'internalLinks';

export interface DiagnosticCheck {
  key: DiagnosticCheckKey;
  label: string;
  ok: boolean;
  detail: string;
}

/** What the server read on the page (null parts: the page did not answer 200, nothing to read). */
export interface DiagnosticFacts {
  status: number;
  elapsedMs: number;
  /** The article's public URL, the one the page was read at. */
  articleUrl: string;
  page: {
    canonical: string | null;
    title: string | null;
    description: string | null;
    /** null: no og:image tag; else its URL and its size, or why it could not be read. */
    ogImage: { url: string; width: number; height: number } | { url: string; error: string } | null;
    hasNewsArticle: boolean;
    images: { src: string; credited: boolean }[];
    /** The internal links checked (the first DIAGNOSTIC_LIMITS.internalLinks). */
    internalLinks: { url: string; ok: boolean }[];
  } | null;
}

/** `{name}` placeholders filled in (a missing one stays visible). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The public URL of an article as the editor's « Prévisualiser » has it: its canonical URL, else
 * its first recorded address, else the brand's site and its slug (001 §9); null without any.
 */
export function articlePublicUrl(article: {
  canonical: string | null;
  urls: readonly { origin: string; path: string }[];
  slug: string | null;
  brandKey: string;
}): string | null {
  if (article.canonical) return article.canonical;
  const first = article.urls[0];
  if (first) return `${first.origin}${first.path}`;
  const origin = brandProfile(article.brandKey).siteOrigin;
  return origin && article.slug ? `${origin}/${article.slug}` : null;
}

/** Two addresses naming the same page: no fragment, a trailing slash not counted. */
export function sameUrl(a: string, b: string): boolean {
  const norm = (raw: string) => {
    try {
      const url = new URL(raw);
      url.hash = '';
      return url.href.replace(/\/$/, '');
    } catch {
      return raw.trim();
    }
  };
  return norm(a) === norm(b);
}

const withReason = (detail: string, reason: string, ok: boolean) =>
  ok ? detail : `${detail} ${reason}`;

function lengthCheck(
  key: 'titleLength' | 'descriptionLength',
  text: string | null,
  bounds: { min: number; max: number },
): DiagnosticCheck {
  const title = key === 'titleLength';
  const label = title ? MESSAGES.diagnosticTitleLabel : MESSAGES.diagnosticDescriptionLabel;
  const reason = title ? MESSAGES.diagnosticTitleReason : MESSAGES.diagnosticDescriptionReason;
  const length = text === null ? 0 : [...text.trim()].length;
  const ok = text !== null && length >= bounds.min && length <= bounds.max;
  const detail =
    text === null
      ? MESSAGES.diagnosticLengthMissing
      : fillMessage(MESSAGES.diagnosticLengthDetail, { length, ...bounds });
  return { key, label, ok, detail: withReason(detail, reason, ok) };
}

const shortList = (items: string[]) =>
  items.length > 5 ? `${items.slice(0, 5).join(', ')}, …` : items.join(', ');

function canonicalCheck(found: string | null, url: string): DiagnosticCheck {
  const ok = found !== null && sameUrl(found, url);
  const detail =
    found === null
      ? MESSAGES.diagnosticCanonicalMissing
      : ok
        ? fillMessage(MESSAGES.diagnosticCanonicalEqual, { url })
        : fillMessage(MESSAGES.diagnosticCanonicalDiffers, { found, url });
  return { key: 'canonical', label: MESSAGES.diagnosticCanonicalLabel, ok, detail };
}

function ogImageCheck(image: NonNullable<DiagnosticFacts['page']>['ogImage']): DiagnosticCheck {
  const base = { key: 'ogImage', label: MESSAGES.diagnosticOgImageLabel } as const;
  if (image === null) return { ...base, ok: false, detail: MESSAGES.diagnosticOgImageMissing };
  if ('error' in image)
    return {
      ...base,
      ok: false,
      detail: fillMessage(MESSAGES.diagnosticOgImageUnreadable, {
        url: image.url,
        why: image.error,
      }),
    };
  const min = DIAGNOSTIC_LIMITS.ogImageMinWidth;
  const ok = image.width >= min;
  const detail = fillMessage(MESSAGES.diagnosticOgImageSize, { ...image, min });
  return { ...base, ok, detail: withReason(detail, MESSAGES.diagnosticOgImageReason, ok) };
}

function creditsCheck(images: { src: string; credited: boolean }[]): DiagnosticCheck {
  const base = { key: 'imageCredits', label: MESSAGES.diagnosticCreditsLabel } as const;
  if (images.length === 0) return { ...base, ok: true, detail: MESSAGES.diagnosticCreditsNone };
  const missing = images.filter((image) => !image.credited).map((image) => image.src);
  const detail = fillMessage(MESSAGES.diagnosticCreditsDetail, {
    credited: images.length - missing.length,
    total: images.length,
  });
  if (missing.length === 0) return { ...base, ok: true, detail };
  const list = fillMessage(MESSAGES.diagnosticCreditsMissing, { list: shortList(missing) });
  return { ...base, ok: false, detail: `${detail} ${list} ${MESSAGES.diagnosticCreditsReason}` };
}

function linksCheck(links: { url: string; ok: boolean }[]): DiagnosticCheck {
  const base = { key: 'internalLinks', label: MESSAGES.diagnosticLinksLabel } as const;
  if (links.length === 0) return { ...base, ok: true, detail: MESSAGES.diagnosticLinksNone };
  const broken = links.filter((link) => !link.ok).map((link) => link.url);
  const detail = fillMessage(MESSAGES.diagnosticLinksDetail, {
    ok: links.length - broken.length,
    total: links.length,
    max: DIAGNOSTIC_LIMITS.internalLinks,
  });
  if (broken.length === 0) return { ...base, ok: true, detail };
  const list = fillMessage(MESSAGES.diagnosticLinksBroken, { list: shortList(broken) });
  return { ...base, ok: false, detail: `${detail} ${list}` };
}

/** Every check of the page, in the order the window shows them. */
export function diagnosticChecks(facts: DiagnosticFacts): DiagnosticCheck[] {
  const statusOk = facts.status === 200;
  const statusDetail = fillMessage(MESSAGES.diagnosticStatusDetail, {
    status: facts.status,
    ms: facts.elapsedMs,
  });
  const timeOk = facts.elapsedMs <= DIAGNOSTIC_LIMITS.responseMs;
  const timeDetail = fillMessage(MESSAGES.diagnosticTimeDetail, {
    ms: facts.elapsedMs,
    max: DIAGNOSTIC_LIMITS.responseMs,
  });
  const checks: DiagnosticCheck[] = [
    {
      key: 'status',
      label: MESSAGES.diagnosticStatusLabel,
      ok: statusOk,
      detail: withReason(statusDetail, MESSAGES.diagnosticStatusReason, statusOk),
    },
    {
      key: 'responseTime',
      label: MESSAGES.diagnosticTimeLabel,
      ok: timeOk,
      detail: withReason(timeDetail, MESSAGES.diagnosticTimeReason, timeOk),
    },
  ];
  const page = facts.page;
  if (!page) return checks;
  const newsArticle = {
    key: 'structuredData',
    label: MESSAGES.diagnosticStructuredDataLabel,
    ok: page.hasNewsArticle,
    detail: page.hasNewsArticle
      ? MESSAGES.diagnosticStructuredDataFound
      : MESSAGES.diagnosticStructuredDataMissing,
  } as const;
  return [
    ...checks,
    canonicalCheck(page.canonical, facts.articleUrl),
    lengthCheck('titleLength', page.title, DIAGNOSTIC_LIMITS.title),
    lengthCheck('descriptionLength', page.description, DIAGNOSTIC_LIMITS.description),
    ogImageCheck(page.ogImage),
    newsArticle,
    creditsCheck(page.images),
    linksCheck(page.internalLinks),
  ];
}
