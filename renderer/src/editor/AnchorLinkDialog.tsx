// Anchor link: links the selection to a title of the body that carries an anchor.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';

export interface AnchorLinkDialogProps {
  anchors: { anchor: string; text: string }[];
  onChoose: (anchor: string) => void;
  onClose: () => void;
}

export function AnchorLinkDialog({ anchors, onChoose, onClose }: AnchorLinkDialogProps) {
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Lien d'ancre">
        <DialogBody>
          <DialogTitle>Lien d'ancre</DialogTitle>
          <DialogContent>
            {anchors.length === 0 && <Text>Aucune ancre : utilisez « Copier l'ancre » sur un titre.</Text>}
            <div role="listbox" aria-label="Ancres">
              {anchors.map((a) => (
                <div role="option" aria-selected={false} tabIndex={0} key={a.anchor} className="pm-internal-result" onClick={() => onChoose(a.anchor)} onKeyDown={(e) => e.key === 'Enter' && onChoose(a.anchor)}>
                  <Text weight="semibold">{a.text || a.anchor}</Text> <Text size={200}>#{a.anchor}</Text>
                </div>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
