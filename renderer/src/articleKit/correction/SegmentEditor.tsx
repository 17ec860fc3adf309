// One text of the correction dialog: a plain textarea the journalist can edit, laid over a copy of
// the same text in which the pending errors are marked. Both sit in one grid cell with the same
// font and wrapping, so the marks fall under the words and the cell grows with the text (no
// measuring). The copy is aria-hidden: the error list says the same in words.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { forwardRef, type ReactNode } from 'react';
import type { CorrectionErrorData } from './useCorrectionSession';

const useStyles = makeStyles({
  cell: {
    display: 'grid',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': {
      outlineStyle: 'solid',
      outlineWidth: '1px',
      outlineColor: tokens.colorBrandStroke1,
    },
  },
  layer: {
    gridArea: '1 / 1',
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    boxSizing: 'border-box',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    wordBreak: 'normal',
    letterSpacing: 'normal',
  },
  backdrop: { color: 'transparent', pointerEvents: 'none' },
  textarea: {
    resize: 'none',
    overflow: 'hidden',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    outline: 'none',
    width: '100%',
    height: '100%',
  },
  mark: {
    color: 'transparent',
    backgroundColor: tokens.colorPaletteRedBackground2,
    borderBottom: `2px solid ${tokens.colorPaletteRedBorderActive}`,
    borderRadius: '2px',
  },
  active: {
    backgroundColor: tokens.colorPaletteYellowBackground3,
    borderBottomColor: tokens.colorPaletteDarkOrangeBorderActive,
  },
});

/** The text cut into plain runs and marked errors (errors of one text never overlap). */
function marked(
  text: string,
  errors: readonly CorrectionErrorData[],
  markFor: (error: CorrectionErrorData, text: string) => ReactNode,
): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const error of [...errors].sort((a, b) => a.location.start - b.location.start)) {
    const { start, length } = error.location;
    if (start < at || start + length > text.length) continue;
    out.push(text.slice(at, start), markFor(error, text.slice(start, start + length)));
    at = start + length;
  }
  // A last empty line needs something on it to take its height.
  out.push(text.slice(at) + (text.endsWith('\n') ? '\u200b' : ''));
  return out;
}

export interface SegmentEditorProps {
  label: string;
  text: string;
  /** The pending errors of this text (none while the texts are being checked again). */
  errors: readonly CorrectionErrorData[];
  activeErrorId: string | null;
  readOnly: boolean;
  invalid: boolean;
  onChange: (text: string) => void;
}

export const SegmentEditor = forwardRef<HTMLTextAreaElement, SegmentEditorProps>(
  function SegmentEditor(props, ref) {
    const { label, text, errors, activeErrorId, readOnly, invalid, onChange } = props;
    const styles = useStyles();
    return (
      <div className={styles.cell}>
        <div aria-hidden className={mergeClasses(styles.layer, styles.backdrop)}>
          {marked(text, errors, (error, wrong) => (
            <mark
              key={error.id}
              data-error-id={error.id}
              className={mergeClasses(
                styles.mark,
                error.id === activeErrorId ? styles.active : undefined,
              )}
            >
              {wrong}
            </mark>
          ))}
        </div>
        <textarea
          ref={ref}
          aria-label={label}
          aria-invalid={invalid || undefined}
          className={mergeClasses(styles.layer, styles.textarea)}
          spellCheck={false}
          lang="fr"
          rows={1}
          value={text}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  },
);
