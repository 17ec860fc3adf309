// The REST adapters' shared configuration and address rule (server/src/integrations/restApi.ts);
// the calls themselves are tested through each adapter (print and affiliate suites).
import { describe, expect, it } from 'vitest';
import {
  addressRuleAllowingLoopback,
  restApiConfigFromEnv,
} from '../../../server/src/integrations/restApi';

const NAMES = { url: 'X_API_URL', token: 'X_API_TOKEN', allowLoopback: 'X_API_ALLOW_LOOPBACK' };

describe('restApiConfigFromEnv', () => {
  it('is null without a URL', () => {
    expect(restApiConfigFromEnv({}, NAMES)).toBeNull();
    expect(restApiConfigFromEnv({ X_API_URL: '   ' }, NAMES)).toBeNull();
  });

  it('reads the URL without its trailing slashes, the token trimmed, loopback only with 1', () => {
    expect(
      restApiConfigFromEnv(
        { X_API_URL: ' https://api.example/v1// ', X_API_TOKEN: ' s ', X_API_ALLOW_LOOPBACK: '1' },
        NAMES,
      ),
    ).toEqual({ apiUrl: 'https://api.example/v1', token: 's', allowLoopback: true });
    expect(
      restApiConfigFromEnv(
        { X_API_URL: 'http://api.example', X_API_TOKEN: '  ', X_API_ALLOW_LOOPBACK: 'yes' },
        NAMES,
      ),
    ).toEqual({ apiUrl: 'http://api.example', token: null, allowLoopback: false });
  });

  it('refuses what is not an http or https URL, naming the variable', () => {
    expect(() => restApiConfigFromEnv({ X_API_URL: 'pas une url' }, NAMES)).toThrow(
      'X_API_URL is not a URL: pas une url',
    );
    expect(() => restApiConfigFromEnv({ X_API_URL: 'ftp://api.example' }, NAMES)).toThrow(
      'X_API_URL must be http or https: ftp://api.example',
    );
  });
});

describe('addressRuleAllowingLoopback', () => {
  const PRIVATE = ['10.0.0.1', '169.254.169.254', '172.16.0.1', '192.168.1.1', 'fe80::1'];
  const LOOPBACK = ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'];

  it('refuses loopback and private networks by default', () => {
    const rule = addressRuleAllowingLoopback(false);
    for (const address of [...LOOPBACK, ...PRIVATE]) expect(rule(address)).toBe(true);
    expect(rule('93.184.216.34')).toBe(false);
  });

  it('lets loopback through when allowed, and only loopback', () => {
    const rule = addressRuleAllowingLoopback(true);
    for (const address of LOOPBACK) expect(rule(address)).toBe(false);
    for (const address of PRIVATE) expect(rule(address)).toBe(true);
    expect(rule('93.184.216.34')).toBe(false);
  });
});
