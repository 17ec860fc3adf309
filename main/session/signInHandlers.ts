// The sign-in channels: the session at start-up (at once from the keychain while the embedded
// server starts), the password sign-in, « Se connecter avec Google » and the sign-out. Saves queued
// while signed out go as soon as someone signs in.
import { oidcFromEnv } from '../../common/auth/oidcConfig';
import { MESSAGES } from '../../common/domain/messages';
import type { LoginResult } from '../../common/ipc/channels';
import type { BackofficeServices } from '../app/services';
import type { Handlers } from '../ipc/dispatcher';
import { OidcFlowError, runOidcFlow } from './oidcFlow';

type SignInServices = Pick<
  BackofficeServices,
  'options' | 'session' | 'settings' | 'vault' | 'embedded' | 'whenReady' | 'kickDrafts'
>;

type SignInChannels =
  'auth.session' | 'auth.login' | 'auth.signInOptions' | 'auth.loginWithProvider' | 'auth.logout';

export function signInHandlers(services: SignInServices): Pick<Handlers, SignInChannels> {
  const { options, session } = services;
  const loginWithProvider = providerSignIn(services);
  return {
    'auth.session': async () => {
      // While the embedded server starts, a remembered session opens the shell at once; its
      // token is checked as soon as the server answers (signed out if refused).
      if (services.embedded.state.state === 'starting') {
        const cached = await session.cachedSession();
        // Nobody remembered: the login form can show now, signing in waits for the server.
        if (!services.settings.get().lastAccount)
          return { user: null, remembered: false, notice: services.vault.notice };
        if (cached) {
          void services
            .whenReady()
            .then(() => session.confirm())
            .then((valid) => valid || options.emit('auth.expired', {}));
          return cached;
        }
      }
      await services.whenReady();
      return session.session();
    },
    'auth.login': async (request) => {
      await services.whenReady();
      const result = await session.login(request);
      // Saves queued while signed out can go now.
      if (result.ok) services.kickDrafts();
      return result;
    },
    'auth.signInOptions': async () => ({ provider: oidcFromEnv(options.env) !== null }),
    'auth.loginWithProvider': async ({ remember }) => loginWithProvider(remember),
    'auth.logout': async () => (await services.whenReady(), session.logout()),
  };
}

/**
 * « Se connecter avec Google »: the RFC 8252 flow (oidcFlow.ts) in the system browser, then the
 * ID token to the API. Under the browser host the page opens the provider itself
 * (`auth.providerUrl`), as it does for external links. A new sign-in replaces one under way.
 */
function providerSignIn(services: SignInServices): (remember: boolean) => Promise<LoginResult> {
  const { options } = services;
  /** The sign-in through the OpenID provider under way. */
  let providerFlow: AbortController | null = null;
  return async (remember) => {
    const settings = oidcFromEnv(options.env);
    if (!settings) return { ok: false, message: MESSAGES.oidcNotConfigured };
    providerFlow?.abort();
    const flow = new AbortController();
    providerFlow = flow;
    let tokens: { idToken: string; nonce: string };
    try {
      tokens = await runOidcFlow({
        settings,
        signal: flow.signal,
        openBrowser: async (url) => {
          // Reviewed (electronegativity): the provider's authorization URL from its discovery.
          const handledBy =
            await options.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
          if (handledBy === 'renderer') options.emit('auth.providerUrl', { url });
        },
      });
    } catch (error) {
      options.log?.(`OpenID sign-in: ${String(error)}`);
      return {
        ok: false,
        message: error instanceof OidcFlowError ? error.message : MESSAGES.oidcFailed,
      };
    } finally {
      if (providerFlow === flow) providerFlow = null;
    }
    await services.whenReady();
    const result = await services.session.loginWithIdToken(tokens.idToken, tokens.nonce, remember);
    if (result.ok) services.kickDrafts();
    return result;
  };
}
