// Dates typed and shown in the status date dialog and the header are Paris time, French format,
// whatever the machine's zone (issue fault: the field followed the browser's locale and zone).
import { describe, expect, it } from 'vitest';
import { fromParisInput, toParisInput } from '../../../common/domain/dates';
import { headerDates } from '../../../renderer/src/articleKit/headerDates';

describe('Paris-time date field', () => {
  it('reads what is typed as Paris time, summer and winter', () => {
    expect(fromParisInput('14/07/2026 22:30')?.toISOString()).toBe('2026-07-14T20:30:00.000Z');
    expect(fromParisInput('15/01/2027 08:05')?.toISOString()).toBe('2027-01-15T07:05:00.000Z');
    expect(fromParisInput('15/01/2027 à 08h05')?.toISOString()).toBe('2027-01-15T07:05:00.000Z');
  });

  it('shows a date in Paris time, French order', () => {
    expect(toParisInput(new Date('2026-07-14T20:30:00Z'))).toBe('14/07/2026 22:30');
  });

  it('refuses what is not a real date', () => {
    for (const text of ['31/02/2026 10:00', '2026-07-14T22:30', '14/13/2026 10:00', 'demain'])
      expect(fromParisInput(text)).toBeNull();
  });
});

describe('editor header dates', () => {
  const updatedAt = '2026-03-02T09:00:00.000Z';
  it('a published article says « Publié le »', () => {
    expect(
      headerDates.subtitle({ status: 'Published', publishedAt: '2026-03-01T09:00:00Z', updatedAt }),
    ).toBe('Publié le 01/03/2026 à 10:00 · Dernière modification le 02/03/2026 à 10:00');
  });
  it('after « Dépublier » (back to Draft, the date kept on the server) it no longer does', () => {
    expect(
      headerDates.subtitle({ status: 'Draft', publishedAt: '2026-03-01T09:00:00Z', updatedAt }),
    ).toBe('Dernière modification le 02/03/2026 à 10:00');
  });
  it('a scheduled one says « Programmé le »', () => {
    expect(
      headerDates.subtitle({ status: 'Scheduled', publishedAt: '2026-03-05T09:00:00Z', updatedAt }),
    ).toMatch(/^Programmé le 05\/03\/2026 à 10:00/);
  });
});
