// The bridge's transport to the embedded server: requests over the child process's message
// channel (server/src/channel.ts) instead of HTTP. Same contract as httpTransport.ts: a reply,
// or an Error when the server cannot be reached or does not answer in time.
import { readChannelReply, type ChannelRequest } from '../../common/embedded/channelProtocol';
import type { ChannelStreamCancel } from '../../common/embedded/channelStream';
import type { HttpTransport } from '../api/httpTransport';

/** The host's handle on the child's channel (a Node child process or an Electron utility process). */
export interface ChildChannel {
  send(request: ChannelRequest | ChannelStreamCancel): void;
  onMessage(listener: (message: unknown) => void): void;
}

const DEFAULT_MAX_REPLY_BYTES = 64 * 1024 * 1024;

/** `exited` settles when the child process has ended: its calls then fail at once. */
export function channelTransport(
  child: ChildChannel,
  exited: Promise<unknown>,
  maxReplyBytes = DEFAULT_MAX_REPLY_BYTES,
): HttpTransport {
  const pending = new Map<
    number,
    { resolve: (reply: { status: number; body: string }) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let gone = false;
  child.onMessage((message) => {
    const reply = readChannelReply(message);
    const waiting = reply && pending.get(reply.id);
    if (!reply || !waiting) return;
    pending.delete(reply.id);
    if (reply.body.length > maxReplyBytes) waiting.reject(new Error('Reply too large'));
    else waiting.resolve({ status: reply.status, body: reply.body });
  });
  void exited.then(() => {
    gone = true;
    for (const waiting of pending.values()) waiting.reject(new Error('Embedded server exited'));
    pending.clear();
  });
  return (url, { headers, body, timeoutMs, signal }) =>
    new Promise((resolve, reject) => {
      if (gone) {
        reject(new Error('Embedded server exited'));
        return;
      }
      if (signal?.aborted) {
        reject(new Error('Request aborted'));
        return;
      }
      const id = nextId++;
      const onAbort = () => {
        pending.delete(id);
        clearTimeout(deadline);
        reject(new Error('Request aborted'));
      };
      const settle = () => (clearTimeout(deadline), signal?.removeEventListener('abort', onAbort));
      const deadline = setTimeout(() => {
        pending.delete(id);
        signal?.removeEventListener('abort', onAbort);
        reject(new Error('Request timed out'));
      }, timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        resolve: (reply) => (settle(), resolve(reply)),
        reject: (error) => (settle(), reject(error)),
      });
      try {
        child.send({ id, url: url.pathname + url.search, headers, body });
      } catch (error) {
        pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
        pending.delete(id);
      }
    });
}
