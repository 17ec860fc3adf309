// The date dialog of a status change (spec 000 §4): 'Programmer l'article', or 'Antidater
// l'article' as soon as the chosen date is in the past. Cancelling restores the previous status.
// The date is typed and shown in Paris time and French format ('14/07/2026 22:30'), as every
// other date of the app, whatever the machine's locale and time zone.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState } from 'react';
import { fromParisInput, isWithinInputRange, toParisInput } from '../../../common/domain/dates';
import { MESSAGES } from '../../../common/domain/messages';
import { scheduleDialogTitle } from '../../../common/domain/statusChange';

export interface StatusDateDialogProps {
  /** Fixed title (antidate, republication) or null to follow the chosen date (schedule). */
  fixedTitle: string | null;
  initialDate: Date;
  /** Antidating accepts only past dates. */
  pastOnly: boolean;
  onConfirm: (date: Date) => void;
  onCancel: () => void;
}

export function StatusDateDialog({
  fixedTitle,
  initialDate,
  pastOnly,
  onConfirm,
  onCancel,
}: StatusDateDialogProps) {
  const [value, setValue] = useState(toParisInput(initialDate));
  const chosen = fromParisInput(value);
  const now = new Date();
  const valid =
    chosen !== null &&
    isWithinInputRange(chosen) &&
    (!pastOnly || chosen.getTime() <= now.getTime());
  const title =
    fixedTitle ??
    (chosen && isWithinInputRange(chosen)
      ? scheduleDialogTitle(chosen, now)
      : MESSAGES.dialogScheduleTitle);
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Field
              label="Date de publication"
              hint="jj/mm/aaaa hh:mm, heure de Paris"
              validationMessage={valid ? undefined : MESSAGES.articlePublishedAtInvalid}
            >
              <Input value={value} onChange={(_, data) => setValue(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Annuler
            </Button>
            <Button
              appearance="primary"
              disabled={!valid}
              onClick={() => chosen && onConfirm(chosen)}
            >
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
