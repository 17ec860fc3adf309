// The judgement of a public page's facts (common/domain/diagnostic.ts; issue 37): each check
// passing and failing, with the reason in French, and the article's public URL rule.
import { describe, expect, it } from 'vitest';
import {
  articlePublicUrl,
  diagnosticChecks,
  fillMessage,
  sameUrl,
  type DiagnosticFacts,
} from '../../../common/domain/diagnostic';
import { MESSAGES } from '../../../common/domain/messages';

const URL_ = 'https://www.example.fr/vins/vendanges';
const good: NonNullable<DiagnosticFacts['page']> = {
  canonical: `${URL_}/`,
  title: 'Les vendanges précoces bouleversent le vignoble',
  description: 'x'.repeat(120),
  ogImage: { url: 'https://cdn/og.jpg', width: 1200, height: 630 },
  hasNewsArticle: true,
  images: [{ src: 'a.jpg', credited: true }],
  internalLinks: [{ url: 'https://www.example.fr/a', ok: true }],
};
const facts = (
  page: Partial<typeof good> | null,
  status = 200,
  elapsedMs = 100,
): DiagnosticFacts => ({
  status,
  elapsedMs,
  articleUrl: URL_,
  page: page === null ? null : { ...good, ...page },
});
const check = (f: DiagnosticFacts, key: string) => diagnosticChecks(f).find((c) => c.key === key)!;

describe('diagnosticChecks', () => {
  it('passes a good page on all nine checks', () => {
    const checks = diagnosticChecks(facts({}));
    expect(checks).toHaveLength(9);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(check(facts({}), 'canonical').detail).toBe(
      fillMessage(MESSAGES.diagnosticCanonicalEqual, { url: URL_ }),
    );
  });

  it('a page that did not answer 200: only status and time, the status failing with its reason', () => {
    const checks = diagnosticChecks(facts(null, 404, 5000));
    expect(checks.map((c) => [c.key, c.ok])).toEqual([
      ['status', false],
      ['responseTime', false],
    ]);
    expect(checks[0]!.detail).toBe(`HTTP 404 en 5000 ms. ${MESSAGES.diagnosticStatusReason}`);
    expect(checks[1]!.detail).toBe(`5000 ms (au plus 3000 ms). ${MESSAGES.diagnosticTimeReason}`);
  });

  it.each([
    ['canonical', { canonical: null }, MESSAGES.diagnosticCanonicalMissing],
    [
      'canonical',
      { canonical: 'https://autre/' },
      `La page annonce https://autre/ au lieu de ${URL_}.`,
    ],
    [
      'titleLength',
      { title: null },
      `${MESSAGES.diagnosticLengthMissing} ${MESSAGES.diagnosticTitleReason}`,
    ],
    [
      'titleLength',
      { title: 'Court' },
      `5 caractères (attendu entre 20 et 65). ${MESSAGES.diagnosticTitleReason}`,
    ],
    [
      'titleLength',
      { title: 'x'.repeat(66) },
      `66 caractères (attendu entre 20 et 65). ${MESSAGES.diagnosticTitleReason}`,
    ],
    [
      'descriptionLength',
      { description: 'y'.repeat(161) },
      `161 caractères (attendu entre 50 et 160). ${MESSAGES.diagnosticDescriptionReason}`,
    ],
    ['ogImage', { ogImage: null }, MESSAGES.diagnosticOgImageMissing],
    [
      'ogImage',
      { ogImage: { url: 'u', error: 'illisible' } },
      'L’image u ne peut pas être lue : illisible',
    ],
    [
      'ogImage',
      { ogImage: { url: 'u', width: 600, height: 300 } },
      `600 × 300 px (au moins 1200 px de large). ${MESSAGES.diagnosticOgImageReason}`,
    ],
    ['structuredData', { hasNewsArticle: false }, MESSAGES.diagnosticStructuredDataMissing],
    [
      'imageCredits',
      {
        images: [
          { src: 'a.jpg', credited: true },
          ...'bcdefg'.split('').map((c) => ({ src: `${c}.jpg`, credited: false })),
        ],
      },
      `1 image(s) sur 7 créditée(s). Sans crédit : b.jpg, c.jpg, d.jpg, e.jpg, f.jpg, … ${MESSAGES.diagnosticCreditsReason}`,
    ],
    [
      'internalLinks',
      {
        internalLinks: [
          { url: 'l1', ok: false },
          { url: 'l2', ok: true },
        ],
      },
      '1 lien(s) interne(s) sur 2 répondent (les 20 premiers sont vérifiés). Sans réponse : l1',
    ],
  ])('%s fails on %j', (key, page, detail) => {
    expect(check(facts(page as Partial<typeof good>), key)).toMatchObject({ ok: false, detail });
  });

  it('a page without images or internal links passes those checks, saying so', () => {
    const f = facts({ images: [], internalLinks: [] });
    expect(check(f, 'imageCredits')).toMatchObject({
      ok: true,
      detail: MESSAGES.diagnosticCreditsNone,
    });
    expect(check(f, 'internalLinks')).toMatchObject({
      ok: true,
      detail: MESSAGES.diagnosticLinksNone,
    });
    expect(check(f, 'structuredData').detail).toBe(MESSAGES.diagnosticStructuredDataFound);
  });
});

describe('articlePublicUrl', () => {
  const base = { canonical: null, urls: [], slug: null, brandKey: 'GEO' };
  it('canonical, else the first recorded address, else site and slug, else none', () => {
    expect(articlePublicUrl({ ...base, canonical: 'https://c/' })).toBe('https://c/');
    expect(articlePublicUrl({ ...base, urls: [{ origin: 'https://o', path: '/p' }] })).toBe(
      'https://o/p',
    );
    expect(articlePublicUrl({ ...base, brandKey: 'FAC', slug: 's' })).toBe(
      'https://www.femmeactuelle.fr/s',
    );
    expect(articlePublicUrl({ ...base, slug: 's' })).toBeNull();
    expect(articlePublicUrl(base)).toBeNull();
  });
});

describe('sameUrl / fillMessage', () => {
  it('ignores the fragment and a trailing slash; compares raw text when not a URL', () => {
    expect(sameUrl('https://a.fr/x/#top', 'https://a.fr/x')).toBe(true);
    expect(sameUrl('pas une url', ' pas une url ')).toBe(true);
    expect(sameUrl('https://a.fr/x', 'https://a.fr/y')).toBe(false);
  });
  it('leaves an unknown placeholder visible', () => {
    expect(fillMessage('{a} et {b}', { a: 1 })).toBe('1 et {b}');
  });
});
