// Every date field of the app (issue 30): a calendar day typed or picked in French order
// (jj/mm/aaaa) with a French, Monday-first calendar, whatever the system's language — the browser's
// own <input type="date"> follows the browser's language (11/26/2026 under en-US). Values are
// calendar days 'yyyy-MM-dd' in Paris time; « aujourd'hui » is Paris's today.
import { Field } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { useState } from 'react';
import { parisDay } from '../../../common/domain/dashboard';
import { dayFromFrench, dayToFrench, DAY_INPUT_HINT } from '../../../common/domain/dates';
import { DAY_INPUT_MESSAGES, FRENCH_CALENDAR_STRINGS } from './frenchCalendarStrings';

/** DayOfWeek.Monday of Fluent's calendar (its enum lives in a package this app does not import). */
const MONDAY = 1 as NonNullable<DatePickerProps['firstDayOfWeek']>;

/** The calendar works on local Date objects: a day becomes local midnight of that same day. */
function calendarDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function DayField({
  label,
  value,
  onChange,
  validationMessage,
}: {
  label: string;
  /** 'yyyy-MM-dd', or null for an empty field. */
  value: string | null;
  onChange(day: string | null): void;
  /** A message of the form (e.g. an end before the start); what was typed wrong says its own. */
  validationMessage?: string;
}) {
  const [typingError, setTypingError] = useState<string | null>(null);
  return (
    <Field label={label} hint={DAY_INPUT_HINT} validationMessage={typingError ?? validationMessage}>
      <DatePicker
        value={value ? calendarDate(value) : null}
        onSelectDate={(date) => {
          setTypingError(null);
          onChange(date ? dayOf(date) : null);
        }}
        allowTextInput
        formatDate={(date) => (date ? dayToFrench(dayOf(date)) : '')}
        parseDateFromString={(text) => {
          const day = dayFromFrench(text);
          return day ? calendarDate(day) : null;
        }}
        onValidationResult={({ error }) => setTypingError(error ? DAY_INPUT_MESSAGES[error] : null)}
        placeholder={DAY_INPUT_HINT}
        strings={FRENCH_CALENDAR_STRINGS}
        firstDayOfWeek={MONDAY}
        today={calendarDate(parisDay(new Date()))}
        minDate={calendarDate('1970-01-01')}
        maxDate={calendarDate('2100-01-01')}
        showGoToToday
        // The field's width, not the input's default (it overflowed the dashboard's drawer).
        style={{ width: '100%', minWidth: 0 }}
        // Fluent names the calendar button after the field's value (« 03/02/2026 »): say what it does.
        contentAfter={{ 'aria-label': `Calendrier : ${label}`, 'aria-labelledby': undefined }}
      />
    </Field>
  );
}
