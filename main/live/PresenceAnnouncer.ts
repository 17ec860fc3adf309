// Presence (issue 39): what each window has open, as it said on 'presence.set' (its whole set),
// announced to the API as `announcePresence(instanceId, windowId, items)` and renewed every
// LIMITS.live.presenceRenewMs, so the server's lease (presenceLeaseMs) never lapses while the
// window is open; `leavePresence` when the window goes (ipcCaller.onGone), when it empties its set,
// and for the whole app at quit. Announced only while the live channel is up: offline the sets are
// kept and everything is announced again at each (re)connection — the server ended this app's
// presence when its stream closed.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../common/domain/limits';
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import type { PresenceItem } from '../../common/live/liveEvents';
import type { IpcCaller } from '../ipc/ipcCaller';

const ANNOUNCE = `mutation AnnouncePresence($instanceId: ID!, $windowId: ID!, $items: [PresenceInput!]!) {
  announcePresence(instanceId: $instanceId, windowId: $windowId, items: $items)
}`;
const LEAVE = `mutation LeavePresence($instanceId: ID!, $windowId: ID) {
  leavePresence(instanceId: $instanceId, windowId: $windowId)
}`;

export interface PresenceAnnouncerOptions {
  instanceId: string;
  /** Every API call of the app: the session's token, expiry handled (Backoffice.authorizedRequest). */
  request: (request: GraphqlRequest) => Promise<GraphqlResult>;
  /** Whether the live channel is up now. */
  live: () => boolean;
  renewMs?: number;
  log?: (message: string) => void;
}

export class PresenceAnnouncer {
  private readonly sets = new Map<string, PresenceItem[]>();
  /** One id per window (the host builds one caller per window); a host without callers: one id. */
  private readonly windowIds = new WeakMap<IpcCaller, string>();
  private readonly soleWindowId = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PresenceAnnouncerOptions) {}

  /** What the window has open now (the whole set; empty leaves). */
  async set(caller: IpcCaller | null, items: PresenceItem[]): Promise<void> {
    const windowId = this.windowIdOf(caller);
    if (items.length === 0) {
      const had = this.sets.delete(windowId);
      this.schedule();
      if (had && this.options.live()) await this.leave(windowId);
      return;
    }
    this.sets.set(windowId, items);
    this.schedule();
    if (this.options.live()) await this.announce(windowId, items);
  }

  /** Windows with something open now. */
  get size(): number {
    return this.sets.size;
  }

  /** The live channel (re)connected: everything is announced again. */
  announceAll(): void {
    for (const [windowId, items] of this.sets) void this.announce(windowId, items);
  }

  /** The app quits: its presence ends at once rather than at the lease's end. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const had = this.sets.size > 0;
    this.sets.clear();
    if (had && this.options.live()) await this.leave(null);
  }

  /** Signed in as someone else: the previous user's windows are not announced under the new name. */
  forget(): void {
    this.sets.clear();
    this.schedule();
  }

  private windowIdOf(caller: IpcCaller | null): string {
    if (!caller) return this.soleWindowId;
    let id = this.windowIds.get(caller);
    if (!id) {
      id = randomUUID();
      this.windowIds.set(caller, id);
      const windowId = id;
      caller.onGone(() => {
        if (this.sets.delete(windowId) && this.options.live()) void this.leave(windowId);
        this.schedule();
      });
    }
    return id;
  }

  /** One renewal timer for all windows, running only while some window has something open. */
  private schedule(): void {
    if (this.sets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    } else if (this.sets.size > 0 && !this.timer) {
      this.timer = setInterval(() => {
        if (this.options.live()) this.announceAll();
      }, this.options.renewMs ?? LIMITS.live.presenceRenewMs);
      this.timer.unref?.();
    }
  }

  private async announce(windowId: string, items: PresenceItem[]): Promise<void> {
    const variables = { instanceId: this.options.instanceId, windowId, items };
    await this.call({ operationName: 'AnnouncePresence', query: ANNOUNCE, variables });
  }

  private async leave(windowId: string | null): Promise<void> {
    const variables = { instanceId: this.options.instanceId, windowId };
    await this.call({ operationName: 'LeavePresence', query: LEAVE, variables });
  }

  /** Best effort: a failed call is renewed at the next tick or ends with the lease. */
  private async call(request: GraphqlRequest): Promise<void> {
    const result = await this.options.request(request).catch((error: unknown) => ({
      errors: [{ message: error instanceof Error ? error.message : String(error) }],
    }));
    if (result.errors?.length)
      this.options.log?.(`Présence : ${String(result.errors[0]?.message ?? '')}`);
  }
}
