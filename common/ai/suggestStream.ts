// The streamed AI suggestions between main and the server (issue 34): `POST /ai/suggest` with the
// JSON of 'ai.suggest', answered as `text/event-stream` — `titles` each time the showable list
// grows, then `done` or `error` (French message and the API's code). One request schema for the
// IPC contract (common/ipc/schemas.ts) and the server's route, one encoder and one incremental
// parser so both sides read the same bytes the same way, over HTTP or the embedded channel.
import { z } from 'zod';
import { SUGGESTION_KINDS } from '../domain/aiSuggestions';

export const AI_SUGGEST_PATH = '/ai/suggest';

/** One streamed request of AI suggestions (common/domain/aiSuggestions.ts). */
export const AiSuggestRequestSchema = z
  .object({
    brandKey: z.string().min(1).max(40),
    kind: z.enum(SUGGESTION_KINDS),
    mode: z.enum(['generate', 'paraphrase']),
    source: z
      .object({
        title: z.string().max(1000).nullable().optional(),
        /** Rich-text JSON of the lead and body (the server reads their text). */
        lead: z.unknown().optional(),
        body: z.unknown().optional(),
      })
      .strict(),
  })
  .strict();
export type AiSuggestInput = z.output<typeof AiSuggestRequestSchema>;

/** What one stream says, in order: any number of `titles`, then one `done` or one `error`. */
export type SuggestStreamEvent =
  | { event: 'titles'; titles: string[] }
  | { event: 'done' }
  | { event: 'error'; message: string; code: string };

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** One event as the bytes of the stream (JSON data never holds a raw newline). */
export function encodeSuggestEvent(event: SuggestStreamEvent): string {
  const { event: name, ...data } = event;
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

const StreamDataSchemas = {
  titles: z.object({ titles: z.array(z.string()) }),
  done: z.object({}),
  error: z.object({ message: z.string(), code: z.string() }),
} as const;

function decodeEvent(name: string, data: string): SuggestStreamEvent | null {
  if (!(name in StreamDataSchemas)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (name === 'titles') {
    const read = StreamDataSchemas.titles.safeParse(parsed);
    return read.success ? { event: 'titles', titles: read.data.titles } : null;
  }
  if (name === 'error') {
    const read = StreamDataSchemas.error.safeParse(parsed);
    return read.success ? { event: 'error', ...read.data } : null;
  }
  return StreamDataSchemas.done.safeParse(parsed).success ? { event: 'done' } : null;
}

/**
 * Reads the stream as it arrives, in chunks cut anywhere (even inside a line): `push` returns the
 * events completed by that chunk. Unknown or malformed events are skipped, as SSE wants.
 */
export class SuggestStreamParser {
  private buffer = '';
  private name = '';
  private data: string[] = [];

  push(chunk: string): SuggestStreamEvent[] {
    this.buffer += chunk;
    const events: SuggestStreamEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
      if (width === 1 && this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): SuggestStreamEvent | null {
    if (line === '') {
      const event = this.data.length
        ? decodeEvent(this.name || 'message', this.data.join('\n'))
        : null;
      this.name = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.name = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}
