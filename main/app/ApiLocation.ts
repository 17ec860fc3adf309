// Which API the app talks to: BACKOFFICE_API_URL wins, then the URL chosen in the settings, else
// the embedded server this app starts itself.
import type { Settings } from '../../common/ipc/channels';

export function resolveApiLocation(envUrl: string | undefined, settingsUrl: string | null, embeddedUrl: string | null): Settings {
  if (envUrl) return { apiUrl: settingsUrl, effectiveApiUrl: envUrl, source: 'env' };
  if (settingsUrl) return { apiUrl: settingsUrl, effectiveApiUrl: settingsUrl, source: 'settings' };
  return { apiUrl: null, effectiveApiUrl: embeddedUrl, source: 'embedded' };
}
