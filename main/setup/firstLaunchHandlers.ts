// The welcome screen's channels (issue 30): whether to greet a first launch, the first super-admin
// of the embedded server (then signed in), the demo data. Main asks the embedded server over its
// message channel, the only way these routes can be reached (common/embedded/firstLaunchProtocol.ts).
import {
  FIRST_LAUNCH_MESSAGES,
  FIRST_LAUNCH_PATHS,
  type DemoLoaded,
  type FirstLaunchStatus,
} from '../../common/embedded/firstLaunchProtocol';
import { MESSAGES } from '../../common/domain/messages';
import type { LoginRequest, LoginResult } from '../../common/ipc/channels';
import type { RunningServer } from '../embedded/EmbeddedServer';
import type { Handlers } from '../ipc/dispatcher';

export interface FirstLaunchDeps {
  /** The embedded server once it answers; null when another API is in use or it did not start. */
  embedded(): Promise<RunningServer | null>;
  login(request: LoginRequest): Promise<LoginResult>;
  token(): Promise<string | null>;
  /** An account was already signed in on this computer: no need to wait for the server to say so. */
  accountKnown(): boolean;
  log?: (message: string) => void;
}

/** Loading 2,000 articles with their catalogue takes a while on a slow disk: minutes, not seconds. */
export const DEMO_LOAD_TIMEOUT_MS = 15 * 60_000;
const CALL_TIMEOUT_MS = 30_000;

interface ServerErrors {
  errors?: { message?: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

async function callEmbedded(
  server: RunningServer,
  path: string,
  body: unknown,
  { token = null, timeoutMs = CALL_TIMEOUT_MS }: { token?: string | null; timeoutMs?: number } = {},
): Promise<{ status: number; json: unknown }> {
  const reply = await server.transport(new URL(path, server.url), {
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    timeoutMs,
  });
  let json: unknown = null;
  try {
    json = JSON.parse(reply.body);
  } catch {
    // an answer that is not JSON is read as a failure below
  }
  return { status: reply.status, json };
}

function firstError(json: unknown) {
  return (json as ServerErrors | null)?.errors?.[0];
}

type FirstLaunchChannels = 'setup.status' | 'setup.createAdmin' | 'setup.loadDemo';

export function firstLaunchHandlers(deps: FirstLaunchDeps): Pick<Handlers, FirstLaunchChannels> {
  const fail = (error: unknown, what: string) =>
    deps.log?.(`${what} : ${error instanceof Error ? error.message : String(error)}`);
  return {
    'setup.status': async () => {
      if (deps.accountKnown()) return { welcome: false };
      const server = await deps.embedded();
      if (!server) return { welcome: false };
      try {
        const { status, json } = await callEmbedded(server, FIRST_LAUNCH_PATHS.status, {});
        return { welcome: status === 200 && (json as FirstLaunchStatus).hasUsers === false };
      } catch (error) {
        // The login form, as before, rather than a welcome screen that cannot work.
        fail(error, 'Premier lancement');
        return { welcome: false };
      }
    },
    'setup.createAdmin': async ({ name, email, password, remember }) => {
      const server = await deps.embedded();
      if (!server) return { ok: false, message: FIRST_LAUNCH_MESSAGES.notEmbedded, fields: {} };
      try {
        const { status, json } = await callEmbedded(server, FIRST_LAUNCH_PATHS.firstAdmin, {
          name,
          email,
          password,
        });
        if (status !== 200) {
          const error = firstError(json);
          return {
            ok: false,
            message: error?.message ?? MESSAGES.genericError,
            fields: error?.extensions?.fields ?? {},
          };
        }
      } catch (error) {
        fail(error, 'Premier super-administrateur');
        return { ok: false, message: MESSAGES.genericError, fields: {} };
      }
      // The account exists: sign in with it, as the login form would.
      const signedIn = await deps.login({ email, password, remember });
      return signedIn.ok ? signedIn : { ...signedIn, fields: {} };
    },
    'setup.loadDemo': async () => {
      const server = await deps.embedded();
      if (!server) return { ok: false, message: FIRST_LAUNCH_MESSAGES.notEmbedded };
      try {
        const { status, json } = await callEmbedded(
          server,
          FIRST_LAUNCH_PATHS.demo,
          {},
          { token: await deps.token(), timeoutMs: DEMO_LOAD_TIMEOUT_MS },
        );
        if (status !== 200)
          return {
            ok: false,
            message: firstError(json)?.message ?? FIRST_LAUNCH_MESSAGES.demoFailed,
          };
        const loaded = json as DemoLoaded;
        return { ok: true, ...loaded };
      } catch (error) {
        fail(error, 'Données de démonstration');
        return { ok: false, message: FIRST_LAUNCH_MESSAGES.demoFailed };
      }
    },
  };
}
