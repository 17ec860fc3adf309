// Starting a process (generate, complete, rewrite): the mutation's refusal split between the
// form's fields and the bar (the typed input stays as it is), and the history tab on success.
import { useState } from 'react';
import type { FieldErrors } from '../../editorKit/fieldErrors';
import { refusalOf } from './slideshowAiModel';

export function useProcessStart(displayed: ReadonlySet<string>, onStarted: () => void) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [barMessages, setBarMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  /** Runs `start` unless `errors` (the shared input rules) already refuse the input. */
  const run = async (errors: FieldErrors, start: () => Promise<{ error?: unknown }>) => {
    setFieldErrors(errors);
    setBarMessages([]);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const result = await start();
      if (result.error) throw result.error;
      onStarted();
    } catch (error) {
      const refusal = refusalOf(error, displayed);
      setFieldErrors(refusal.fieldErrors);
      setBarMessages(refusal.barMessages);
    } finally {
      setBusy(false);
    }
  };
  /** A field edited loses its message. */
  const clearField = (field: string) =>
    setFieldErrors((now) => {
      if (!(field in now)) return now;
      const next = { ...now };
      delete next[field];
      return next;
    });
  return { fieldErrors, barMessages, busy, run, clearField, setFieldErrors };
}
