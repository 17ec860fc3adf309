// The dashboard's rules (common/domain/dashboard.ts), shown by the screen and enforced by the
// server: Paris days, the histogram unit, the refused filters with their French messages, images.
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  dashboardDiffusionSummary,
  dashboardFilterErrors,
  dashboardMediaSummary,
  dashboardImageUrl,
  histogramUnit,
  parisDayStart,
} from '../../../common/domain/dashboard';

describe('dashboard rules', () => {
  it('starts a Paris day at its midnight, winter and summer', () => {
    expect(parisDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('counts per hour within one day, per day beyond', () => {
    expect(histogramUnit('2026-03-29', '2026-03-29')).toBe('hour');
    expect(histogramUnit('2026-03-01', '2026-03-31')).toBe('day');
    expect(histogramUnit(null, null)).toBe('day');
  });

  it.each([
    [{ startDate: 'demain' }, null, { startDate: DASHBOARD_MESSAGES.badDay }],
    [{ endDate: 12 }, null, { endDate: DASHBOARD_MESSAGES.badDay }],
    [
      { startDate: '2026-03-02', endDate: '2026-03-01' },
      null,
      { endDate: DASHBOARD_MESSAGES.dayOrder },
    ],
    [
      { tagIds: Array.from({ length: DASHBOARD_LIMITS.idsPerFilter + 1 }, (_, i) => `t${i}`) },
      null,
      { tagIds: DASHBOARD_MESSAGES.tooManyIds },
    ],
    [
      {},
      'x'.repeat(DASHBOARD_LIMITS.searchLength + 1),
      { search: DASHBOARD_MESSAGES.searchTooLong },
    ],
    [{ startDate: '2026-03-01', endDate: '2026-03-02', authorIds: ['a'] }, 'festival', {}],
  ])('refuses %j (search %s) with its French messages', (filter, search, errors) => {
    expect(dashboardFilterErrors(filter, search)).toEqual(errors);
  });

  it('takes the first image of the medias for the image column', () => {
    expect(dashboardImageUrl(null)).toBe('');
    expect(
      dashboardImageUrl([null, { format: 'video', href: 'v' }, { href: 'https://i/1.jpg' }]),
    ).toBe('https://i/1.jpg');
    expect(dashboardImageUrl([{ format: 'image', href: 42 }])).toBe('');
  });

  it('summarises the media and diffusion columns in French', () => {
    expect(dashboardMediaSummary(null)).toBe('');
    expect(
      dashboardMediaSummary([
        { format: 'image' },
        { format: 'image' },
        { format: 'video' },
        'x',
        { format: 'inconnu' },
        { format: 'inconnu' },
      ]),
    ).toMatch(/^2 images · 1 vidéo · (1 média · 2 médias|3 médias)$/);
    expect(dashboardDiffusionSummary({ brandKey: 'TEL', pushCount: 0, hasLive: false })).toBe(
      'TEL',
    );
    expect(dashboardDiffusionSummary({ brandKey: 'TEL', pushCount: 1, hasLive: true })).toBe(
      'TEL · 1 push · Live',
    );
    expect(dashboardDiffusionSummary({ brandKey: 'TEL', pushCount: 2, hasLive: false })).toBe(
      'TEL · 2 pushs',
    );
  });
});
