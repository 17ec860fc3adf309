// Table plugin dialog (spec 000 §2 and §4): title, source, accentuation top/bottom/left/right (top
// on by default), rows and columns added or removed but never below 1. "Valider" is disabled when
// there is nothing to validate (no row or no column, which only a damaged stored table can have).
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
} from '@fluentui/react-components';
import {
  DEFAULT_ACCENTUATION,
  canRemoveColumn,
  canRemoveRow,
  clampDimension,
  type Accentuation,
  type TableSettings,
} from '../../../common/richtext';

export interface TableDialogValue {
  rows: number;
  columns: number;
  settings: TableSettings;
}

export interface TableDialogProps {
  initial: TableDialogValue | null;
  onSubmit: (value: TableDialogValue) => void;
  onClose: () => void;
}

const FLAGS: { key: keyof Accentuation; label: string }[] = [
  { key: 'top', label: 'Haut' },
  { key: 'bottom', label: 'Bas' },
  { key: 'left', label: 'Gauche' },
  { key: 'right', label: 'Droite' },
];

export function TableDialog({ initial, onSubmit, onClose }: TableDialogProps) {
  const [rows, setRows] = useState(initial?.rows ?? 3);
  const [columns, setColumns] = useState(initial?.columns ?? 3);
  const [title, setTitle] = useState(initial?.settings.title ?? '');
  const [source, setSource] = useState(initial?.settings.source ?? '');
  const [accent, setAccent] = useState<Accentuation>(
    initial?.settings.accentuation ?? { ...DEFAULT_ACCENTUATION },
  );
  const empty = rows < 1 || columns < 1;

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Tableau">
        <DialogBody>
          <DialogTitle>{initial ? 'Modifier le tableau' : 'Insérer un tableau'}</DialogTitle>
          <DialogContent className="pm-table-dialog">
            <Field label="Titre">
              <Input value={title} onChange={(_e, d) => setTitle(d.value)} />
            </Field>
            <Field label="Source">
              <Input value={source} onChange={(_e, d) => setSource(d.value)} />
            </Field>
            <fieldset className="pm-fieldset">
              <legend>Accentuation</legend>
              {FLAGS.map((f) => (
                <Checkbox
                  key={f.key}
                  label={f.label}
                  checked={accent[f.key]}
                  onChange={(_e, d) => setAccent({ ...accent, [f.key]: d.checked === true })}
                />
              ))}
            </fieldset>
            <div className="pm-dimension" role="group" aria-label="Lignes">
              <Text>Lignes : {rows}</Text>
              <Button size="small" onClick={() => setRows(clampDimension(rows + 1))}>
                Ajouter une ligne
              </Button>
              <Button
                size="small"
                disabled={!canRemoveRow(rows)}
                onClick={() => setRows(clampDimension(rows - 1))}
              >
                Supprimer une ligne
              </Button>
            </div>
            <div className="pm-dimension" role="group" aria-label="Colonnes">
              <Text>Colonnes : {columns}</Text>
              <Button size="small" onClick={() => setColumns(clampDimension(columns + 1))}>
                Ajouter une colonne
              </Button>
              <Button
                size="small"
                disabled={!canRemoveColumn(columns)}
                onClick={() => setColumns(clampDimension(columns - 1))}
              >
                Supprimer une colonne
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
            <Button
              appearance="primary"
              disabled={empty}
              onClick={() =>
                onSubmit({
                  rows,
                  columns,
                  settings: { title: title.trim(), source: source.trim(), accentuation: accent },
                })
              }
            >
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
