// The live newsroom's vocabulary (issue 39), shared by the server that emits events, main that
// carries them and the renderer that shows them. Mirrors common/graphql/schema/live.graphql (a
// unit test compares them). Events carry ids, brand and who — never content: a subscriber refetches
// what it shows through the ordinary, brand-scoped queries.

export const LIVE_CONTENT_TYPES = [
  'article',
  'page',
  'card',
  'orphanPage',
  'livePost',
  'push',
] as const;
export type LiveContentType = (typeof LIVE_CONTENT_TYPES)[number];

export const LIVE_ACTIONS = [
  'created',
  'saved',
  'status',
  'published',
  'deleted',
  'locked',
  'unlocked',
  'presence',
  'resync',
  'ready',
] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** What happens to a content (a list or an editor acts on these). */
export const CONTENT_ACTIONS: readonly LiveAction[] = [
  'created',
  'saved',
  'status',
  'published',
  'deleted',
  'locked',
  'unlocked',
];

/** What the screens receive: every action but `ready` (main's cursor marker, never news). */
export const SCREEN_ACTIONS: readonly LiveAction[] = [...CONTENT_ACTIONS, 'presence', 'resync'];

export const PRESENCE_MODES = ['viewing', 'editing'] as const;
export type PresenceMode = (typeof PRESENCE_MODES)[number];

export interface PresenceEntry {
  brandKey: string;
  contentType: LiveContentType;
  contentId: string;
  userId: string;
  userName: string;
  mode: PresenceMode;
  /** ISO date-time. */
  since: string;
}

export interface LiveEvent {
  /** Opaque and increasing: the last one seen is `since` on reconnect. */
  cursor: string;
  brandKey: string;
  contentType: LiveContentType;
  contentId: string;
  action: LiveAction;
  version: number | null;
  status: string | null;
  actorId: string | null;
  actorName: string | null;
  lockExpiresAt: string | null;
  /** Everyone who has the content open now (presence, locked, unlocked events). */
  presence: PresenceEntry[] | null;
  /** ISO date-time. */
  at: string;
}

/** What one app window has open, as main announces it. */
export interface PresenceItem {
  brandKey: string;
  contentType: LiveContentType;
  contentId: string;
  mode: PresenceMode;
}

/** The live channel's state as main sees it (the renderer shows « hors ligne » when offline). */
export const LIVE_STATES = ['connecting', 'live', 'offline', 'unsupported'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** The subscription document main sends (POST /graphql/stream): one place, the server tests it. */
export const NEWSROOM_SUBSCRIPTION = `subscription Newsroom($since: ID, $brandKeys: [String!], $instanceId: ID) {
  newsroom(since: $since, brandKeys: $brandKeys, instanceId: $instanceId) {
    cursor brandKey contentType contentId action version status actorId actorName lockExpiresAt at
    presence { brandKey contentType contentId userId userName mode since }
  }
}`;

/** The stream route of the server (graphql-sse, distinct connections mode). */
export const LIVE_STREAM_PATH = '/graphql/stream';
