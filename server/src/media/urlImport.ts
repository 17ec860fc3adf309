// URL import (/import/url): the image behind a URL, fetched through the SSRF guard, then ingested.
import { decodePathSegment } from '../../../common/domain/validation/plainText';
import { ingest } from './ingest';
import type { MediaContext } from './mediaContext';
import type { ResolvedImage } from './photoRecords';
import { guardedFetch } from './ssrfGuard';

/** /import/url: the image behind a URL, fetched through the SSRF guard, for a checked brand. */
export async function importUrl(
  ctx: MediaContext,
  user: { id: string },
  brandKey: string,
  url: string,
  credit: string | null,
): Promise<ResolvedImage> {
  const fetched = await guardedFetch(url, { maxBytes: ctx.limits.maxBytes, ...ctx.fetchOptions });
  const name = decodePathSegment(new URL(fetched.finalUrl).pathname.split('/').pop() ?? '');
  return ingest(ctx, user, brandKey, name, fetched.body, undefined, { credit });
}
