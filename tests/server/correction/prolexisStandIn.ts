// A local stand-in for a Prolexis-compatible correction service, speaking the protocol of
// server/src/correction/prolexisClient.ts over HTTP on loopback: JSON POSTs with `X-Api-Key`
// (unknown key → 401), a tiny word list (spelling), one agreement rule (grammar) and the space
// before a colon (typography). `errorsFor` replaces the word list for a test (1001 identical
// errors for the loop cap); `failing` makes every call answer 500.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInError {
  id: string;
  textId: string;
  offset: number;
  length: number;
  type: 'SPELLING' | 'GRAMMAR' | 'TYPOGRAPHY';
  diagnosis: string;
  label: string;
  corrections: string[];
  duplicates: string[];
}

export interface ProlexisStandIn {
  url: string;
  /** Every call received: operation, API key and JSON body. */
  calls: { operation: string; apiKey: string | undefined; body: Record<string, unknown> }[];
  /** Answers 500 to everything while true. */
  failing: boolean;
  /** Replaces the rules below for the next sessions (null: back to them). */
  errorsFor: ((texts: { id: string; text: string }[]) => Omit<StandInError, 'id'>[]) | null;
  close(): Promise<void>;
}

const MISSPELLED: Record<string, string[]> = {
  batiment: ['bâtiment'],
  couteux: ['coûteux'],
  ministére: ['ministère'],
  developement: ['développement'],
};
const AGREEMENT: Record<string, string> = { 'les chat': 'les chats' };

function spelling(id: string, text: string): Omit<StandInError, 'id'>[] {
  return [...text.matchAll(/\p{L}+/gu)]
    .filter((m) => MISSPELLED[m[0].toLowerCase()])
    .map((m) => ({
      textId: id,
      offset: m.index,
      length: m[0].length,
      type: 'SPELLING' as const,
      diagnosis: 'Mot inconnu',
      label: `« ${m[0]} » est inconnu du dictionnaire.`,
      corrections: MISSPELLED[m[0].toLowerCase()]!,
      duplicates: [],
    }));
}

function grammarAndTypography(id: string, text: string): Omit<StandInError, 'id'>[] {
  const found: Omit<StandInError, 'id'>[] = [];
  for (const [wrong, right] of Object.entries(AGREEMENT))
    for (const m of text.matchAll(new RegExp(`${wrong}\\b`, 'g')))
      found.push({
        textId: id,
        offset: m.index,
        length: wrong.length,
        type: 'GRAMMAR',
        diagnosis: 'Accord du nom',
        label: 'Le nom devrait être au pluriel.',
        corrections: [right],
        duplicates: [],
      });
  for (const m of text.matchAll(/ :/g))
    found.push({
      textId: id,
      offset: m.index,
      length: 1,
      type: 'TYPOGRAPHY',
      diagnosis: 'Espace insécable',
      label: 'Une espace insécable précède le deux-points.',
      corrections: ['\u00a0'],
      duplicates: [],
    });
  return found;
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in; `keys` are the API keys it accepts. */
export async function startProlexisStandIn(keys: readonly string[]): Promise<ProlexisStandIn> {
  const sessions = new Map<string, StandInError[]>();
  let nextSession = 1;
  const standIn: ProlexisStandIn = {
    url: '',
    calls: [],
    failing: false,
    errorsFor: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const start = (body: Record<string, unknown>) => {
    const texts = body.texts as { id: string; text: string }[];
    const found =
      standIn.errorsFor?.(texts) ??
      texts.flatMap((t) => [...spelling(t.id, t.text), ...grammarAndTypography(t.id, t.text)]);
    const sessionId = `s${nextSession++}`;
    const errors = found.map((e, index) => ({ ...e, id: `${sessionId}-r${index + 1}` }));
    sessions.set(sessionId, errors);
    return { sessionId, errors };
  };

  const explain = (body: Record<string, unknown>) => {
    const error = sessions.get(String(body.sessionId))?.find((e) => e.id === body.errorId);
    if (!error) return null;
    return {
      explanation: `${error.diagnosis} : ${error.label} (règle ${error.id})`,
      url: `https://prolexis.example/regles/${encodeURIComponent(error.diagnosis)}`,
    };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const operation = (request.url ?? '').replace(/^\//, '');
      const apiKey = request.headers['x-api-key'] as string | undefined;
      const body = await readJson(request).catch(() => ({}));
      standIn.calls.push({ operation, apiKey, body });
      if (standIn.failing) return send(response, 500, { error: 'panne' });
      if (request.method !== 'POST') return send(response, 405, { error: 'POST attendu' });
      if (!apiKey || !keys.includes(apiKey)) return send(response, 401, { error: 'clé inconnue' });
      if (operation === 'startCorrectionSession') return send(response, 200, start(body));
      if (operation === 'getExplanation') {
        const answer = explain(body);
        return answer ? send(response, 200, answer) : send(response, 404, { error: 'inconnue' });
      }
      if (['correct', 'correctMultiple', 'ignore', 'autoCorrect'].includes(operation))
        return send(response, 200, { ok: true });
      return send(response, 404, { error: 'opération inconnue' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
