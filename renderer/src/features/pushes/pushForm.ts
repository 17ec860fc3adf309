// The push form's model (spec 000 §2 "Push screen", 001 §5): pure, so the counters, the platforms
// a brand offers and the rules the form shows before sending are tested without a screen.
import type { MediaObject } from '../../../../common/domain/article';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { fromParisInput, toParisInput } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  pushGuidance,
  truncatePushMessage,
  truncatePushTitle,
  validatePush,
} from '../../../../common/domain/validation/push';

export type PushDevice = 'android' | 'ios' | 'ea';
export type SmartSegment = (typeof LIMITS.smartSegmentTypes)[number];

export const DEVICE_LABELS: Record<PushDevice, string> = {
  android: 'Android',
  ios: 'iOS',
  ea: 'Web (alerte éditoriale)',
};
/** Short names for the list's platform column. */
export const DEVICE_SHORT: Record<PushDevice, string> = {
  android: 'Android',
  ios: 'iOS',
  ea: 'Web',
};

export const SMART_SEGMENT_LABELS: Record<SmartSegment, string> = {
  NEW: 'Nouveaux (NEW)',
  ONE_TIME: 'Occasionnels (ONE_TIME)',
  ENGAGED: 'Engagés (ENGAGED)',
  DORMANT: 'Dormants (DORMANT)',
  IMPORTED: 'Importés (IMPORTED)',
};

export interface PushFormState {
  title: string;
  body: string;
  medias: MediaObject[];
  sendMode: 'now' | 'later';
  /** 'dd/MM/yyyy HH:mm', Paris time. */
  sendAt: string;
  devices: PushDevice[];
  smartSegments: SmartSegment[];
  segmentIds: string[];
}

/** The platforms a brand offers (its pushPlatforms flags, plus the web when editorial alerts are allowed). */
export function brandDevices(profile: BrandProfile): PushDevice[] {
  return [
    ...(profile.pushPlatforms.includes('android') ? (['android'] as const) : []),
    ...(profile.pushPlatforms.includes('ios') ? (['ios'] as const) : []),
    ...(profile.editorialAlertAllowed ? (['ea'] as const) : []),
  ];
}

/**
 * A new push form: the article's title, send now, the brand's platforms (those the server can send
 * to when `available` says which), the smart segments checked by default.
 */
export function initialPushForm(
  profile: BrandProfile,
  article: { title: string } | null,
  now: Date,
  available: readonly string[] | null = null,
): PushFormState {
  return {
    title: truncatePushTitle(article?.title ?? ''),
    body: '',
    medias: [],
    sendMode: 'now',
    sendAt: toParisInput(new Date(now.getTime() + 15 * 60_000)),
    devices: brandDevices(profile).filter((d) => !available || available.includes(d)),
    smartSegments: [...LIMITS.smartSegmentsCheckedByDefault],
    segmentIds: [],
  };
}

export interface Counter {
  label: string;
  /** Past the guidance (40 for a title, 50 for a message): shown in red. */
  over: boolean;
}

export function pushCounters(state: Pick<PushFormState, 'title' | 'body'>): {
  title: Counter;
  body: Counter;
} {
  const guidance = pushGuidance(state.title, state.body);
  return {
    title: {
      label: `${[...state.title].length}/${LIMITS.push.titleMax}`,
      over: guidance.titleAboveGuidance,
    },
    body: {
      label: `${[...state.body].length}/${LIMITS.push.messageMax}`,
      over: guidance.messageAboveGuidance,
    },
  };
}

/** What typing or pasting leaves in a field: never more than the limit. */
export const limitTitle = truncatePushTitle;
export const limitBody = truncatePushMessage;

export const SEND_AT_INVALID = 'Saisissez une date au format jj/mm/aaaa hh:mm.';

/** The send date the form asks for: null = now; undefined = unreadable. */
export function scheduledAtOf(state: PushFormState): Date | null | undefined {
  if (state.sendMode === 'now') return null;
  return fromParisInput(state.sendAt) ?? undefined;
}

/** The rules the form checks before sending (the server checks them all again, and the image). */
export function pushFormErrors(
  state: PushFormState,
  articlePublishedAt: Date | null,
  now: Date,
): Record<string, string> {
  const at = scheduledAtOf(state);
  const errors: Record<string, string> = validatePush({
    title: state.title,
    message: state.body,
    segments: state.smartSegments,
    scheduledAt: at ?? now,
    articlePublishedAt,
    imageWidth: null,
  });
  if (at === undefined) errors.scheduledAt = SEND_AT_INVALID;
  else if (at && at.getTime() < now.getTime() - 60_000)
    errors.scheduledAt = MESSAGES.pushSendDatePast;
  if (state.devices.length === 0) errors.targetDevices = MESSAGES.pushPlatformRequired;
  return errors;
}

export function pushCreateInput(state: PushFormState, brandKey: string, articleId: string | null) {
  const at = scheduledAtOf(state);
  const media = state.medias[0];
  return {
    brandKey,
    title: state.title,
    body: state.body,
    media: media ? { ...media } : null,
    targetDevices: state.devices,
    articleId,
    scheduledAt: at ? at.toISOString() : null,
    segments: state.smartSegments,
    segmentIds: state.segmentIds,
  };
}

/** A push's state in French (000 §4: 'annulé' for cancelled ones). */
export function pushStateLabel(push: { state: string; isCancelled: boolean }): string {
  if (push.isCancelled || push.state === 'cancelled') return MESSAGES.pushCancelled;
  switch (push.state) {
    case 'sent':
      return MESSAGES.pushSent;
    case 'sending':
      return MESSAGES.pushSending;
    case 'failed':
      return MESSAGES.pushFailed;
    case 'unknown':
      return MESSAGES.pushUnknown;
    default:
      return MESSAGES.pushScheduled;
  }
}

/** Whether the list offers cancel: unsent and not cancelled. */
export function isCancellable(push: { state: string; isCancelled: boolean }): boolean {
  return !push.isCancelled && push.state === 'scheduled';
}

const DEVICE_ORDER: readonly string[] = ['android', 'ios', 'ea'];
const deviceRank = (p: { targetDevice?: string }): number =>
  DEVICE_ORDER.indexOf(p.targetDevice ?? '');

export interface PushGroupRow<P> {
  groupId: string;
  first: P;
  pushes: P[];
}

/** Consecutive pushes of one group (the list is ordered by send date then group) as one row. */
export function groupPushes<P extends { groupId: string; targetDevice?: string }>(
  pushes: readonly P[],
): PushGroupRow<P>[] {
  const rows: PushGroupRow<P>[] = [];
  for (const push of pushes) {
    const last = rows.at(-1);
    if (last && last.groupId === push.groupId) last.pushes.push(push);
    else rows.push({ groupId: push.groupId, first: push, pushes: [push] });
  }
  for (const row of rows) row.pushes.sort((a, b) => deviceRank(a) - deviceRank(b));
  return rows;
}
