// Scheduled pushes (issue 38): nothing tells main when one goes out, so main follows the pushes it
// saw created (their createPush answers pass through it) with a light poll — one query per group
// every 60 s, only while some are pending — through the app's GraphQL client. Issue 39's live
// channel replaces this poll. Pushes created before the app started are not followed.
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';

export const PUSH_POLL_MS = 60_000;

/** States the server may still change by itself (common/graphql/schema/pushes.graphql). */
const PENDING = new Set(['scheduled', 'sending']);

interface PushRow {
  groupId: string;
  title: string;
  state: string;
}

const QUERY =
  'query DesktopPushWatch($groupId: ID!) { pushes(where: { groupId: $groupId }, first: 10) { id groupId title state } }';

function rows(value: unknown): PushRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is PushRow =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as PushRow).groupId === 'string' &&
      typeof (row as PushRow).state === 'string' &&
      typeof (row as PushRow).title === 'string',
  );
}

export interface PushWatchOptions {
  request: (request: GraphqlRequest) => Promise<GraphqlResult>;
  settled: (push: { title: string; sent: boolean }) => void;
  log?: (message: string) => void;
}

export class PushWatch {
  /** Followed groups: their title. */
  private readonly groups = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: PushWatchOptions) {}

  get pending(): number {
    return this.groups.size;
  }

  /** Every answer main forwards: a created push still to be sent is followed. */
  graphqlResult(_request: GraphqlRequest, result: GraphqlResult): void {
    const created = rows((result.data as { createPush?: unknown } | null)?.createPush);
    for (const push of created)
      if (PENDING.has(push.state)) this.groups.set(push.groupId, push.title);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.stopped || this.groups.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll().finally(() => this.schedule());
    }, PUSH_POLL_MS);
  }

  private async poll(): Promise<void> {
    for (const [groupId, title] of [...this.groups]) {
      const result = await this.options
        .request({ operationName: 'DesktopPushWatch', query: QUERY, variables: { groupId } })
        .catch(() => null);
      // Unreachable or refused: asked again at the next round.
      if (!result || result.errors?.length) continue;
      const pushes = rows((result.data as { pushes?: unknown } | null)?.pushes);
      if (pushes.some((push) => PENDING.has(push.state))) continue;
      this.groups.delete(groupId);
      const states = new Set(pushes.map((push) => push.state));
      // Cancelled (or gone): nothing to tell.
      if (states.has('sent')) this.options.settled({ title, sent: true });
      else if (states.has('failed') || states.has('unknown'))
        this.options.settled({ title, sent: false });
    }
  }
}
