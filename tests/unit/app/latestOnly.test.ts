// graphql/latestOnly.ts: a search sent as the journalist types, one request at a time, the first
// at once (no debounce), then only the latest value asked meanwhile; stale answers dropped.
import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../../renderer/src/graphql/latestOnly';

function controlled() {
  const calls: { value: string; answer: (r: string) => void; refuse: (e: Error) => void }[] = [];
  const delivered: [string, string][] = [];
  const failed: string[] = [];
  const search = latestOnly<string, string>(
    (value) =>
      new Promise((answer, refuse) => {
        calls.push({ value, answer, refuse });
      }),
    (result, value) => delivered.push([value, result]),
    (_error, value) => failed.push(value),
  );
  return { search, calls, delivered, failed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestOnly', () => {
  it('sends the first value at once, without waiting for a timer', () => {
    const { search, calls } = controlled();
    search.ask('f');
    expect(calls.map((c) => c.value)).toEqual(['f']);
  });

  it('keeps only the latest value asked while one runs, and sends it when that one settles', async () => {
    const { search, calls, delivered } = controlled();
    search.ask('f');
    search.ask('fe');
    search.ask('fes');
    expect(calls.map((c) => c.value)).toEqual(['f']);
    calls[0]!.answer('for f');
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['f', 'fes']);
    // The answer for 'f' came once 'fes' was asked: not shown.
    expect(delivered).toEqual([]);
    calls[1]!.answer('for fes');
    await settle();
    expect(delivered).toEqual([['fes', 'for fes']]);
  });

  it('hands over an answer still the latest, and a failure likewise', async () => {
    const { search, calls, delivered, failed } = controlled();
    search.ask('a');
    calls[0]!.answer('for a');
    await settle();
    search.ask('b');
    calls[1]!.refuse(new Error('down'));
    await settle();
    expect(delivered).toEqual([['a', 'for a']]);
    expect(failed).toEqual(['b']);
  });

  it('after cancel, sends nothing pending and hands over nothing running', async () => {
    const { search, calls, delivered } = controlled();
    search.ask('a');
    search.ask('ab');
    search.cancel();
    calls[0]!.answer('for a');
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['a']);
    expect(delivered).toEqual([]);
  });
});
