// Backoffice (main's services behind the IPC contract) as the browser host builds it, with no
// keychain and an API on a closed port: channel tests run against the real dispatcher offline.
import { Backoffice, type BackofficeOptions } from '../../../main/app/Backoffice';

export function offlineBackoffice(
  dataDir: string,
  emit: BackofficeOptions['emit'] = () => undefined,
  overrides: Partial<BackofficeOptions> = {},
): Backoffice {
  return new Backoffice({
    host: 'browser',
    appName: 'Back-office',
    version: '0.0.0-test',
    dataDir,
    env: { BACKOFFICE_API_URL: 'http://127.0.0.1:1' },
    keychain: null,
    startEmbeddedServer: () => Promise.reject(new Error('not in this test')),
    openExternal: async () => 'renderer',
    emit,
    ...overrides,
  });
}
