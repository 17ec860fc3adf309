// One interface for the two video hosts (issue 32; DESIGN.md "Media"): Dailymotion's REST API when
// BACKOFFICE_DAILYMOTION_* is configured (DailymotionHost.ts), else the server's own host speaking
// the same upload protocol (OwnVideoHost.ts). The file never crosses GraphQL: the client POSTs it
// (multipart, field `file`) to `uploadUrl`, polls `progressUrl` every second, and hands the `url`
// the POST answered to importDailymotionVideo.
import type { Geoblocking } from '../../../common/domain/video';

export type VideoHostKind = 'Own' | 'Dailymotion';
export type VideoState = 'Processing' | 'Ready' | 'Failed';

export interface VideoUploadUrl {
  uploadUrl: string;
  progressUrl: string;
}

/** What the host is told of a video (Dailymotion's fields). */
export interface VideoMetadata {
  title?: string;
  description?: string;
  tags?: string[];
  channel?: string;
  published?: boolean;
  geoblocking?: Geoblocking;
}

export interface HostVideoStatus {
  state: VideoState;
  /** French, when Failed. */
  error: string | null;
  /** 0–100 while encoding, when the host says. */
  progress: number | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  /** The host's thumbnail (Dailymotion) or the poster taken from the file (own host). */
  posterUrl: string | null;
  playerUrl: string | null;
  geoblocking: Geoblocking | null;
}

export interface UploadRequester {
  userId: string;
  brandKey: string;
}

export interface VideoHost {
  readonly kind: VideoHostKind;
  /** A fresh upload URL and its progress URL. */
  uploadUrl(requester: UploadRequester): Promise<VideoUploadUrl>;
  /** Whether `url` is one this host answered to an upload (for this brand); false otherwise. */
  isUploadedUrl(url: string, brandKey: string): Promise<boolean>;
  /** Creates the video from an uploaded file's URL; its host id. */
  create(uploadedUrl: string, metadata: VideoMetadata): Promise<string>;
  /** An existing video of the host, by id (checked to exist); its host id. */
  importExisting(hostVideoId: string): Promise<string>;
  status(hostVideoId: string): Promise<HostVideoStatus>;
  update(hostVideoId: string, metadata: VideoMetadata): Promise<void>;
  delete(hostVideoId: string): Promise<void>;
}

/** A French refusal of the host, shown as is (and stored as a failed video's reason). */
export class VideoHostError extends Error {
  constructor(
    message: string,
    /** GraphQL code: NOT_FOUND for a video the host does not know, SERVICE_UNAVAILABLE, … */
    readonly code: string = 'SERVICE_UNAVAILABLE',
  ) {
    super(message);
    this.name = 'VideoHostError';
  }
}
