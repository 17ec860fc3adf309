// diagnosePage without the API (issue 37): the answer time read on the given clock (a fake one
// here: no timed assertion), the time cap on a page that never answers, the loopback policy's
// other refusals kept, and the page reading's edge cases (JSON-LD in a list, entities, svg titles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  DiagnosticFailure,
  diagnosePage,
  diagnosticPolicyFromEnv,
} from '../../../server/src/diagnostic/pageDiagnostic';
import { hasNewsArticle, readPage } from '../../../server/src/diagnostic/pageReading';
import { startArticlePageStandIn, type ArticlePageStandIn } from '../../support/articlePageStandIn';

describe('diagnosePage', () => {
  let site: ArticlePageStandIn;
  beforeAll(async () => {
    site = await startArticlePageStandIn();
  });
  afterAll(() => site.close());

  /** A clock that moves `step` ms each time it is read. */
  const steppingClock = (step: number) => {
    let t = 0;
    return () => (t += step);
  };

  it('reads the answer time on its clock: slower than 3 s fails the time check', async () => {
    const slow = await diagnosePage(
      { url: site.pageUrl('bon'), creditedSources: [] },
      { allowLoopback: true, clock: steppingClock(4000) },
    );
    expect(slow.find((c) => c.key === 'responseTime')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('4000 ms (au plus 3000 ms).') as string,
    });
    const quick = await diagnosePage(
      { url: site.pageUrl('bon'), creditedSources: [] },
      { allowLoopback: true, clock: steppingClock(120) },
    );
    expect(quick.find((c) => c.key === 'status')?.detail).toBe('HTTP 200 en 120 ms.');
    // Without the article's credited media, the uncaptioned image is not credited.
    expect(quick.find((c) => c.key === 'imageCredits')?.ok).toBe(false);
  });

  it('gives up on a page that never answers, at the time cap', async () => {
    const error = await diagnosePage(
      { url: site.pageUrl('muette'), creditedSources: [] },
      { allowLoopback: true, pageTimeoutMs: 50 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticFailure);
    expect((error as Error).message).toBe(MESSAGES.diagnosticPageTimeout);
  });

  it('caps the size it reads', async () => {
    const error = await diagnosePage(
      { url: site.pageUrl('bon'), creditedSources: [] },
      { allowLoopback: true, pageMaxBytes: 100 },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(MESSAGES.diagnosticPageTooLarge);
  });

  it.each(['http://10.0.0.1/article', 'http://169.254.169.254/', 'http://[::1]:9/a'])(
    'refuses %s even with loopback allowed when private',
    async (url) => {
      const policy = { allowLoopback: url.includes('::1') ? false : true };
      const error = await diagnosePage({ url, creditedSources: [] }, policy).catch(
        (e: unknown) => e,
      );
      expect((error as Error).message).toBe(MESSAGES.diagnosticPageForbidden);
    },
  );

  it('an address that does not answer at all is unreachable', async () => {
    const error = await diagnosePage(
      { url: 'http://127.0.0.1:9/article', creditedSources: [] },
      { allowLoopback: true },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(MESSAGES.diagnosticPageUnreachable);
  });

  it('reads the loopback policy from the environment', () => {
    expect(diagnosticPolicyFromEnv({ BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK: '1' })).toEqual({
      allowLoopback: true,
    });
    expect(diagnosticPolicyFromEnv({})).toEqual({ allowLoopback: false });
  });
});

describe('readPage', () => {
  it('reads entities, the first title outside svg, rel lists and name/property metas', () => {
    const reading = readPage(
      `<html><head><svg><title>Icône</title></svg><TITLE>  Vins &amp;
       vignes </TITLE><link rel="alternate canonical" href="/a"><meta property="description" content="D">
       <meta name="og:image" content="javascript:alert(1)"></head>
       <body><a href="mailto:x@y.z">m</a><a href="/b">b</a><a href="/b#c">b</a><img src=""></body></html>`,
      'https://site.example/a',
    );
    expect(reading).toMatchObject({
      title: 'Vins & vignes',
      canonical: 'https://site.example/a',
      description: 'D',
      ogImage: null,
      images: [],
      internalLinks: ['https://site.example/b'],
    });
  });

  it('finds NewsArticle alone, in a list, in @graph, with a schema.org prefix; not elsewhere', () => {
    expect(hasNewsArticle([{ '@type': 'NewsArticle' }])).toBe(true);
    expect(
      hasNewsArticle([[{ '@type': 'WebPage' }, { '@type': 'https://schema.org/NewsArticle' }]]),
    ).toBe(true);
    expect(hasNewsArticle([{ '@graph': [{ '@type': ['Thing', 'NewsArticle'] }] }])).toBe(true);
    expect(hasNewsArticle([{ '@type': 'Article' }, 'texte', null, 3])).toBe(false);
    expect(hasNewsArticle([])).toBe(false);
  });
});
