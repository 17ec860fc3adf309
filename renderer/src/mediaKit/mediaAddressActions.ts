// A media's two actions of spec 001 §8, offered on each image of a media field and each result of
// the picker: copy its public address ('URL copied to clipboard') and download its original
// ('Download Url not found' when it has none). One path in the renderer for both hosts: the page's
// clipboard (main allows the window to write it, never to read it) and a link opened beside the
// app — the library's file comes as an attachment (`?download`), so the browser host's browser
// saves it, and under Electron the system browser does (new windows go there).
import type { MediaObject } from '../../../common/domain/article';
import { MESSAGES } from '../../../common/domain/messages';
import { backoffice } from '../bridge/backoffice';

export const MEDIA_ACTION_LABELS = {
  copy: "Copier l'adresse",
  download: "Télécharger l'original",
} as const;

export type MediaActionOutcome = { ok: true; message: string } | { ok: false; message: string };

const isWebAddress = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value);

/** The address the site shows the image at (the media's href), or null. */
export function publicAddressOf(media: Pick<MediaObject, 'href'>): string | null {
  return isWebAddress(media.href) ? media.href : null;
}

/** Copies the media's public address; the outcome's message is what the user is told. */
export async function copyMediaAddress(
  media: Pick<MediaObject, 'href'>,
): Promise<MediaActionOutcome> {
  const address = publicAddressOf(media);
  if (!address) return { ok: false, message: MESSAGES.mediaDownloadUrlNotFound };
  try {
    await navigator.clipboard.writeText(address);
    return { ok: true, message: MESSAGES.mediaUrlCopied };
  } catch {
    return { ok: false, message: MESSAGES.mediaUrlCopyFailed };
  }
}

/**
 * The original file's address: the photo library's file for one of its photos (getResolvedImage),
 * else the media's own web address (an image bank's, a typed URL); null when there is none.
 */
export async function originalAddressOf(
  media: Pick<MediaObject, 'key' | 'href'>,
): Promise<string | null> {
  if (!isWebAddress(media.key)) {
    const result = await backoffice()
      .graphql.request({
        operationName: 'getResolvedImage',
        query: 'query getResolvedImage($key: String!) { getResolvedImage(key: $key) { url } }',
        variables: { key: media.key },
      })
      .catch(() => null);
    const url = (result?.data as { getResolvedImage?: { url?: unknown } | null } | undefined)
      ?.getResolvedImage?.url;
    if (typeof url === 'string' && isWebAddress(url)) {
      // The library answers `?download` as an attachment: a file to save, from any origin.
      const file = new URL(url);
      file.searchParams.set('download', '1');
      return file.toString();
    }
  }
  return publicAddressOf(media);
}

/** Starts the download of the media's original, or says 'Download Url not found'. */
export async function downloadMediaOriginal(
  media: Pick<MediaObject, 'key' | 'href'>,
): Promise<MediaActionOutcome> {
  const address = await originalAddressOf(media);
  if (!address) return { ok: false, message: MESSAGES.mediaDownloadUrlNotFound };
  const link = document.createElement('a');
  link.href = address;
  link.download = decodeURIComponent(new URL(address).pathname.split('/').pop() || 'image');
  // Never in place of the app: a file the browser will not save opens beside it.
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return { ok: true, message: '' };
}
