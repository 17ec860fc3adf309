// Anchor link: links the selection to a title of the body that carries an anchor.
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { DialogFooter } from '../ui/DialogFooter';
import { SearchableList } from '../ui/SearchableList';

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
            {anchors.length === 0 && (
              <Text>Aucune ancre : utilisez « Copier l'ancre » sur un titre.</Text>
            )}
            {anchors.length > 0 && (
              <SearchableList
                label="Ancres"
                items={anchors}
                itemKey={(a) => a.anchor}
                itemText={(a) => a.text || a.anchor}
                itemDetail={(a) => `#${a.anchor}`}
                onChoose={(a) => onChoose(a.anchor)}
              />
            )}
          </DialogContent>
          <DialogFooter onCancel={onClose} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
