// The lock hand-off (issue 39): someone waiting for a content a colleague holds (sent back to the
// list, or stopped in the editor after a take-over) is told the moment the lock is free — the
// holder released it (`unlocked`), or the lock lapsed (`lockExpiresAt` of the last `locked` passed)
// — with a button that takes it (the editor's lock hook does, on opening).
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { formatMessage, MESSAGES } from '../../../common/domain/messages';
import type { LiveContentType } from '../../../common/live/liveEvents';
import { onLiveEvent } from './liveStore';

/** Who freed it (null: the lock lapsed, or the name is unknown). */
export interface LockFreed {
  by: string | null;
}

/**
 * Watches one content's lock while `waiting`: becomes non-null when it is free. `lockExpiresAt`
 * is when the lock lapses as far as the waiting screen knows (the list row's, the refusal's).
 */
export function useLockFreed(
  contentType: LiveContentType,
  contentId: string | null,
  waiting: boolean,
  lockExpiresAt: string | null = null,
): LockFreed | null {
  const [freed, setFreed] = useState<LockFreed | null>(null);
  const [expiresAt, setExpiresAt] = useState(lockExpiresAt);
  useEffect(() => {
    if (!waiting || !contentId) return;
    return onLiveEvent((event) => {
      if (event.contentType !== contentType || event.contentId !== contentId) return;
      if (event.action === 'unlocked' || event.action === 'deleted')
        setFreed(event.action === 'unlocked' ? { by: event.actorName } : null);
      if (event.action === 'locked') {
        // Taken again (by the holder retaining, or someone faster): still waiting.
        setFreed(null);
        setExpiresAt(event.lockExpiresAt);
      }
    });
  }, [contentType, contentId, waiting]);
  // A lock that lapses sends no event of its own: its expiry is known, a timer tells.
  useEffect(() => {
    if (!waiting || !expiresAt) return;
    const left = Date.parse(expiresAt) - Date.now();
    if (Number.isNaN(left)) return;
    const timer = setTimeout(() => setFreed({ by: null }), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [waiting, expiresAt]);
  return waiting ? freed : null;
}

export function LockFreedBar({ freed, onTake }: { freed: LockFreed; onTake: () => void }) {
  return (
    <MessageBar intent="success" data-testid="lock-freed">
      <MessageBarBody>
        {freed.by ? formatMessage('lockFreed', { label: freed.by }) : MESSAGES.lockFreedNobody}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onTake}>
          {MESSAGES.lockFreedTake}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
