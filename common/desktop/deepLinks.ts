// `backoffice://<route>` links (issue 38): parsed and checked against the route table the router
// mounts (common/domain/routeTable.ts), in one place for main (argv, open-url, second-instance,
// notifications) and the renderer (re-checked before navigating). A path matches the route the
// router would pick (React Router's ranking: static segments beat parameters), and is accepted
// only when that route is marked `deepLink` and its parameters satisfy its constraints.
import { ERROR_PATH, LOGIN_PATH, ROUTES, WELCOME_PATH, paramsSatisfy } from '../domain/routeTable';
import type { RouteDef } from '../domain/routeTable';
import { DEEP_LINK_SCHEME } from './deepLinkScheme';

/** Longer links are refused unread: no route of the table comes near. */
export const DEEP_LINK_MAX_LENGTH = 512;

export type DeepLinkCheck = { ok: true; route: string } | { ok: false; reason: string };

/** A segment of a route value: letters, digits and - . _ ~ (no %, no quote, no separator). */
const SEGMENT = /^[A-Za-z0-9\-._~]+$/;

/** The router's candidates: the table, and the screens outside the shell (never deep-linked). */
const CANDIDATES: readonly RouteDef[] = [
  ...ROUTES,
  ...[LOGIN_PATH, WELCOME_PATH, ERROR_PATH].map((path): RouteDef => ({
    path,
    title: path,
    section: 'web',
  })),
];

/** React Router explodes optional segments into every prefix form: `/a/:b?` → `/a`, `/a/:b`. */
function explode(pattern: string): string[][] {
  const segments = pattern.split('/').filter(Boolean);
  let forms: string[][] = [[]];
  for (const segment of segments) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      forms = [...forms.map((form) => [...form, required]), ...forms];
    } else forms = forms.map((form) => [...form, segment]);
  }
  return forms;
}

/** React Router's computeScore: segment count, then 10 per static, 3 per parameter. */
function score(form: string[]): number {
  return form.reduce((total, segment) => total + (segment.startsWith(':') ? 3 : 10), form.length);
}

function matchForm(form: string[], parts: string[]): Record<string, string> | null {
  if (form.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of form.entries()) {
    const part = parts[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    // The router matches case-insensitively (its default).
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

/** The route the router would render for `path`, with its parameters; null when none. */
export function matchAppRoute(
  path: string,
): { route: RouteDef; params: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const route of CANDIDATES) {
    for (const form of explode(route.path)) {
      const params = matchForm(form, parts);
      const value = params ? score(form) : -1;
      if (params && (!best || value > best.score)) best = { route, params, score: value };
    }
  }
  return best && { route: best.route, params: best.params };
}

/** Checks an in-app route ('/TEL/article/edit/42'): the one rule for links and notifications. */
export function checkAppRoute(route: string): DeepLinkCheck {
  if (route.length > DEEP_LINK_MAX_LENGTH) return { ok: false, reason: 'lien trop long' };
  if (!route.startsWith('/')) return { ok: false, reason: 'chemin non absolu' };
  const parts = route.split('/').slice(1);
  if (parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || parts.some((part) => !SEGMENT.test(part)))
    return { ok: false, reason: 'caractères refusés' };
  if (parts.some((part) => part === '.' || part === '..'))
    return { ok: false, reason: 'segment relatif' };
  const match = matchAppRoute(`/${parts.join('/')}`);
  if (!match?.route.deepLink) return { ok: false, reason: 'route inconnue' };
  if (!paramsSatisfy(match.route, match.params))
    return { ok: false, reason: 'paramètre non permis' };
  return { ok: true, route: `/${parts.join('/')}` };
}

/**
 * Parses `backoffice://TEL/article/edit/42` (also `backoffice:///…`, `backoffice:/…`): the route
 * '/TEL/article/edit/42', checked. Query, fragment, credentials and escapes are refused, not cut.
 */
export function parseDeepLink(link: string): DeepLinkCheck {
  if (link.length > DEEP_LINK_MAX_LENGTH) return { ok: false, reason: 'lien trop long' };
  const prefix = `${DEEP_LINK_SCHEME}:`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix)
    return { ok: false, reason: 'autre schéma' };
  const rest = link.slice(prefix.length);
  if (/[?#@%\\\s]/.test(rest)) return { ok: false, reason: 'caractères refusés' };
  return checkAppRoute(`/${rest.replace(/^\/+/, '')}`);
}

/** The link a process was started with: the first argument in the app's scheme, if any. */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}

/** The link that opens a route (for notifications' logs and the README's examples). */
export function deepLinkFor(route: string): string {
  return `${DEEP_LINK_SCHEME}:/${route}`;
}
