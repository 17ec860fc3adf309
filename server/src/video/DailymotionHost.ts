// Dailymotion's REST API (https://developers.dailymotion.com/api/): an OAuth password grant
// (POST /oauth/token), GET /file/upload → { upload_url, progress_url }, POST /me/videos (url,
// title, channel, published, …) → { id }, GET /video/{id}?fields=…, POST /video/{id}, DELETE
// /video/{id}. Every call goes through the SSRF guard (media/ssrfGuard.ts): a configured address
// may not reach the server's own network. Errors become one of the French messages of
// common/domain/messages.ts (videoHost*), here and nowhere else.
import { MESSAGES } from '../../../common/domain/messages';
import { fromDailymotionGeoblocking, toDailymotionGeoblocking } from '../../../common/domain/video';
import { guardedApiRequest, type GuardedFetchOptions } from '../media/ssrfGuard';
import {
  VideoHostError,
  type HostVideoStatus,
  type VideoHost,
  type VideoMetadata,
  type VideoUploadUrl,
} from './VideoHost';

export interface DailymotionConfig {
  apiKey: string;
  apiSecret: string;
  username: string;
  password: string;
  /** https://api.dailymotion.com unless BACKOFFICE_DAILYMOTION_API_URL says otherwise. */
  apiUrl: string;
}

export const DAILYMOTION_API_URL = 'https://api.dailymotion.com';
const STATUS_FIELDS =
  'status,encoding_progress,duration,width,height,thumbnail_720_url,geoblocking';
const MAX_ANSWER_BYTES = 1024 * 1024;

/** BACKOFFICE_DAILYMOTION_API_KEY, _API_SECRET, _USERNAME, _PASSWORD (all four), _API_URL. */
export function dailymotionConfigFromEnv(env: NodeJS.ProcessEnv): DailymotionConfig | null {
  const apiKey = env.BACKOFFICE_DAILYMOTION_API_KEY?.trim();
  const apiSecret = env.BACKOFFICE_DAILYMOTION_API_SECRET?.trim();
  const username = env.BACKOFFICE_DAILYMOTION_USERNAME?.trim();
  const password = env.BACKOFFICE_DAILYMOTION_PASSWORD;
  if (!apiKey || !apiSecret || !username || !password) return null;
  return {
    apiKey,
    apiSecret,
    username,
    password,
    apiUrl: (env.BACKOFFICE_DAILYMOTION_API_URL?.trim() || DAILYMOTION_API_URL).replace(/\/+$/, ''),
  };
}

/** Dailymotion's statuses: ready and published play; error, rejected and deleted will not. */
const READY = new Set(['ready', 'published']);
const FAILED = new Set(['error', 'rejected', 'deleted']);

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function form(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) params.set(name, value);
  return params.toString();
}

/** The form fields of a metadata change (arrays comma-separated, as the API takes them). */
function metadataFields(metadata: VideoMetadata): Record<string, string | undefined> {
  return {
    title: metadata.title,
    description: metadata.description,
    tags: metadata.tags?.join(','),
    channel: metadata.channel,
    published: metadata.published === undefined ? undefined : String(metadata.published),
    geoblocking: metadata.geoblocking
      ? toDailymotionGeoblocking(metadata.geoblocking).join(',')
      : undefined,
  };
}

export class DailymotionHost implements VideoHost {
  readonly kind = 'Dailymotion' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: DailymotionConfig,
    private readonly fetchOptions: Pick<
      GuardedFetchOptions,
      'resolve' | 'isForbidden' | 'timeoutMs'
    > = {},
    private readonly now: () => number = () => Date.now(),
  ) {}

  private async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: string,
    authorized = true,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (authorized) headers.authorization = `Bearer ${await this.accessToken()}`;
    let answer;
    try {
      answer = await guardedApiRequest(
        `${this.config.apiUrl}${path}`,
        { method, headers, body },
        { maxBytes: MAX_ANSWER_BYTES, ...this.fetchOptions },
      );
    } catch {
      throw new VideoHostError(MESSAGES.videoHostUnreachable);
    }
    let json: Record<string, unknown> = {};
    try {
      const text = answer.body.toString('utf8');
      if (text.trim()) json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new VideoHostError(MESSAGES.videoHostRefused);
    }
    if (authorized && answer.status === 401) this.token = null;
    return { status: answer.status, json };
  }

  /** The call's JSON answer, or the French reason it failed. */
  private async ok(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: string,
  ): Promise<Record<string, unknown>> {
    let answer = await this.call(method, path, body);
    // An access token revoked or expired early: one new grant, then the answer stands.
    if (answer.status === 401) answer = await this.call(method, path, body);
    if (answer.status >= 200 && answer.status < 300) return answer.json;
    if (answer.status === 404) throw new VideoHostError(MESSAGES.videoHostNotFound, 'NOT_FOUND');
    if (answer.status === 401 || answer.status === 403)
      throw new VideoHostError(MESSAGES.videoHostAuthFailed);
    throw new VideoHostError(MESSAGES.videoHostRefused);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    const { status, json } = await this.call(
      'POST',
      '/oauth/token',
      form({
        grant_type: 'password',
        client_id: this.config.apiKey,
        client_secret: this.config.apiSecret,
        username: this.config.username,
        password: this.config.password,
        scope: 'manage_videos',
      }),
      false,
    );
    const value = json.access_token;
    if (status !== 200 || typeof value !== 'string')
      throw new VideoHostError(
        status >= 500 ? MESSAGES.videoHostRefused : MESSAGES.videoHostAuthFailed,
      );
    const lifetime = number(json.expires_in) ?? 3600;
    // Renewed a minute early: a call never leaves with a token about to lapse.
    this.token = { value, expiresAt: this.now() + Math.max(0, lifetime - 60) * 1000 };
    return value;
  }

  async uploadUrl(): Promise<VideoUploadUrl> {
    const json = await this.ok('GET', '/file/upload');
    if (typeof json.upload_url !== 'string' || typeof json.progress_url !== 'string')
      throw new VideoHostError(MESSAGES.videoHostRefused);
    return { uploadUrl: json.upload_url, progressUrl: json.progress_url };
  }

  /** An upload answer's URL points at Dailymotion's upload servers (or the configured API's host). */
  isUploadedUrl(url: string): Promise<boolean> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return Promise.resolve(false);
    }
    const api = new URL(this.config.apiUrl);
    const dailymotion =
      parsed.protocol === 'https:' &&
      (parsed.hostname === 'dailymotion.com' || parsed.hostname.endsWith('.dailymotion.com'));
    return Promise.resolve(dailymotion || parsed.host === api.host);
  }

  async create(uploadedUrl: string, metadata: VideoMetadata): Promise<string> {
    const json = await this.ok(
      'POST',
      '/me/videos',
      form({ url: uploadedUrl, ...metadataFields(metadata) }),
    );
    if (typeof json.id !== 'string') throw new VideoHostError(MESSAGES.videoHostRefused);
    return json.id;
  }

  async importExisting(hostVideoId: string): Promise<string> {
    const json = await this.ok('GET', `/video/${encodeURIComponent(hostVideoId)}?fields=id`);
    return typeof json.id === 'string' ? json.id : hostVideoId;
  }

  async status(hostVideoId: string): Promise<HostVideoStatus> {
    const json = await this.ok(
      'GET',
      `/video/${encodeURIComponent(hostVideoId)}?fields=${STATUS_FIELDS}`,
    );
    const status = typeof json.status === 'string' ? json.status : '';
    const geoblocking = Array.isArray(json.geoblocking)
      ? fromDailymotionGeoblocking(json.geoblocking.filter((g) => typeof g === 'string'))
      : null;
    return {
      state: READY.has(status) ? 'Ready' : FAILED.has(status) ? 'Failed' : 'Processing',
      error: FAILED.has(status) ? MESSAGES.videoEncodingFailed : null,
      progress: number(json.encoding_progress),
      duration: number(json.duration),
      width: number(json.width),
      height: number(json.height),
      videoCodec: null,
      audioCodec: null,
      posterUrl: typeof json.thumbnail_720_url === 'string' ? json.thumbnail_720_url : null,
      playerUrl: `https://www.dailymotion.com/video/${hostVideoId}`,
      geoblocking,
    };
  }

  async update(hostVideoId: string, metadata: VideoMetadata): Promise<void> {
    await this.ok(
      'POST',
      `/video/${encodeURIComponent(hostVideoId)}`,
      form(metadataFields(metadata)),
    );
  }

  async delete(hostVideoId: string): Promise<void> {
    try {
      await this.ok('DELETE', `/video/${encodeURIComponent(hostVideoId)}`);
    } catch (error) {
      // Already gone from the host: what deleting wanted.
      if (!(error instanceof VideoHostError && error.code === 'NOT_FOUND')) throw error;
    }
  }
}
