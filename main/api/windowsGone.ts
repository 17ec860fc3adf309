// Edition locks when the app's windows are gone (browser host: its page sockets closed): given back
// after a short grace, unless a window came back and took them again (a reload does).
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import type { LockRegistry } from './LockRegistry';

/**
 * After the last window went away (closed, or reloading), locks not taken again within this
 * time are given back: a reload takes its lock again well within it.
 */
export const WINDOWS_GONE_GRACE_MS = 3_000;

export class WindowsGoneRelease {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly locks: LockRegistry,
    private readonly request: (request: GraphqlRequest) => Promise<GraphqlResult>,
  ) {}

  /** The number of open windows changed; with none left (and the app not stopping) the grace starts. */
  changed(count: number, stopping: boolean): void {
    this.cancel();
    if (count > 0 || stopping) return;
    const goneAt = Date.now();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.locks.releaseAll(this.request, goneAt);
    }, WINDOWS_GONE_GRACE_MS);
    this.timer.unref?.();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
