// Paste rules (spec 000 §2, 001 §5 "Pasted body links"), pure so they are tested without a DOM.
import { MESSAGES, formatMessage } from '../domain/messages';

/** Web URLs the editor acts on when pasted: http, https and chrome. */
const WEB_URL = /\b(?:https?|chrome):\/\/[^\s<>"'`]+/gi;

/** Tags whose insertion is refused with FORBIDDEN_HTML_MESSAGE (never parsed into the document). */
export const FORBIDDEN_PASTE_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
] as const;

export function forbiddenHtmlMessage(tag: string): string {
  return formatMessage('articleHtmlInsertion', { tag });
}

/** Spec 001 §5 gives this wording for forbidden media URLs; the paste of one says the same. */
export const FORBIDDEN_HOST_MESSAGE = MESSAGES.mediaCeriseUrlForbidden;
/** A pasted /edit URL that resolves to no canonical URL (spec 001 §8, links). */
export const INTERNAL_LINK_NOT_FOUND_MESSAGE = MESSAGES.linksNoneFound;
export const UNKNOWN_INTERNAL_LINK_TYPE_MESSAGE = MESSAGES.linksUnknownType;

/** Video sites recognised as embeds (spec 001 §9). */
export const EMBED_HOSTS = [
  'youtube.com',
  'youtu.be',
  'dailymotion.com',
  'dai.ly',
  'plurimedia.fr',
  'brightcove.net',
  'brightcove.com',
] as const;

export interface UrlMatch {
  url: string;
  start: number;
  end: number;
}

/** Web URLs found in a run of text, trailing punctuation excluded ("voir https://a.fr/x." → no dot). */
export function findWebUrls(text: string): UrlMatch[] {
  const out: UrlMatch[] = [];
  for (const m of text.matchAll(WEB_URL)) {
    let url = m[0];
    while (/[.,;:!?)\]}»]$/.test(url)) url = url.slice(0, -1);
    const start = m.index ?? 0;
    if (url.length > 'http://'.length) out.push({ url, start, end: start + url.length });
  }
  return out;
}

export type PastedUrlKind = 'forbidden' | 'internal' | 'embed' | 'link';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function hostMatches(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * What a pasted URL becomes: forbidden host → removed with an error; a back-office `/edit` URL →
 * resolved as an internal article; a video site pasted alone → an embed; anything else → a link.
 */
export function classifyPastedUrl(
  url: string,
  options: { forbiddenHosts: readonly string[]; alone: boolean },
): PastedUrlKind {
  const host = hostOf(url);
  if (host && hostMatches(host, options.forbiddenHosts)) return 'forbidden';
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    path = '';
  }
  if (/\/edit(\/|$)/.test(path)) return 'internal';
  if (options.alone && host && hostMatches(host, EMBED_HOSTS)) return 'embed';
  return 'link';
}
