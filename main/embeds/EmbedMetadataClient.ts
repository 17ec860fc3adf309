// Metadata of a pasted media URL (spec 000 §3 media object, 001 §7 "GET an embed-metadata service
// with a uri query"): an iframely-style service asked from main, so its address and API key never
// reach the renderer. GET <service>?uri=<url>[&api_key=<key>] with a 5 s deadline and a size cap;
// the JSON is checked with zod and mapped to the media element's attributes. Every failure becomes
// one of three French messages, never an exception. The `html` field is third-party markup: it is
// stored as the spec asks but nothing in the app renders it.
import { z } from 'zod';
import type { EmbedMetadata, EmbedMetadataResult } from '../../common/ipc/channels';
import { EMBED_LIMITS } from '../../common/ipc/schemas';
import { isAllowedUrl } from '../../common/domain/validation/linkRule';
import { EMBED_METADATA_MESSAGES as MESSAGES, safeImageSrc } from '../../common/richtext';

export interface EmbedServiceConfig {
  /** The service's endpoint (http/https); null when not configured. */
  url: string | null;
  /** API key, sent as the `api_key` query parameter, or in `keyHeader` when one is named. */
  key: string | null;
  keyHeader: string | null;
}

export interface EmbedMetadataClientOptions {
  timeoutMs?: number;
  /** Largest answer read, in bytes; a longer one is abandoned. */
  maxBytes?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export const EMBED_TIMEOUT_MS = 5_000;
export const EMBED_MAX_BYTES = 512 * 1024;

function isHttpUrl(value: string | null | undefined): value is string {
  return isAllowedUrl(value, 'http');
}

/**
 * Where the service is: BACKOFFICE_EMBED_METADATA_URL, else the settings file's embedMetadataUrl.
 * The key comes from the environment only (BACKOFFICE_EMBED_METADATA_KEY): the settings file never
 * holds a secret. BACKOFFICE_EMBED_METADATA_KEY_HEADER sends it in that header instead of the query.
 */
export function embedServiceConfig(
  env: NodeJS.ProcessEnv,
  settingsUrl: string | null,
): EmbedServiceConfig {
  const candidate = env.BACKOFFICE_EMBED_METADATA_URL?.trim() || settingsUrl?.trim() || null;
  const header = env.BACKOFFICE_EMBED_METADATA_KEY_HEADER?.trim() || null;
  return {
    url: isHttpUrl(candidate) ? candidate : null,
    key: env.BACKOFFICE_EMBED_METADATA_KEY?.trim() || null,
    keyHeader: header && /^[A-Za-z0-9-]{1,64}$/.test(header) ? header : null,
  };
}

// — The service's answer. Lenient per field (a mistyped field is ignored, not fatal); the answer
// itself must be a JSON object.
const text = z.string().optional().catch(undefined);
const size = z.number().finite().positive().optional().catch(undefined);
const LinkSchema = z.object({
  href: text,
  media: z.object({ width: size, height: size }).optional().catch(undefined),
});
const links = z.array(z.unknown()).optional().catch(undefined);

export const IframelyAnswerSchema = z.object({
  url: text,
  canonical: text,
  html: text,
  width: size,
  height: size,
  status: z.number().optional().catch(undefined),
  meta: z
    .object({ title: text, description: text, site: text, author: text, canonical: text })
    .optional()
    .catch(undefined),
  links: z.object({ thumbnail: links, player: links }).optional().catch(undefined),
});

type IframelyAnswer = z.infer<typeof IframelyAnswerSchema>;

function firstLink(list: unknown[] | undefined): z.infer<typeof LinkSchema> | null {
  const parsed = LinkSchema.safeParse(list?.[0]);
  return parsed.success ? parsed.data : null;
}

/** Plain text of a field: control characters removed, spaces collapsed, cut at `max`. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

function clean(value: string | undefined, max: number): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

function httpOrEmpty(value: string | undefined): string {
  const v = (value ?? '').trim();
  return v.length <= EMBED_LIMITS.url && isHttpUrl(v) ? v : '';
}

/** The iframely answer as the media element's attributes; `uri` stays the URL when the answer has none. */
export function toMediaMetadata(answer: IframelyAnswer, uri: string): EmbedMetadata {
  const m = answer.meta ?? {};
  const player = firstLink(answer.links?.player);
  const thumbnail = firstLink(answer.links?.thumbnail);
  const meta: NonNullable<EmbedMetadata['meta']> = {};
  const title = clean(m.title, EMBED_LIMITS.text);
  const description = clean(m.description, EMBED_LIMITS.description);
  const site = clean(m.site, EMBED_LIMITS.text);
  const author = clean(m.author, EMBED_LIMITS.text);
  const thumb = safeImageSrc(thumbnail?.href ?? '');
  if (title) meta.title = title;
  if (description) meta.description = description;
  if (site) meta.site = site;
  if (author) meta.author = author;
  if (thumb && thumb.length <= EMBED_LIMITS.url) meta.thumbnail = thumb;
  const html = answer.html ?? '';
  return {
    url: httpOrEmpty(answer.url) || uri,
    canonical: httpOrEmpty(answer.canonical) || httpOrEmpty(m.canonical),
    // Third-party markup, kept verbatim for the spec's media object; too long is dropped, not cut.
    html: html.length <= EMBED_LIMITS.html ? html : '',
    width: answer.width ?? player?.media?.width ?? null,
    height: answer.height ?? player?.media?.height ?? null,
    credit: author || site,
    meta: Object.keys(meta).length ? meta : null,
  };
}

class TooLarge extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLarge();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

export class EmbedMetadataClient {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly fetch: typeof fetch;
  private readonly log: (message: string) => void;

  constructor(
    private readonly config: () => EmbedServiceConfig,
    options: EmbedMetadataClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? EMBED_TIMEOUT_MS;
    this.maxBytes = options.maxBytes ?? EMBED_MAX_BYTES;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.log = options.log ?? (() => {});
  }

  async metadata(uri: string): Promise<EmbedMetadataResult> {
    const { url, key, keyHeader } = this.config();
    if (!url) return { ok: false, message: MESSAGES.notConfigured };
    const target = new URL(url);
    target.searchParams.set('uri', uri);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (key && keyHeader) headers[keyHeader] = key;
    else if (key) target.searchParams.set('api_key', key);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      // A redirect could carry the key elsewhere: the configured address must answer itself.
      const response = await this.fetch(target, {
        headers,
        signal: controller.signal,
        redirect: 'error',
      });
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, message: MESSAGES.notFound };
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        this.log(`Métadonnées de média : le service a répondu ${response.status}`);
        return { ok: false, message: MESSAGES.unreachable };
      }
      const answer = IframelyAnswerSchema.safeParse(
        JSON.parse(await readCapped(response, this.maxBytes)),
      );
      if (!answer.success) {
        this.log('Métadonnées de média : réponse illisible');
        return { ok: false, message: MESSAGES.unreachable };
      }
      if (answer.data.status === 404 || answer.data.status === 410)
        return { ok: false, message: MESSAGES.notFound };
      return { ok: true, metadata: toMediaMetadata(answer.data, uri) };
    } catch (error) {
      // Never the request URL in the log: it may hold the key.
      const reason =
        error instanceof TooLarge
          ? 'réponse trop volumineuse'
          : controller.signal.aborted
            ? 'délai dépassé'
            : error instanceof SyntaxError
              ? 'JSON invalide'
              : 'service injoignable';
      this.log(`Métadonnées de média : ${reason}`);
      return { ok: false, message: MESSAGES.unreachable };
    } finally {
      clearTimeout(timer);
    }
  }
}
