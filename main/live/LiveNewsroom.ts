// The live newsroom in main (issue 39): the app's one subscription (LiveChannel.ts) and its
// windows' presence (PresenceAnnouncer.ts), under one instance id per app run. Built and wired by
// the composition root (main/app/Backoffice.ts): the reachability's changes, the session's changes
// and the app's start and quit come in here; events and states go out to every window.
import { randomUUID } from 'node:crypto';
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import type { LiveEvent, LiveState } from '../../common/live/liveEvents';
import { LiveChannel, type LiveApi, type LiveChannelOptions } from './LiveChannel';
import { PresenceAnnouncer } from './PresenceAnnouncer';

export interface LiveNewsroomOptions {
  api: () => Promise<LiveApi>;
  request: (request: GraphqlRequest) => Promise<GraphqlResult>;
  clientVersion: string;
  /** To every window. */
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveState) => void;
  unauthenticated?: () => void;
  suspect?: () => void;
  log?: (message: string) => void;
  /** Tests: shorter waits than LIMITS.live. */
  timings?: LiveChannelOptions['timings'];
  renewMs?: number;
  idleTimeoutMs?: number;
}

export class LiveNewsroom {
  readonly instanceId = randomUUID();
  readonly channel: LiveChannel;
  readonly presence: PresenceAnnouncer;
  private userId: string | null | undefined = undefined;

  constructor(options: LiveNewsroomOptions) {
    this.channel = new LiveChannel({ ...options, instanceId: this.instanceId });
    this.presence = new PresenceAnnouncer({
      instanceId: this.instanceId,
      request: options.request,
      live: () => this.channel.state === 'live',
      renewMs: options.renewMs,
      log: options.log,
    });
    this.channel.onLive(() => this.presence.announceAll());
  }

  get state(): LiveState {
    return this.channel.state;
  }

  start(): void {
    this.channel.start();
  }

  /** The app quits: presence left while the stream is still up, then the stream closed. */
  async stop(): Promise<void> {
    await this.presence.stop();
    this.channel.stop();
  }

  networkChanged(online: boolean): void {
    this.channel.networkChanged(online);
  }

  /** Signed in, out or again: another user's windows start with nothing announced. */
  sessionChanged(userId: string | null): void {
    if (this.userId !== undefined && userId !== this.userId) this.presence.forget();
    this.userId = userId;
    this.channel.sessionChanged();
  }
}
