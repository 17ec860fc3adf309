// A yes/no dialog for the confirmations of a status change (republish, publish now instead of the
// schedule, unpublish warning, trashing a video) and for leaving with unsaved changes.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  /** A sentence, or what the dialog lists (the articles related to a video, say). */
  message: ReactNode;
  confirmLabel: string;
  /** While the confirmation is on its way (a deletion asked of the server). */
  confirmDisabled?: boolean;
  contentClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  confirmDisabled = false,
  contentClassName,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Annuler
            </Button>
            <Button appearance="primary" disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
