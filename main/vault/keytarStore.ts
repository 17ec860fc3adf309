// Loads keytar and checks that a keychain answers. keytar is a native module: it may be missing
// (not rebuilt for this runtime) or find no Secret Service (no D-Bus session); either way the
// vault falls back to memory only.
import type { SecretStore } from './TokenVault';

const PROBE_TIMEOUT_MS = 3000;

export async function openKeychain(): Promise<SecretStore | null> {
  let keytar: SecretStore;
  try {
    const loaded = (await import('keytar')) as unknown as SecretStore & { default?: SecretStore };
    keytar = loaded.default ?? loaded;
  } catch {
    return null;
  }
  try {
    // A read of an absent entry proves the Secret Service answers without touching anything.
    const probe = keytar.getPassword('Back-office éditorial (probe)', 'probe');
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref(),
    );
    await Promise.race([probe, timeout]);
    return keytar;
  } catch {
    return null;
  }
}
