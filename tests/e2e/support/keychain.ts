// Reads the OS keychain the way the app writes it, to check what the vault did.
import keytar from 'keytar';
import { vaultServiceName } from '../../../main/vault/TokenVault';

export async function keychainEntries(): Promise<Array<{ account: string; password: string }>> {
  const apiUrl = process.env.BACKOFFICE_E2E_API_URL;
  if (!apiUrl) throw new Error('BACKOFFICE_E2E_API_URL missing');
  return keytar.findCredentials(vaultServiceName(apiUrl));
}
