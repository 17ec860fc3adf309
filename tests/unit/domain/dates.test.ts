import { describe, expect, it } from 'vitest';
import {
  dayFromFrench,
  dayToFrench,
  formatDate,
  formatDateTime,
  groupHistory,
  isAtLeastMonthsOld,
  isFuture,
  isWithinInputRange,
} from '../../../common/domain/dates';

describe('dates (001 §9)', () => {
  it.each([
    ['2026-07-14T20:30:00Z', '14/07/2026 à 22:30'], // summer time, UTC+2
    ['2026-01-05T07:05:00Z', '05/01/2026 à 08:05'], // winter time, UTC+1
    ['2026-12-31T23:30:00Z', '01/01/2027 à 00:30'], // day change in Paris
  ])('formats %s as %s in Paris time', (iso, text) => {
    expect(formatDateTime(new Date(iso))).toBe(text);
  });
  it('formats a date alone', () => {
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
  });

  it.each([
    ['1970-01-01T00:00:00Z', true],
    ['1969-12-31T23:59:59Z', false],
    ['2100-01-01T00:00:00Z', true],
    ['2100-01-01T00:00:01Z', false],
    ['2026-03-10T10:00:00Z', true],
    ['not a date', false],
  ])('input %s within range: %s', (iso, inside) => {
    expect(isWithinInputRange(new Date(iso))).toBe(inside);
  });

  it('compares with now', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(isFuture(new Date('2026-03-10T10:00:01Z'), now)).toBe(true);
    expect(isFuture(now, now)).toBe(false);
    expect(isAtLeastMonthsOld(new Date('2025-09-10T10:00:00Z'), 6, now)).toBe(true);
    expect(isAtLeastMonthsOld(new Date('2025-09-10T10:00:01Z'), 6, now)).toBe(false);
  });

  it('groups history entries less than 60 s apart', () => {
    const at = (s: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, s)), s });
    const groups = groupHistory([at(0), at(30), at(89), at(149), at(150), at(400)]);
    expect(groups.map((g) => g.map((e) => e.s))).toEqual([[0, 30, 89], [149, 150], [400]]);
    // newest first works the same way
    expect(groupHistory([at(89), at(30), at(0)]).map((g) => g.length)).toEqual([3]);
    expect(groupHistory([])).toEqual([]);
  });
});

describe('date fields in French order whatever the system language (issue 30)', () => {
  it.each([
    ['26/11/2026', '2026-11-26'],
    ['1/2/2026', '2026-02-01'],
    ['01.02.2026', '2026-02-01'],
    [' 29-02-2028 ', '2028-02-29'],
    ['01/01/1970', '1970-01-01'],
  ])('reads %s day first as %s', (typed, day) => {
    expect(dayFromFrench(typed)).toBe(day);
  });

  it.each([
    '11/26/2026',
    '31/02/2026',
    '29/02/2027',
    '2026-11-26',
    '26/11/26',
    '',
    'demain',
    '01/01/1969',
    '02/01/2100',
  ])('refuses %s', (typed) => {
    expect(dayFromFrench(typed)).toBeNull();
  });

  it('shows a day as jj/mm/aaaa', () => {
    expect(dayToFrench('2026-11-26')).toBe('26/11/2026');
    expect(dayToFrench('pas un jour')).toBe('');
  });
});
