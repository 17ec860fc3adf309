// The push form's model (spec 000 §2, 001 §5, §9): counters red past the guidance, text stopped at
// the limits, the platforms a brand offers, the smart segments checked by default, the form's
// rules, one list row per group of platforms.
import { describe, expect, it } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';
import {
  brandDevices,
  groupPushes,
  initialPushForm,
  isCancellable,
  limitBody,
  limitTitle,
  pushCounters,
  pushCreateInput,
  pushFormErrors,
  pushStateLabel,
} from '../../../renderer/src/features/pushes/pushForm';
import { recentFlash } from '../../../renderer/src/features/articles/NlFlashDialog';
import { pushRefusal } from '../../../renderer/src/features/pushes/PushScreen';
import { CombinedGraphQLErrors } from '@apollo/client';

const NOW = new Date('2026-11-24T09:00:00Z');
const PUBLISHED = new Date('2026-11-24T08:00:00Z');

describe('push form', () => {
  it.each([
    ['x'.repeat(40), false],
    ['x'.repeat(41), true],
  ])('the title counter turns red past 40 (%#)', (title, over) => {
    expect(pushCounters({ title, body: '' }).title).toEqual({ label: `${title.length}/50`, over });
  });
  it.each([
    ['x'.repeat(50), false],
    ['x'.repeat(51), true],
  ])('the message counter turns red past 50 (%#)', (body, over) => {
    expect(pushCounters({ title: '', body }).body).toEqual({ label: `${body.length}/150`, over });
  });
  it('typing stops at 50 and 150 characters', () => {
    expect(limitTitle('é'.repeat(70))).toHaveLength(50);
    expect(limitBody('a'.repeat(200))).toHaveLength(150);
  });
  it('platforms come from the brand flags', () => {
    expect(brandDevices(brandProfile('TEL'))).toEqual(['android', 'ios', 'ea']);
    expect(brandDevices(brandProfile('TGC'))).toEqual(['android', 'ea']);
    expect(brandDevices(brandProfile('FRGSD'))).toEqual([]);
  });
  it('NEW, ONE_TIME, ENGAGED and DORMANT are checked by default, not IMPORTED', () => {
    const form = initialPushForm(brandProfile('TEL'), { title: 'Un titre' }, NOW);
    expect(form.smartSegments).toEqual(['NEW', 'ONE_TIME', 'ENGAGED', 'DORMANT']);
    expect(form.title).toBe('Un titre');
  });
  it('the form refuses what the rules refuse, with their messages', () => {
    const form = { ...initialPushForm(brandProfile('TEL'), null, NOW), smartSegments: [] };
    expect(pushFormErrors(form, null, NOW)).toEqual({
      title: 'Le champ Titre est obligatoire',
      message: 'Le champ Message est obligatoire',
      segments: MESSAGES.pushSegmentRequired,
      scheduledAt: MESSAGES.pushArticleNotPublished,
    });
    const later = {
      ...initialPushForm(brandProfile('TEL'), { title: 'T' }, NOW),
      body: 'M',
      sendMode: 'later' as const,
      sendAt: '24/11/2026 08:30', // Paris = 07:30 UTC, before the publication
    };
    expect(pushFormErrors(later, PUBLISHED, NOW)).toEqual({
      scheduledAt: MESSAGES.pushSendDatePast,
    });
    expect(pushFormErrors({ ...later, sendAt: 'demain' }, PUBLISHED, NOW).scheduledAt).toBe(
      'Saisissez une date au format jj/mm/aaaa hh:mm.',
    );
    const ok = { ...later, sendAt: '24/11/2026 11:00' };
    expect(pushFormErrors(ok, PUBLISHED, NOW)).toEqual({});
    expect(pushCreateInput(ok, 'TEL', 'a1').scheduledAt).toBe('2026-11-24T10:00:00.000Z');
  });
  it('one row per group, platforms in order; cancel only while unsent; « annulé »', () => {
    const p = (
      groupId: string,
      targetDevice: string,
      state = 'scheduled',
      isCancelled = false,
    ) => ({
      groupId,
      targetDevice,
      state,
      isCancelled,
    });
    const rows = groupPushes([p('g1', 'ea'), p('g1', 'android'), p('g2', 'ios', 'sent')]);
    expect(rows.map((r) => r.pushes.map((x) => x.targetDevice))).toEqual([
      ['android', 'ea'],
      ['ios'],
    ]);
    expect(isCancellable(p('g', 'ios'))).toBe(true);
    expect(isCancellable(p('g', 'ios', 'sent'))).toBe(false);
    expect(pushStateLabel(p('g', 'ios', 'cancelled', true))).toBe('annulé');
    expect(pushStateLabel(p('g', 'ios', 'sent'))).toBe('envoyé');
    // Issue 30: a send cut off before the provider answered is not sent again, and says so.
    expect(pushStateLabel(p('g', 'android', 'unknown'))).toBe('issue inconnue');
    expect(isCancellable(p('g', 'android', 'unknown'))).toBe(false);
  });
  it('ticks only the platforms the server can send to (issue 30: the demo sends Android only)', () => {
    const tel = brandProfile('TEL');
    expect(initialPushForm(tel, null, NOW, ['android']).devices).toEqual(['android']);
    expect(initialPushForm(tel, null, NOW, ['android', 'ios', 'ea']).devices).toEqual([
      'android',
      'ios',
      'ea',
    ]);
    // Not known (the query failed): the brand's platforms, and the server refuses what it cannot send.
    expect(initialPushForm(tel, null, NOW, null).devices).toEqual(['android', 'ios', 'ea']);
  });
});

describe('newsletter flash duplicate window', () => {
  it('the last send within 24 hours is recent; older ones are not', () => {
    const at = (hoursAgo: number) => ({
      createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
    });
    expect(recentFlash([at(23.9), at(30)], NOW)).toEqual(at(23.9));
    expect(recentFlash([at(24.1)], NOW)).toBeNull();
    expect(recentFlash([], NOW)).toBeNull();
  });
});

describe('a refused push (issue 30)', () => {
  it('field messages go to their fields, the rest and the message to the bar', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Le contenu saisi n'est pas valide",
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              targetDevices: MESSAGES.pushPlatformNotAllowed,
              articleId: MESSAGES.pushArticleUnknown,
            },
          },
        },
      ],
    });
    expect(pushRefusal(refused)).toEqual({
      fields: { targetDevices: MESSAGES.pushPlatformNotAllowed },
      bar: ["Le contenu saisi n'est pas valide", MESSAGES.pushArticleUnknown],
    });
  });
  it('a refusal without fields is the bar alone', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: MESSAGES.segmentSyntaxError, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(pushRefusal(refused)).toEqual({ fields: {}, bar: [MESSAGES.segmentSyntaxError] });
  });
});
