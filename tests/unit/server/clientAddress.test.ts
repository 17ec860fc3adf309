// The client address of a request (server/src/auth/clientAddress.ts), table by table.
import { describe, expect, it } from 'vitest';
import { clientAddress, TrustedProxies } from '../../../server/src/auth/clientAddress';
import { ConfigError, readConfig } from '../../../server/src/config';

const trusted = TrustedProxies.parse('10.0.0.1, 172.16.0.0/12 fd00::/8');

describe('clientAddress', () => {
  it.each<[string | undefined, string | string[] | undefined, TrustedProxies, string | undefined]>([
    // No trusted proxy: the header is nobody's word.
    ['203.0.113.9', '1.2.3.4', TrustedProxies.none(), '203.0.113.9'],
    ['::ffff:203.0.113.9', undefined, TrustedProxies.none(), '203.0.113.9'],
    ['ipc', '1.2.3.4', trusted, 'ipc'],
    [undefined, '1.2.3.4', trusted, undefined],
    // From an untrusted peer, its header is ignored.
    ['198.51.100.7', '1.2.3.4', trusted, '198.51.100.7'],
    // From a trusted proxy: the rightmost hop that is not a proxy.
    ['10.0.0.1', '198.51.100.4', trusted, '198.51.100.4'],
    ['::ffff:10.0.0.1', '198.51.100.4', trusted, '198.51.100.4'],
    ['10.0.0.1', '1.2.3.4, 198.51.100.4', trusted, '198.51.100.4'],
    ['10.0.0.1', '198.51.100.4, 172.20.1.1', trusted, '198.51.100.4'],
    ['10.0.0.1', ['198.51.100.4', '172.20.1.1'], trusted, '198.51.100.4'],
    ['10.0.0.1', '198.51.100.4:5123', trusted, '198.51.100.4'],
    ['fd00::1', '[2001:db8::7]:443', trusted, '2001:db8::7'],
    ['10.0.0.1', '2001:DB8::7', trusted, '2001:db8::7'],
    // Every hop a proxy: the leftmost proxy is the client.
    ['10.0.0.1', '172.16.0.5, 172.16.0.6', trusted, '172.16.0.5'],
    // A hop that is not an address: counted as the proxy that wrote it.
    ['10.0.0.1', '<script>, unknown', trusted, '10.0.0.1'],
    ['10.0.0.1', '198.51.100.4, garbage, 172.20.1.1', trusted, '172.20.1.1'],
    ['10.0.0.1', '', trusted, '10.0.0.1'],
  ])('%j via %j → %j', (socket, header, proxies, expected) => {
    expect(clientAddress(socket, header, proxies)).toBe(expected);
  });
});

describe('TrustedProxies.parse', () => {
  it.each(['10.0.0.1/33', 'proxy.local', '10.0.0.0/8/1', '::1/129', '10.0.0.1/x', '300.1.1.1'])(
    'refuses « %s » in French',
    (entry) => {
      expect(() => TrustedProxies.parse(entry)).toThrow(
        `BACKOFFICE_TRUSTED_PROXIES invalide : « ${entry} » n'est ni une adresse IP ni une plage CIDR.`,
      );
    },
  );

  it('trusts exactly what it lists', () => {
    const list = TrustedProxies.parse(' 10.0.0.1,,192.168.0.0/16  ::1 ');
    expect(['10.0.0.1', '192.168.44.2', '::1'].map((a) => list.trusts(a))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['10.0.0.2', '192.169.0.1', '::2', 'x'].map((a) => list.trusts(a))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(TrustedProxies.parse('').trusts('127.0.0.1')).toBe(false);
  });
});

describe('BACKOFFICE_TRUSTED_PROXIES in the server configuration', () => {
  it('is read at start, and a bad entry stops the server with a French message', () => {
    const env = { BACKOFFICE_DATA_DIR: '/tmp/x' };
    expect(
      readConfig([], {
        ...env,
        BACKOFFICE_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16',
      }).trustedProxies.trusts('10.1.2.3'),
    ).toBe(true);
    expect(readConfig([], env).trustedProxies.trusts('127.0.0.1')).toBe(false);
    expect(() => readConfig([], { ...env, BACKOFFICE_TRUSTED_PROXIES: 'proxy.interne' })).toThrow(
      ConfigError,
    );
  });
});
