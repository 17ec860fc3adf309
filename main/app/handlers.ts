// The contract's handler table: every channel, from the parts that serve it.
import { aiHandlers } from '../ai/aiHandlers';
import { liveHandlers } from '../live/liveHandlers';
import { spellingHandlers } from '../correction/spellingHandlers';
import { httpGetStream } from '../dashboard/apiStream';
import { dashboardHandlers } from '../dashboard/dashboardHandlers';
import { draftHandlers } from '../drafts/draftHandlers';
import { readThrough } from '../drafts/readThrough';
import { embedHandlers } from '../embeds/embedHandlers';
import { podcastHandlers } from '../podcasts/PodcastClient';
import type { Handlers } from '../ipc/dispatcher';
import { signInHandlers } from '../session/signInHandlers';
import { firstLaunchHandlers } from '../setup/firstLaunchHandlers';
import { uploadHandlers } from '../uploads/uploadHandlers';
import { videoUploadHandlers } from '../uploads/videoUploadHandlers';
import { apiHandlers, appHandlers } from './appHandlers';
import { updateHandlers } from '../desktop/updateHandlers';
import type { BackofficeServices } from './services';

export function backofficeHandlers(services: BackofficeServices, stopped: () => boolean): Handlers {
  const { options, session } = services;
  // Correction calls answered by main when the API cannot be reached (main/correction).
  const read = services.correction.wrap(
    readThrough({
      readCache: services.readCache,
      request: (request) => services.authorizedRequest(request),
      observe: (request, result) => {
        services.locks.observe(request, result);
        services.desktop.graphqlResult(request, result);
      },
      starting: () => services.embedded.state.state === 'starting',
      userId: () => session.currentUserId,
      location: () => services.location(),
      stopped,
      log: options.log,
    }),
  );
  /** The embedded server once the API is known, when it is the one in use. */
  const embedded = async () => {
    await services.whenReady();
    return services.location().source === 'embedded' ? services.embedded.server : null;
  };
  return {
    ...draftHandlers(services.drafts, () => services.api.isOnline),
    ...embedHandlers(services.embeds),
    ...podcastHandlers(services.podcasts),
    ...spellingHandlers(services.correctionEngine, options.log),
    ...aiHandlers(services.aiSuggestions),
    ...updateHandlers(services.updates),
    ...dashboardHandlers({
      api: async () => {
        const server = await embedded();
        return {
          url: services.location().effectiveApiUrl,
          stream: server?.stream ?? httpGetStream,
          token: await session.token(),
        };
      },
      chooseSavePath: options.chooseSavePath,
      downloads: services.downloads,
    }),
    ...signInHandlers(services),
    ...apiHandlers(services, read),
    ...firstLaunchHandlers({
      embedded,
      login: async (request) => {
        const result = await session.login(request);
        if (result.ok) services.kickDrafts();
        return result;
      },
      token: () => session.token(),
      accountKnown: () => services.settings.get().lastAccount !== null,
      log: options.log,
    }),
    ...uploadHandlers(services),
    ...videoUploadHandlers(services),
    ...appHandlers(services),
    ...liveHandlers(services.live),
  };
}
