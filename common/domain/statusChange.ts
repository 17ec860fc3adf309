// What the editor must do when the user picks a status (spec 000 §4 "Status change behaviour").
// Pure: the renderer opens the dialog it is told to, the server applies the same date rules.
import type { ArticleForRules } from './article';
import { MESSAGES } from './messages';
import type { ArticleStatus } from './statuses';
import { articleMachine, canMove, findTransition } from './transitions';

/** Dates the save must set; a field left out keeps its value. */
export interface DateChanges {
  publishedAt?: Date | null;
  editedAt?: Date;
}

export type StatusChangeDecision =
  /** Save now with the new status and these dates. */
  | { kind: 'publishNow'; status: ArticleStatus; set: DateChanges }
  | { kind: 'directSave'; status: ArticleStatus; set: DateChanges }
  /** Ask for a past date; on confirm set publishedAt to it and editedAt to now. */
  | { kind: 'antidateDialog'; status: ArticleStatus; title: string; restoreOnCancel: ArticleStatus }
  /** Confirm republishing; publication and edit dates become now. */
  | {
      kind: 'republishDialog';
      status: ArticleStatus;
      set: DateChanges;
      restoreOnCancel: ArticleStatus;
    }
  /** A future schedule exists: confirm publishing immediately instead. */
  | {
      kind: 'confirmPublishNow';
      status: ArticleStatus;
      scheduledAt: Date;
      set: DateChanges;
      restoreOnCancel: ArticleStatus;
    }
  /** Choose a date; the title follows the date (see scheduleDialogTitle). */
  | {
      kind: 'dateDialog';
      status: ArticleStatus;
      title: string;
      initialDate: Date;
      restoreOnCancel: ArticleStatus;
    }
  | {
      kind: 'unpublishWarning';
      status: ArticleStatus;
      message: string;
      set: DateChanges;
      restoreOnCancel: ArticleStatus;
    }
  /** Videos: delete the hosted media first, then save as Deleted. */
  | {
      kind: 'mediaDeletionDialog';
      status: ArticleStatus;
      mediaKey: string;
      restoreOnCancel: ArticleStatus;
    }
  | { kind: 'refused'; message: string };

export interface StatusChangeRequest {
  article: Pick<ArticleForRules, 'status' | 'format' | 'publishedAt' | 'medias'>;
  requestedStatus: ArticleStatus;
  /** The transition name picked in the menu (e.g. 'antidate'); null when only a status was picked. */
  transitionType: string | null;
  now: Date;
}

/** 'Antidater l'article' for a past date, 'Programmer l'article' otherwise (000 §4). */
export function scheduleDialogTitle(date: Date, now: Date): string {
  return date.getTime() < now.getTime()
    ? MESSAGES.dialogAntidateTitle
    : MESSAGES.dialogScheduleTitle;
}

/** Statuses saved directly, keeping the current publication date (000 §4). */
const DIRECT_SAVE: readonly ArticleStatus[] = ['Draft', 'Frozen', 'Ready', 'Deleted', 'Private'];

/** A refusal message naming the impossible move (ours). */
function refusal(from: ArticleStatus, to: ArticleStatus): StatusChangeDecision {
  return {
    kind: 'refused',
    message: `Le passage du statut ${from} au statut ${to} n'est pas autorisé.`,
  };
}

export function decideStatusChange({
  article,
  requestedStatus,
  transitionType,
  now,
}: StatusChangeRequest): StatusChangeDecision {
  const from = article.status;
  const machine = articleMachine(article.format);
  // The move must exist in the article's machine: by name when one is given, else by target.
  const allowed = transitionType
    ? findTransition(machine, transitionType, from)?.to === requestedStatus
    : canMove(machine, from, requestedStatus);
  if (!allowed) return refusal(from, requestedStatus);

  const restoreOnCancel = from;
  const publishedAt = article.publishedAt;

  if (article.format === 'Video' && requestedStatus === 'Deleted') {
    const mediaKey = article.medias[0]?.key;
    if (!mediaKey) return { kind: 'refused', message: MESSAGES.mediaIdNotFound };
    return { kind: 'mediaDeletionDialog', status: requestedStatus, mediaKey, restoreOnCancel };
  }

  if (requestedStatus === 'Published') {
    if (from === 'Published') {
      return transitionType === 'antidate'
        ? {
            kind: 'antidateDialog',
            status: requestedStatus,
            title: MESSAGES.dialogAntidateTitle,
            restoreOnCancel,
          }
        : {
            kind: 'republishDialog',
            status: requestedStatus,
            set: { publishedAt: now, editedAt: now },
            restoreOnCancel,
          };
    }
    if (publishedAt && publishedAt.getTime() > now.getTime()) {
      return {
        kind: 'confirmPublishNow',
        status: requestedStatus,
        scheduledAt: publishedAt,
        set: { publishedAt: now },
        restoreOnCancel,
      };
    }
    // From Draft, or with no publication date (first publish): now. Otherwise (Ready with a past
    // date, e.g. an article once published then sent back) we also publish now: the spec's
    // "publishes immediately with the current date" is the only publish-now rule it gives.
    return { kind: 'publishNow', status: requestedStatus, set: { publishedAt: now } };
  }

  if (requestedStatus === 'Scheduled' || requestedStatus === 'ScheduledForRepublication') {
    const initialDate = publishedAt && requestedStatus === 'Scheduled' ? publishedAt : now;
    const title =
      requestedStatus === 'Scheduled'
        ? scheduleDialogTitle(initialDate, now)
        : MESSAGES.dialogScheduleTitle;
    return { kind: 'dateDialog', status: requestedStatus, title, initialDate, restoreOnCancel };
  }

  if (requestedStatus === 'Draft' && from === 'Published') {
    return {
      kind: 'unpublishWarning',
      status: requestedStatus,
      message: MESSAGES.unpublishWarning,
      set: { publishedAt },
      restoreOnCancel,
    };
  }

  // Every remaining target reachable by a transition is one of the direct-save statuses.
  return { kind: 'directSave', status: requestedStatus, set: { publishedAt } };
}

/** The statuses saved without a dialog (exported for the status menu's icons and tests). */
export function isDirectSaveStatus(status: ArticleStatus): boolean {
  return DIRECT_SAVE.includes(status);
}

/**
 * Dates applied by any save (000 §4): saving a published article sets editedAt to now; a first
 * publish with no publishedAt sets it to now.
 */
export function datesOnSave(
  article: Pick<ArticleForRules, 'status' | 'publishedAt'>,
  now: Date,
): DateChanges {
  if (article.status !== 'Published') return {};
  return article.publishedAt ? { editedAt: now } : { publishedAt: now, editedAt: now };
}

/** The date fields to apply once the date dialog is confirmed with a chosen date. */
export function datesForChosenDate(status: ArticleStatus, chosen: Date, now: Date): DateChanges {
  // Antidating a published article is an edit of it; scheduling is not yet.
  return status === 'Published' ? { publishedAt: chosen, editedAt: now } : { publishedAt: chosen };
}

/** Video articles in Draft show 'Créer la vidéo' and no status control (000 §4). */
export function showsStatusControl(article: Pick<ArticleForRules, 'status' | 'format'>): boolean {
  return !(article.format === 'Video' && article.status === 'Draft');
}

/** Video articles in Pending are polled (000 §4, every LIMITS.polling.videoPendingMs). */
export function shouldPollVideo(article: Pick<ArticleForRules, 'status' | 'format'>): boolean {
  return article.format === 'Video' && article.status === 'Pending';
}

/** Orphan pages: publishedAt set to now on entering published, kept if already, cleared otherwise. */
export function orphanPublishedAt(
  previous: { status: string; publishedAt: Date | null },
  nextStatus: string,
  now: Date,
): Date | null {
  if (nextStatus !== 'published') return null;
  return previous.status === 'published' ? previous.publishedAt : now;
}
