// The footer of every form dialog: « Annuler » and the confirming action (« Valider » unless the
// dialog names it), the latter disabled while invalid and showing a spinner while it runs.
import { Button, DialogActions, DialogTrigger, Spinner } from '@fluentui/react-components';

export interface DialogFooterProps {
  onCancel?: () => void;
  /** Omit for a dialog that only closes (then « Annuler » alone). */
  onConfirm?: () => void;
  confirmLabel?: string;
  confirmDisabled?: boolean;
  pending?: boolean;
  /** The confirm button submits this form instead of calling onConfirm. */
  form?: string;
}

export function DialogFooter({
  onCancel,
  onConfirm,
  confirmLabel = 'Valider',
  confirmDisabled = false,
  pending = false,
  form,
}: DialogFooterProps) {
  const cancel = <Button onClick={onCancel}>Annuler</Button>;
  return (
    <DialogActions>
      {onCancel ? cancel : <DialogTrigger disableButtonEnhancement>{cancel}</DialogTrigger>}
      {(onConfirm || form) && (
        <Button
          appearance="primary"
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={form ? undefined : onConfirm}
          disabled={confirmDisabled || pending}
          icon={pending ? <Spinner size="tiny" /> : undefined}
        >
          {confirmLabel}
        </Button>
      )}
    </DialogActions>
  );
}
