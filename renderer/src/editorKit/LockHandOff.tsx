// The hand-off in the editor itself (issue 39): an editor opened read-only because a colleague held
// the content's lock says so the moment the lock is free (the holder released it, or its
// `lockExpiresAt` passed) — « {nom} a libéré ce contenu : vous pouvez le modifier. » — and
// « Modifier maintenant » asks for the lock through the editor's lock hook (`ContentLock.retake`):
// the page is not reloaded, the form keeps what it shows.
import { LockFreedBar, useLockFreed } from '../liveKit';
import type { LiveContentType } from '../../../common/live/liveEvents';

export function LockHandOff({
  contentType,
  contentId,
  waiting,
  lockExpiresAt = null,
  onTake,
}: {
  contentType: LiveContentType;
  contentId: string | null;
  /** Read-only because someone else holds the lock. */
  waiting: boolean;
  /** When the holder's lock lapses, as the editor knows it (the content's, the refusal's). */
  lockExpiresAt?: string | null;
  onTake: () => void;
}) {
  const freed = useLockFreed(contentType, contentId, waiting, lockExpiresAt);
  return freed ? <LockFreedBar freed={freed} onTake={onTake} /> : null;
}
