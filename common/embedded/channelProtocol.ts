// The embedded server's channel protocol, shared by the app (main/embedded) and the server
// (server/src/channel.ts): requests are `{ id, url, headers, body }`, replies `{ id, status, body }`,
// what a JSON POST and its answer carry. Pure: no I/O, so main can speak it without loading the
// server's modules (graphql, drizzle…) at start-up.

/** The API's address for the app that started it: a label (the keychain names sessions by it). */
export const CHANNEL_API_URL = 'ipc://serveur-integre/';

export interface ChannelRequest {
  id: number;
  /** Path and query string (`/graphql?me`). */
  url: string;
  headers: Record<string, string>;
  body: string;
  /**
   * For a streamed route only (channelStream.ts): absent, a streamed request is a GET, as the
   * dashboard's CSV sent before the AI's POST streams existed; buffered requests are always POSTs.
   */
  method?: 'GET' | 'POST';
}

export interface ChannelReply {
  id: number;
  status: number;
  body: string;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** A well-formed request, or null (anything else on the channel is ignored: only the app writes to it). */
export function readChannelRequest(message: unknown): ChannelRequest | null {
  if (typeof message !== 'object' || message === null) return null;
  const { id, url, headers, body, method } = message as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (method !== undefined && method !== 'GET' && method !== 'POST') return null;
  if (
    typeof url !== 'string' ||
    !url.startsWith('/') ||
    typeof body !== 'string' ||
    !isStringRecord(headers)
  )
    return null;
  const lowerCased: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lowerCased[name.toLowerCase()] = value;
  return { id, url, headers: lowerCased, body, ...(method ? { method } : {}) };
}

/** A well-formed reply (the app's side of the channel checks what comes back as well). */
export function readChannelReply(message: unknown): ChannelReply | null {
  if (typeof message !== 'object' || message === null) return null;
  const { id, status, body } = message as Record<string, unknown>;
  if (typeof id !== 'number' || typeof status !== 'number' || typeof body !== 'string') return null;
  return { id, status, body };
}
