// Every state machine of spec 000 §4 / 001 §4 as data. The status menu lists transitionsFrom();
// the server refuses any change for which findTransition() finds nothing.
//
// Labels and success messages: the spec names them in English ("article published, scheduled,
// re-published, backdated, moved to trash; video unpublished, set private, ready for automatic
// publication, trashed"); the French wording is ours except the quoted card and trash labels.
import type {
  ArticleStatus,
  CardStatus,
  LiveStatus,
  OrphanStatus,
  PageStatus,
  PushStatus,
  SegmentStatus,
} from './statuses';
import { MESSAGES } from './messages';
import { SLIDESHOW_STATUSES } from './statuses';

/** Which publish requirements a transition checks before it is enabled (001 §5). */
export type TransitionRequirements = 'none' | 'publish' | 'schedule';

export interface Transition<S extends string = string> {
  name: string;
  from: readonly S[];
  to: S;
  label: string;
  successMessage: string;
  requirements: TransitionRequirements;
}

export interface MachineStatuses {
  article: ArticleStatus;
  video: ArticleStatus;
  slideshow: ArticleStatus;
  page: PageStatus;
  eventPage: PageStatus;
  card: CardStatus;
  orphanPage: OrphanStatus;
  live: LiveStatus;
  push: PushStatus;
  segment: SegmentStatus;
}
export type MachineName = keyof MachineStatuses;

const ARTICLE_SAVED = 'Article enregistré';

const ARTICLE: readonly Transition<ArticleStatus>[] = [
  {
    name: 'republish',
    from: ['Published'],
    to: 'Published',
    label: 'Republier',
    successMessage: "L'article a bien été republié",
    requirements: 'publish',
  },
  {
    name: 'publish',
    from: ['Draft', 'Ready'],
    to: 'Published',
    label: 'Publier',
    successMessage: "L'article a bien été publié",
    requirements: 'publish',
  },
  {
    name: 'schedule',
    from: ['Draft', 'Ready'],
    to: 'Scheduled',
    label: 'Programmer',
    successMessage: "L'article a bien été programmé",
    requirements: 'schedule',
  },
  {
    name: 'scheduleForRepublication',
    from: ['Published'],
    to: 'ScheduledForRepublication',
    label: 'Programmer la republication',
    successMessage: "L'article a bien été programmé",
    requirements: 'schedule',
  },
  {
    name: 'antidate',
    from: ['Published'],
    to: 'Published',
    label: 'Antidater',
    successMessage: "L'article a bien été antidaté",
    requirements: 'publish',
  },
  {
    name: 'proofreading',
    from: ['Draft', 'Frozen', 'Scheduled', 'Deleted'],
    to: 'Ready',
    label: 'Prêt',
    successMessage: ARTICLE_SAVED,
    requirements: 'none',
  },
  {
    name: 'froze',
    from: ['Draft', 'Ready', 'Deleted'],
    to: 'Frozen',
    label: 'Geler',
    successMessage: ARTICLE_SAVED,
    requirements: 'none',
  },
  {
    name: 'unpublish',
    from: ['Published'],
    to: 'Draft',
    label: 'Dépublier',
    successMessage: "L'article a bien été dépublié",
    requirements: 'none',
  },
  {
    name: 'back2draft',
    from: ['Scheduled', 'ScheduledForRepublication', 'Frozen', 'Ready', 'Deleted'],
    to: 'Draft',
    label: 'Repasser en brouillon',
    successMessage: ARTICLE_SAVED,
    requirements: 'none',
  },
  {
    name: 'move2trash',
    from: ['Frozen', 'Draft', 'Published', 'Scheduled', 'ScheduledForRepublication', 'Ready'],
    to: 'Deleted',
    label: 'Mettre en corbeille',
    successMessage: "L'article a bien été mis à la corbeille",
    requirements: 'none',
  },
];

const VIDEO: readonly Transition<ArticleStatus>[] = [
  {
    name: 'unpublish',
    from: ['Published'],
    to: 'Private',
    label: 'Dépublier',
    successMessage: 'La vidéo a bien été dépubliée',
    requirements: 'none',
  },
  {
    name: 'private',
    from: ['Ready'],
    to: 'Private',
    label: 'Passer en privé',
    successMessage: 'La vidéo est désormais privée',
    requirements: 'none',
  },
  {
    name: 'publish',
    from: ['Private'],
    to: 'Ready',
    label: 'Prête pour la publication automatique',
    successMessage: 'La vidéo est prête pour la publication automatique',
    requirements: 'publish',
  },
  {
    name: 'move2trash',
    from: ['Private', 'Ready', 'Published'],
    to: 'Deleted',
    label: 'Mettre en corbeille',
    successMessage: 'La vidéo a bien été mise à la corbeille',
    requirements: 'none',
  },
];

/**
 * Slideshows follow the article rules restricted to their four statuses (000 §4): a transition
 * is kept when it lands on a slideshow status, with only the slideshow statuses it leaves from.
 */
const SLIDESHOW: readonly Transition<ArticleStatus>[] = ARTICLE.filter((t) =>
  SLIDESHOW_STATUSES.includes(t.to),
)
  .map((t) => ({
    ...t,
    from: t.from.filter((s) => SLIDESHOW_STATUSES.includes(s)),
    successMessage: t.successMessage
      .replace("L'article", 'Le diaporama')
      .replace(ARTICLE_SAVED, 'Diaporama enregistré'),
  }))
  .filter((t) => t.from.length > 0);

const PAGE: readonly Transition<PageStatus>[] = [
  {
    name: 'publish',
    from: ['Draft', 'Archived'],
    to: 'Published',
    label: 'Publier',
    successMessage: 'La page a bien été publiée',
    requirements: 'none',
  },
  // Spec 000 §4: choosing 'scheduled' opens a date dialog. The transition name is ours.
  {
    name: 'schedule',
    from: ['Draft', 'Archived'],
    to: 'Scheduled',
    label: 'Programmer',
    successMessage: 'La page a bien été programmée',
    requirements: 'none',
  },
  {
    name: 'archive',
    from: ['Draft', 'Published'],
    to: 'Archived',
    label: 'Archiver',
    successMessage: 'La page a bien été archivée',
    requirements: 'none',
  },
  // Spec lists Published and Archived; Scheduled is added so a scheduled page can be taken back (ours).
  {
    name: 'back2draft',
    from: ['Published', 'Archived', 'Scheduled'],
    to: 'Draft',
    label: 'Repasser en brouillon',
    successMessage: 'La page est repassée en brouillon',
    requirements: 'none',
  },
];
/** Deleted exists only for event pages (000 §4); the deletion transition is ours. */
const EVENT_PAGE: readonly Transition<PageStatus>[] = [
  ...PAGE,
  {
    name: 'move2trash',
    from: ['Draft', 'Published', 'Archived', 'Scheduled'],
    to: 'Deleted',
    label: 'Supprimer',
    successMessage: 'La page a bien été supprimée',
    requirements: 'none',
  },
];

const CARD: readonly Transition<CardStatus>[] = [
  {
    name: 'publish',
    from: ['Archived'],
    to: 'Published',
    label: MESSAGES.cardPublishedLabel,
    successMessage: MESSAGES.cardPublishedMessage,
    requirements: 'none',
  },
  {
    name: 'archive',
    from: ['Published'],
    to: 'Archived',
    label: MESSAGES.cardArchivedLabel,
    successMessage: MESSAGES.cardArchivedMessage,
    requirements: 'none',
  },
];

const ORPHAN_SAVED = 'Votre page a bien été sauvegardée';
/** The spec gives the orphan statuses but no transition names: every move is allowed (ours). */
const ORPHAN_PAGE: readonly Transition<OrphanStatus>[] = [
  {
    name: 'publish',
    from: ['draft', 'archived'],
    to: 'published',
    label: 'Publier',
    successMessage: ORPHAN_SAVED,
    requirements: 'none',
  },
  {
    name: 'archive',
    from: ['draft', 'published'],
    to: 'archived',
    label: 'Archiver',
    successMessage: ORPHAN_SAVED,
    requirements: 'none',
  },
  {
    name: 'back2draft',
    from: ['published', 'archived'],
    to: 'draft',
    label: 'Repasser en brouillon',
    successMessage: ORPHAN_SAVED,
    requirements: 'none',
  },
];

const LIVE: readonly Transition<LiveStatus>[] = [
  {
    name: 'close',
    from: ['open'],
    to: 'closed',
    label: 'Clôturer le live',
    successMessage: 'Le live est clôturé',
    requirements: 'none',
  },
  {
    name: 'reopen',
    from: ['closed'],
    to: 'open',
    label: 'Rouvrir le live',
    successMessage: 'Le live est rouvert',
    requirements: 'none',
  },
];

/** Cancel is one-way; sending is done by the push service, never by an editor (000 §4). */
const PUSH: readonly Transition<PushStatus>[] = [
  {
    name: 'cancel',
    from: ['scheduled'],
    to: 'cancelled',
    label: 'Annuler',
    successMessage: 'Le push a bien été annulé',
    requirements: 'none',
  },
  {
    name: 'send',
    from: ['scheduled'],
    to: 'sent',
    label: 'Envoyer',
    successMessage: 'Push enregistré',
    requirements: 'none',
  },
];

const SEGMENT: readonly Transition<SegmentStatus>[] = [
  {
    name: 'activate',
    from: ['Draft'],
    to: 'Published',
    label: 'Activé',
    successMessage: 'Sauvegarde effectuée',
    requirements: 'none',
  },
  {
    name: 'deactivate',
    from: ['Published'],
    to: 'Draft',
    label: 'Désactivé',
    successMessage: 'Sauvegarde effectuée',
    requirements: 'none',
  },
];

export const MACHINES: { readonly [M in MachineName]: readonly Transition<MachineStatuses[M]>[] } =
  {
    article: ARTICLE,
    video: VIDEO,
    slideshow: SLIDESHOW,
    page: PAGE,
    eventPage: EVENT_PAGE,
    card: CARD,
    orphanPage: ORPHAN_PAGE,
    live: LIVE,
    push: PUSH,
    segment: SEGMENT,
  };

/** The transitions the status menu offers from a status, in the spec's order. */
export function transitionsFrom<M extends MachineName>(
  machine: M,
  status: MachineStatuses[M],
): Transition<MachineStatuses[M]>[] {
  const all: readonly Transition<MachineStatuses[M]>[] = MACHINES[machine];
  return all.filter((t) => t.from.includes(status));
}

/** The named transition if it may leave from this status, else undefined. */
export function findTransition<M extends MachineName>(
  machine: M,
  name: string,
  from: MachineStatuses[M],
): Transition<MachineStatuses[M]> | undefined {
  return transitionsFrom(machine, from).find((t) => t.name === name);
}

/** Whether any transition leads from one status to another (used when no name is given). */
export function canMove<M extends MachineName>(
  machine: M,
  from: MachineStatuses[M],
  to: MachineStatuses[M],
): boolean {
  return transitionsFrom(machine, from).some((t) => t.to === to);
}

/** Which machine governs an article: by format (video, slideshow, everything else). */
export function articleMachine(
  format: 'Rich' | 'Slideshow' | 'Video',
): 'article' | 'video' | 'slideshow' {
  return format === 'Video' ? 'video' : format === 'Slideshow' ? 'slideshow' : 'article';
}

/** Which machine governs a page: Deleted (and so trashing) only exists for events. */
export function pageMachine(
  format: 'Category' | 'Channel' | 'Event' | 'Guide',
): 'page' | 'eventPage' {
  return format === 'Event' ? 'eventPage' : 'page';
}
