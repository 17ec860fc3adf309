// A local stand-in for an OpenAI-compatible provider (issue 34), for the server tests, the e2e, the
// demo and the bench: POST /v1/chat/completions (JSON or, with `stream: true`, server-sent
// chat.completion.chunk events ending with `data: [DONE]`) and POST /v1/images/generations
// (b64_json). Answers are scripted in order (`script(...)`); with none scripted, a valid answer:
// for a `titles` JSON schema, as many titles as it asks, each fit for every kind's rules (56
// characters, no emoji); for anything else a short French sentence. The malformed answers real
// providers send are scripted by name: fenced, trailingComma, cutAtLength, schemaIgnored,
// status429, status (5xx), timeout (never answers). Every request is recorded.
//
//   tsx tests/support/openAiStandIn.ts --port 8787 [--latency 50] [--stream-delay 20]
//   → prints `OPENAI_STANDIN_LISTENING http://127.0.0.1:8787/v1`
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodDealDefaults } from './goodDealAnswers';
import { slideshowAiDefaults } from './slideshowAiAnswers';

export type StandInAnswer =
  | { kind: 'json'; content: string; finishReason?: string; tokens?: number }
  | { kind: 'stream'; content: string; pieceChars?: number; delayMs?: number; tokens?: number }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'timeout' }
  | { kind: 'image'; b64Json: string };

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface OpenAiStandInOptions {
  port?: number;
  /** Waited before every answer (the provider's own time, for the bench). */
  latencyMs?: number;
  /** Between two streamed chunks when the script does not say. */
  streamDelayMs?: number;
}

export interface OpenAiStandIn {
  /** The API root to configure (BACKOFFICE_AI_BASE_URL), ending in /v1. */
  url: string;
  requests: StandInRequest[];
  /** Queues answers, used in order by the next requests. */
  script(...answers: StandInAnswer[]): void;
  /** Forgets the queued answers and the recorded requests. */
  reset(): void;
  /** Holds every answer from now on until `resume()` (a test sees a process while it runs). */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** The default title: 56 characters, no emoji — valid for every kind (Head ≤ 60, Discover 50–90). */
export function standInTitle(n: number): string {
  return `Suggestion ${n % 10} : un titre clair et précis pour cet article`;
}

const titlesJson = (titles: string[]): string => JSON.stringify({ titles });
const defaultTitles = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => standInTitle(i + 1));

/** The scripted malformed answers, by the names the brief and the tests use. */
export const answers = {
  json: (content: unknown, tokens = 30): StandInAnswer => ({
    kind: 'json',
    content: typeof content === 'string' ? content : JSON.stringify(content),
    tokens,
  }),
  titles: (titles: string[], tokens = 30): StandInAnswer => answers.json({ titles }, tokens),
  stream: (content: string, delayMs?: number, pieceChars = 8): StandInAnswer => ({
    kind: 'stream',
    content,
    delayMs,
    pieceChars,
  }),
  fenced: (titles: string[]): StandInAnswer =>
    answers.json(`Voici mes propositions :\n\`\`\`json\n${titlesJson(titles)}\n\`\`\`\n`),
  trailingComma: (titles: string[]): StandInAnswer =>
    answers.json(`{"titles": [${titles.map((t) => JSON.stringify(t)).join(', ')},],}`),
  /** Cut in the middle of the last title, finish_reason length (repairs into a truncated title). */
  cutAtLength: (titles: string[]): StandInAnswer => {
    const full = titlesJson(titles);
    return { kind: 'json', content: full.slice(0, full.length - 12), finishReason: 'length' };
  },
  /** The schema ignored: a bare list under another name, with prose around. */
  schemaIgnored: (titles: string[]): StandInAnswer =>
    answers.json(`Bien sûr ! ${JSON.stringify({ suggestions: titles })}`),
  status429: (retryAfter = '0'): StandInAnswer => ({ kind: 'status', status: 429, retryAfter }),
  status: (status: number): StandInAnswer => ({ kind: 'status', status }),
  timeout: (): StandInAnswer => ({ kind: 'timeout' }),
  image: (b64Json = 'iVBORw0KGgo='): StandInAnswer => ({ kind: 'image', b64Json }),
};

function schemaCount(body: Record<string, unknown>): number | null {
  const format = body.response_format as { json_schema?: { schema?: unknown } } | undefined;
  const schema = format?.json_schema?.schema as
    { properties?: { titles?: { minItems?: number } } } | undefined;
  return schema?.properties?.titles?.minItems ?? null;
}

/** The AI processes' schemas (issue 35), answered by name with a valid document. */
const DEFAULTS_BY_SCHEMA: Record<string, (body: Record<string, unknown>) => unknown> = {
  ...goodDealDefaults,
  ...slideshowAiDefaults,
};

function schemaName(body: Record<string, unknown>): string | null {
  const format = body.response_format as { json_schema?: { name?: unknown } } | undefined;
  const name = format?.json_schema?.name;
  return typeof name === 'string' ? name : null;
}

function defaultContent(body: Record<string, unknown>): string {
  const byName = DEFAULTS_BY_SCHEMA[schemaName(body) ?? ''];
  if (byName) return JSON.stringify(byName(body));
  const count = schemaCount(body);
  return count !== null ? titlesJson(defaultTitles(count)) : 'Réponse de démonstration.';
}

function defaultAnswer(path: string, body: Record<string, unknown>): StandInAnswer {
  if (path.endsWith('/images/generations')) return answers.image();
  const content = defaultContent(body);
  return body.stream === true ? answers.stream(content) : answers.json(content);
}

const wait = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function usage(tokens: number): Record<string, number> {
  return {
    prompt_tokens: Math.floor(tokens / 2),
    completion_tokens: Math.ceil(tokens / 2),
    total_tokens: tokens,
  };
}

function completion(model: unknown, content: string, finishReason: string, tokens: number): string {
  return JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: usage(tokens),
  });
}

function chunk(
  model: unknown,
  delta: Record<string, unknown>,
  finishReason: string | null,
): string {
  const choices = [{ index: 0, delta, finish_reason: finishReason }];
  return `data: ${JSON.stringify({ id: 'chatcmpl-standin', object: 'chat.completion.chunk', model, choices })}\n\n`;
}

async function sendStream(
  res: ServerResponse,
  model: unknown,
  answer: Extract<StandInAnswer, { kind: 'stream' }>,
  fallbackDelay: number,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk(model, { role: 'assistant', content: '' }, null));
  const size = answer.pieceChars ?? 8;
  for (let at = 0; at < answer.content.length && !res.destroyed; at += size) {
    await wait(answer.delayMs ?? fallbackDelay);
    res.write(chunk(model, { content: answer.content.slice(at, at + size) }, null));
  }
  res.write(chunk(model, {}, 'stop'));
  const tail = { id: 'chatcmpl-standin', object: 'chat.completion.chunk', model, choices: [] };
  res.write(`data: ${JSON.stringify({ ...tail, usage: usage(answer.tokens ?? 30) })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, status: number, body: string, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

async function answer(
  res: ServerResponse,
  body: Record<string, unknown>,
  scripted: StandInAnswer,
  options: OpenAiStandInOptions,
  held: Set<ServerResponse>,
): Promise<void> {
  await wait(options.latencyMs ?? 0);
  switch (scripted.kind) {
    case 'json':
      return sendJson(
        res,
        200,
        completion(
          body.model,
          scripted.content,
          scripted.finishReason ?? 'stop',
          scripted.tokens ?? 30,
        ),
      );
    case 'stream':
      return sendStream(res, body.model, scripted, options.streamDelayMs ?? 0);
    case 'status': {
      const headers =
        scripted.retryAfter !== undefined ? { 'retry-after': scripted.retryAfter } : {};
      const error = {
        error: { message: 'stand-in refusal', type: 'stand_in', code: scripted.status },
      };
      return sendJson(res, scripted.status, JSON.stringify(error), headers);
    }
    case 'timeout':
      // Never answers: held until the client gives up or the stand-in closes.
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    case 'image':
      return sendJson(
        res,
        200,
        JSON.stringify({ created: 0, data: [{ b64_json: scripted.b64Json }] }),
      );
  }
}

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      } catch {
        resolve({});
      }
    });
  });
}

export async function startOpenAiStandIn(
  options: OpenAiStandInOptions = {},
): Promise<OpenAiStandIn> {
  const queue: StandInAnswer[] = [];
  const requests: StandInRequest[] = [];
  const held = new Set<ServerResponse>();
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = await readBody(req);
      requests.push({ path, authorization: req.headers.authorization, body });
      if (gate) await gate.opened;
      if (req.method !== 'POST' || !/\/v1\/(chat\/completions|images\/generations)$/.test(path))
        return sendJson(res, 404, JSON.stringify({ error: { message: 'not found' } }));
      await answer(res, body, queue.shift() ?? defaultAnswer(path, body), options, held);
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...more) => queue.push(...more),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    pause() {
      if (gate) return;
      let open = (): void => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { opened, open };
    },
    resume() {
      gate?.open();
      gate = null;
    },
    close() {
      gate?.open();
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function flag(name: string): number | undefined {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

if (process.argv[1]?.endsWith('openAiStandIn.ts')) {
  void startOpenAiStandIn({
    port: flag('--port'),
    latencyMs: flag('--latency'),
    streamDelayMs: flag('--stream-delay'),
  }).then((standIn) => process.stdout.write(`OPENAI_STANDIN_LISTENING ${standIn.url}\n`));
}
