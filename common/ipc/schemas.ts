// The IPC contract's run-time shapes. Main parses every request with these before acting and every
// response before answering, so a compromised or buggy renderer cannot smuggle unexpected values
// into the services, and the renderer can trust what comes back.
import { LIVE_ACTIONS, LIVE_CONTENT_TYPES, LIVE_STATES, PRESENCE_MODES } from '../live/liveEvents';
import { DEEP_LINK_MAX_LENGTH } from '../desktop/deepLinks';
import { API_URL_MESSAGE, isAllowedApiUrl } from './apiUrl';
import { z } from 'zod';
import {
  DRAFT_CONTENT_TYPES,
  DRAFT_KEY_PATTERN,
  DRAFT_MAX_CHARS,
  DRAFT_TOO_LARGE_MESSAGE,
  jsonLength,
} from './draftLimits';
import { LIMITS } from '../domain/limits';
import { AiSuggestRequestSchema } from '../ai/suggestStream';

const NoPayload = z.undefined().or(z.null()).or(z.object({}).strict());

export const SessionUserSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    email: z.string(),
    isSuperAdmin: z.boolean(),
    brandKeys: z.array(z.string()),
    allBrands: z.boolean(),
  })
  .strict();

export const SessionSchema = z
  .object({
    user: SessionUserSchema.nullable(),
    /** True when the token of this session sits in the OS keychain. */
    remembered: z.boolean(),
    /** A French notice to show (no keychain, offline restore), or null. */
    notice: z.string().nullable(),
  })
  .strict();

export const LoginRequestSchema = z
  .object({
    email: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1024),
    remember: z.boolean(),
  })
  .strict();

export const LoginResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: SessionSchema }).strict(),
  z.object({ ok: z.literal(false), message: z.string() }).strict(),
]);

/** Sign-in through the OpenID provider (RFC 8252 flow in main): only the keychain choice crosses. */
export const ProviderLoginRequestSchema = z.object({ remember: z.boolean() }).strict();
/** Which sign-in ways main offers besides e-mail and password. */
export const SignInOptionsSchema = z.object({ provider: z.boolean() }).strict();
/** Browser host: the provider's sign-in page, for the page that asked to open it itself. */
export const ProviderUrlEventSchema = z.object({ url: z.string().min(1).max(8192) }).strict();

const JsonObject = z.record(z.string(), z.unknown());

export const GraphqlRequestSchema = z
  .object({
    // Operation names become the query string of the POST (spec 001 §7): keep them identifiers.
    operationName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/),
    query: z.string().min(1).max(200_000),
    variables: JsonObject.optional(),
  })
  .strict();

export const GraphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: JsonObject.optional(),
});

/** Partial data and errors are both kept (spec 001 §7). */
export const GraphqlResultSchema = z
  .object({
    data: JsonObject.nullable().optional(),
    errors: z.array(GraphqlErrorSchema).optional(),
    /**
     * Main answered from its read cache because the API is unreachable (common/ipc/offlineReads):
     * when that copy was received from the server.
     */
    offlineCopy: z.object({ savedAt: z.string() }).strict().optional(),
  })
  .strict();

export const ApiSourceSchema = z.enum(['env', 'settings', 'embedded']);

export const SettingsSchema = z
  .object({
    /** The API URL chosen in the settings screen; null means "use the embedded server". */
    apiUrl: z.string().nullable(),
    /** The API actually in use and where it came from. */
    effectiveApiUrl: z.string().nullable(),
    source: ApiSourceSchema,
  })
  .strict();

const HttpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'URL http(s) attendue');

/** A remote API: https, or http to this computer only (common/ipc/apiUrl.ts). */
const ApiUrl = z.string().max(2048).refine(isAllowedApiUrl, API_URL_MESSAGE);

export const SettingsUpdateSchema = z.object({ apiUrl: ApiUrl.nullable() }).strict();

/** The renderer's remembered choices, kept in main's settings file (main/settings). */
export const PreferencesSchema = z
  .object({
    /** « Voir plus / Masquer » of the article editor's extra titles. */
    showMoreTitles: z.boolean(),
    /** The brand last chosen in the selector; null for « Toutes ». */
    lastBrand: z
      .string()
      .regex(/^[A-Z0-9_-]{1,32}$/)
      .nullable(),
  })
  .strict();

/** A new API address is kept only once its server answered as this API (main/setup/serverCheck.ts). */
export const SettingsUpdateResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), settings: SettingsSchema }).strict(),
  z.object({ ok: z.literal(false), message: z.string() }).strict(),
]);

// — First launch (issue 30): the welcome screen of a new installation.

/** Whether to greet a first launch: the embedded server is in use and has no account yet. */
export const FirstLaunchStatusSchema = z.object({ welcome: z.boolean() }).strict();

/** « Travailler en local »: the first super-admin of the embedded server. */
export const FirstAdminRequestSchema = z
  .object({
    name: z.string().max(200),
    email: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1024),
    remember: z.boolean(),
  })
  .strict();

export const FirstAdminResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: SessionSchema }).strict(),
  z
    .object({
      ok: z.literal(false),
      message: z.string(),
      /** French messages per field (name, email, password). */
      fields: z.record(z.string(), z.string()),
    })
    .strict(),
]);

export const DemoLoadResultSchema = z.discriminatedUnion('ok', [
  z
    .object({
      ok: z.literal(true),
      password: z.string(),
      accounts: z.array(
        z
          .object({
            email: z.string(),
            name: z.string(),
            role: z.string(),
            isSuperAdmin: z.boolean(),
          })
          .strict(),
      ),
      articles: z.number().int().nonnegative(),
    })
    .strict(),
  z.object({ ok: z.literal(false), message: z.string() }).strict(),
]);

// — Embed metadata (spec 000 §3 media object, 001 §7 REST calls): main asks the iframely-style
// service (its URL and key never reach the renderer) and answers the media element's attributes.

/** Bounds of what main hands back; the client trims longer values (and drops an oversized html). */
export const EMBED_LIMITS = { url: 2048, text: 1000, description: 5000, html: 100_000 } as const;

export const EmbedMetadataRequestSchema = z.object({ uri: HttpUrl }).strict();

export const EmbedMetaSchema = z
  .object({
    title: z.string().max(EMBED_LIMITS.text).optional(),
    description: z.string().max(EMBED_LIMITS.description).optional(),
    site: z.string().max(EMBED_LIMITS.text).optional(),
    author: z.string().max(EMBED_LIMITS.text).optional(),
    thumbnail: z.string().max(EMBED_LIMITS.url).optional(),
  })
  .strict();

/** The media element's attributes (common/richtext MediaAttrs). `html` is third-party: stored, never rendered. */
export const EmbedMetadataSchema = z
  .object({
    url: z.string().max(EMBED_LIMITS.url),
    canonical: z.string().max(EMBED_LIMITS.url),
    html: z.string().max(EMBED_LIMITS.html),
    width: z.number().positive().nullable(),
    height: z.number().positive().nullable(),
    credit: z.string().max(EMBED_LIMITS.text),
    meta: EmbedMetaSchema.nullable(),
  })
  .strict();

export const EmbedMetadataResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), metadata: EmbedMetadataSchema }).strict(),
  /** A French message for the element (service not configured, unreachable, media not found). */
  z.object({ ok: z.literal(false), message: z.string() }).strict(),
]);

// — Podcasts (spec 000 §2 "Media picker", 001 §7): main asks the podcast service (GET /podcasts,
// GET /podcast/{id}/episodes, POST /submit-podcast) and fetches a feed's RSS, which the renderer
// parses. Every failure is a French message, never an exception.

export const PODCAST_LIMITS = { query: 200, text: 1000, id: 200, url: 2048, list: 200 } as const;

const PodcastText = z.string().max(PODCAST_LIMITS.text);

export const PodcastSearchRequestSchema = z
  .object({ q: z.string().max(PODCAST_LIMITS.query) })
  .strict();

export const PodcastEpisodesRequestSchema = z
  .object({
    podcastId: z.string().min(1).max(PODCAST_LIMITS.id),
    q: z.string().max(PODCAST_LIMITS.query),
  })
  .strict();

export const PodcastSubmitRequestSchema = z
  .object({
    feed: HttpUrl,
    title: z.string().trim().min(1).max(PODCAST_LIMITS.text),
    playlist: z.boolean(),
  })
  .strict();

export const PodcastFeedRequestSchema = z.object({ url: HttpUrl }).strict();

export const PodcastSchema = z
  .object({
    id: z.string().max(PODCAST_LIMITS.id),
    title: PodcastText,
    provider: PodcastText,
    feed: z.string().max(PODCAST_LIMITS.url),
    image: z.string().max(PODCAST_LIMITS.url).nullable(),
  })
  .strict();

export const PodcastEpisodeSchema = z
  .object({
    id: z.string().max(PODCAST_LIMITS.id),
    podcastId: z.string().max(PODCAST_LIMITS.id),
    title: PodcastText,
    url: z.string().max(PODCAST_LIMITS.url),
    /** In seconds, when the service knows it. */
    duration: z.number().nonnegative().nullable(),
    publishedAt: z.string().max(64).nullable(),
  })
  .strict();

const PodcastRefusal = z.object({ ok: z.literal(false), message: z.string() }).strict();

export const PodcastSearchResultSchema = z.discriminatedUnion('ok', [
  z
    .object({ ok: z.literal(true), podcasts: z.array(PodcastSchema).max(PODCAST_LIMITS.list) })
    .strict(),
  PodcastRefusal,
]);

export const PodcastEpisodesResultSchema = z.discriminatedUnion('ok', [
  z
    .object({
      ok: z.literal(true),
      episodes: z.array(PodcastEpisodeSchema).max(PODCAST_LIMITS.list),
    })
    .strict(),
  PodcastRefusal,
]);

export const PodcastSubmitResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }).strict(),
  PodcastRefusal,
]);

/** The feed's RSS as text (at most 10 MB: main refuses a bigger one). */
export const PodcastFeedResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), xml: z.string() }).strict(),
  PodcastRefusal,
]);

export const UploadFileSchema = z
  .object({
    name: z.string().min(1).max(1024),
    size: z.number().int().nonnegative(),
    type: z.string().max(255),
  })
  .strict();

/** Electron only: the preload turns a File into its path and main reads the disk. */
export const UploadPathRequestSchema = UploadFileSchema.extend({
  path: z.string().min(1).max(4096),
}).strict();

export const UploadHandleSchema = UploadFileSchema.extend({
  /** Opaque id main uses to find the bytes on disk; the renderer never sees a path. */
  id: z.string().regex(/^[0-9a-f-]{36}$/),
}).strict();

/** Image uploads queued in main (main/uploads/UploadQueue.ts, issue 14). */
export const UploadStartRequestSchema = z
  .object({
    handleId: z.string().regex(/^[0-9a-f-]{36}$/),
    /** The brand the photo belongs to (the server's upload namespace). */
    namespace: z.string().regex(/^[A-Z0-9_-]{1,32}$/),
  })
  .strict();
export const UploadJobIdSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) }).strict();
export const UploadedImageSchema = z
  .object({
    key: z.string().max(200),
    url: z.string().max(2048),
    thumbnailUrl: z.string().max(2048),
    width: z.number().int(),
    height: z.number().int(),
    credit: z.string().nullable(),
    source: z.string().nullable(),
    caption: z.string().nullable(),
  })
  .strict();
export const UploadJobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    namespace: z.string(),
    /** queued → preparing → uploading → processing → done; waiting = no network, resumes by itself. */
    state: z.enum([
      'queued',
      'preparing',
      'uploading',
      'waiting',
      'processing',
      'done',
      'error',
      'cancelled',
    ]),
    sent: z.number().nonnegative(),
    total: z.number().nonnegative(),
    /** French, shown with « Réessayer ». */
    error: z.string().nullable(),
    image: UploadedImageSchema.nullable(),
  })
  .strict();

/**
 * Video uploads queued in main (main/uploads/video/, issue 32): the file is streamed from disk as a
 * multipart POST to the host's upload URL while its progress URL is read every second. The job
 * knows its article once the article exists (`articleId`); when both the file is up and the
 * article is known, main attaches the video (importDailymotionVideo) by itself, even after a
 * restart.
 */
export const VideoUploadStartRequestSchema = z
  .object({
    handleId: z.string().regex(/^[0-9a-f-]{36}$/),
    brandKey: z.string().regex(/^[A-Z0-9_-]{1,32}$/),
    /** The Video article, when it already exists on the server. */
    articleId: z
      .string()
      .regex(/^[0-9a-f-]{36}$/)
      .nullable(),
  })
  .strict();
export const VideoUploadAttachRequestSchema = z
  .object({
    id: z.string().regex(/^[0-9a-f-]{36}$/),
    articleId: z.string().regex(/^[0-9a-f-]{36}$/),
  })
  .strict();
/** Spec 000 §3 "Video upload progress": name, size, received, url, host, state. */
export const VideoUploadJobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().nonnegative(),
    received: z.number().nonnegative(),
    /** The host's `url` for the uploaded file, once done. */
    url: z.string().nullable(),
    /** The upload URL's host name (where the file goes). */
    host: z.string().nullable(),
    /**
     * uploading → done (the spec's three), then attaching → attached once the article has its
     * video; interrupted shows 'Le chargement a été interrompu' with « Réessayer » (and retries by
     * itself when the network is back); cancelled is final.
     */
    state: z.enum(['uploading', 'done', 'interrupted', 'attaching', 'attached', 'cancelled']),
    brandKey: z.string(),
    articleId: z.string().nullable(),
    /** French, shown beside the state. */
    error: z.string().nullable(),
  })
  .strict();

export const ExternalApps = ['recipe', 'newsletter', 'people'] as const;

/**
 * The embedded server's start (it runs beside the window, never in front of it): 'starting' while
 * what needs the API waits, 'ready' once it answers, 'failed' with the French reason; 'none'
 * when the app talks to a configured remote API.
 */
export const EmbeddedStateSchema = z
  .object({
    state: z.enum(['none', 'starting', 'ready', 'failed']),
    message: z.string().max(2000).nullable(),
  })
  .strict();

/**
 * A downloaded application update (main/desktop/updates.ts): its version, what a restart waits
 * for (unsent saves, uploads under way) and whether « Redémarrer » was pressed.
 */
export const UpdateStateSchema = z
  .object({
    version: z.string().max(100),
    waitingFor: z.enum(['saves', 'uploads']).nullable(),
    restartRequested: z.boolean(),
  })
  .strict();

export const AppInfoSchema = z
  .object({
    name: z.string(),
    version: z.string(),
    host: z.enum(['electron', 'browser']),
    platform: z.string(),
    online: z.boolean(),
    embedded: EmbeddedStateSchema,
    /** URLs of the separate apps reached from the side menu; null when not configured. */
    externalApps: z
      .object({
        recipe: z.string().nullable(),
        newsletter: z.string().nullable(),
        people: z.string().nullable(),
      })
      .strict(),
  })
  .strict();

export const OpenExternalRequestSchema = z.object({ url: z.string().min(1).max(4096) }).strict();
/** An in-app route (the part after '#'): a path of the app, never a URL of somewhere else. */
export const OpenWindowRequestSchema = z
  .object({
    route: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/),
  })
  .strict();
/** Desktop integration (issue 38): a deep link's or a notification's route, for the router. */
export const AppNavigateEventSchema = z
  .object({ route: z.string().max(DEEP_LINK_MAX_LENGTH) })
  .strict();
/** A notification the page shows itself (browser host): Web Notifications, else a toast. */
export const AppNotificationEventSchema = z
  .object({
    title: z.string().max(300),
    body: z.string().max(2000),
    route: z.string().max(DEEP_LINK_MAX_LENGTH).nullable(),
  })
  .strict();
/** The page says whether its window is in front: notifications only show while it is not. */
export const AppFocusRequestSchema = z.object({ focused: z.boolean() }).strict();

export const OpenWindowResultSchema = z
  .object({
    /** 'main' when the host opened a window; 'renderer' when the page must open it itself. */
    handledBy: z.enum(['main', 'renderer']),
  })
  .strict();
export const OpenExternalResultSchema = z
  .object({
    /** 'main' when the host opened it; 'renderer' when the host has no system browser to hand it to. */
    handledBy: z.enum(['main', 'renderer', 'refused']),
  })
  .strict();

export const ApiStatusSchema = z.object({ online: z.boolean() }).strict();

// — Offline drafts and the outbox (main/drafts). Values are the editor's state as the renderer
// holds it (title, lead and body ProseMirror JSON, other fields): opaque here, bounded in size.

/** `[type:]brand:id` or `[type:]brand:new:<uuid>` (common/ipc/draftLimits; no type: an article). */
export const DraftKeySchema = z.string().regex(DRAFT_KEY_PATTERN);

const DraftSizeBounded = <T extends z.ZodType>(schema: T) =>
  schema.refine((value) => jsonLength(value) <= DRAFT_MAX_CHARS, DRAFT_TOO_LARGE_MESSAGE);

export const DraftValueSchema = DraftSizeBounded(z.record(z.string(), z.unknown()));

export const DraftSyncStateSchema = z.enum(['saved', 'draft', 'queued', 'conflict', 'error']);

/** A refused save's per-field messages, bounded: at most 50 fields, short keys and messages. */
export const DRAFT_PROBLEM_MAX_FIELDS = 50;
export const DraftFieldMessagesSchema = z
  .record(z.string().min(1).max(100), z.string().max(500))
  .refine(
    (fields) => Object.keys(fields).length <= DRAFT_PROBLEM_MAX_FIELDS,
    'Trop de champs en erreur.',
  );

export const DraftProblemSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    /** The server's current version when it refused a stale save (CONFLICT), else null. */
    serverVersion: z.number().int().nullable(),
    /** BAD_USER_INPUT: one French message per input field (absent in drafts written before). */
    fields: DraftFieldMessagesSchema.optional(),
  })
  .strict();

export const DraftSchema = z
  .object({
    key: DraftKeySchema,
    value: z.record(z.string(), z.unknown()),
    /** The server version the draft was edited from; null for an article not yet created. */
    baseVersion: z.number().int().nonnegative().nullable(),
    /** The server id once known (a new article gets one when its first save is acknowledged). */
    articleId: z.string().nullable(),
    /** Incremented on every local write: the outbox compares it to know what the server has. */
    revision: z.number().int().positive(),
    createdAt: z.string(),
    updatedAt: z.string(),
    state: DraftSyncStateSchema,
    problem: DraftProblemSchema.nullable(),
  })
  .strict();

export const DraftSummarySchema = DraftSchema.omit({ value: true })
  .extend({
    title: z.string().nullable(),
    /** The content's format as its editor stored it (Rich, Video, Slideshow…); null if unknown. */
    format: z.string().max(40).nullable(),
    /** The content a draft belongs to, as its editor stored it (a live post's article). */
    parentId: z.string().max(64).optional(),
  })
  .strict();

export const DraftPutRequestSchema = z
  .object({
    key: DraftKeySchema,
    value: DraftValueSchema,
    baseVersion: z.number().int().nonnegative().nullable(),
  })
  .strict();
export const DraftPutResultSchema = z
  .object({
    key: DraftKeySchema,
    revision: z.number().int().positive(),
    updatedAt: z.string(),
    state: DraftSyncStateSchema,
  })
  .strict();
export const DraftKeyRequestSchema = z.object({ key: DraftKeySchema }).strict();
export const DraftListRequestSchema = z
  .object({ brandKey: z.string().max(64).optional() })
  .strict()
  .or(NoPayload);

const JsonRecord = z.record(z.string(), z.unknown());

/**
 * A save's variables, bounded in size. Their shape is checked in main against the save registered
 * for the key's content type (main/drafts/contentSaves), which owns the mutation document itself.
 */
export const OutboxEnqueueRequestSchema = z
  .object({ key: DraftKeySchema, variables: DraftSizeBounded(JsonRecord) })
  .strict();
export const OutboxEntryStateSchema = z.enum(['queued', 'sending', 'failed']);
export const OutboxEntrySummarySchema = z
  .object({
    key: DraftKeySchema,
    state: OutboxEntryStateSchema,
    enqueuedAt: z.string(),
    attempts: z.number().int().nonnegative(),
    error: z.object({ code: z.string(), message: z.string() }).strict().nullable(),
  })
  .strict();
export const OutboxEnqueueResultSchema = z
  .object({ key: DraftKeySchema, state: DraftSyncStateSchema })
  .strict();
export const OutboxStatusSchema = z
  .object({ online: z.boolean(), entries: z.array(OutboxEntrySummarySchema) })
  .strict();

export const DraftSyncEventSchema = z
  .object({
    key: DraftKeySchema,
    state: DraftSyncStateSchema,
    serverVersion: z.number().int().nullable(),
    /** The content the draft is of: its type (the key's) and the server's id once known. */
    contentType: z.enum(DRAFT_CONTENT_TYPES),
    contentId: z.string().nullable(),
    /** French, from the server when it refused the save. */
    message: z.string().nullable(),
    /** BAD_USER_INPUT: the refused save's message for each input field. */
    fields: DraftFieldMessagesSchema.optional(),
  })
  .strict();

// — Dashboard CSV (spec 000 §2): main streams the API's CSV of the filter to a file (Electron's
// save dialog) or to a download the browser host serves once. The server checks the filter itself.
export const DashboardCsvRequestSchema = z
  .object({ filter: JsonObject.refine((f) => jsonLength(f) <= 100_000, 'Filtre trop volumineux') })
  .strict();
export const DashboardCsvResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), path: z.string() }).strict(),
  z
    .object({
      outcome: z.literal('download'),
      url: z.string().regex(/^\/downloads\/[0-9a-f-]{36}$/),
    })
    .strict(),
  z.object({ outcome: z.literal('cancelled') }).strict(),
  z.object({ outcome: z.literal('error'), message: z.string() }).strict(),
]);

/** The channel map: each request and response schema, in one place. */
/** Issue 33: text blocks to check for spelling (keys are the renderer's, echoed back). */
const SpellingCheckRequestSchema = z
  .object({
    segments: z
      .array(
        z
          .object({ key: z.string().max(100), text: z.string().max(LIMITS.correction.maxChars) })
          .strict(),
      )
      .max(LIMITS.correction.maxSegments),
  })
  .strict();
const SpellingCheckResultSchema = z
  .object({
    /** False when main has no dictionary (the underlining stays off, silently). */
    available: z.boolean(),
    misspelled: z.array(
      z
        .object({
          segment: z.string(),
          start: z.number().int().nonnegative(),
          length: z.number().int().positive(),
        })
        .strict(),
    ),
  })
  .strict();
const SpellingSuggestRequestSchema = z.object({ word: z.string().min(1).max(100) }).strict();
const SpellingSuggestResultSchema = z.object({ suggestions: z.array(z.string()) }).strict();

const AiRequestIdSchema = z.object({ requestId: z.string().uuid() }).strict();
const AiSuggestStartSchema = AiRequestIdSchema;
const AiSuggestionsEventSchema = z
  .object({
    requestId: z.string(),
    /** Every suggestion shown so far (only those that passed the rules), in arrival order. */
    titles: z.array(z.string()),
    done: z.boolean(),
    /** French, with the API's code, when the request ended refused. */
    error: z.object({ message: z.string(), code: z.string() }).strict().nullable(),
  })
  .strict();

/** The live newsroom (issue 39): common/live/liveEvents.ts. */
const LiveContentTypeSchema = z.enum(LIVE_CONTENT_TYPES);
const PresenceEntrySchema = z
  .object({
    brandKey: z.string(),
    contentType: LiveContentTypeSchema,
    contentId: z.string(),
    userId: z.string(),
    userName: z.string(),
    mode: z.enum(PRESENCE_MODES),
    since: z.string(),
  })
  .strict();
const LiveEventSchema = z
  .object({
    cursor: z.string(),
    brandKey: z.string(),
    contentType: LiveContentTypeSchema,
    contentId: z.string(),
    action: z.enum(LIVE_ACTIONS),
    version: z.number().int().nullable(),
    status: z.string().nullable(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    lockExpiresAt: z.string().nullable(),
    presence: z.array(PresenceEntrySchema).nullable(),
    at: z.string(),
  })
  .strict();
const LiveStatusSchema = z.object({ state: z.enum(LIVE_STATES) }).strict();
/** What the calling window has open now (the whole set: empty leaves); main renews the lease. */
const PresenceSetRequestSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            brandKey: z.string().min(1).max(64),
            contentType: LiveContentTypeSchema,
            contentId: z.string().min(1).max(128),
            mode: z.enum(PRESENCE_MODES),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

export const channelSchemas = {
  'auth.session': { request: NoPayload, response: SessionSchema },
  'auth.login': { request: LoginRequestSchema, response: LoginResultSchema },
  'auth.signInOptions': { request: NoPayload, response: SignInOptionsSchema },
  'auth.loginWithProvider': { request: ProviderLoginRequestSchema, response: LoginResultSchema },
  'auth.logout': { request: NoPayload, response: SessionSchema },
  'graphql.request': { request: GraphqlRequestSchema, response: GraphqlResultSchema },
  'settings.get': { request: NoPayload, response: SettingsSchema },
  'settings.set': { request: SettingsUpdateSchema, response: SettingsUpdateResultSchema },
  'preferences.get': { request: NoPayload, response: PreferencesSchema },
  'preferences.set': { request: PreferencesSchema.partial().strict(), response: PreferencesSchema },
  'setup.status': { request: NoPayload, response: FirstLaunchStatusSchema },
  'setup.createAdmin': { request: FirstAdminRequestSchema, response: FirstAdminResultSchema },
  'setup.loadDemo': { request: NoPayload, response: DemoLoadResultSchema },
  'uploads.registerPath': { request: UploadPathRequestSchema, response: UploadHandleSchema },
  'app.info': { request: NoPayload, response: AppInfoSchema },
  'app.openExternal': { request: OpenExternalRequestSchema, response: OpenExternalResultSchema },
  'app.openWindow': { request: OpenWindowRequestSchema, response: OpenWindowResultSchema },
  'app.focus': { request: AppFocusRequestSchema, response: z.object({}).strict() },
  'drafts.put': { request: DraftPutRequestSchema, response: DraftPutResultSchema },
  'drafts.get': { request: DraftKeyRequestSchema, response: DraftSchema.nullable() },
  'drafts.list': { request: DraftListRequestSchema, response: z.array(DraftSummarySchema) },
  'drafts.discard': {
    request: DraftKeyRequestSchema,
    response: z.object({ discarded: z.boolean() }).strict(),
  },
  'outbox.enqueue': { request: OutboxEnqueueRequestSchema, response: OutboxEnqueueResultSchema },
  'outbox.status': { request: NoPayload, response: OutboxStatusSchema },
  'embeds.metadata': { request: EmbedMetadataRequestSchema, response: EmbedMetadataResultSchema },
  'podcasts.search': { request: PodcastSearchRequestSchema, response: PodcastSearchResultSchema },
  'podcasts.episodes': {
    request: PodcastEpisodesRequestSchema,
    response: PodcastEpisodesResultSchema,
  },
  'podcasts.submit': { request: PodcastSubmitRequestSchema, response: PodcastSubmitResultSchema },
  'podcasts.feed': { request: PodcastFeedRequestSchema, response: PodcastFeedResultSchema },
  'dashboard.exportCsv': { request: DashboardCsvRequestSchema, response: DashboardCsvResultSchema },
  'uploads.start': { request: UploadStartRequestSchema, response: UploadJobSchema },
  'uploads.cancel': { request: UploadJobIdSchema, response: UploadJobSchema.nullable() },
  'uploads.retry': { request: UploadJobIdSchema, response: UploadJobSchema.nullable() },
  'uploads.list': { request: NoPayload, response: z.array(UploadJobSchema) },
  'videoUploads.start': { request: VideoUploadStartRequestSchema, response: VideoUploadJobSchema },
  'videoUploads.attach': {
    request: VideoUploadAttachRequestSchema,
    response: VideoUploadJobSchema.nullable(),
  },
  'videoUploads.cancel': { request: UploadJobIdSchema, response: VideoUploadJobSchema.nullable() },
  'videoUploads.retry': { request: UploadJobIdSchema, response: VideoUploadJobSchema.nullable() },
  'videoUploads.list': { request: NoPayload, response: z.array(VideoUploadJobSchema) },
  /**
   * As-you-type underlining (issue 33): main's local French engine (a worker) checks the changed
   * text blocks; spelling only, off the keystroke path.
   */
  'spelling.check': { request: SpellingCheckRequestSchema, response: SpellingCheckResultSchema },
  'spelling.suggest': {
    request: SpellingSuggestRequestSchema,
    response: SpellingSuggestResultSchema,
  },
  /**
   * Streamed AI suggestions (issue 34): main asks the server's stream and forwards each suggestion
   * that passed the rules on 'ai.suggestions' as it arrives.
   */
  'ai.suggest': { request: AiSuggestRequestSchema, response: AiSuggestStartSchema },
  'ai.cancel': {
    request: AiRequestIdSchema,
    response: z.object({ cancelled: z.boolean() }).strict(),
  },
  /** Asks main to probe the API now (the OS says the network is back, the user asked). */
  'api.check': { request: NoPayload, response: ApiStatusSchema },
  /** « Envoyer maintenant »: probes the API and replays the outbox at once. */
  'outbox.sync': { request: NoPayload, response: ApiStatusSchema },
  /** The calling window's presence (issue 39): main announces and renews it, and ends it with the window. */
  'presence.set': { request: PresenceSetRequestSchema, response: z.object({}).strict() },
  /** The live channel's state now (the renderer's first paint; then 'live.status'). */
  'live.status': { request: NoPayload, response: LiveStatusSchema },
  /** The update downloaded and ready to install, or null (none, or not the installed app). */
  'updates.status': { request: NoPayload, response: UpdateStateSchema.nullable() },
  /** « Redémarrer »: now, or once the saves and uploads under way are through. */
  'updates.restart': {
    request: NoPayload,
    response: z.object({ restarted: z.boolean(), state: UpdateStateSchema.nullable() }).strict(),
  },
} as const;

/** Events main pushes to the renderer. */
export const eventSchemas = {
  'api.status': ApiStatusSchema,
  'auth.expired': z.object({}).strict(),
  'auth.providerUrl': ProviderUrlEventSchema,
  'drafts.sync': DraftSyncEventSchema,
  'uploads.progress': UploadJobSchema,
  'videoUploads.progress': VideoUploadJobSchema,
  'ai.suggestions': AiSuggestionsEventSchema,
  'embedded.status': EmbeddedStateSchema,
  /** One newsroom event (issue 39), already brand-scoped by the server. */
  'live.event': LiveEventSchema,
  'live.status': LiveStatusSchema,
  'updates.status': UpdateStateSchema,
  'app.navigate': AppNavigateEventSchema,
  'app.notification': AppNotificationEventSchema,
} as const;
