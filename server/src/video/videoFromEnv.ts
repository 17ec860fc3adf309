// The video host as configured: Dailymotion when BACKOFFICE_DAILYMOTION_API_KEY, _API_SECRET,
// _USERNAME and _PASSWORD are all set (BACKOFFICE_DAILYMOTION_API_URL to point elsewhere: a
// stand-in), else the server's own host over the media store (the embedded app works alone).
import type { Database } from '../db/database';
import type { MediaService } from '../media/MediaService';
import { DailymotionHost, dailymotionConfigFromEnv } from './DailymotionHost';
import { OwnVideoHost } from './OwnVideoHost';
import { VideoService } from './VideoService';

export interface ConfiguredVideo {
  service: VideoService;
  /** The own host, whose HTTP routes are mounted with the media routes; null with Dailymotion. */
  own: OwnVideoHost | null;
}

export function videoFromEnv(
  db: Database,
  media: MediaService,
  env: NodeJS.ProcessEnv = process.env,
): ConfiguredVideo {
  const dailymotion = dailymotionConfigFromEnv(env);
  if (dailymotion)
    return {
      service: new VideoService({
        host: new DailymotionHost(dailymotion),
        uploadLimits: media.uploadLimits,
      }),
      own: null,
    };
  const own = new OwnVideoHost({ db, media });
  return { service: new VideoService({ host: own, uploadLimits: media.uploadLimits }), own };
}
