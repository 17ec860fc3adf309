// Where deep links reach the running app (issue 38), without Electron: the host feeds it the
// cold-start argv, macOS's open-url (which may come before the app is ready) and the argv of a
// second instance; it checks each link (common/desktop/deepLinks.ts) and either keeps the route
// for the first window or focuses the window and sends the route to its renderer.
import { deepLinkInArgv, parseDeepLink } from '../../common/desktop/deepLinks';

export interface DeepLinkTarget {
  /** Shows the window: restored if minimised, in front, focused. */
  focus(): void;
  /** Tells the renderer to open the route ('app.navigate'). */
  navigate(route: string): void;
}

export class DeepLinkRouter {
  /** The route the first window opens at, until a window is there to take links. */
  private pending: string | null = null;
  private target: DeepLinkTarget | null = null;

  constructor(private readonly log: (message: string) => void = () => {}) {}

  /** A link, from wherever it came; ignored (and logged) unless it names a route of the table. */
  open(link: string, from: string): void {
    const check = parseDeepLink(link);
    if (!check.ok) {
      // The link itself is not logged whole: it may be long or hold what it should not.
      this.log(`Lien ${from} ignoré : ${check.reason}`);
      return;
    }
    this.openRoute(check.route);
  }

  /** Brings the window forward (a notification without a route). */
  show(): void {
    this.target?.focus();
  }

  /** A route already checked (a notification's). */
  openRoute(route: string): void {
    if (!this.target) {
      this.pending = route;
      return;
    }
    this.target.focus();
    this.target.navigate(route);
  }

  /** The process's own argv (Linux, Windows): a link the app was started with. */
  fromArgv(argv: readonly string[], from = 'au démarrage'): void {
    const link = deepLinkInArgv(argv);
    if (link) this.open(link, from);
  }

  /** A second launch: its argv carries the link; the first window comes forward either way. */
  secondInstance(argv: readonly string[]): void {
    const link = deepLinkInArgv(argv);
    if (link) this.open(link, 'd’une seconde instance');
    else this.target?.focus();
  }

  /** The route the first window should open at (a cold-start link), taken once. */
  takeInitialRoute(): string | null {
    const route = this.pending;
    this.pending = null;
    return route;
  }

  /** The window is up: later links go to it; one still pending is delivered now. */
  attach(target: DeepLinkTarget): void {
    this.target = target;
    const route = this.takeInitialRoute();
    if (route) this.openRoute(route);
  }

  detach(): void {
    this.target = null;
  }
}
