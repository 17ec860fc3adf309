// The one rule for a link (issue 30): which addresses a field, a stored document or the app's
// "open in the browser" may hold. It reads the address as a browser would (WHATWG URL: tabs and
// newlines inside are dropped, so "java\tscript:" is javascript:) and then allows only schemes
// that lead to a web page — never javascript:, vbscript:, data:, file: or an app's own scheme.
// Every field that takes a link (cards, page sections, slideshows, good deals, rich-text links
// and elements, embeds, openExternal) asks here, on the server and in the renderer.
import { MESSAGES } from '../messages';
import { hasControlCharacters } from './plainText';

/**
 * Where the address goes:
 * - `web`: typed by an editor in a field (card, page section, slideshow button, product): http(s)
 *   to a named site (a host with a dot, or an IP address), no user name or password in it;
 * - `http`: an image's source, an embed, a canonical address: http(s) with a host;
 * - `link`: a link in a stored document: http(s), mailto: and chrome: (spec 001 §5 pasted links);
 * - `external`: opened in the system browser from the app: http(s) and mailto:.
 */
export type UrlKind = 'web' | 'http' | 'link' | 'external';

const SCHEMES: Readonly<Record<UrlKind, readonly string[]>> = {
  web: ['http:', 'https:'],
  http: ['http:', 'https:'],
  link: ['http:', 'https:', 'mailto:', 'chrome:'],
  external: ['http:', 'https:', 'mailto:'],
};

/** The address parsed when `kind` allows it, else null. */
export function allowedUrl(raw: unknown, kind: UrlKind = 'web'): URL | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // Controls are never part of a real address; a browser would drop some and keep others.
  if (value === '' || hasControlCharacters(value) || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!SCHEMES[kind].includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url : null;
  if (url.protocol === 'chrome:') return url;
  // http(s) from here: the URL parser has refused those without a host.
  if (kind === 'web') {
    // "https://localhost" or "https://intranet" is no address a reader can follow; a user name in
    // it ("https://site.fr@ailleurs.net") only disguises where it leads.
    const named = url.hostname.includes('.') || url.hostname.startsWith('[');
    if (!named || url.username !== '' || url.password !== '') return null;
  }
  return url;
}

export function isAllowedUrl(raw: unknown, kind: UrlKind = 'web'): boolean {
  return allowedUrl(raw, kind) !== null;
}

/** The field message for a link that is not allowed (an empty value is the required rule's). */
export function urlError(raw: string | null | undefined, kind: UrlKind = 'web'): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  return isAllowedUrl(raw, kind) ? null : MESSAGES.urlInvalid;
}
