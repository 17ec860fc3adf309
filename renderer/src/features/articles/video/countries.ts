// The countries « Localisation » offers (issue 32): the ISO 3166-1 alpha-2 codes of
// i18n-iso-countries that the server's rule accepts (`countryName` of common/domain/video.ts, which
// also names them in French), in French order. Codes go to the host in lower case (Dailymotion's
// spelling).
import isoCountries from 'i18n-iso-countries';
import { countryName } from '../../../../../common/domain/video';

export interface Country {
  /** Lower case, as the host spells it (fr, be). */
  code: string;
  name: string;
}

let cached: Country[] | null = null;

export function countries(): Country[] {
  if (cached) return cached;
  cached = Object.keys(isoCountries.getAlpha2Codes())
    .flatMap((code) => {
      const name = countryName(code);
      return name ? [{ code: code.toLowerCase(), name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return cached;
}

/** The French name of a chosen country (its code when the rule does not know it). */
export function chosenCountryName(code: string): string {
  return countryName(code) ?? code.toUpperCase();
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
