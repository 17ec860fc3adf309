// The first-launch routes (common/embedded/firstLaunchProtocol.ts), answered only to the app that
// started this server, over its message channel (`viaParentChannel`, set by channel.ts alone): over HTTP they do not
// exist (404), so a newsroom server never offers an unauthenticated way to make an admin.
import {
  FIRST_LAUNCH_MESSAGES,
  FIRST_LAUNCH_PATHS,
  type DemoLoaded,
  type FirstLaunchStatus,
} from '../../../common/embedded/firstLaunchProtocol';
import type { ApiRequest, ApiResponse } from '../app';
import { resolveSession } from '../auth/session';
import type { MediaService } from '../media/MediaService';
import type { DatabaseHandle } from '../db/database';
import { GENERIC_ERROR_MESSAGE, logUnexpectedError } from '../errors';
import { countUsers } from '../services/accounts/userStore';
import { DEMO_ARTICLES, runSeed } from '../seed/runSeed';
import { createFirstSuperAdmin } from './firstAdmin';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

function reply(status: number, body: unknown): ApiResponse {
  return { status, headers: { ...HEADERS }, body: JSON.stringify(body) };
}

function refusal(status: number, message: string, code: string, extra = {}): ApiResponse {
  return reply(status, { errors: [{ message, extensions: { code, ...extra } }] });
}

/** A thrown GraphQLError of ours (BAD_USER_INPUT with fields, FORBIDDEN) as the same JSON errors. */
function fromError(error: unknown): ApiResponse {
  const extensions = (error as { extensions?: { code?: unknown } } | null)?.extensions;
  const code = typeof extensions?.code === 'string' ? extensions.code : null;
  if (error instanceof Error && code) {
    const status = code === 'BAD_USER_INPUT' ? 400 : code === 'FORBIDDEN' ? 403 : 500;
    if (status !== 500) return refusal(status, error.message, code, extensions ?? {});
  }
  logUnexpectedError(error);
  return refusal(500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
}

function readObject(body: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function firstLaunchRoutes({
  handle,
  now,
  demoArticles = DEMO_ARTICLES,
  media,
  onDemoLoaded,
}: {
  handle: DatabaseHandle;
  now: () => Date;
  /** Where the demo photos go (the server's own media store). */
  media?: MediaService;
  onDemoLoaded?: () => Promise<void>;
  /** How many articles the demo brings (tests ask for fewer). */
  demoArticles?: number;
}) {
  let demoLoading = false;

  async function loadDemo(request: ApiRequest): Promise<ApiResponse> {
    const authorization = request.headers.authorization;
    const session = await resolveSession(
      handle.db,
      typeof authorization === 'string' ? authorization : null,
      now(),
    );
    if (!session.user?.isSuperAdmin)
      return refusal(403, FIRST_LAUNCH_MESSAGES.demoNeedsSuperAdmin, 'FORBIDDEN');
    if (demoLoading) return refusal(409, FIRST_LAUNCH_MESSAGES.demoAlreadyLoading, 'CONFLICT');
    demoLoading = true;
    try {
      const summary = await runSeed(
        handle.db,
        { demo: true, articles: demoArticles },
        { now: now(), media },
      );
      await onDemoLoaded?.();
      const loaded: DemoLoaded = {
        password: summary.password,
        accounts: summary.accounts,
        articles: summary.articlesAdded,
      };
      return reply(200, loaded);
    } finally {
      demoLoading = false;
    }
  }

  /** The route's answer, or null when the path is not one of these. */
  return async function answer(request: ApiRequest, path: string): Promise<ApiResponse | null> {
    const route = Object.values(FIRST_LAUNCH_PATHS).find((known) => known === path);
    if (!route) return null;
    if (request.viaParentChannel !== true) return refusal(404, 'Adresse inconnue', 'NOT_FOUND');
    if (request.method !== 'POST')
      return refusal(405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED');
    try {
      if (route === FIRST_LAUNCH_PATHS.status) {
        const status: FirstLaunchStatus = { hasUsers: (await countUsers(handle.db)) > 0 };
        return reply(200, status);
      }
      if (route === FIRST_LAUNCH_PATHS.firstAdmin) {
        const body = readObject(request.body);
        const id = await createFirstSuperAdmin(
          handle.db,
          { email: text(body.email), name: text(body.name), password: text(body.password) },
          now(),
        );
        return reply(200, { id });
      }
      return await loadDemo(request);
    } catch (error) {
      return fromError(error);
    }
  };
}
