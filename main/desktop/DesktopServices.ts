// The desktop integration's services in main (issue 38), shared by both hosts: notifications and
// their triggers, the scheduled-push watch, and the window focus they depend on. Electron gives
// its own Notifier, focus and route opener (main/electron/desktop.ts); the browser host's page
// shows the notifications itself and reports its focus ('app.focus').
import type {
  GraphqlRequest,
  GraphqlResult,
  EventName,
  EventPayload,
} from '../../common/ipc/channels';
import { NotificationCenter, type Notifier } from './notifications';
import { PushWatch } from './pushWatch';

export interface DesktopHostParts {
  /** Electron's Notification; without it the page shows them ('app.notification'). */
  notifier?: Notifier;
  /** Whether a window of the app is in front; without it, what the page last reported. */
  isWindowFocused?: () => boolean;
  /** A notification's click: open the route (null: bring the window forward). */
  openRoute?: (route: string | null) => void;
}

export interface DesktopServicesOptions extends DesktopHostParts {
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  request: (request: GraphqlRequest) => Promise<GraphqlResult>;
  log?: (message: string) => void;
}

export class DesktopServices {
  readonly notifications: NotificationCenter;
  readonly pushWatch: PushWatch;
  /** The page's report (browser host); a page that never reported counts as in front. */
  private pageFocused = true;

  constructor(options: DesktopServicesOptions) {
    const pageNotifier: Notifier = {
      show: (notification) => options.emit('app.notification', notification),
    };
    this.notifications = new NotificationCenter({
      notifier: options.notifier ?? pageNotifier,
      isFocused: options.isWindowFocused ?? (() => this.pageFocused),
      open: options.openRoute ?? ((route) => route && options.emit('app.navigate', { route })),
    });
    this.pushWatch = new PushWatch({
      request: options.request,
      settled: (push) => this.notifications.pushSettled(push),
      log: options.log,
    });
  }

  pageFocus(focused: boolean): void {
    this.pageFocused = focused;
  }

  /** Every GraphQL answer main forwards to the page. */
  graphqlResult(request: GraphqlRequest, result: GraphqlResult): void {
    this.notifications.graphqlResult(request, result);
    this.pushWatch.graphqlResult(request, result);
  }

  stop(): void {
    this.pushWatch.stop();
  }
}
