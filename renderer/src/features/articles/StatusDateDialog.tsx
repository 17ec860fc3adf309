// The date dialog of a status change (spec 000 §4): 'Programmer l'article', or 'Antidater
// l'article' as soon as the chosen date is in the past. Cancelling restores the previous status.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { isWithinInputRange } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { scheduleDialogTitle } from '../../../../common/domain/statusChange';

/** 'yyyy-MM-ddTHH:mm' in the machine's local time, the value format of a datetime-local input. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface StatusDateDialogProps {
  /** Fixed title (antidate, republication) or null to follow the chosen date (schedule). */
  fixedTitle: string | null;
  initialDate: Date;
  /** Antidating accepts only past dates. */
  pastOnly: boolean;
  onConfirm: (date: Date) => void;
  onCancel: () => void;
}

export function StatusDateDialog({ fixedTitle, initialDate, pastOnly, onConfirm, onCancel }: StatusDateDialogProps) {
  const [value, setValue] = useState(toLocalInputValue(initialDate));
  const chosen = new Date(value);
  const now = new Date();
  const valid = isWithinInputRange(chosen) && (!pastOnly || chosen.getTime() <= now.getTime());
  const title = fixedTitle ?? (isWithinInputRange(chosen) ? scheduleDialogTitle(chosen, now) : MESSAGES.dialogScheduleTitle);
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Field label="Date de publication" validationMessage={valid ? undefined : MESSAGES.articlePublishedAtInvalid}>
              <Input type="datetime-local" value={value} onChange={(_, data) => setValue(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Annuler
            </Button>
            <Button appearance="primary" disabled={!valid} onClick={() => onConfirm(chosen)}>
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
