// The app's own channels: what it is and where it runs, external links and new windows, the API
// chosen in the settings, the reads (through the local copies) and the connection checks.
import { isAllowedUrl } from '../../common/domain/validation/linkRule';
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import type { Handlers } from '../ipc/dispatcher';
import type { StoredSettings } from '../settings/AppSettings';
import { checkBackofficeServer } from '../setup/serverCheck';
import type { BackofficeServices } from './services';

/** Only web and mail links leave the app (Element Desktop's safeOpenURL rule; the link rule's `external`). */
export function isAllowedExternalUrl(value: string): boolean {
  return isAllowedUrl(value, 'external');
}

function externalApp(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  return value && isAllowedExternalUrl(value) ? value : null;
}

type AppChannels = 'app.info' | 'app.openExternal' | 'app.openWindow' | 'app.focus';

export function appHandlers({
  options,
  api,
  embedded,
  desktop,
}: Pick<BackofficeServices, 'options' | 'api' | 'embedded' | 'desktop'>): Pick<
  Handlers,
  AppChannels
> {
  return {
    'app.info': async () => ({
      name: options.appName,
      version: options.version,
      host: options.host,
      platform: process.platform,
      online: api.isOnline,
      embedded: embedded.state,
      externalApps: {
        recipe: externalApp(options.env, 'BACKOFFICE_RECIPE_APP_URL'),
        newsletter: externalApp(options.env, 'BACKOFFICE_NEWSLETTER_APP_URL'),
        people: externalApp(options.env, 'BACKOFFICE_PEOPLE_APP_URL'),
      },
    }),
    'app.openExternal': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) return { handledBy: 'refused' as const };
      // Reviewed (electronegativity): only http, https and mailto reach the OS.
      const handledBy = await options.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
      return { handledBy };
    },
    'app.openWindow': async ({ route }) => {
      if (!options.openWindow) return { handledBy: 'renderer' as const };
      await options.openWindow(route);
      return { handledBy: 'main' as const };
    },
    'app.focus': async ({ focused }) => {
      desktop.pageFocus(focused);
      return {};
    },
  };
}

type ApiChannels =
  | 'graphql.request'
  | 'api.check'
  | 'outbox.sync'
  | 'settings.get'
  | 'settings.set'
  | 'preferences.get'
  | 'preferences.set';

const preferencesOf = ({ showMoreTitles, lastBrand }: StoredSettings) => ({
  showMoreTitles,
  lastBrand,
});

export function apiHandlers(
  services: Pick<
    BackofficeServices,
    'options' | 'api' | 'session' | 'settings' | 'location' | 'start' | 'whenReady' | 'kickDrafts'
  >,
  read: (request: GraphqlRequest) => Promise<GraphqlResult>,
): Pick<Handlers, ApiChannels> {
  const { api } = services;
  return {
    'graphql.request': (request) => read(request),
    'api.check': async () => ({ online: await api.reachability.checkNow() }),
    'outbox.sync': async () => {
      const online = await api.reachability.checkNow();
      services.kickDrafts();
      return { online };
    },
    'settings.get': async () => services.location(),
    'preferences.get': async () => preferencesOf(services.settings.get()),
    'preferences.set': async (update) => preferencesOf(services.settings.update(update)),
    'settings.set': async ({ apiUrl }) => {
      // An address is kept only once its server answered as this API.
      if (apiUrl !== null) {
        const check = await (services.options.checkServer ?? checkBackofficeServer)(apiUrl);
        if (!check.ok) return check;
      }
      // Sessions are per API (keychain entry per origin): this one ends before the switch.
      await services.whenReady();
      await services.session.logout();
      services.settings.update({ apiUrl });
      await services.start().catch(() => {}); // a failed embedded start is reported by 'embedded.status'
      return { ok: true, settings: services.location() };
    },
  };
}
