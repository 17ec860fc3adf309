// The countries « Localisation » offers (issue 32): the ISO 3166-1 alpha-2 codes of
// i18n-iso-countries, named in French by the platform (Intl.DisplayNames), in French order. Codes go
// to the host in lower case (Dailymotion's spelling, common/domain/video.ts).
import isoCountries from 'i18n-iso-countries';

export interface Country {
  /** Lower case, as the host spells it (fr, be). */
  code: string;
  name: string;
}

let cached: Country[] | null = null;

export function countries(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });
  cached = Object.keys(isoCountries.getAlpha2Codes())
    .map((code) => ({ code: code.toLowerCase(), name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return cached;
}

export function countryName(code: string): string {
  return countries().find((country) => country.code === code.toLowerCase())?.name ?? code;
}

/** Without accents or case: « belg » finds Belgique, « eta » États-Unis; a code finds its country. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesCountry(country: Country, query: string): boolean {
  const q = folded(query.trim());
  if (q === '') return true;
  return folded(country.name).includes(q) || country.code === q;
}
