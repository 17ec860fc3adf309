// How many uploads one user may hold open and ask for (issue 30), and the defaults.

/**
 * What one user may hold in the staging folder. An open upload (signed, not finished, not expired)
 * may park up to `maxBytes` there: the cap bounds the disk one account can fill, the rate bounds
 * how fast a script can churn through URLs, and the staging sweep (stagingSweep.ts) removes what
 * expired uploads left behind.
 */
export interface UploadLimits {
  /** Unfinished, unexpired uploads of one user at once. */
  maxOpenPerUser: number;
  /** getUploadUrl calls of one user (new uploads; a resume is not counted) per window. */
  maxPerWindow: number;
  windowMs: number;
  /**
   * How long after its URL expired an upload's staged bytes are kept: a PUT that started just
   * before the expiry has that long to finish, and a resume (resumeId) within it keeps its bytes.
   */
  stagingGraceMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: Readonly<UploadLimits> = Object.freeze({
  // The desktop queue sends its files one after the other as they are resized: 20 in flight is a
  // slideshow dropped at once on a slow line; beyond, it waits and asks again (UploadQueue).
  maxOpenPerUser: 20,
  maxPerWindow: 120,
  windowMs: 15 * 60_000,
  stagingGraceMs: 15 * 60_000,
});
