// Channel names and TypeScript types of the contract, without zod at run time: the sandboxed
// preload and the renderer's bridge import only this file (type imports are erased).
import type { z } from 'zod';
import type { channelSchemas, eventSchemas } from './schemas';

export const CHANNELS = [
  'auth.session',
  'auth.login',
  'auth.signInOptions',
  'auth.loginWithProvider',
  'auth.logout',
  'graphql.request',
  'settings.get',
  'settings.set',
  'preferences.get',
  'preferences.set',
  'uploads.registerPath',
  'app.info',
  'app.openExternal',
  'app.openWindow',
  'app.focus',
  'drafts.put',
  'drafts.get',
  'drafts.list',
  'drafts.discard',
  'outbox.enqueue',
  'outbox.status',
  'embeds.metadata',
  'podcasts.search',
  'podcasts.episodes',
  'podcasts.submit',
  'podcasts.feed',
  'dashboard.exportCsv',
  'uploads.start',
  'uploads.cancel',
  'uploads.retry',
  'uploads.list',
  'videoUploads.start',
  'videoUploads.attach',
  'videoUploads.cancel',
  'videoUploads.retry',
  'videoUploads.list',
  'spelling.check',
  'spelling.suggest',
  'ai.suggest',
  'ai.cancel',
  'api.check',
  'outbox.sync',
  'setup.status',
  'setup.createAdmin',
  'setup.loadDemo',
  'presence.set',
  'live.status',
  'updates.status',
  'updates.restart',
] as const satisfies readonly (keyof typeof channelSchemas)[];

export const EVENTS = [
  'api.status',
  'auth.expired',
  'auth.providerUrl',
  'drafts.sync',
  'uploads.progress',
  'videoUploads.progress',
  'ai.suggestions',
  'embedded.status',
  'live.event',
  'live.status',
  'updates.status',
  'app.navigate',
  'app.notification',
] as const satisfies readonly (keyof typeof eventSchemas)[];

export type Channel = (typeof CHANNELS)[number];
export type EventName = (typeof EVENTS)[number];

export type RequestOf<C extends Channel> = z.input<(typeof channelSchemas)[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<(typeof channelSchemas)[C]['response']>;
export type EventPayload<E extends EventName> = z.output<(typeof eventSchemas)[E]>;

export type Session = ResponseOf<'auth.session'>;
export type SessionUser = NonNullable<Session['user']>;
export type LoginRequest = RequestOf<'auth.login'>;
export type LoginResult = ResponseOf<'auth.login'>;
export type GraphqlRequest = RequestOf<'graphql.request'>;
export type GraphqlResult = ResponseOf<'graphql.request'>;
export type Settings = ResponseOf<'settings.get'>;
export type SettingsUpdateResult = ResponseOf<'settings.set'>;
export type Preferences = ResponseOf<'preferences.get'>;
export type FirstAdminRequest = RequestOf<'setup.createAdmin'>;
export type FirstAdminResult = ResponseOf<'setup.createAdmin'>;
export type DemoLoadResult = ResponseOf<'setup.loadDemo'>;
export type AppInfo = ResponseOf<'app.info'>;
export type EmbeddedState = EventPayload<'embedded.status'>;
export type UpdateState = EventPayload<'updates.status'>;
export type AppNotificationEvent = EventPayload<'app.notification'>;
export type UploadHandle = ResponseOf<'uploads.registerPath'>;
export type UploadJob = ResponseOf<'uploads.start'>;
export type UploadedImage = NonNullable<UploadJob['image']>;
export type VideoUploadJob = ResponseOf<'videoUploads.start'>;
export type SpellingCheckResult = ResponseOf<'spelling.check'>;
export type AiSuggestRequest = RequestOf<'ai.suggest'>;
export type AiSuggestionsEvent = EventPayload<'ai.suggestions'>;
export type Draft = NonNullable<ResponseOf<'drafts.get'>>;
export type DraftSummary = ResponseOf<'drafts.list'>[number];
export type DraftPutRequest = RequestOf<'drafts.put'>;
export type DraftPutResult = ResponseOf<'drafts.put'>;
export type DraftSyncState = Draft['state'];
export type DraftSyncEvent = EventPayload<'drafts.sync'>;
/** A queued save's variables (upsertArticle's, upsertCard's…: main checks them by content type). */
export type OutboxSaveVariables = RequestOf<'outbox.enqueue'>['variables'];
export type OutboxEnqueueResult = ResponseOf<'outbox.enqueue'>;
export type OutboxStatus = ResponseOf<'outbox.status'>;
export type EmbedMetadataResult = ResponseOf<'embeds.metadata'>;
export type DashboardCsvResult = ResponseOf<'dashboard.exportCsv'>;
export type PodcastSearchResult = ResponseOf<'podcasts.search'>;
export type PodcastEpisodesResult = ResponseOf<'podcasts.episodes'>;
export type PodcastSubmitRequest = RequestOf<'podcasts.submit'>;
export type PodcastSubmitResult = ResponseOf<'podcasts.submit'>;
export type PodcastFeedResult = ResponseOf<'podcasts.feed'>;
export type Podcast = Extract<PodcastSearchResult, { ok: true }>['podcasts'][number];
export type PodcastEpisode = Extract<PodcastEpisodesResult, { ok: true }>['episodes'][number];
export type EmbedMetadata = Extract<EmbedMetadataResult, { ok: true }>['metadata'];

/** Error codes an invocation may fail with (as opposed to a GraphQL error, carried in the result). */
export type BridgeErrorCode = 'UNKNOWN_CHANNEL' | 'BAD_REQUEST' | 'FORBIDDEN_SENDER' | 'INTERNAL';

/** What crosses the wire for every invocation: never a thrown Error, whose shape IPC would lose. */
export type Envelope<T> =
  { ok: true; value: T } | { ok: false; error: { code: BridgeErrorCode; message: string } };

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENTS as readonly string[]).includes(value);
}
export type LiveEventPayload = EventPayload<'live.event'>;
export type LiveStatus = EventPayload<'live.status'>;
export type PresenceSetRequest = RequestOf<'presence.set'>;
