// The bytes of the streamed suggestions (common/ai/suggestStream.ts), and the channel messages that
// carry them (common/embedded): what the server writes, main reads back the same however the
// transport cuts it; old and new messages both read.
import { describe, expect, it } from 'vitest';
import {
  encodeSuggestEvent,
  SuggestStreamParser,
  type SuggestStreamEvent,
} from '../../../common/ai/suggestStream';
import { readChannelRequest } from '../../../common/embedded/channelProtocol';
import { readChannelStreamCancel } from '../../../common/embedded/channelStream';
import { ipcCaller } from '../../../main/ipc/ipcCaller';

const EVENTS: SuggestStreamEvent[] = [
  { event: 'titles', titles: ['Un « titre »\nsur deux lignes'] },
  { event: 'titles', titles: ['Un « titre »\nsur deux lignes', 'Été 🌞'] },
  { event: 'error', message: "Le service d'IA n'a pas répondu.", code: 'SERVICE_UNAVAILABLE' },
  { event: 'done' },
];

describe('the suggestions event stream', () => {
  const bytes = EVENTS.map(encodeSuggestEvent).join('');

  it.each([1, 2, 3, 7, 64, bytes.length])(
    'reads the events back in chunks of %i characters',
    (size) => {
      const parser = new SuggestStreamParser();
      const read: SuggestStreamEvent[] = [];
      for (let at = 0; at < bytes.length; at += size)
        read.push(...parser.push(bytes.slice(at, at + size)));
      expect(read).toEqual(EVENTS);
    },
  );

  it('reads CRLF and CR line ends, multi-line data, and skips comments and unknown or broken events', () => {
    const parser = new SuggestStreamParser();
    const text = [
      ': ouvert',
      'event: titles',
      'data: {"titles":',
      'data: ["A"]}',
      '',
      'event: inconnu',
      'data: {}',
      '',
      'event: titles',
      'data: {"titles": [1]}',
      '',
      'event: error',
      'data: pas du JSON',
      '',
      'data: sans nom',
      '',
      'event: done',
      'data: {}',
      '',
    ];
    const crlf = text.join('\r\n');
    expect(parser.push(crlf.slice(0, 30))).toEqual([]);
    // A '\r' alone at a chunk's end waits: it may be half of '\r\n'.
    expect(parser.push(crlf.slice(30) + '\r\n')).toEqual([
      { event: 'titles', titles: ['A'] },
      { event: 'done' },
    ]);
    expect(new SuggestStreamParser().push('event: done\rdata\r\r')).toEqual([]);
    expect(new SuggestStreamParser().push('event: done\rdata: {}\r')).toEqual([]);
    const cr = new SuggestStreamParser();
    expect(cr.push('event: done\rdata: {}\r\r')).toEqual([]);
    expect(cr.push(': suite')).toEqual([{ event: 'done' }]);
  });
});

describe('channel messages of streamed requests', () => {
  it('reads a POST stream request, an old one without a method, and refuses another method', () => {
    const base = {
      id: 3,
      url: '/ai/suggest',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    };
    expect(readChannelRequest({ ...base, method: 'POST' })).toEqual({
      ...base,
      headers: { 'content-type': 'application/json' },
      method: 'POST',
    });
    expect(readChannelRequest(base)).not.toHaveProperty('method');
    expect(readChannelRequest({ ...base, method: 'DELETE' })).toBeNull();
  });

  it('reads a cancel message, nothing else as one', () => {
    expect(readChannelStreamCancel({ id: 4, cancel: true })).toEqual({ id: 4, cancel: true });
    expect(readChannelStreamCancel({ id: 4, cancel: 'yes' })).toBeNull();
    expect(readChannelStreamCancel({ id: 4, url: '/', headers: {}, body: '' })).toBeNull();
    expect(readChannelStreamCancel(null)).toBeNull();
    expect(readChannelRequest({ id: 4, cancel: true })).toBeNull();
  });
});

describe('a window as the caller of a channel', () => {
  it('gets its events until it closes, then tells every request once', () => {
    const sent: string[] = [];
    let close = () => {};
    const caller = ipcCaller(
      (event) => sent.push(event),
      (gone) => (close = gone),
    );
    const told: string[] = [];
    caller.onGone(() => told.push('a'));
    const stop = caller.onGone(() => told.push('b'));
    stop();
    caller.emit('ai.suggestions', { requestId: 'r', titles: [], done: true, error: null });
    close();
    caller.emit('ai.suggestions', { requestId: 'r', titles: [], done: true, error: null });
    caller.onGone(() => told.push('c'));
    expect(sent).toEqual(['ai.suggestions']);
    expect(told).toEqual(['a', 'c']);
  });
});
