// `npm run bench -- affiliate` (issue 37): the wizard's product search after its 500 ms debounce,
// measured on the server path — a keystroke's query (searchAffiliationProduct, the wizard's
// fields) sent over HTTP to the API in this process (PGlite), which asks the affiliate platform
// through HttpAffiliatePlatform (SSRF guard, caps) — with the stand-in platform answering in
// 100 ms (tests/support/affiliateStandIn.ts). Target p95 < 300 ms. Not measured here: main's
// bridge and React's paint of the 16 results (the component tests cover what is painted).
// Knob: BENCH_AFFILIATE_RUNS (40).
import { performance } from 'node:perf_hooks';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { HttpAffiliatePlatform } from '../../../server/src/affiliate/httpAffiliatePlatform';
import { openDatabase } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { startAffiliateStandIn } from '../../support/affiliateStandIn';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_AFFILIATE_RUNS ?? 40);
const WARM_UP = 5;
const PLATFORM_MS = 100;
const TARGET_MS = 300;
const ADMIN = {
  email: 'bench-affiliate@example.org',
  password: 'bench-mot-de-passe-affiliation',
  name: 'Bench',
};
const KEYWORDS = [
  'cafetière',
  'casque',
  'robot',
  'bouilloire',
  'téléviseur',
  'vélo',
  'poêle',
  'xyz',
];
// The wizard's query (renderer articleKit/affiliate/affiliate.graphql).
const SEARCH = `query SearchAffiliationProduct($brandKey: String!, $keyword: String!, $minPrice: Int, $maxPrice: Int, $sort: AffiliationProductSort, $page: Int, $size: Int) {
  searchAffiliationProduct(brandKey: $brandKey, keyword: $keyword, minPrice: $minPrice, maxPrice: $maxPrice, sort: $sort, page: $page, size: $size) {
    totalElements totalPages pageable { pageNumber }
    content { type id productLocalizedId currencyCode defaultImage minPrice maxPrice nbOffers name upsides downsides } } }`;

export async function run(): Promise<BenchResult[]> {
  const standIn = await startAffiliateStandIn({ apiKey: 'bench', answerDelayMs: PLATFORM_MS });
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle);
  await createSuperAdmin(handle.db, ADMIN);
  const app = createApp({
    handle,
    providers: { push: {} },
    oidc: null,
    affiliate: new HttpAffiliatePlatform({
      apiUrl: standIn.url,
      apiKey: 'bench',
      allowLoopback: true,
    }),
  });
  const running = await listen(app, { port: 0 });
  let token = '';
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  try {
    const login = await gql(
      'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      ADMIN,
    );
    token = (login.data?.login as { token: string } | undefined)?.token ?? '';
    if (!token) throw new Error('bench login failed');
    const samples: number[] = [];
    for (let i = 0; i < RUNS + WARM_UP; i++) {
      const started = performance.now();
      const answer = await gql(SEARCH, {
        brandKey: 'TEL',
        keyword: KEYWORDS[i % KEYWORDS.length],
        sort: 'NB_OFFERS',
        minPrice: null,
        maxPrice: null,
        page: 0,
        size: 16,
      });
      const ms = performance.now() - started;
      if (answer.errors) throw new Error(`search refused: ${JSON.stringify(answer.errors)}`);
      if (i >= WARM_UP) samples.push(ms);
    }
    const result: BenchResult = {
      name: `affiliate: product search, API → platform (stand-in ${PLATFORM_MS} ms), debounce excluded`,
      unit: 'ms',
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      target: TARGET_MS,
    };
    console.log(
      `  ${result.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${samples.length} runs)`,
    );
    return [result];
  } finally {
    await running.close();
    await handle.close();
    await standIn.close();
  }
}
