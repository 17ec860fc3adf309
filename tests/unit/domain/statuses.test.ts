import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LIST_FILTERS, ARTICLE_STATUSES, ARTICLE_STATUS_LABELS, DEFAULT_LIST_FILTER, PAGE_DEFAULT_FILTER, PAGE_LIST_TABS,
  PRINT_DUPLICATION_STATUSES, QUALIFIER_PICKABLE_STATUSES, SCHEDULED_FILTER_STATUSES, VIDEO_LIST_FILTERS,
  aiProcessKind, allSpellCheckErrorsHandled, canCancelPush, isArticleStatus, isGoodDealRunning, isPublishedType,
  isScheduledType, liveStatus, pageFilterStatusesFor, pageStatusesFor, pushStatus, sanitizePageFilter,
  segmentStatusFor, shouldPollAiProcesses, tagActiveLabel, videoUploadState,
} from '../../../common/domain/statuses';

describe('article statuses (000 §4)', () => {
  it.each(ARTICLE_STATUSES.map((s) => [s, ['Published', 'Scheduled', 'ScheduledForRepublication'].includes(s), ['Scheduled', 'ScheduledForRepublication'].includes(s)]))(
    '%s: published-type %s, scheduled %s', (status, published, scheduled) => {
      expect(isPublishedType(status)).toBe(published);
      expect(isScheduledType(status)).toBe(scheduled);
      expect(isArticleStatus(status)).toBe(true);
      expect(ARTICLE_STATUS_LABELS[status]).toBe(scheduled ? 'Programmé le' : ARTICLE_STATUS_LABELS[status]);
    },
  );
  it('rejects an unknown status and lists the filters of the spec', () => {
    expect(isArticleStatus('Online')).toBe(false);
    expect(ARTICLE_LIST_FILTERS).toEqual(['Published', 'Scheduled', 'Ready', 'Frozen', 'Draft', 'Deleted']);
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
    expect(PAGE_LIST_TABS.map((t) => t.label)).toEqual(['Evenements', 'Chaines videos', 'Guides', 'Categories']);
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
