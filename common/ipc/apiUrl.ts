// Which API addresses the app accepts: https, or http to this computer only (the loopback
// addresses), so a token never travels in clear over a network. Shared by main's settings schema
// and its start-up (BACKOFFICE_API_URL), and by any screen that offers the setting.

export const API_URL_MESSAGE =
  "L'adresse du serveur doit commencer par https:// (http:// n'est accepté que pour cet ordinateur : 127.0.0.1, localhost ou ::1).";

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isAllowedApiUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname.toLowerCase());
}
