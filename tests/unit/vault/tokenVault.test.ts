// The vault against the real gnome-keyring (run inside `dbus-run-session` with an unlocked
// keyring, as scripts/test.sh does). Without any D-Bus session the keychain cases are skipped;
// with one, a keychain that does not answer is a failure.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_API_URL } from '../../../common/embedded/channelProtocol';
import {
  NO_KEYCHAIN_NOTICE,
  TokenVault,
  vaultServiceName,
  type SecretStore,
} from '../../../main/vault/TokenVault';
import { openKeychain } from '../../../main/vault/keytarStore';

const hasDbus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
const keychain = hasDbus ? await openKeychain() : null;
const service = vaultServiceName(`http://127.0.0.1:${40000 + Math.floor(Math.random() * 20000)}`);

describe.skipIf(!hasDbus)('TokenVault on the OS keychain (D-Bus session present)', () => {
  afterAll(async () => {
    for (const entry of (await keychain?.findCredentials(service)) ?? [])
      await keychain?.deletePassword(service, entry.account);
  });

  it('finds a working keychain', () => {
    expect(keychain).not.toBeNull();
  });

  it('stores, reads back from the keychain and deletes', async () => {
    const token = randomUUID();
    const vault = new TokenVault(keychain, service);
    expect(await vault.save('redac@example.fr', token, true)).toBe(true);
    expect(vault.notice).toBeNull();
    // A second vault (a new launch: empty memory) reads it from the keychain itself.
    const relaunched = new TokenVault(keychain, service);
    expect(await relaunched.rememberedAccount(null)).toBe('redac@example.fr');
    expect(await relaunched.read('redac@example.fr')).toBe(token);
    expect(await keychain!.getPassword(service, 'redac@example.fr')).toBe(token);
    await relaunched.remove('redac@example.fr');
    expect(await keychain!.getPassword(service, 'redac@example.fr')).toBeNull();
    expect(await new TokenVault(keychain, service).read('redac@example.fr')).toBeNull();
  });

  it('keeps an unremembered token in memory only', async () => {
    const vault = new TokenVault(keychain, service);
    expect(await vault.save('memoire@example.fr', 'tok', false)).toBe(false);
    expect(await vault.read('memoire@example.fr')).toBe('tok');
    expect(await keychain!.getPassword(service, 'memoire@example.fr')).toBeNull();
  });

  it('separates API origins', async () => {
    const other = vaultServiceName('https://api.autre.example');
    const vault = new TokenVault(keychain, service);
    await vault.save('redac@example.fr', 'tok-a', true);
    expect(await new TokenVault(keychain, other).read('redac@example.fr')).toBeNull();
    await vault.remove('redac@example.fr');
  });
});

describe('TokenVault without a keychain', () => {
  const broken: SecretStore = {
    getPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus')),
    setPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus')),
    deletePassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus')),
    findCredentials: () => Promise.reject(new Error('Cannot autolaunch D-Bus')),
  };

  it.each([
    ['keytar missing', null],
    ['keychain failing', broken],
  ])('%s: session in memory with the French notice', async (_case, store) => {
    const vault = new TokenVault(store, service);
    expect(await vault.save('a@b.fr', 'tok', true)).toBe(false);
    expect(await vault.read('a@b.fr')).toBe('tok');
    expect(vault.notice).toBe(NO_KEYCHAIN_NOTICE);
    expect(await vault.rememberedAccount('a@b.fr')).toBeNull();
    await vault.remove('a@b.fr');
    expect(await vault.read('a@b.fr')).toBeNull();
  });

  it('names one keychain service per API origin, and one for the embedded server whatever the launch', () => {
    expect(vaultServiceName('http://127.0.0.1:4000/graphql')).toBe(
      'Back-office éditorial (http://127.0.0.1:4000)',
    );
    expect(vaultServiceName(CHANNEL_API_URL)).toBe('Back-office éditorial (serveur intégré)');
  });
});
