// A stale save (CONFLICT): someone saved a newer version. Nothing was overwritten on the server and
// nothing is lost here: the journalist's text stays in the editor until they choose (DESIGN.md
// "A conflict keeps both versions and asks the user").
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface ConflictDialogProps {
  message: string;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  onClose: () => void;
}

export function ConflictDialog({
  message,
  onKeepMine,
  onLoadTheirs,
  onClose,
}: ConflictDialogProps) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Conflit de versions</DialogTitle>
          <DialogContent>
            {message} Les deux versions sont conservées : la vôtre dans l&apos;éditeur et sur cet
            ordinateur, l&apos;autre sur le serveur. Enregistrez votre version par-dessus la version
            la plus récente, ou chargez la version enregistrée (vos modifications seront alors
            abandonnées).
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Continuer la saisie
            </Button>
            <Button appearance="secondary" onClick={onLoadTheirs}>
              Charger la version enregistrée
            </Button>
            <Button appearance="primary" onClick={onKeepMine}>
              Enregistrer ma version
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
