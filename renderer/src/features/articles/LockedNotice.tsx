// The notice the editor hands the list when it could not keep an article's lock (spec 000 §4):
// who holds it, and « Prendre la main » — after a confirmation naming the holder, the editor opens
// taking the lock over; the holder's app is refused its next retain and keeps their unsent words
// in its local drafts. When the lock comes free meanwhile (issue 39), it says so at once and
// opens the article, which takes the lock.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { ConfirmDialog } from '../../editorKit/ConfirmDialog';
import { LockFreedBar, useLockFreed } from '../../liveKit';
import { editPath, type ListKind } from '../../articleKit/listParams';

/** What the editor puts in the route state when it leaves over a lock. */
export interface LockedState {
  notice?: string;
  locked?: { id: string; brandKey: string; holder: string | null };
}

export function LockedNotice({ state, kind }: { state: LockedState; kind: ListKind }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { notice, locked } = state;
  // The hand-off (issue 39): the holder released it or the lock lapsed — no take-over needed now.
  const freed = useLockFreed('article', locked?.id ?? null, !!notice);
  if (!notice) return null;
  if (freed && locked)
    return (
      <LockFreedBar
        freed={freed}
        onTake={() => navigate(editPath(locked.brandKey, kind, locked.id))}
      />
    );
  return (
    <>
      <MessageBar intent="warning">
        <MessageBarBody>{notice}</MessageBarBody>
        {locked && (
          <MessageBarActions>
            <Button onClick={() => setConfirming(true)}>{MESSAGES.lockTakeOver}</Button>
          </MessageBarActions>
        )}
      </MessageBar>
      {confirming && locked && (
        <ConfirmDialog
          title={MESSAGES.lockTakeOverTitle}
          message={formatMessage('lockTakeOverWarning', {
            label: locked.holder ?? 'Un autre utilisateur',
          })}
          confirmLabel={MESSAGES.lockTakeOver}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            navigate(editPath(locked.brandKey, kind, locked.id), { state: { takeOver: true } })
          }
        />
      )}
    </>
  );
}
