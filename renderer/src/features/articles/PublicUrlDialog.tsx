// « Visualiser » when the public address did not answer at the last check (spec 000 §2: "If the
// public URL is unreachable a dialog is shown"): says so, and still lets the journalist open it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export function PublicUrlDialog({
  url,
  onOpen,
  onClose,
}: {
  url: string;
  onOpen: (url: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Adresse publique injoignable</DialogTitle>
          <DialogContent>
            L&apos;adresse publique de cet article ne répondait pas lors de la dernière vérification
            : {url}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Fermer
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                onOpen(url);
                onClose();
              }}
            >
              Ouvrir quand même
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
