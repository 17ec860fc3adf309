// Every status enumeration of spec 000 §4 and 001 §4, with the French label an editor sees.
// Labels not quoted by the spec are ours (marked), chosen to match newsroom usage.
import { MESSAGES } from './messages';

export const ARTICLE_STATUSES = [
  'Deleted',
  'Draft',
  'Frozen',
  'Pending',
  'Private',
  'Proposal',
  'Published',
  'Ready',
  'Scheduled',
  'ScheduledForRepublication',
  'Todo',
] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** French labels (ours except 'Programmé le', 'Mettre en corbeille' wording for trash). */
export const ARTICLE_STATUS_LABELS: Readonly<Record<ArticleStatus, string>> = {
  Deleted: 'Corbeille',
  Draft: 'Brouillon',
  Frozen: 'Gelé',
  Pending: 'En traitement',
  Private: 'Privé',
  Proposal: 'Proposition',
  Published: 'Publié',
  Ready: 'Prêt',
  Scheduled: 'Programmé le',
  ScheduledForRepublication: 'Programmé le',
  Todo: 'À faire',
};

export function isArticleStatus(value: string): value is ArticleStatus {
  return (ARTICLE_STATUSES as readonly string[]).includes(value);
}

const PUBLISHED_TYPES: readonly ArticleStatus[] = [
  'Published',
  'Scheduled',
  'ScheduledForRepublication',
];
/** Published, Scheduled and ScheduledForRepublication count as published-type (000 §4). */
export function isPublishedType(status: ArticleStatus): boolean {
  return PUBLISHED_TYPES.includes(status);
}
/** Scheduled and ScheduledForRepublication show as 'Programmé le' in lists. */
export function isScheduledType(status: ArticleStatus): boolean {
  return status === 'Scheduled' || status === 'ScheduledForRepublication';
}

/** List status tabs (000 §4); the default tab is Published. */
export const ARTICLE_LIST_FILTERS: readonly ArticleStatus[] = [
  'Published',
  'Scheduled',
  'Ready',
  'Frozen',
  'Draft',
  'Deleted',
];
export const VIDEO_LIST_FILTERS: readonly ArticleStatus[] = [
  'Published',
  'Private',
  'Ready',
  'Pending',
  'Deleted',
];
/** The slideshow list's tabs: its statuses (000 §4), Scheduled also showing ScheduledForRepublication. */
export const SLIDESHOW_LIST_FILTERS: readonly ArticleStatus[] = ['Published', 'Scheduled', 'Draft'];
export const DEFAULT_LIST_FILTER: ArticleStatus = 'Published';
/** The advanced search's 'Programmé' option selects both scheduled statuses (000 §2). */
export const SCHEDULED_FILTER_STATUSES: readonly ArticleStatus[] = [
  'Scheduled',
  'ScheduledForRepublication',
];

export const ARTICLE_FORMATS = ['Rich', 'Slideshow', 'Video'] as const;
export type ArticleFormat = (typeof ARTICLE_FORMATS)[number];

/** Slideshows use a subset of the article statuses (000 §4). */
export const SLIDESHOW_STATUSES: readonly ArticleStatus[] = [
  'Draft',
  'Published',
  'Scheduled',
  'ScheduledForRepublication',
];

// — Pages / categories
export const PAGE_STATUSES = ['Draft', 'Scheduled', 'Published', 'Archived', 'Deleted'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_FORMATS = ['Category', 'Channel', 'Event', 'Guide'] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];
export const PAGE_STATUS_LABELS: Readonly<Record<PageStatus, string>> = {
  Draft: 'Brouillon',
  Scheduled: 'Programmé',
  Published: 'Publié',
  Archived: 'Archivé',
  Deleted: 'Supprimé',
};
/** Per-format status lists: Deleted exists only for events (000 §4). */
export function pageStatusesFor(format: PageFormat): readonly PageStatus[] {
  return format === 'Event' ? PAGE_STATUSES : PAGE_STATUSES.filter((s) => s !== 'Deleted');
}
/** Statuses selectable in the page list filter: Deleted is never selectable (000 §4). */
export function pageFilterStatusesFor(format: PageFormat): readonly PageStatus[] {
  return pageStatusesFor(format).filter((s) => s !== 'Deleted');
}
/** Shown by default in the page list; Archived is off by default. */
export const PAGE_DEFAULT_FILTER: readonly PageStatus[] = ['Published', 'Scheduled', 'Draft'];
/** Deleted is stripped from any page filter. */
export function sanitizePageFilter(statuses: readonly PageStatus[]): PageStatus[] {
  return statuses.filter((s) => s !== 'Deleted');
}
/** Page list tabs (000 §2) in order, with their formats. */
export const PAGE_LIST_TABS: readonly { format: PageFormat; label: string }[] = [
  { format: 'Event', label: 'Evenements' },
  { format: 'Channel', label: 'Chaines videos' },
  { format: 'Guide', label: 'Guides' },
  { format: 'Category', label: 'Categories' },
];

// — Cards
export const CARD_STATUSES = ['Published', 'Archived'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  Published: MESSAGES.cardTabOnline,
  Archived: MESSAGES.cardTabArchived,
};
export const DEFAULT_CARD_STATUS: CardStatus = 'Published';

// — Push: derived from its fields (000 §4)
export const PUSH_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export const PUSH_STATUS_LABELS: Readonly<Record<PushStatus, string>> = {
  scheduled: 'Programmé',
  sent: 'Envoyé',
  cancelled: 'annulé',
};
export interface PushState {
  sentAt: Date | null;
  isCancelled: boolean;
}
export function pushStatus(push: PushState): PushStatus {
  if (push.isCancelled) return 'cancelled';
  return push.sentAt ? 'sent' : 'scheduled';
}
/** Cancel is one-way and impossible once sent (000 §4). */
export function canCancelPush(push: PushState): boolean {
  return pushStatus(push) === 'scheduled';
}

// — Orphan pages
export const ORPHAN_STATUSES = ['draft', 'published', 'archived'] as const;
export type OrphanStatus = (typeof ORPHAN_STATUSES)[number];
export const ORPHAN_STATUS_LABELS: Readonly<Record<OrphanStatus, string>> = {
  published: 'En ligne',
  archived: 'Archives',
  draft: 'Brouillons',
};
export const DEFAULT_ORPHAN_STATUS: OrphanStatus = 'draft';

// — Live: open while endedAt is empty
export const LIVE_STATUSES = ['open', 'closed'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const LIVE_STATUS_LABELS: Readonly<Record<LiveStatus, string>> = {
  open: 'En cours',
  closed: 'Terminé',
};
export function liveStatus(live: { endedAt: Date | null }): LiveStatus {
  return live.endedAt ? 'closed' : 'open';
}

// — Segments, qualifiers, recipes
export const SEGMENT_STATUSES = ['Published', 'Draft'] as const;
export type SegmentStatus = (typeof SEGMENT_STATUSES)[number];
/** The activation switch sets Published when on (001 §4). */
export function segmentStatusFor(active: boolean): SegmentStatus {
  return active ? 'Published' : 'Draft';
}
export const SEGMENT_STATUS_LABELS: Readonly<Record<SegmentStatus, string>> = {
  Published: 'Activé',
  Draft: 'Désactivé',
};
export const QUALIFIER_STATUSES = [
  'Archived',
  'Deleted',
  'Draft',
  'Published',
  'Scheduled',
] as const;
export type QualifierStatus = (typeof QUALIFIER_STATUSES)[number];
export const QUALIFIER_STATUS_LABELS: Readonly<Record<QualifierStatus, string>> = {
  Archived: 'Archivé',
  Deleted: 'Supprimé',
  Draft: 'Brouillon',
  Published: 'Publié',
  Scheduled: 'Programmé',
};
export const DEFAULT_QUALIFIER = { status: 'Draft', format: 'Rich' } as const satisfies {
  status: QualifierStatus;
  format: ArticleFormat;
};
/** Draft qualifiers are not offered when qualifiers are picked for articles (001 §4). */
export const QUALIFIER_PICKABLE_STATUSES: readonly QualifierStatus[] = QUALIFIER_STATUSES.filter(
  (s) => s !== 'Draft',
);
export const RECIPE_STATUSES = [
  'Archived',
  'Deleted',
  'Draft',
  'Published',
  'Scheduled',
  'Frozen',
  'Ready',
] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
export const RECIPE_STATUS_LABELS: Readonly<Record<RecipeStatus, string>> = {
  Archived: 'Archivé',
  Deleted: 'Supprimé',
  Draft: 'Brouillon',
  Published: 'Publié',
  Scheduled: 'Programmé',
  Frozen: 'Gelé',
  Ready: 'Prêt',
};

// — AI processes
export const GOOD_DEAL_PROCESS_STATUSES = ['SUCCESS', 'ERROR', ''] as const;
export type GoodDealProcessStatus = (typeof GOOD_DEAL_PROCESS_STATUSES)[number];
export const GOOD_DEAL_PROCESS_LABELS: Readonly<Record<GoodDealProcessStatus, string>> = {
  SUCCESS: 'Terminé',
  ERROR: 'Erreur',
  '': 'En cours',
};
export const AI_PROCESS_STATUSES = ['RUNNING', 'SUCCESS', 'ERROR'] as const;
export type AiProcessStatus = (typeof AI_PROCESS_STATUSES)[number];
export const AI_PROCESS_LABELS: Readonly<Record<AiProcessStatus, string>> = {
  RUNNING: 'En cours',
  SUCCESS: 'Terminé',
  ERROR: 'Erreur',
};
/** An empty good-deal status means the process is still running (000 §4). */
export function isGoodDealRunning(status: string | null): boolean {
  return !status;
}
/** The slideshow AI list is polled while any process is RUNNING. */
export function shouldPollAiProcesses(statuses: readonly string[]): boolean {
  return statuses.includes('RUNNING');
}
/** With a subject it is a 'Création', without one an 'Edition' (000 §3). */
export function aiProcessKind(process: {
  slideshowSubject: string | null;
}): 'Création' | 'Edition' {
  return process.slideshowSubject ? 'Création' : 'Edition';
}

// — Spell-check errors
export const SPELL_CHECK_STATUSES = ['pending', 'ignored', 'corrected'] as const;
export type SpellCheckStatus = (typeof SPELL_CHECK_STATUSES)[number];
export const SPELL_CHECK_LABELS: Readonly<Record<SpellCheckStatus, string>> = {
  pending: 'À traiter',
  ignored: 'Ignorée',
  corrected: 'Corrigée',
};
export function allSpellCheckErrorsHandled(statuses: readonly SpellCheckStatus[]): boolean {
  return !statuses.includes('pending');
}

// — Print versions
export const PRINT_VERSION_STATUSES = [
  'Correcting',
  'Correction',
  'Editing',
  'Mockup',
  'Validating',
  'Validation',
] as const;
export type PrintVersionStatus = (typeof PRINT_VERSION_STATUSES)[number];
/** 'À valider' and 'À maquetter' are the spec's; the others are ours. */
export const PRINT_VERSION_LABELS: Readonly<Record<PrintVersionStatus, string>> = {
  Correcting: 'En correction',
  Correction: 'À corriger',
  Editing: 'En édition',
  Mockup: MESSAGES.printToMockup,
  Validating: 'En validation',
  Validation: MESSAGES.printToValidate,
};
/** Print duplication sends the new version as one of these two (000 §4). */
export const PRINT_DUPLICATION_STATUSES: Readonly<Partial<Record<PrintVersionStatus, string>>> = {
  Validation: MESSAGES.printToValidate,
  Mockup: MESSAGES.printToMockup,
};

// — Video upload
export const VIDEO_UPLOAD_STATES = ['uploading', 'done', 'interrupted'] as const;
export type VideoUploadState = (typeof VIDEO_UPLOAD_STATES)[number];
export const VIDEO_UPLOAD_LABELS: Readonly<Record<VideoUploadState, string>> = {
  uploading: 'Chargement en cours',
  done: 'Chargement terminé',
  interrupted: MESSAGES.videoUploadInterrupted,
};
/** Any state other than uploading or done counts as interrupted (000 §4). */
export function videoUploadState(raw: string): VideoUploadState {
  return raw === 'uploading' || raw === 'done' ? raw : 'interrupted';
}

// — Tags
export const TAG_TYPES = [
  'Company',
  'Destination',
  'Isin',
  'Medecine',
  'Person',
  'Tag',
  'TvCollection',
  'TvProgram',
  'Video',
  'Event',
  'Guide',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const TAG_ACTIVE_LABELS = { true: 'Actif', false: 'Inactif' } as const;
export function tagActiveLabel(isActive: boolean): string {
  return isActive ? TAG_ACTIVE_LABELS.true : TAG_ACTIVE_LABELS.false;
}
