// « Correction - Prolexis » (spec 000 §2 and §4, 001 §9; issue 33): a full-screen dialog over the
// title, lead and body of a content. Its texts are editable; the server's session lists the errors
// in reading order (CorrectionErrorList) and marks them in the texts (SegmentEditor). « Appliquer »
// hands the corrected texts to the editor (which writes them as one undoable change, nothing is
// saved here); « Annuler » leaves the editor as it was. Any refusal is shown above the texts.
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useRef, useState } from 'react';
import { fieldOfSegment } from '../../../../common/correction/segments';
import type { CorrectionField, CorrectionSegment } from '../../../../common/correction/types';
import { MESSAGES } from '../../../../common/domain/messages';
import { CorrectionErrorList } from './CorrectionErrorList';
import { SegmentEditor } from './SegmentEditor';
import {
  useCorrectionSession,
  type CorrectionContent,
  type CorrectionErrorData,
  type CorrectionSessionState,
} from './useCorrectionSession';

export const CORRECTION_LABELS = {
  apply: 'Appliquer',
  cancel: 'Annuler',
  restart: 'Relancer la correction',
  checking: 'Vérification du texte…',
  localEngine: 'Correcteur local (Hunspell)',
  localEngineWithGrammar: 'Correcteur local (Hunspell et Grammalecte)',
  fields: { title: 'Titre', lead: 'Chapô', body: 'Corps' } satisfies Record<
    CorrectionField,
    string
  >,
  paragraph: (field: string, n: number) => `${field}, paragraphe ${n}`,
} as const;

const FIELDS: readonly CorrectionField[] = ['title', 'lead', 'body'];

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100vh',
    maxHeight: '100vh',
    borderRadius: 0,
    boxSizing: 'border-box',
  },
  body: { height: '100%', gridTemplateRows: 'auto 1fr auto' },
  content: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    minHeight: 0,
    overflow: 'hidden',
  },
  texts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
  },
  required: { color: tokens.colorPaletteRedForeground1 },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  fieldName: { margin: `${tokens.spacingVerticalS} 0 0` },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface CorrectionDialogProps {
  content: CorrectionContent;
  /** The texts at opening, in reading order (common/correction/segments), empty ones included. */
  segments: CorrectionSegment[];
  /** The fields this content has (a live post has no title, say). */
  fields?: readonly CorrectionField[];
  /** Names of the fields where they are not an article's (a slideshow's captions, say). */
  fieldNames?: Partial<Record<CorrectionField, string>>;
  /** The label of one text (default: « Corps, paragraphe 2 »); `index` counts the field's texts. */
  segmentLabel?: (key: string, index: number) => string;
  onApply: (segments: CorrectionSegment[]) => void;
  onCancel: () => void;
}

/** The sentence under the list: what is left to do, or why nothing is. */
function statusOf(state: CorrectionSessionState, pending: number): string | null {
  if (state.refusal?.desync) return MESSAGES.correctionDesync;
  if (state.busy || state.edited) return null;
  if (state.session === null || state.session.errors.length === 0)
    return MESSAGES.correctionNoError;
  return pending === 0 ? MESSAGES.correctionAllTreated : null;
}

function FieldTexts({
  field,
  name,
  segmentLabel,
  segments,
  state,
  pendingOf,
  activeErrorId,
  refs,
  onEdit,
}: {
  field: CorrectionField;
  name: string;
  segmentLabel?: (key: string, index: number) => string;
  segments: CorrectionSegment[];
  state: CorrectionSessionState;
  pendingOf: (key: string) => CorrectionErrorData[];
  activeErrorId: string | null;
  refs: Map<string, HTMLTextAreaElement>;
  onEdit: (key: string, text: string) => void;
}) {
  const styles = useStyles();
  const labelOf = (key: string, index: number) =>
    segmentLabel?.(key, index) ??
    (field === 'title' ? name : CORRECTION_LABELS.paragraph(name, index + 1));
  return (
    <section aria-label={name} className={styles.field}>
      <Subtitle2 as="h3" className={styles.fieldName}>
        {name}
      </Subtitle2>
      {segments.length === 0 && <Text as="p">{MESSAGES.correctionEmptyField}</Text>}
      {segments.map((segment, index) => (
        <div key={segment.key}>
          <SegmentEditor
            ref={(node) => {
              if (node) refs.set(segment.key, node);
              else refs.delete(segment.key);
            }}
            label={labelOf(segment.key, index)}
            text={segment.text}
            errors={pendingOf(segment.key)}
            activeErrorId={activeErrorId}
            readOnly={state.busy && !state.edited}
            invalid={segment.text.trim() === ''}
            onChange={(text) => onEdit(segment.key, text)}
          />
          {segment.text.trim() === '' && (
            <Caption1 className={styles.required}>{MESSAGES.requiredField}</Caption1>
          )}
        </div>
      ))}
    </section>
  );
}

export function CorrectionDialog(props: CorrectionDialogProps) {
  const { content, fields = FIELDS, onApply, onCancel, fieldNames, segmentLabel } = props;
  const styles = useStyles();
  const api = useCorrectionSession(content, props.segments);
  const { state } = api;
  const [activeErrorId, setActiveErrorId] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLTextAreaElement>()).current;
  // While the texts are checked again, the last session's errors no longer match them.
  const pending = useMemo(
    () => (state.edited ? [] : (state.session?.errors ?? []).filter((e) => e.status === 'pending')),
    [state.session, state.edited],
  );
  const pendingOf = (key: string) => pending.filter((e) => e.location.segment === key);
  const show = (error: CorrectionErrorData) => {
    setActiveErrorId(error.id);
    const area = refs.get(error.location.segment);
    if (!area) return;
    area.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    area.focus();
    area.setSelectionRange(error.location.start, error.location.start + error.location.length);
  };
  const status = statusOf(state, pending.length);
  const engine = state.session?.engine === 'local' ? state.session : null;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{MESSAGES.correctionDialogTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.texts}>
              {state.refusal && (
                <MessageBar intent="error">
                  <MessageBarBody>{state.refusal.message}</MessageBarBody>
                  <MessageBarActions>
                    <Button size="small" onClick={api.restart} disabled={state.busy}>
                      {CORRECTION_LABELS.restart}
                    </Button>
                  </MessageBarActions>
                </MessageBar>
              )}
              {fields.map((field) => (
                <FieldTexts
                  key={field}
                  field={field}
                  name={fieldNames?.[field] ?? CORRECTION_LABELS.fields[field]}
                  segmentLabel={segmentLabel}
                  segments={state.segments.filter((s) => fieldOfSegment(s.key) === field)}
                  state={state}
                  pendingOf={pendingOf}
                  activeErrorId={activeErrorId}
                  refs={refs}
                  onEdit={api.edit}
                />
              ))}
            </div>
            <div className={styles.side}>
              {state.session && !state.session.grammarChecked && (
                <MessageBar intent="warning">
                  <MessageBarBody>{MESSAGES.correctionGrammarNotChecked}</MessageBarBody>
                </MessageBar>
              )}
              {engine && (
                <Caption1>
                  {engine.grammarChecked
                    ? CORRECTION_LABELS.localEngineWithGrammar
                    : CORRECTION_LABELS.localEngine}
                </Caption1>
              )}
              {(state.busy || state.edited) && (
                <div className={styles.status}>
                  <Spinner size="tiny" />
                  <Text>{CORRECTION_LABELS.checking}</Text>
                </div>
              )}
              <CorrectionErrorList
                key={state.session?.id ?? 'none'}
                errors={pending}
                segments={state.segments}
                activeErrorId={activeErrorId}
                disabled={state.busy}
                api={api}
                onShow={show}
              />
              {status && (
                <Text weight="semibold" role="status">
                  {status}
                </Text>
              )}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {CORRECTION_LABELS.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={state.busy}
              onClick={() => onApply(state.segments)}
            >
              {CORRECTION_LABELS.apply}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
