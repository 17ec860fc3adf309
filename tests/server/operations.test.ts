// The operation cache (server/src/operations.ts): one compilation per operation text, bounded.
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../../server/src/limits/apiLimits';
import { MAX_QUERY_TOKENS, OperationCache } from '../../server/src/operations';
import { buildSchema } from '../../server/src/schema';
import { INTROSPECTION_DISABLED_MESSAGE } from '../../server/src/schema/introspection';

const schema = buildSchema();
const PING = 'query ping { ping }';
const ME = 'query me { me { id } }';

describe('OperationCache', () => {
  it('compiles an operation once and reuses it', () => {
    const cache = new OperationCache({ schema, introspection: false });
    const first = cache.prepare(PING, 'ping');
    expect(first.ok).toBe(true);
    expect(cache.prepare(PING, 'ping')).toBe(first);
    // The operation name is part of what was compiled.
    expect(cache.prepare(PING, undefined)).not.toBe(first);
  });

  it('forgets the least recently used operation beyond its capacity', () => {
    const cache = new OperationCache({ schema, introspection: false, capacity: 2 });
    const ping = cache.prepare(PING, undefined);
    const me = cache.prepare(ME, undefined);
    expect(cache.prepare(PING, undefined)).toBe(ping); // ping is now the most recent
    cache.prepare('query brands { brands { key } }', undefined); // evicts me
    expect(cache.prepare(PING, undefined)).toBe(ping);
    expect(cache.prepare(ME, undefined)).not.toBe(me);
  });

  it('refuses what cannot run, with a code per failure', () => {
    const cache = new OperationCache({ schema, introspection: false });
    const code = (query: string, name?: string) => {
      const prepared = cache.prepare(query, name);
      return prepared.ok ? 'ok' : prepared.errors.map((e) => e.extensions.code);
    };
    expect(code('query me { me { id }')).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(code(`query me { me { ${'id '.repeat(MAX_QUERY_TOKENS)}} }`)).toEqual([
      'TOO_MANY_TOKENS',
    ]);
    expect(code('query nope { nope }')).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(code(ME, 'other')).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(code(`${PING} ${ME}`)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(code(`${PING} ${ME}`, 'me')).toBe('ok');
  });

  it('refuses introspection unless asked, keeping __typename', () => {
    const closed = new OperationCache({ schema, introspection: false });
    const refused = closed.prepare('{ __schema { queryType { name } } }', undefined);
    expect(refused.ok ? [] : refused.errors.map((e) => [e.message, e.extensions.code])).toEqual([
      [INTROSPECTION_DISABLED_MESSAGE, 'INTROSPECTION_DISABLED'],
    ]);
    expect(closed.prepare('{ __typename }', undefined).ok).toBe(true);
    expect(
      new OperationCache({ schema, introspection: true }).prepare(
        '{ __schema { queryType { name } } }',
        undefined,
      ).ok,
    ).toBe(true);
  });
});

describe('OperationCache memory (issue 12)', () => {
  it('keeps only documents that passed validation, within its byte budget', () => {
    const limits = { ...DEFAULT_API_LIMITS, operationCacheBytes: 2 * 1024 * 1024 };
    const cache = new OperationCache({ schema, introspection: false, limits });
    // 500 distinct documents padded with comments: refused by size, nothing kept.
    const padding = `# ${'x'.repeat(70_000)}\n`;
    for (let i = 0; i < 500; i++) {
      const prepared = cache.prepare(`${padding}query me${i} { me { id } }`, undefined);
      expect(prepared.ok ? 'ok' : prepared.errors[0]?.extensions.code).toBe('QUERY_TOO_LARGE');
    }
    for (let i = 0; i < 50; i++) cache.prepare(`query nope${i} { nope }`, undefined);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    // Valid documents of 60 kB each: the oldest go once the budget is reached.
    const comment = `# ${'y'.repeat(3_000)}\n`.repeat(19);
    for (let i = 0; i < 200; i++)
      expect(cache.prepare(`${comment}query me${i} { me { id } }`, undefined).ok).toBe(true);
    expect(cache.size.bytes).toBeLessThanOrEqual(limits.operationCacheBytes);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.size.entries).toBeLessThan(200);
  });
});
