// The keychain fallback: keytar when it answers, else safeStorage when the OS really encrypts,
// else the session in memory with the French notice. The token never reaches the disk in clear.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENCRYPTED_TOKENS_FILE } from '../../../main/vault/encryptedFileStore';
import {
  chooseVaultBackend,
  openSecretStore,
  type SafeStorageLike,
} from '../../../main/vault/secretStoreChoice';
import { NO_KEYCHAIN_NOTICE, TokenVault, type SecretStore } from '../../../main/vault/TokenVault';

/** safeStorage with a real cipher (AES-256-GCM, key in memory) and a chosen Linux backend. */
function safeStorage(backend: string, available = true): SafeStorageLike {
  const key = randomBytes(32);
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString();
    },
  };
}

const workingKeychain = {} as SecretStore;
const service = 'Back-office éditorial (https://api.example.fr)';

/** Every byte of every file under the folder, as text, for a token in clear (or base64). */
async function folderText(folder: string): Promise<string> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map((entry) => readFile(join(entry.parentPath, entry.name), 'latin1')),
  );
  return texts.join('\n');
}

describe('chooseVaultBackend', () => {
  it.each([
    ['keytar answers', true, safeStorage('gnome_libsecret'), 'linux', 'keychain'],
    [
      'keytar fails, kwallet behind safeStorage',
      false,
      safeStorage('kwallet5'),
      'linux',
      'safeStorage',
    ],
    [
      'keytar fails, libsecret behind safeStorage',
      false,
      safeStorage('gnome_libsecret'),
      'linux',
      'safeStorage',
    ],
    ['keytar fails, basic_text', false, safeStorage('basic_text'), 'linux', 'memory'],
    ['keytar fails, backend unknown', false, safeStorage('unknown'), 'linux', 'memory'],
    [
      'keytar fails, encryption unavailable',
      false,
      safeStorage('kwallet5', false),
      'linux',
      'memory',
    ],
    ['keytar fails on Windows (DPAPI)', false, safeStorage('unknown'), 'win32', 'safeStorage'],
    ['browser host: no safeStorage', false, null, 'linux', 'memory'],
  ] as const)('%s → %s', (_case, keychainAnswers, safe, platform, expected) => {
    expect(chooseVaultBackend({ keychainAnswers, safeStorage: safe, platform })).toBe(expected);
  });

  it('a safeStorage that throws means memory', () => {
    const throwing = {
      ...safeStorage('kwallet5'),
      isEncryptionAvailable: () => {
        throw new Error('app not ready');
      },
    };
    expect(
      chooseVaultBackend({ keychainAnswers: false, safeStorage: throwing, platform: 'linux' }),
    ).toBe('memory');
  });
});

describe('openSecretStore and the vault over it', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vault-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const open = (safe: SafeStorageLike | null, keychain: SecretStore | null = null) =>
    openSecretStore({
      openKeychain: async () => keychain,
      safeStorage: safe,
      platform: 'linux',
      dataDir,
    });

  it('keeps the keychain when it answers', async () => {
    expect(await open(safeStorage('kwallet5'), workingKeychain)).toEqual({
      store: workingKeychain,
      backend: 'keychain',
    });
  });

  it('keytar failing, a real backend: the token is remembered encrypted, never in clear', async () => {
    const safe = safeStorage('kwallet5');
    const { store, backend } = await open(safe);
    expect(backend).toBe('safeStorage');
    const token = `jeton-${randomUUID()}`;
    const vault = new TokenVault(store, service);
    expect(await vault.save('redac@example.fr', token, true)).toBe(true);
    await vault.save('autre@example.fr', 'jeton-autre', true);
    expect(vault.notice).toBeNull();
    // A new launch (empty memory, the same OS key) finds the account and its token.
    const relaunched = new TokenVault((await open(safe)).store, service);
    expect(await relaunched.rememberedAccount('redac@example.fr')).toBe('redac@example.fr');
    expect(await relaunched.read('redac@example.fr')).toBe(token);
    const onDisk = await folderText(dataDir);
    expect(onDisk).toContain('redac@example.fr');
    expect(onDisk).not.toContain(token);
    expect(onDisk).not.toContain(Buffer.from(token).toString('base64'));
    expect(await readdir(dataDir)).toEqual([ENCRYPTED_TOKENS_FILE]);
    await relaunched.remove('redac@example.fr');
    expect(
      await new TokenVault((await open(safe)).store, service).read('redac@example.fr'),
    ).toBeNull();
    expect(await new TokenVault((await open(safe)).store, service).read('autre@example.fr')).toBe(
      'jeton-autre',
    );
  });

  it('basic_text: the session in memory only, the notice said, nothing written', async () => {
    const { store, backend } = await open(safeStorage('basic_text'));
    expect(backend).toBe('memory');
    const token = `jeton-${randomUUID()}`;
    const vault = new TokenVault(store, service);
    expect(await vault.save('redac@example.fr', token, true)).toBe(false);
    expect(await vault.read('redac@example.fr')).toBe(token);
    expect(vault.notice).toBe(NO_KEYCHAIN_NOTICE);
    expect(await readdir(dataDir)).toEqual([]);
    expect(
      await new TokenVault((await open(safeStorage('basic_text'))).store, service).read(
        'redac@example.fr',
      ),
    ).toBeNull();
  });
});
