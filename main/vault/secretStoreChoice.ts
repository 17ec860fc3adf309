// Where tokens are remembered, decided once at start: the OS keychain (keytar) when it answers;
// else Electron's safeStorage when the OS really encrypts (on Linux, not its 'basic_text' backend,
// a fixed key in the code: that would be a token in clear in all but name); else nowhere, and the
// session lasts as long as the app (TokenVault's memory and its French notice).
import type { StringCipher } from './encryptedFileStore';
import { encryptedFileStore } from './encryptedFileStore';
import type { SecretStore } from './TokenVault';

/** Electron's safeStorage as the decision reads it (absent in the browser host). */
export interface SafeStorageLike extends StringCipher {
  isEncryptionAvailable(): boolean;
  /** Linux only in Electron; elsewhere the OS's own store is always used. */
  getSelectedStorageBackend?(): string;
}

export type VaultBackend = 'keychain' | 'safeStorage' | 'memory';

export function chooseVaultBackend(input: {
  keychainAnswers: boolean;
  safeStorage: SafeStorageLike | null;
  platform: NodeJS.Platform;
}): VaultBackend {
  if (input.keychainAnswers) return 'keychain';
  const safe = input.safeStorage;
  if (!safe) return 'memory';
  try {
    if (!safe.isEncryptionAvailable()) return 'memory';
    if (input.platform === 'linux') {
      const backend = safe.getSelectedStorageBackend?.() ?? 'unknown';
      if (backend === 'basic_text' || backend === 'unknown') return 'memory';
    }
    return 'safeStorage';
  } catch {
    return 'memory';
  }
}

/** The store TokenVault gets (null: memory only), from the keychain probe and safeStorage. */
export async function openSecretStore(options: {
  openKeychain: () => Promise<SecretStore | null>;
  safeStorage: SafeStorageLike | null;
  platform: NodeJS.Platform;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<{ store: SecretStore | null; backend: VaultBackend }> {
  const keychain = await options.openKeychain();
  const backend = chooseVaultBackend({
    keychainAnswers: keychain !== null,
    safeStorage: options.safeStorage,
    platform: options.platform,
  });
  if (backend !== 'keychain')
    options.log?.(
      `Trousseau système indisponible : sessions ${backend === 'memory' ? 'en mémoire seulement' : 'chiffrées par safeStorage'}`,
    );
  if (backend === 'keychain') return { store: keychain, backend };
  if (backend === 'safeStorage')
    return { store: encryptedFileStore(options.dataDir, options.safeStorage!), backend };
  return { store: null, backend };
}
