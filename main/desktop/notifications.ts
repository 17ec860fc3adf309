// Desktop notifications (issue 38) for what happens while the journalist looks elsewhere: the
// outbox replayed after being offline, a lock taken over, an upload finished or failed, a
// scheduled push sent. The triggers live here, in plain Node; the host gives the `Notifier`
// (Electron's Notification, or an event the browser host's page shows) and says whether the
// window is in front — nothing is shown while it is.
import { checkAppRoute } from '../../common/desktop/deepLinks';
import { MESSAGES, formatMessage } from '../../common/domain/messages';
import type {
  GraphqlRequest,
  GraphqlResult,
  UploadJob,
  VideoUploadJob,
} from '../../common/ipc/channels';

export interface DesktopNotification {
  title: string;
  body: string;
  /** The screen a click opens (checked against the route table); null: the window comes forward. */
  route: string | null;
}

/** The port a host implements: show one notification; `onClick` when the user clicks it. */
export interface Notifier {
  show(notification: DesktopNotification, onClick: () => void): void;
}

export interface NotificationCenterOptions {
  notifier: Notifier;
  /** Whether the app's window is in front (Electron asks its windows; the browser page reports). */
  isFocused: () => boolean;
  /** A click: open the route (or bring the window forward) — the deep links' way. */
  open: (route: string | null) => void;
}

/** Where a draft notification leads: the local drafts' screen. */
const DRAFTS_ROUTE = '/drafts';

/** A route only if the route table accepts it (never a made-up one from a payload). */
function routeOrNull(route: string): string | null {
  const check = checkAppRoute(route);
  return check.ok ? check.route : null;
}

function lockHolder(result: GraphqlResult): string | null | undefined {
  const error = result.errors?.find((e) => e.extensions?.code === 'LOCKED');
  if (!error) return undefined;
  const by = error.extensions?.lockedBy;
  const name = by && typeof by === 'object' ? (by as { name?: unknown }).name : null;
  return typeof name === 'string' && name ? name : null;
}

export class NotificationCenter {
  private offlineSince = false;
  private sentSinceOffline = 0;
  /** Terminal states already told, per job: progress events repeat them. */
  private readonly told = new Set<string>();

  constructor(private readonly options: NotificationCenterOptions) {}

  /** Shows it unless the window is in front; says whether it was shown. */
  notify(notification: DesktopNotification): boolean {
    if (this.options.isFocused()) return false;
    this.options.notifier.show(notification, () => this.options.open(notification.route));
    return true;
  }

  /** main's view of the API: an outbox drained after this counts as « replayed after offline ». */
  apiStatus(online: boolean): void {
    if (!online) this.offlineSince = true;
  }

  /** One replay of the outbox ended: `sent` saves acknowledged, `drained` when none is left. */
  draftsReplayed({ sent, drained }: { sent: number; drained: boolean }): void {
    if (!this.offlineSince) return;
    this.sentSinceOffline += sent;
    if (!drained) return;
    const count = this.sentSinceOffline;
    this.offlineSince = false;
    this.sentSinceOffline = 0;
    if (count === 0) return;
    this.notify({
      title: MESSAGES.notifyDraftsSentTitle,
      body:
        count === 1
          ? MESSAGES.notifyDraftsSentOne
          : formatMessage('notifyDraftsSentMany', { count }),
      route: DRAFTS_ROUTE,
    });
  }

  /** Every answer main forwards: a lock retain refused as LOCKED means a colleague took it over. */
  graphqlResult(request: GraphqlRequest, result: GraphqlResult): void {
    if (!request.operationName.startsWith('Retain')) return;
    const holder = lockHolder(result);
    if (holder === undefined) return;
    this.notify({
      title: formatMessage('notifyLockTakenTitle', {
        label: holder ?? MESSAGES.notifyLockTakenSomeone,
      }),
      body: MESSAGES.notifyLockTakenBody,
      // The editor that retained is the one on screen, showing its take-over notice.
      route: null,
    });
  }

  uploadProgress(job: UploadJob): void {
    if (job.state !== 'done' && job.state !== 'error') return;
    this.once(`image:${job.id}:${job.state}`, {
      title:
        job.state === 'done' ? MESSAGES.notifyUploadDoneTitle : MESSAGES.notifyUploadFailedTitle,
      body: job.state === 'error' && job.error ? `${job.name} : ${job.error}` : job.name,
      route: null,
    });
  }

  videoUploadProgress(job: VideoUploadJob): void {
    if (job.state !== 'done' && job.state !== 'interrupted') return;
    const done = job.state === 'done';
    this.once(`video:${job.id}:${job.state}`, {
      title: done ? MESSAGES.notifyUploadDoneTitle : MESSAGES.notifyUploadFailedTitle,
      body: !done && job.error ? `${job.name} : ${job.error}` : job.name,
      route: job.articleId ? routeOrNull(`/${job.brandKey}/video/edit/${job.articleId}`) : null,
    });
    // Interrupted, then retried: a second outcome is news again.
    if (done) this.told.delete(`video:${job.id}:interrupted`);
  }

  /** A scheduled push went out (or failed), seen by the push watch. */
  pushSettled(push: { title: string; sent: boolean }): void {
    this.notify({
      title: push.sent ? MESSAGES.notifyPushSentTitle : MESSAGES.notifyPushFailedTitle,
      body: push.title,
      route: '/mobilepush/list',
    });
  }

  private once(key: string, notification: DesktopNotification): void {
    if (this.told.has(key)) return;
    this.told.add(key);
    this.notify(notification);
  }
}
