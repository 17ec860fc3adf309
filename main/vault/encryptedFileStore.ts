// The keychain fallback: tokens encrypted by the OS through Electron's safeStorage (DPAPI,
// Keychain, kwallet or libsecret behind Chromium's os_crypt) and kept in one file of the data
// folder. Only the ciphertext touches the disk; the file is written whole and atomically.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../drafts/atomicFile';
import type { SecretStore } from './TokenVault';

/** Electron's safeStorage, reduced to what the store uses (tests pass a real cipher). */
export interface StringCipher {
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** service → account → base64 ciphertext */
type Entries = Record<string, Record<string, string>>;

export const ENCRYPTED_TOKENS_FILE = 'session-tokens.enc.json';

export function encryptedFileStore(dataDir: string, cipher: StringCipher): SecretStore {
  const file = join(dataDir, ENCRYPTED_TOKENS_FILE);
  // One write at a time: two sign-ins in a row must not lose one another's entry.
  let queue: Promise<unknown> = Promise.resolve();
  const load = async (): Promise<Entries> => {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  };
  const change = <T>(edit: (entries: Entries) => T): Promise<T> => {
    const next = queue.then(async () => {
      const entries = await load();
      const result = edit(entries);
      await writeFileAtomic(file, JSON.stringify(entries));
      return result;
    });
    queue = next.catch(() => {});
    return next;
  };
  const decrypt = (value: string) => cipher.decryptString(Buffer.from(value, 'base64'));
  return {
    async getPassword(service, account) {
      const value = (await load())[service]?.[account];
      return value === undefined ? null : decrypt(value);
    },
    async setPassword(service, account, password) {
      const encrypted = cipher.encryptString(password).toString('base64');
      await change((entries) => {
        entries[service] = { ...entries[service], [account]: encrypted };
      });
    },
    deletePassword: (service, account) =>
      change((entries) => {
        const had = entries[service]?.[account] !== undefined;
        if (had) delete entries[service]![account];
        return had;
      }),
    async findCredentials(service) {
      return Object.entries((await load())[service] ?? {}).map(([account, value]) => ({
        account,
        password: decrypt(value),
      }));
    },
  };
}
