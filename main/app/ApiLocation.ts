// Which API the app talks to: BACKOFFICE_API_URL wins, then the URL chosen in the settings, else
// the embedded server this app starts itself. A remote API must be https (http only on this
// computer): an address that is not is ignored, with the reason logged.
import { API_URL_MESSAGE, isAllowedApiUrl } from '../../common/ipc/apiUrl';
import type { Settings } from '../../common/ipc/channels';

export function resolveApiLocation(
  envUrl: string | undefined,
  settingsUrl: string | null,
  embeddedUrl: string | null,
  log?: (message: string) => void,
): Settings {
  if (envUrl && !isAllowedApiUrl(envUrl)) {
    log?.(`BACKOFFICE_API_URL ignorée : ${API_URL_MESSAGE}`);
    envUrl = undefined;
  }
  if (settingsUrl && !isAllowedApiUrl(settingsUrl)) {
    log?.(`Adresse du serveur des réglages ignorée : ${API_URL_MESSAGE}`);
    settingsUrl = null;
  }
  if (envUrl) return { apiUrl: settingsUrl, effectiveApiUrl: envUrl, source: 'env' };
  if (settingsUrl) return { apiUrl: settingsUrl, effectiveApiUrl: settingsUrl, source: 'settings' };
  return { apiUrl: null, effectiveApiUrl: embeddedUrl, source: 'embedded' };
}
