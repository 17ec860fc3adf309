// The video host as configured: Dailymotion when BACKOFFICE_DAILYMOTION_API_KEY, _API_SECRET,
// _USERNAME and _PASSWORD are all set (BACKOFFICE_DAILYMOTION_API_URL to point elsewhere: a
// stand-in), else the server's own host over the media store (the embedded app works alone).
import type { Database } from '../db/database';
import type { MediaService } from '../media/MediaService';
import { DailymotionHost, dailymotionConfigFromEnv } from './DailymotionHost';
import { OwnVideoHost } from './OwnVideoHost';
import { VideoService } from './VideoService';

/**
 * The HTTP timeouts where the own host listens: a 4 Gio file at 2 Mbit/s takes about 4.5 hours to
 * arrive (Node's default would cut it at 60 s here, 300 s on the media port); a socket with no
 * byte for a minute is closed.
 */
export const VIDEO_UPLOAD_TIMEOUTS = { requestTimeoutMs: 6 * 3_600_000, idleTimeoutMs: 60_000 };

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
