// Insert or edit a typed element with per-field validation (after guardian/prosemirror-elements).
// Structural fields block "Valider"; an image's credit and source are only warned about here
// because the publish rules (common/domain) are what require them. A media whose URL changes loses
// the old URL's metadata here; the editor then asks the embed-metadata service about the new one.
// A multimedia element whose content was picked (the media picker) opens here only to correct its
// title by hand: its type, identifier and URL are shown read-only (`readOnlyFields`).
// An affiliate card's positive and negative points are lines (PointsListField, the wizard's rules);
// blank lines are dropped from the stored attributes.
import { useMemo, useState } from 'react';
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
  Select,
} from '@fluentui/react-components';
import {
  MULTIMEDIA_KINDS,
  NODE,
  validateElement,
  type ElementNodeName,
} from '../../../common/richtext';
import { pointsForEditing, pointsForSave } from '../../../common/domain/validation/affiliate';
import { ELEMENT_LABELS } from './elementView';
import { PointsListField } from './PointsListField';

type FieldDef = { name: string; label: string; kind?: 'number' | 'select' };

const FIELDS: Partial<Record<ElementNodeName, FieldDef[]>> = {
  [NODE.image]: [
    { name: 'href', label: "Adresse de l'image" },
    { name: 'key', label: 'Clé' },
    { name: 'caption', label: 'Légende' },
    { name: 'credit', label: 'Crédit' },
    { name: 'source', label: 'Source' },
    { name: 'focusX', label: 'Point focal horizontal (0 à 1)', kind: 'number' },
    { name: 'focusY', label: 'Point focal vertical (0 à 1)', kind: 'number' },
  ],
  [NODE.media]: [
    { name: 'url', label: 'URL du média' },
    { name: 'metaTitle', label: 'Titre' },
    { name: 'credit', label: 'Crédit' },
  ],
  [NODE.c2c]: [
    { name: 'label', label: 'Libellé' },
    { name: 'url', label: 'URL' },
  ],
  [NODE.multimedia]: [
    { name: 'kind', label: 'Type', kind: 'select' },
    { name: 'id', label: 'Identifiant' },
    { name: 'title', label: 'Titre' },
    { name: 'url', label: 'URL' },
  ],
  [NODE.affilizz]: [
    { name: 'title', label: 'Titre de la carte' },
    { name: 'rating', label: 'Note (« N / 10 »)' },
  ],
};

/** Fields edited as lists of lines (an affiliate card's points). */
const LIST_FIELDS: Partial<Record<ElementNodeName, FieldDef[]>> = {
  [NODE.affilizz]: [
    { name: 'positivePoints', label: 'Points positifs' },
    { name: 'negativePoints', label: 'Points négatifs' },
  ],
};

const WARNING_ONLY = new Set(['credit', 'source']);

type Form = Record<string, string>;
type Lists = Record<string, string[]>;

function toLists(type: ElementNodeName, attrs: Record<string, unknown>): Lists {
  const lists: Lists = {};
  for (const f of LIST_FIELDS[type] ?? []) {
    const value = attrs[f.name];
    const lines = Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];
    lists[f.name] = pointsForEditing(lines);
  }
  return lists;
}

function toForm(type: ElementNodeName, attrs: Record<string, unknown>): Form {
  const s = (v: unknown): string =>
    typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  const form: Form = {};
  for (const f of FIELDS[type] ?? []) form[f.name] = s(attrs[f.name]);
  if (type === NODE.image) {
    const fp = attrs.focusPoint as { relativeX?: number; relativeY?: number } | null | undefined;
    form.focusX = s(fp?.relativeX);
    form.focusY = s(fp?.relativeY);
  }
  if (type === NODE.media)
    form.metaTitle = s((attrs.meta as { title?: string } | null | undefined)?.title);
  if (type === NODE.multimedia && !form.kind) form.kind = 'Article';
  return form;
}

function toAttrs(
  type: ElementNodeName,
  form: Form,
  lists: Lists,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const attrs: Record<string, unknown> = { ...previous };
  for (const f of FIELDS[type] ?? [])
    if (!['focusX', 'focusY', 'metaTitle'].includes(f.name))
      attrs[f.name] = (form[f.name] ?? '').trim();
  for (const f of LIST_FIELDS[type] ?? []) attrs[f.name] = pointsForSave(lists[f.name] ?? []);
  if (type === NODE.image) {
    const x = form.focusX?.trim() ?? '';
    const y = form.focusY?.trim() ?? '';
    const prev = previous.focusPoint as { x?: number; y?: number } | null | undefined;
    attrs.focusPoint =
      x === '' && y === ''
        ? null
        : {
            x: prev?.x ?? 0,
            y: prev?.y ?? 0,
            relativeX: Number(x.replace(',', '.')),
            relativeY: Number(y.replace(',', '.')),
          };
  }
  if (type === NODE.media) {
    const meta = (previous.meta as Record<string, unknown> | null | undefined) ?? {};
    const title = form.metaTitle?.trim() ?? '';
    attrs.meta = title || Object.keys(meta).length ? { ...meta, title } : null;
    if (attrs.url !== (typeof previous.url === 'string' ? previous.url : '')) {
      // Another media: what the service said about the old URL goes (the editor asks again once
      // validated); only what was typed in this dialog stays.
      const before = toForm(type, previous);
      attrs.canonical = '';
      attrs.html = '';
      attrs.width = null;
      attrs.height = null;
      attrs.credit = form.credit?.trim() !== before.credit ? (form.credit?.trim() ?? '') : '';
      attrs.meta = title && title !== before.metaTitle ? { title } : null;
    }
  }
  return attrs;
}

export interface ElementDialogProps {
  type: ElementNodeName;
  attrs: Record<string, unknown>;
  editing: boolean;
  /** Fields shown but not editable (kept as they are). */
  readOnlyFields?: readonly string[];
  onSubmit: (attrs: Record<string, unknown>) => void;
  onClose: () => void;
}

export function ElementDialog({
  type,
  attrs,
  editing,
  readOnlyFields = [],
  onSubmit,
  onClose,
}: ElementDialogProps) {
  const [form, setForm] = useState<Form>(() => toForm(type, attrs));
  const [lists, setLists] = useState<Lists>(() => toLists(type, attrs));
  const next = useMemo(() => toAttrs(type, form, lists, attrs), [type, form, lists, attrs]);
  const errors = useMemo(() => validateElement(type, next), [type, next]);
  const blocking = Object.keys(errors).some((k) => !WARNING_ONLY.has(k));
  const errorFor = (name: string): string | undefined => {
    if (name === 'focusX' || name === 'focusY') return errors.focusPoint;
    if (name === 'metaTitle') return undefined;
    return errors[name];
  };
  const label = ELEMENT_LABELS[type];
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label={label}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!blocking) onSubmit(next);
          }}
        >
          <DialogBody>
            <DialogTitle>{editing ? `Modifier : ${label}` : `Insérer : ${label}`}</DialogTitle>
            <DialogContent className="pm-element-dialog">
              {(FIELDS[type] ?? []).map((f) => {
                const message = errorFor(f.name);
                const readOnly = readOnlyFields.includes(f.name);
                const first = (FIELDS[type] ?? []).find((d) => !readOnlyFields.includes(d.name));
                return (
                  <Field
                    key={f.name}
                    label={f.label}
                    validationState={
                      message ? (WARNING_ONLY.has(f.name) ? 'warning' : 'error') : 'none'
                    }
                    validationMessage={message}
                  >
                    {f.kind === 'select' && !readOnly ? (
                      <Select
                        value={form[f.name] ?? ''}
                        onChange={(_e, d) => setForm({ ...form, [f.name]: d.value })}
                      >
                        {MULTIMEDIA_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {k}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        autoFocus={f === first}
                        readOnly={readOnly}
                        inputMode={f.kind === 'number' ? 'decimal' : undefined}
                        value={form[f.name] ?? ''}
                        onChange={(_e, d) => setForm({ ...form, [f.name]: d.value })}
                      />
                    )}
                  </Field>
                );
              })}
              {(LIST_FIELDS[type] ?? []).map((f) => (
                <PointsListField
                  key={f.name}
                  label={f.label}
                  points={lists[f.name] ?? ['']}
                  onChange={(points) => setLists({ ...lists, [f.name]: points })}
                />
              ))}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                Annuler
              </Button>
              <Button type="submit" appearance="primary" disabled={blocking}>
                Valider
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
