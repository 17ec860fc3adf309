// Person link: links the selection to a person (tag of type Person).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { safeHref } from '../../../common/richtext';

export interface PersonLinkDialogProps {
  initial: { personId: string; name: string; href: string };
  onSubmit: (value: { personId: string; name: string; href: string }) => void;
  onClose: () => void;
}

export function PersonLinkDialog({ initial, onSubmit, onClose }: PersonLinkDialogProps) {
  const [personId, setPersonId] = useState(initial.personId);
  const [name, setName] = useState(initial.name);
  const [href, setHref] = useState(initial.href);
  const hrefInvalid = href.trim() !== '' && safeHref(href.trim()) === '';
  const valid = personId.trim() !== '' && !hrefInvalid;
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Lien personne">
        <DialogBody>
          <DialogTitle>Lien personne</DialogTitle>
          <DialogContent>
            <Field label="Identifiant de la personne" required>
              <Input autoFocus value={personId} onChange={(_e, d) => setPersonId(d.value)} />
            </Field>
            <Field label="Nom">
              <Input value={name} onChange={(_e, d) => setName(d.value)} />
            </Field>
            <Field label="URL de la fiche" validationMessage={hrefInvalid ? "L'URL n'est pas valide" : undefined}>
              <Input value={href} onChange={(_e, d) => setHref(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
            <Button appearance="primary" disabled={!valid} onClick={() => onSubmit({ personId: personId.trim(), name: name.trim(), href: href.trim() })}>
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
