// POST /ai/suggest (issue 34): the editor's suggestions, streamed. The JSON of 'ai.suggest'
// (common/ai/suggestStream.ts, checked with the same schema as the IPC contract), the same bearer
// token, brand scope and body limit as /graphql; refusals before the stream are the API's JSON
// errors. Then `text/event-stream`: `titles` each time the list of showable suggestions grows
// (only what passed common/domain's rules), `done`, or `error` with the gateway's French refusal.
// The reader closing its request (or the app cancelling over the channel) aborts the provider's call.
import { GraphQLError } from 'graphql';
import {
  AiSuggestRequestSchema,
  encodeSuggestEvent,
  SSE_HEADERS,
  type AiSuggestInput,
  type SuggestStreamEvent,
} from '../../../common/ai/suggestStream';
import {
  showableSuggestions,
  type SuggestionKind,
  type SuggestionMode,
} from '../../../common/domain/aiSuggestions';
import { MESSAGES } from '../../../common/domain/messages';
import { canUseBrand, refuseBrand } from '../auth/guards';
import { resolveSession } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { GENERIC_ERROR_MESSAGE, logUnexpectedError } from '../errors';
import type { StreamRoute, StreamSink } from '../schema/dashboard/streamRoute';
import type { AiCaller } from './AiGateway';
import { AiServiceError } from './aiErrors';

/** The gateway's streamed suggestions (ai/suggestions.ts): resolves when the answer is complete. */
export type StreamSuggestions = (
  caller: AiCaller,
  kind: SuggestionKind,
  mode: SuggestionMode,
  source: AiSuggestInput['source'],
  onTitles: (titles: string[]) => void,
  signal: AbortSignal,
) => Promise<unknown>;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

async function refuse(sink: StreamSink, status: number, message: string, code: string) {
  sink.start(status, JSON_HEADERS);
  await sink.write(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
  sink.end();
}

type Checked = { input: AiSuggestInput; userId: string } | { refusal: [number, string, string] };

async function check(
  handle: DatabaseHandle,
  at: Date,
  headers: { authorization?: string | string[]; 'content-type'?: string },
  body: string | undefined,
): Promise<Checked> {
  if (!/^application\/json\b/i.test(headers['content-type'] ?? ''))
    return {
      refusal: [
        415,
        'Le corps de la requête doit être du JSON (application/json)',
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    };
  const authorization = typeof headers.authorization === 'string' ? headers.authorization : null;
  const { user } = await resolveSession(handle.db, authorization, at);
  if (!user) return { refusal: [401, MESSAGES.userTokenNotFound, 'UNAUTHENTICATED'] };
  let json: unknown;
  try {
    json = JSON.parse(body ?? '');
  } catch {
    return { refusal: [400, "Le corps de la requête n'est pas du JSON valide.", 'BAD_REQUEST'] };
  }
  const parsed = AiSuggestRequestSchema.safeParse(json);
  if (!parsed.success)
    return { refusal: [400, 'La demande de suggestions est invalide.', 'BAD_USER_INPUT'] };
  if (!canUseBrand(user, parsed.data.brandKey))
    return { refusal: [403, refuseBrand(parsed.data.brandKey).message, 'FORBIDDEN'] };
  return { input: parsed.data, userId: user.id };
}

/** The code of a refusal meant for the user: a GraphQL error's, or the gateway's AiServiceError's. */
function refusalCode(error: unknown): string | null {
  if (error instanceof GraphQLError)
    return typeof error.extensions.code === 'string' ? error.extensions.code : null;
  return error instanceof AiServiceError ? error.code : null;
}

/** The gateway's refusal as the stream's last event: its French message and code, or the generic one. */
function errorEvent(error: unknown): SuggestStreamEvent {
  const code = refusalCode(error);
  if (code && error instanceof Error) return { event: 'error', message: error.message, code };
  logUnexpectedError(error);
  return { event: 'error', message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' };
}

export function aiSuggestRoute({
  handle,
  now = () => new Date(),
  streamSuggestions,
}: {
  handle: DatabaseHandle;
  now?: () => Date;
  streamSuggestions: StreamSuggestions;
}): StreamRoute {
  return async (request, sink) => {
    if (request.method !== 'POST')
      return refuse(sink, 405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED');
    const checked = await check(handle, now(), request.headers, request.body);
    if ('refusal' in checked) return refuse(sink, ...checked.refusal);
    const { input, userId } = checked;
    const signal = request.signal ?? new AbortController().signal;
    sink.start(200, SSE_HEADERS);
    let shown = 0;
    // The sinks send each write at once; the last one's promise tells when the reader has it all.
    let written: Promise<void> = Promise.resolve();
    const send = (event: SuggestStreamEvent) =>
      void (written = sink.write(encodeSuggestEvent(event)));
    const onTitles = (titles: string[]) => {
      // The rules again, here where the answer leaves the server: nothing invalid is ever sent.
      const showable = showableSuggestions(input.kind, titles);
      if (showable.length <= shown || signal.aborted) return;
      shown = showable.length;
      send({ event: 'titles', titles: showable });
    };
    const caller: AiCaller = { userId, brandKey: input.brandKey, purpose: `suggest.${input.kind}` };
    try {
      await streamSuggestions(caller, input.kind, input.mode, input.source, onTitles, signal);
      if (!signal.aborted) send({ event: 'done' });
    } catch (error) {
      if (!signal.aborted) send(errorEvent(error));
    }
    await written;
    sink.end();
  };
}
