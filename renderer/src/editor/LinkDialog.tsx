// Ctrl/Cmd+K and the "Lien" button: add, change or remove a web link on the selection.
import { useState } from 'react';
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
import { safeHref } from '../../../common/richtext';

export interface LinkDialogProps {
  initialHref: string;
  canRemove: boolean;
  onSubmit: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function LinkDialog({
  initialHref,
  canRemove,
  onSubmit,
  onRemove,
  onClose,
}: LinkDialogProps) {
  const [href, setHref] = useState(initialHref);
  const withScheme = /^[a-z]+:|^#/i.test(href.trim()) ? href.trim() : `https://${href.trim()}`;
  const valid = href.trim() !== '' && safeHref(withScheme) !== '' && !withScheme.startsWith('#');
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Lien">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onSubmit(withScheme);
          }}
        >
          <DialogBody>
            <DialogTitle>Lien</DialogTitle>
            <DialogContent>
              <Field
                label="Adresse du lien"
                validationMessage={
                  href.trim() !== '' && !valid ? "L'URL n'est pas valide" : undefined
                }
              >
                <Input
                  autoFocus
                  value={href}
                  onChange={(_e, d) => setHref(d.value)}
                  placeholder="https://"
                />
              </Field>
            </DialogContent>
            <DialogActions>
              {canRemove && (
                <Button type="button" onClick={onRemove}>
                  Supprimer le lien
                </Button>
              )}
              <Button type="button" onClick={onClose}>
                Annuler
              </Button>
              <Button type="submit" appearance="primary" disabled={!valid}>
                Valider
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
