// Date rules shared by every screen and the server (spec 000 §2, 001 §5 and §9): the French
// display format, the accepted input range and the grouping of history entries.
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { fr } from 'date-fns/locale/fr';
import { LIMITS } from './limits';

/** Newsroom time: displays and broadcasts are in Paris time whatever the machine's zone. */
export const PARIS_TIME_ZONE = LIMITS.broadcastTimeZone;
export const DATE_TIME_PATTERN = "dd/MM/yyyy 'à' HH:mm";

/** 'dd/MM/yyyy à HH:mm' in French, Europe/Paris (e.g. '14/07/2026 à 22:30'). */
export function formatDateTime(date: Date): string {
  return format(date, DATE_TIME_PATTERN, { locale: fr, in: tz(PARIS_TIME_ZONE) });
}

/** 'dd/MM/yyyy' in French, Europe/Paris. */
export function formatDate(date: Date): string {
  return format(date, 'dd/MM/yyyy', { locale: fr, in: tz(PARIS_TIME_ZONE) });
}

const INPUT_MIN = Date.UTC(1970, 0, 1);
const INPUT_MAX = Date.UTC(2100, 0, 1);

/** Date inputs accept 1970-01-01 to 2100-01-01 inclusive (001 §5); an invalid date is outside. */
export function isWithinInputRange(date: Date): boolean {
  return isValid(date) && date.getTime() >= INPUT_MIN && date.getTime() <= INPUT_MAX;
}

/** Whether a date is in the future compared with now. */
export function isFuture(date: Date, now: Date): boolean {
  return date.getTime() > now.getTime();
}

/** Whether the article was published at least `months` calendar months before now. */
export function isAtLeastMonthsOld(date: Date, months: number, now: Date): boolean {
  const threshold = new Date(now.getTime());
  threshold.setUTCMonth(threshold.getUTCMonth() - months);
  return date.getTime() <= threshold.getTime();
}

/**
 * History entries less than 60 seconds apart form one group (001 §9), so a burst of saves shows
 * as one line. Entries are grouped in the order given; a group is broken by a gap of 60 s or more
 * between neighbours, whichever direction the list is sorted in.
 */
export function groupHistory<T extends { createdAt: Date }>(entries: readonly T[]): T[][] {
  const groups: T[][] = [];
  let previous: T | undefined;
  for (const entry of entries) {
    const gap = previous
      ? Math.abs(entry.createdAt.getTime() - previous.createdAt.getTime())
      : Infinity;
    const current = groups[groups.length - 1];
    if (current && gap < LIMITS.historyGroupingMs) current.push(entry);
    else groups.push([entry]);
    previous = entry;
  }
  return groups;
}

/** The French entry format of a date and time field: 'jj/mm/aaaa hh:mm', Paris time. */
export const DATE_TIME_INPUT_PATTERN = 'dd/MM/yyyy HH:mm';

/** A date as a date-time field shows it: 'dd/MM/yyyy HH:mm' in Paris time. */
export function toParisInput(date: Date): string {
  return format(date, DATE_TIME_INPUT_PATTERN, { in: tz(PARIS_TIME_ZONE) });
}

/**
 * What a journalist typed in a date-time field ('14/07/2026 22:30', 'à' allowed), read as Paris
 * time whatever the machine's zone; null when it is not a real date.
 */
export function fromParisInput(text: string): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*(?:à\s*)?(\d{1,2})[:h](\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) return null;
  const date = new TZDate(year, month - 1, day, hours, minutes, PARIS_TIME_ZONE);
  // 31/02 rolls over to March: refuse instead of moving the date.
  if (date.getDate() !== day || date.getMonth() !== month - 1) return null;
  return new Date(date.getTime());
}

/** The French entry format of a date field: 'jj/mm/aaaa' (a calendar day, Paris time). */
export const DAY_INPUT_HINT = 'jj/mm/aaaa';

/** A calendar day 'yyyy-MM-dd' as a date field shows it: 'dd/MM/yyyy' (French order). */
export function dayToFrench(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * What was typed in a date field, day first whatever the system's language ('26/11/2026',
 * '26.11.2026', '26-11-2026', '1/2/2026'), as the calendar day 'yyyy-MM-dd'; null when it is not a
 * real day within the accepted range (001 §5: 1970 to 2100).
 */
export function dayFromFrench(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  if (!isWithinInputRange(date)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
