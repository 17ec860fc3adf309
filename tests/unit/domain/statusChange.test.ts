import { describe, expect, it } from 'vitest';
import type { MediaObject } from '../../../common/domain/article';
import type { ArticleFormat, ArticleStatus } from '../../../common/domain/statuses';
import {
  datesForChosenDate,
  datesOnSave,
  decideStatusChange,
  isDirectSaveStatus,
  orphanPublishedAt,
  scheduleDialogTitle,
  shouldPollVideo,
  showsStatusControl,
} from '../../../common/domain/statusChange';

const now = new Date('2026-03-10T10:00:00Z');
const past = new Date('2026-01-01T08:00:00Z');
const future = new Date('2026-04-01T08:00:00Z');
const video: MediaObject[] = [{ key: 'x8abc' }];

function decide(
  format: ArticleFormat,
  status: ArticleStatus,
  publishedAt: Date | null,
  requestedStatus: ArticleStatus,
  transitionType: string | null,
  medias: MediaObject[] = [],
) {
  return decideStatusChange({
    article: { format, status, publishedAt, medias },
    requestedStatus,
    transitionType,
    now,
  });
}

describe('status change behaviour (000 §4)', () => {
  it.each([
    // [case, format, from, publishedAt, requested, type, expected decision]
    [
      'publish a draft with no date → now',
      'Rich',
      'Draft',
      null,
      'Published',
      'publish',
      { kind: 'publishNow', status: 'Published', set: { publishedAt: now } },
    ],
    [
      'publish a draft with a past date → now',
      'Rich',
      'Draft',
      past,
      'Published',
      'publish',
      { kind: 'publishNow', status: 'Published', set: { publishedAt: now } },
    ],
    [
      'publish a ready article with no date → now',
      'Rich',
      'Ready',
      null,
      'Published',
      null,
      { kind: 'publishNow', status: 'Published', set: { publishedAt: now } },
    ],
    [
      'publish while a future schedule exists → confirm',
      'Rich',
      'Ready',
      future,
      'Published',
      'publish',
      {
        kind: 'confirmPublishNow',
        status: 'Published',
        scheduledAt: future,
        set: { publishedAt: now },
        restoreOnCancel: 'Ready',
      },
    ],
    [
      'antidate a published article → past-date dialog',
      'Rich',
      'Published',
      past,
      'Published',
      'antidate',
      {
        kind: 'antidateDialog',
        status: 'Published',
        title: "Antidater l'article",
        restoreOnCancel: 'Published',
      },
    ],
    [
      'republish → dialog, dates now',
      'Rich',
      'Published',
      past,
      'Published',
      'republish',
      {
        kind: 'republishDialog',
        status: 'Published',
        set: { publishedAt: now, editedAt: now },
        restoreOnCancel: 'Published',
      },
    ],
    [
      'schedule with no date → Programmer',
      'Rich',
      'Draft',
      null,
      'Scheduled',
      'schedule',
      {
        kind: 'dateDialog',
        status: 'Scheduled',
        title: "Programmer l'article",
        initialDate: now,
        restoreOnCancel: 'Draft',
      },
    ],
    [
      'schedule with a past date → Antidater',
      'Rich',
      'Ready',
      past,
      'Scheduled',
      'schedule',
      {
        kind: 'dateDialog',
        status: 'Scheduled',
        title: "Antidater l'article",
        initialDate: past,
        restoreOnCancel: 'Ready',
      },
    ],
    [
      'schedule with a future date → Programmer',
      'Rich',
      'Draft',
      future,
      'Scheduled',
      null,
      {
        kind: 'dateDialog',
        status: 'Scheduled',
        title: "Programmer l'article",
        initialDate: future,
        restoreOnCancel: 'Draft',
      },
    ],
    [
      'schedule for republication → date dialog',
      'Rich',
      'Published',
      past,
      'ScheduledForRepublication',
      'scheduleForRepublication',
      {
        kind: 'dateDialog',
        status: 'ScheduledForRepublication',
        title: "Programmer l'article",
        initialDate: now,
        restoreOnCancel: 'Published',
      },
    ],
    [
      'unpublish → warning',
      'Rich',
      'Published',
      past,
      'Draft',
      'unpublish',
      {
        kind: 'unpublishWarning',
        status: 'Draft',
        message: 'êtes-vous sûr(e) de vouloir dépublier cet article ?',
        set: { publishedAt: past },
        restoreOnCancel: 'Published',
      },
    ],
    [
      'back to draft → direct save',
      'Rich',
      'Scheduled',
      future,
      'Draft',
      'back2draft',
      { kind: 'directSave', status: 'Draft', set: { publishedAt: future } },
    ],
    [
      'freeze → direct save',
      'Rich',
      'Draft',
      null,
      'Frozen',
      'froze',
      { kind: 'directSave', status: 'Frozen', set: { publishedAt: null } },
    ],
    [
      'ready → direct save',
      'Rich',
      'Frozen',
      null,
      'Ready',
      'proofreading',
      { kind: 'directSave', status: 'Ready', set: { publishedAt: null } },
    ],
    [
      'trash an article → direct save',
      'Rich',
      'Published',
      past,
      'Deleted',
      'move2trash',
      { kind: 'directSave', status: 'Deleted', set: { publishedAt: past } },
    ],
    [
      'video set private → direct save',
      'Video',
      'Ready',
      null,
      'Private',
      'private',
      { kind: 'directSave', status: 'Private', set: { publishedAt: null } },
    ],
    [
      'video ready for automatic publication → direct save',
      'Video',
      'Private',
      null,
      'Ready',
      'publish',
      { kind: 'directSave', status: 'Ready', set: { publishedAt: null } },
    ],
    [
      'slideshow publish → now',
      'Slideshow',
      'Draft',
      null,
      'Published',
      'publish',
      { kind: 'publishNow', status: 'Published', set: { publishedAt: now } },
    ],
    [
      'refused: article Published → Ready',
      'Rich',
      'Published',
      past,
      'Ready',
      null,
      {
        kind: 'refused',
        message: "Le passage du statut Published au statut Ready n'est pas autorisé.",
      },
    ],
    [
      'refused: name does not lead there',
      'Rich',
      'Draft',
      null,
      'Scheduled',
      'publish',
      {
        kind: 'refused',
        message: "Le passage du statut Draft au statut Scheduled n'est pas autorisé.",
      },
    ],
    [
      'refused: video cannot be Published by a menu',
      'Video',
      'Private',
      null,
      'Published',
      null,
      {
        kind: 'refused',
        message: "Le passage du statut Private au statut Published n'est pas autorisé.",
      },
    ],
    [
      'refused: unknown transition name',
      'Rich',
      'Draft',
      null,
      'Published',
      'teleport',
      {
        kind: 'refused',
        message: "Le passage du statut Draft au statut Published n'est pas autorisé.",
      },
    ],
  ] as const)('%s', (_case, format, from, publishedAt, requested, type, expected) => {
    expect(decide(format, from, publishedAt, requested, type)).toEqual(expected);
  });

  it('opens the media deletion dialog before trashing a video, and fails without a media id', () => {
    expect(decide('Video', 'Published', past, 'Deleted', 'move2trash', video)).toEqual({
      kind: 'mediaDeletionDialog',
      status: 'Deleted',
      mediaKey: 'x8abc',
      restoreOnCancel: 'Published',
    });
    expect(decide('Video', 'Ready', null, 'Deleted', 'move2trash')).toEqual({
      kind: 'refused',
      message: "L'identifiant du media n'existe pas.",
    });
  });

  it.each([
    [past, "Antidater l'article"],
    [now, "Programmer l'article"],
    [future, "Programmer l'article"],
  ])('a date dialog for %s is titled %s', (date, title) => {
    expect(scheduleDialogTitle(date, now)).toBe(title);
  });

  it.each([
    ['Draft', true],
    ['Frozen', true],
    ['Ready', true],
    ['Deleted', true],
    ['Private', true],
    ['Published', false],
    ['Scheduled', false],
  ] as const)('%s saves directly: %s', (status, direct) => {
    expect(isDirectSaveStatus(status)).toBe(direct);
  });
});

describe('dates on save (000 §4)', () => {
  it.each([
    ['Published', past, { editedAt: now }],
    ['Published', null, { publishedAt: now, editedAt: now }],
    ['Draft', past, {}],
  ] as const)(
    'saving a %s article with publishedAt %s sets %j',
    (status, publishedAt, expected) => {
      expect(datesOnSave({ status, publishedAt }, now)).toEqual(expected);
    },
  );
  it('applies the chosen date of the dialog', () => {
    expect(datesForChosenDate('Published', past, now)).toEqual({
      publishedAt: past,
      editedAt: now,
    });
    expect(datesForChosenDate('Scheduled', future, now)).toEqual({ publishedAt: future });
  });
  it.each([
    [{ status: 'draft', publishedAt: null }, 'published', now],
    [{ status: 'published', publishedAt: past }, 'published', past],
    [{ status: 'published', publishedAt: past }, 'archived', null],
  ])('orphan page %j moving to %s has publishedAt %s', (previous, next, expected) => {
    expect(orphanPublishedAt(previous, next, now)).toEqual(expected);
  });
});

describe('video editor specifics (000 §4)', () => {
  it.each([
    ['Video', 'Draft', false, false],
    ['Video', 'Pending', true, true],
    ['Rich', 'Draft', true, false],
    ['Rich', 'Pending', true, false],
  ] as const)('%s in %s: status control %s, polled %s', (format, status, control, polled) => {
    expect(showsStatusControl({ format, status })).toBe(control);
    expect(shouldPollVideo({ format, status })).toBe(polled);
  });
});
