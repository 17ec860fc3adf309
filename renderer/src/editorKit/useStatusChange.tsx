// The status control's behaviour (spec 000 §4 "Status change behaviour"): the user picks a
// transition, the domain's decision (common/domain/statusChange) says whether to save at once,
// refuse, or ask first (a date to schedule or antidate, a republication, an unpublication warning,
// a video's media deletion). The dialogs it opens are rendered by `dialogs`; confirming saves the
// content with the status change. Any content with the article statuses plugs in with its own
// `decide` (what the rules read of it) and `save`.
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../common/domain/messages';
import type { StatusChangeDecision } from '../../../common/domain/statusChange';
import type { ArticleStatus } from '../../../common/domain/statuses';
import type { Transition } from '../../../common/domain/transitions';
import { formatDateTime } from '../../../common/domain/dates';
import { ConfirmDialog } from './ConfirmDialog';
import { StatusDateDialog } from './StatusDateDialog';

/** A status change carried by a save: the target, the transition's name, a chosen date. */
export interface StatusChange {
  status: ArticleStatus;
  transition: string;
  publishedAt?: Date;
}

type Pending =
  | {
      kind: 'date';
      transition: Transition<ArticleStatus>;
      fixedTitle: string | null;
      initialDate: Date;
      pastOnly: boolean;
    }
  | { kind: 'trash'; transition: Transition<ArticleStatus> }
  | {
      kind: 'confirm';
      transition: Transition<ArticleStatus>;
      title: string;
      message: string;
      confirmLabel: string;
    };

export interface StatusChangeOptions {
  /** The domain's decision for this transition now (decideStatusChange over the content). */
  decide: (transition: Transition<ArticleStatus>, now: Date) => StatusChangeDecision;
  /** The current publication date (the antidate dialog starts there). */
  publishedAt: Date | null;
  save: (change: StatusChange, successMessage: string) => void;
  /** A refusal, said in the editor's message bar. */
  refuse: (message: string) => void;
  /**
   * The content's own confirmation before the trash (a video's or a slideshow's related articles,
   * issue 32), in place of the kit's: it calls `onConfirm` once the move may be saved.
   */
  trashDialog?: (o: { onConfirm: () => void; onCancel: () => void }) => ReactNode;
}

export function useStatusChange(options: StatusChangeOptions): {
  pick: (transition: Transition<ArticleStatus>) => void;
  dialogs: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const { decide, publishedAt, save, refuse, trashDialog } = options;

  const pick = (transition: Transition<ArticleStatus>) => {
    const now = new Date();
    const decision = decide(transition, now);
    const change: StatusChange = { status: transition.to, transition: transition.name };
    if (decision.kind === 'refused') {
      refuse(decision.message);
      return;
    }
    if (transition.to === 'Deleted' && trashDialog) {
      setPending({ kind: 'trash', transition });
      return;
    }
    switch (decision.kind) {
      case 'publishNow':
      case 'directSave':
        save(change, transition.successMessage);
        return;
      case 'antidateDialog':
        setPending({
          kind: 'date',
          transition,
          fixedTitle: decision.title,
          initialDate: publishedAt ?? now,
          pastOnly: true,
        });
        return;
      case 'dateDialog':
        // Scheduling: the title follows the date chosen ('Antidater' for a past one).
        setPending({
          kind: 'date',
          transition,
          fixedTitle: decision.status === 'Scheduled' ? null : decision.title,
          initialDate: decision.initialDate,
          pastOnly: false,
        });
        return;
      case 'republishDialog':
        setPending({
          kind: 'confirm',
          transition,
          title: 'Republier l\u2019article',
          message: 'Les dates de publication et de modification deviendront la date du jour.',
          confirmLabel: transition.label,
        });
        return;
      case 'confirmPublishNow':
        setPending({
          kind: 'confirm',
          transition,
          title: 'Publier maintenant',
          message: `Cet article est programmé le ${formatDateTime(decision.scheduledAt)}. Le publier immédiatement ?`,
          confirmLabel: transition.label,
        });
        return;
      case 'unpublishWarning':
        setPending({
          kind: 'confirm',
          transition,
          title: transition.label,
          message: decision.message,
          confirmLabel: transition.label,
        });
        return;
      case 'mediaDeletionDialog':
        setPending({
          kind: 'confirm',
          transition,
          title: MESSAGES.moveToTrash,
          message: `Le média ${decision.mediaKey} de cette vidéo sera supprimé.`,
          confirmLabel: MESSAGES.moveToTrash,
        });
        return;
    }
  };

  const dialogs = (
    <>
      {pending?.kind === 'date' && (
        <StatusDateDialog
          fixedTitle={pending.fixedTitle}
          initialDate={pending.initialDate}
          pastOnly={pending.pastOnly}
          onCancel={() => setPending(null)}
          onConfirm={(date) => {
            const transition = pending.transition;
            setPending(null);
            save(
              { status: transition.to, transition: transition.name, publishedAt: date },
              transition.successMessage,
            );
          }}
        />
      )}
      {pending?.kind === 'trash' &&
        trashDialog?.({
          onCancel: () => setPending(null),
          onConfirm: () => {
            const transition = pending.transition;
            setPending(null);
            save({ status: transition.to, transition: transition.name }, transition.successMessage);
          },
        })}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={pending.title}
          message={pending.message}
          confirmLabel={pending.confirmLabel}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const transition = pending.transition;
            setPending(null);
            save({ status: transition.to, transition: transition.name }, transition.successMessage);
          }}
        />
      )}
    </>
  );

  return { pick, dialogs };
}
