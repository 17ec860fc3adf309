// main's side of the embedded server's message channel: each reply reaches its own call; a call
// fails (never hangs) when the child is gone, answers nothing in time or answers too much.
import { describe, expect, it } from 'vitest';
import { channelTransport, type ChildChannel } from '../../../main/embedded/channelTransport';
import type { ChannelRequest } from '../../../common/embedded/channelProtocol';

/** A child whose replies the test writes by hand. */
function fakeChild() {
  const sent: ChannelRequest[] = [];
  let onMessage: (message: unknown) => void = () => {};
  let exit: () => void = () => {};
  const exited = new Promise<void>((resolve) => (exit = resolve));
  const channel: ChildChannel = {
    // Only requests: this transport never cancels (streams do: main/dashboard/apiStream.ts).
    send: (request) => void sent.push(request as ChannelRequest),
    onMessage: (listener) => void (onMessage = listener),
  };
  return {
    channel,
    exited,
    sent,
    reply: (message: unknown) => onMessage(message),
    exit: () => exit(),
  };
}

const call = (transport: ReturnType<typeof channelTransport>, timeoutMs = 1_000) =>
  transport(new URL('ipc://serveur-integre/graphql?me'), {
    headers: { authorization: 'Bearer t' },
    body: '{"query":"{ me { id } }"}',
    timeoutMs,
  });

describe('channelTransport', () => {
  it('sends the path, headers and body, and matches replies to calls by id', async () => {
    const child = fakeChild();
    const transport = channelTransport(child.channel, child.exited);
    const first = call(transport);
    const second = call(transport);
    expect(child.sent).toEqual([
      {
        id: 1,
        url: '/graphql?me',
        headers: { authorization: 'Bearer t' },
        body: '{"query":"{ me { id } }"}',
      },
      {
        id: 2,
        url: '/graphql?me',
        headers: { authorization: 'Bearer t' },
        body: '{"query":"{ me { id } }"}',
      },
    ]);
    child.reply({ id: 2, status: 200, body: 'second' });
    child.reply({ id: 99, status: 200, body: 'nobody asked' });
    child.reply('not a reply');
    child.reply({ id: 1, status: 400, body: 'first' });
    expect(await first).toEqual({ status: 400, body: 'first' });
    expect(await second).toEqual({ status: 200, body: 'second' });
  });

  it('fails pending and later calls once the child has exited', async () => {
    const child = fakeChild();
    const transport = channelTransport(child.channel, child.exited);
    const pending = call(transport);
    child.exit();
    await expect(pending).rejects.toThrow('Embedded server exited');
    await expect(call(transport)).rejects.toThrow('Embedded server exited');
  });

  it('fails a call with no reply in time, and ignores its late reply', async () => {
    const child = fakeChild();
    const transport = channelTransport(child.channel, child.exited);
    await expect(call(transport, 20)).rejects.toThrow('Request timed out');
    child.reply({ id: 1, status: 200, body: 'too late' });
    const next = call(transport);
    child.reply({ id: 2, status: 200, body: 'in time' });
    expect(await next).toEqual({ status: 200, body: 'in time' });
  });

  it('refuses a reply over the size cap', async () => {
    const child = fakeChild();
    const transport = channelTransport(child.channel, child.exited, 10);
    const pending = call(transport);
    child.reply({ id: 1, status: 200, body: 'x'.repeat(11) });
    await expect(pending).rejects.toThrow('Reply too large');
  });

  it('fails the call when the channel cannot send', async () => {
    const child = fakeChild();
    const transport = channelTransport(
      {
        ...child.channel,
        send: () => {
          throw new Error('channel closed');
        },
      },
      child.exited,
    );
    await expect(call(transport)).rejects.toThrow('channel closed');
  });
});
