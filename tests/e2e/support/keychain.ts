// Reads the OS keychain the way the app writes it, to check what the vault did.
import keytar from 'keytar';
import { vaultServiceName } from '../../../main/vault/TokenVault';
import { sharedHost } from './sharedHost';

export async function keychainEntries(): Promise<Array<{ account: string; password: string }>> {
  return keytar.findCredentials(vaultServiceName(sharedHost('API_URL')));
}
