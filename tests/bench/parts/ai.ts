// `npm run bench -- ai` (issue 34, « Figures »): the AI gateway and the streamed suggestions against
// the OpenAI stand-in (tests/support/openAiStandIn.ts) with a fixed latency, the real API (PGlite)
// on loopback, main's AiSuggestions reading the stream as the app does.
// - suggestTitles through GraphQL: total time less the provider's own (timed by a relay between the
//   gateway and the stand-in) = the gateway's overhead, target p95 < 20 ms; and, informative, the
//   part of it inside the gateway (its logged call time less the provider's), the rest being the
//   request, GraphQL, the session and the prompt's lookup;
// - the first streamed title on 'ai.suggestions' in main after the provider's first token, target
//   < 150 ms (the provider streams 8 characters every 5 ms: a title takes it ~40 ms); and, informative,
//   after the provider's chunk that completed that title (our own path: gateway, route, main);
// - 200 malformed answers replayed (fenced, trailing commas, cut at the length limit, schema ignored,
//   titles the rules refuse), half through suggestTitles, half streamed through main: the count of
//   invalid titles shown (failing the kind's rules, or not one the provider wrote whole), target 0.
// Knobs: BENCH_AI_RUNS (60), BENCH_AI_LATENCY_MS (50).
import { performance } from 'node:perf_hooks';
import type { AiSuggestionsEvent } from '../../../common/ipc/channels';
import { SUGGESTION_RULES, type SuggestionKind } from '../../../common/domain/aiSuggestions';
import { AiSuggestions } from '../../../main/ai/AiSuggestions';
import { httpGetStream } from '../../../main/dashboard/apiStream';
import { ipcCaller } from '../../../main/ipc/ipcCaller';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import {
  answers,
  standInTitle,
  startOpenAiStandIn,
  type StandInAnswer,
} from '../../support/openAiStandIn';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import type { AiGateway } from '../../../server/src/ai/AiGateway';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { standInConfig } from '../../server/ai/aiFixtures';
import { startProviderTimer, type ProviderTimer } from '../support/providerTimer';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_AI_RUNS ?? 60);
const LATENCY_MS = Number(process.env.BENCH_AI_LATENCY_MS ?? 50);
const MALFORMED = 200;
const SOURCE = {
  title: 'Les vendanges commencent tôt cette année en Bourgogne',
  lead: null,
  body: null,
};
const SUGGEST = `query suggestTitles($brandKey: String!, $kind: SuggestionKind!, $mode: SuggestionMode!, $source: SuggestionSourceInput!) {
  suggestTitles(brandKey: $brandKey, kind: $kind, mode: $mode, source: $source) { titles }
}`;

const ADMIN = {
  email: 'bench.ia@example.test',
  password: 'bench-mot-de-passe-ia',
  name: 'Banc IA',
};

/** The real API over an in-memory PGlite, one super-admin signed in (the server tests' helper needs Vitest). */
interface BenchServer {
  url: string;
  token: string;
  gql<T>(query: string, variables: Record<string, unknown>): Promise<T | null>;
  close(): Promise<void>;
}

async function startBenchServer(ai: (db: DatabaseHandle['db']) => AiGateway): Promise<BenchServer> {
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle);
  await createSuperAdmin(handle.db, ADMIN);
  const app = createApp({ handle, ai: ai(handle.db), providers: { push: {} }, oidc: null });
  const running = await listen(app, { port: 0 });
  let token = '';
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T | null> => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data?: T }).data ?? null;
  };
  const login = await gql<{ login: { token: string } }>(
    'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: ADMIN.email, password: ADMIN.password },
  );
  token = login?.login.token ?? '';
  if (!token) throw new Error('bench login failed');
  return {
    url: running.url,
    token,
    gql,
    close: async () => {
      await running.close();
      await handle.close();
    },
  };
}

function row(name: string, unit: string, samples: number[], target: number | null): BenchResult {
  return { name, unit, p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

interface Bench {
  server: BenchServer;
  timer: ProviderTimer;
  script: (...answers: StandInAnswer[]) => void;
  /** The `ms` of each call the gateway logged (limits, budget, SDK and provider), in order. */
  gatewayMs: number[];
  /** Streams one request through main; resolves with the events and when each arrived. */
  streamed: (kind: SuggestionKind) => Promise<{ at: number; event: AiSuggestionsEvent }[]>;
}

async function suggestTitles(bench: Bench, kind: SuggestionKind): Promise<string[]> {
  const data = await bench.server.gql<{ suggestTitles: { titles: string[] } }>(SUGGEST, {
    brandKey: 'TEL',
    kind,
    mode: 'paraphrase',
    source: SOURCE,
  });
  return data?.suggestTitles.titles ?? [];
}

/** The overhead, and the part of it spent inside the gateway (its logged time less the provider's). */
async function gatewayOverhead(bench: Bench): Promise<{ overhead: number[]; inside: number[] }> {
  const overheads: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const before = bench.timer.calls.length;
    const started = performance.now();
    const titles = await suggestTitles(bench, 'Title');
    const total = performance.now() - started;
    const calls = bench.timer.calls.slice(before);
    const provider = calls.reduce((sum, c) => sum + ((c.ended ?? c.sent) - c.sent), 0);
    if (titles.length === 0 || calls.length !== 1)
      throw new Error('suggestTitles did not answer once');
    if (i < 5) continue; // the first calls warm the JIT and the pools
    overheads.push(total - provider);
    inside.push((bench.gatewayMs.at(-1) ?? NaN) - provider);
  }
  return { overhead: overheads, inside };
}

/** The same server's lightest GraphQL round trip, timed alongside: what the machine costs any call. */
async function pingRoundTrip(bench: Bench): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    await bench.server.gql('query ping { __typename }', {});
    if (i >= 5) samples.push(performance.now() - started);
  }
  return samples;
}

async function firstTitle(bench: Bench): Promise<{ fromToken: number[]; fromTitle: number[] }> {
  const fromToken: number[] = [];
  const fromTitle: number[] = [];
  const titles = [standInTitle(1), standInTitle(2), standInTitle(3)];
  for (let i = 0; i < RUNS + 5; i++) {
    bench.script(answers.stream(JSON.stringify({ titles }), 5, 8));
    const before = bench.timer.calls.length;
    const events = await bench.streamed('Title');
    const shown = events.find((e) => e.event.titles.length > 0);
    const call = bench.timer.calls[before];
    if (!shown || !call?.firstToken || !call.firstTitle)
      throw new Error(`no streamed title: ${JSON.stringify({ events, call })}`);
    if (i < 5) continue;
    fromToken.push(shown.at - call.firstToken);
    fromTitle.push(shown.at - call.firstTitle);
  }
  return { fromToken, fromTitle };
}

/** The malformed answer n, and the titles the provider wrote whole in it. */
function malformed(n: number, kind: SuggestionKind): { answer: StandInAnswer; whole: string[] } {
  const tooLong = `${standInTitle(n)} et encore des mots pour dépasser toutes les limites permises ici`;
  const emoji = `${standInTitle(n + 1)} 🍇`;
  const titles = [standInTitle(n), n % 3 === 0 ? tooLong : emoji, '  ', standInTitle(n + 2)];
  const modes = [
    answers.fenced(titles),
    answers.trailingComma(titles),
    answers.cutAtLength(titles),
    answers.schemaIgnored(titles),
  ];
  const pick = modes[n % modes.length]!;
  const cut = n % modes.length === 2;
  // A cut answer's last title is not whole; the others are (the rules may still refuse them).
  const whole = cut ? titles.slice(0, -1) : titles;
  const content = pick.kind === 'json' ? pick.content : '';
  return {
    answer: kind === 'DiscoverTitle' || n % 2 === 0 ? pick : answers.stream(content, 0, 16),
    whole: whole.map((t) => t.trim()),
  };
}

function invalid(kind: SuggestionKind, shown: string[], whole: string[]): number {
  return shown.filter((t) => SUGGESTION_RULES[kind].problem(t) !== null || !whole.includes(t))
    .length;
}

async function malformedShown(
  bench: Bench,
): Promise<{ invalid: number; shown: number; refused: number }> {
  const kinds: SuggestionKind[] = ['Title', 'Head', 'DiscoverTitle', 'Clickbait', 'Body'];
  let bad = 0;
  let shownCount = 0;
  let refused = 0;
  for (let n = 0; n < MALFORMED; n++) {
    const kind = kinds[n % kinds.length]!;
    const { answer, whole } = malformed(n, kind);
    let shown: string[];
    // Retries after a refused answer get the stand-in's valid default: whole too.
    const allWhole = [...whole, ...Array.from({ length: 5 }, (_, i) => standInTitle(i + 1))];
    bench.script(answer);
    if (answer.kind === 'stream') {
      const events = await bench.streamed(kind);
      shown = events.flatMap((e) => e.event.titles);
      if (events.at(-1)?.event.error) refused++;
    } else {
      shown = await suggestTitles(bench, kind);
      if (shown.length === 0) refused++;
    }
    shownCount += shown.length;
    bad += invalid(kind, shown, allWhole);
  }
  return { invalid: bad, shown: shownCount, refused };
}

export async function run(): Promise<BenchResult[]> {
  const standIn = await startOpenAiStandIn({ latencyMs: LATENCY_MS });
  const timer = await startProviderTimer(standIn.url);
  const config = standInConfig(standIn, {
    baseUrl: timer.url,
    userPerMinute: 100_000,
    timeoutMs: 10_000,
  });
  const gatewayMs: number[] = [];
  const log = (line: string) => {
    const logged = /"ms":(\d+)/.exec(line);
    if (logged) gatewayMs.push(Number(logged[1]));
  };
  const server = await startBenchServer((db) => createAiGateway(config, { db, log }));
  const suggestions = new AiSuggestions({
    api: async () => ({
      url: server.url,
      stream: httpGetStream,
      token: server.token,
      offline: false,
    }),
    clientVersion: 'bench',
    broadcast: () => {},
  });
  const bench: Bench = {
    server,
    timer,
    script: (...a) => standIn.script(...a),
    gatewayMs,
    streamed: (kind) =>
      new Promise((resolve) => {
        const events: { at: number; event: AiSuggestionsEvent }[] = [];
        const caller = ipcCaller(
          (_name, payload) => {
            const event = payload as AiSuggestionsEvent;
            events.push({ at: performance.now(), event });
            if (event.done) resolve(events);
          },
          () => {},
        );
        suggestions.start({ brandKey: 'TEL', kind, mode: 'paraphrase', source: SOURCE }, caller);
      }),
  };
  try {
    const overhead = await gatewayOverhead(bench);
    const ping = await pingRoundTrip(bench);
    const first = await firstTitle(bench);
    const replayed = await malformedShown(bench);
    console.log(
      `  provider latency ${LATENCY_MS} ms; malformed: ${replayed.shown} titles shown, ${replayed.refused} answers refused in French, ${replayed.invalid} invalid shown`,
    );
    return [
      row('ai: suggestTitles gateway overhead over the provider', 'ms', overhead.overhead, 20),
      row(
        'ai: of which inside the gateway (limits, budget, SDK; 1 ms steps)',
        'ms',
        overhead.inside,
        null,
      ),
      row('ai: GraphQL ping round trip on the same server (context)', 'ms', ping, null),
      row(
        "ai: first streamed title on 'ai.suggestions' after the provider's first token",
        'ms',
        first.fromToken,
        150,
      ),
      row(
        'ai: first streamed title in main after the chunk completing it',
        'ms',
        first.fromTitle,
        null,
      ),
      {
        name: `ai: invalid titles shown of ${MALFORMED} malformed answers`,
        unit: 'count',
        p50: replayed.invalid,
        p95: replayed.invalid,
        target: 0,
      },
    ];
  } finally {
    suggestions.cancelAll();
    await server.close();
    await timer.close();
    await standIn.close();
  }
}
