// Fluent's calendar in French (its defaults are English), Monday first as in France.
import type { CalendarStrings } from '@fluentui/react-datepicker-compat';

export const FRENCH_CALENDAR_STRINGS: CalendarStrings = {
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  shortMonths: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  shortDays: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
  goToToday: "Aller à aujourd'hui",
  weekNumberFormatString: 'Semaine {0}',
  prevMonthAriaLabel: 'Mois précédent',
  nextMonthAriaLabel: 'Mois suivant',
  prevYearAriaLabel: 'Année précédente',
  nextYearAriaLabel: 'Année suivante',
  prevYearRangeAriaLabel: 'Années précédentes',
  nextYearRangeAriaLabel: 'Années suivantes',
  closeButtonAriaLabel: 'Fermer le calendrier',
  selectedDateFormatString: 'Date choisie : {0}',
  todayDateFormatString: "Aujourd'hui : {0}",
  monthPickerHeaderAriaLabel: "{0}, changer d'année",
  yearPickerHeaderAriaLabel: '{0}, changer de mois',
  dayMarkedAriaLabel: 'marqué',
};

/** What the date field says when what was typed is not a day (ours: the spec gives no wording). */
export const DAY_INPUT_MESSAGES = {
  'invalid-input': 'Date invalide : saisissez jj/mm/aaaa (par exemple 26/11/2026).',
  'out-of-bounds': 'La date doit être comprise entre le 01/01/1970 et le 01/01/2100.',
  'required-input': 'Champ obligatoire',
} as const;
