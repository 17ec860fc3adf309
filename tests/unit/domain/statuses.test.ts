import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LIST_FILTERS,
  ARTICLE_STATUSES,
  ARTICLE_STATUS_LABELS,
  DEFAULT_LIST_FILTER,
  PAGE_DEFAULT_FILTER,
  PAGE_LIST_TABS,
  PRINT_DUPLICATION_STATUSES,
  QUALIFIER_PICKABLE_STATUSES,
  SCHEDULED_FILTER_STATUSES,
  VIDEO_LIST_FILTERS,
  aiProcessKind,
  allSpellCheckErrorsHandled,
  canCancelPush,
  isArticleStatus,
  isGoodDealRunning,
  isPublishedType,
  isScheduledType,
  liveStatus,
  pageFilterStatusesFor,
  pageStatusesFor,
  pushStatus,
  sanitizePageFilter,
  segmentStatusFor,
  shouldPollAiProcesses,
  tagActiveLabel,
  videoUploadState,
  AI_PROCESS_LABELS,
  AI_PROCESS_STATUSES,
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  GOOD_DEAL_PROCESS_LABELS,
  GOOD_DEAL_PROCESS_STATUSES,
  LIVE_STATUSES,
  LIVE_STATUS_LABELS,
  ORPHAN_STATUSES,
  ORPHAN_STATUS_LABELS,
  PAGE_STATUSES,
  PAGE_STATUS_LABELS,
  PRINT_VERSION_LABELS,
  PRINT_VERSION_STATUSES,
  PUSH_STATUSES,
  PUSH_STATUS_LABELS,
  QUALIFIER_STATUSES,
  QUALIFIER_STATUS_LABELS,
  RECIPE_STATUSES,
  RECIPE_STATUS_LABELS,
  SEGMENT_STATUSES,
  SEGMENT_STATUS_LABELS,
  SPELL_CHECK_LABELS,
  SPELL_CHECK_STATUSES,
  VIDEO_UPLOAD_LABELS,
  VIDEO_UPLOAD_STATES,
} from '../../../common/domain/statuses';

describe('article statuses (000 §4)', () => {
  it.each(
    ARTICLE_STATUSES.map((s) => [
      s,
      ['Published', 'Scheduled', 'ScheduledForRepublication'].includes(s),
      ['Scheduled', 'ScheduledForRepublication'].includes(s),
    ]),
  )('%s: published-type %s, scheduled %s', (status, published, scheduled) => {
    expect(isPublishedType(status)).toBe(published);
    expect(isScheduledType(status)).toBe(scheduled);
    expect(isArticleStatus(status)).toBe(true);
    expect(ARTICLE_STATUS_LABELS[status]).toBe(
      scheduled ? 'Programmé le' : ARTICLE_STATUS_LABELS[status],
    );
  });
  it('rejects an unknown status and lists the filters of the spec', () => {
    expect(isArticleStatus('Online')).toBe(false);
    expect(ARTICLE_LIST_FILTERS).toEqual([
      'Published',
      'Scheduled',
      'Ready',
      'Frozen',
      'Draft',
      'Deleted',
    ]);
    expect(VIDEO_LIST_FILTERS).toEqual(['Published', 'Private', 'Ready', 'Pending', 'Deleted']);
    expect(DEFAULT_LIST_FILTER).toBe('Published');
    expect(SCHEDULED_FILTER_STATUSES).toEqual(['Scheduled', 'ScheduledForRepublication']);
  });
});

describe('page statuses (000 §4)', () => {
  it.each([
    ['Event', ['Draft', 'Scheduled', 'Published', 'Archived', 'Deleted']],
    ['Category', ['Draft', 'Scheduled', 'Published', 'Archived']],
    ['Channel', ['Draft', 'Scheduled', 'Published', 'Archived']],
    ['Guide', ['Draft', 'Scheduled', 'Published', 'Archived']],
  ] as const)('%s pages have %j', (format, statuses) => {
    expect(pageStatusesFor(format)).toEqual(statuses);
    expect(pageFilterStatusesFor(format)).not.toContain('Deleted');
  });
  it('never lets Deleted into a filter; Archived is off by default', () => {
    expect(sanitizePageFilter(['Deleted', 'Draft'])).toEqual(['Draft']);
    expect(PAGE_DEFAULT_FILTER).toEqual(['Published', 'Scheduled', 'Draft']);
    expect(PAGE_LIST_TABS.map((t) => t.label)).toEqual([
      'Evenements',
      'Chaines videos',
      'Guides',
      'Categories',
    ]);
  });
});

describe('derived statuses', () => {
  it.each([
    [{ sentAt: null, isCancelled: false }, 'scheduled', true],
    [{ sentAt: new Date(), isCancelled: false }, 'sent', false],
    [{ sentAt: null, isCancelled: true }, 'cancelled', false],
    [{ sentAt: new Date(), isCancelled: true }, 'cancelled', false],
  ])('push %j is %s (cancellable %s)', (push, status, cancellable) => {
    expect(pushStatus(push)).toBe(status);
    expect(canCancelPush(push)).toBe(cancellable);
  });
  it('derives live, segment, AI, spell-check, upload and tag states', () => {
    expect(liveStatus({ endedAt: null })).toBe('open');
    expect(liveStatus({ endedAt: new Date() })).toBe('closed');
    expect(segmentStatusFor(true)).toBe('Published');
    expect(segmentStatusFor(false)).toBe('Draft');
    expect(isGoodDealRunning('')).toBe(true);
    expect(isGoodDealRunning(null)).toBe(true);
    expect(isGoodDealRunning('SUCCESS')).toBe(false);
    expect(shouldPollAiProcesses(['SUCCESS', 'RUNNING'])).toBe(true);
    expect(shouldPollAiProcesses(['SUCCESS', 'ERROR'])).toBe(false);
    expect(aiProcessKind({ slideshowSubject: 'Gratins' })).toBe('Création');
    expect(aiProcessKind({ slideshowSubject: null })).toBe('Edition');
    expect(allSpellCheckErrorsHandled(['ignored', 'corrected'])).toBe(true);
    expect(allSpellCheckErrorsHandled(['pending'])).toBe(false);
    expect(videoUploadState('uploading')).toBe('uploading');
    expect(videoUploadState('done')).toBe('done');
    expect(videoUploadState('failed')).toBe('interrupted');
    expect(tagActiveLabel(true)).toBe('Actif');
    expect(tagActiveLabel(false)).toBe('Inactif');
    expect(QUALIFIER_PICKABLE_STATUSES).not.toContain('Draft');
    expect(PRINT_DUPLICATION_STATUSES).toEqual({ Validation: 'À valider', Mockup: 'À maquetter' });
  });
});

describe('French labels of every status list', () => {
  it.each([
    ['live', LIVE_STATUSES, LIVE_STATUS_LABELS],
    ['segment', SEGMENT_STATUSES, SEGMENT_STATUS_LABELS],
    ['qualifier', QUALIFIER_STATUSES, QUALIFIER_STATUS_LABELS],
    ['recipe', RECIPE_STATUSES, RECIPE_STATUS_LABELS],
    ['good deal', GOOD_DEAL_PROCESS_STATUSES, GOOD_DEAL_PROCESS_LABELS],
    ['AI', AI_PROCESS_STATUSES, AI_PROCESS_LABELS],
    ['spell-check', SPELL_CHECK_STATUSES, SPELL_CHECK_LABELS],
    ['print', PRINT_VERSION_STATUSES, PRINT_VERSION_LABELS],
    ['upload', VIDEO_UPLOAD_STATES, VIDEO_UPLOAD_LABELS],
    ['article', ARTICLE_STATUSES, ARTICLE_STATUS_LABELS],
    ['page', PAGE_STATUSES, PAGE_STATUS_LABELS],
    ['card', CARD_STATUSES, CARD_STATUS_LABELS],
    ['push', PUSH_STATUSES, PUSH_STATUS_LABELS],
    ['orphan', ORPHAN_STATUSES, ORPHAN_STATUS_LABELS],
  ] as const)('%s statuses all have a label', (_name, statuses, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...statuses].sort());
    for (const s of statuses)
      expect((labels as Record<string, string>)[s]!.length).toBeGreaterThan(0);
  });
  it('quotes the spec where it gives the label', () => {
    expect(PRINT_VERSION_LABELS.Validation).toBe('À valider');
    expect(PRINT_VERSION_LABELS.Mockup).toBe('À maquetter');
    expect(SEGMENT_STATUS_LABELS.Published).toBe('Activé');
    expect(CARD_STATUS_LABELS).toEqual({ Published: 'en ligne', Archived: 'archivé' });
    expect(PUSH_STATUS_LABELS.cancelled).toBe('annulé');
    expect(ORPHAN_STATUS_LABELS).toEqual({
      published: 'En ligne',
      archived: 'Archives',
      draft: 'Brouillons',
    });
    expect(VIDEO_UPLOAD_LABELS.interrupted).toBe('Le chargement a été interrompu');
  });
});
