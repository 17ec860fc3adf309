// Streamed answers over the embedded server's message channel (the dashboard's CSV, the AI's
// suggestions): a start (status and headers), chunks, then the usual final reply of
// channelProtocol.ts (its status; 499 when the server gave up after the start). The app may cancel
// a stream under way (`{ id, cancel: true }`): the server stops producing, as when an HTTP client
// closes its request. Shared by the server (schema/dashboard/streamRoute.ts, channel.ts) and main
// (main/dashboard/apiStream.ts). A server older than the cancel message ignores it (it reads only
// well-formed requests), so both sides stay compatible.
/** Messages of a streamed answer over the channel: a start, chunks, then the usual final reply. */
export type ChannelStreamMessage =
  | { id: number; stream: 'start'; status: number; headers: Record<string, string> }
  | { id: number; stream: 'chunk'; chunk: string };

export function readChannelStreamMessage(message: unknown): ChannelStreamMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (typeof m.id !== 'number') return null;
  if (m.stream === 'chunk' && typeof m.chunk === 'string')
    return { id: m.id, stream: 'chunk', chunk: m.chunk };
  if (
    m.stream === 'start' &&
    typeof m.status === 'number' &&
    typeof m.headers === 'object' &&
    m.headers !== null
  )
    return {
      id: m.id,
      stream: 'start',
      status: m.status,
      headers: m.headers as Record<string, string>,
    };
  return null;
}

/** The app gave up on a stream (the user cancelled, the window closed). */
export interface ChannelStreamCancel {
  id: number;
  cancel: true;
}

export function readChannelStreamCancel(message: unknown): ChannelStreamCancel | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  return typeof m.id === 'number' && m.cancel === true ? { id: m.id, cancel: true } : null;
}
