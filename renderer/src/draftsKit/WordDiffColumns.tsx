// Two versions of a content side by side, field by field, as words (wordDiff.compareField): each
// column shows its own text, the words the other column does not have marked. Drawn by the
// conflict dialog (mine / the server's) and by the history (a saved version / another one, or the
// editor's text), so both read the same way: green marks what the newer side added, red what the
// older side had and the newer one dropped.
import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { compareField, type ComparedField, type DiffPiece } from './wordDiff';

/** `mine` is the side whose own words show as added (green), `theirs` as removed (red). */
export type DiffSide = 'mine' | 'theirs';

export interface WordDiffColumn {
  side: DiffSide;
  /** The column's heading (also its region's name). */
  label: string;
}

export interface WordDiffColumnsProps {
  fields: ComparedField[];
  /** The two columns in the order shown. */
  columns: readonly [WordDiffColumn, WordDiffColumn];
  /** Test ids: `<prefix>-comparison` on the whole, `<prefix>-mine` / `<prefix>-theirs` per side. */
  testIdPrefix: string;
}

export const WORD_DIFF_LABELS = { same: 'Identique' } as const;

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    maxHeight: '50vh',
    overflow: 'auto',
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  field: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  mineChanged: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
    textDecorationLine: 'underline',
  },
  theirsChanged: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorPaletteRedForeground2,
    textDecorationLine: 'underline',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Pieces({ pieces, changedClass }: { pieces: DiffPiece[]; changedClass: string }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.changed ? (
          <mark key={index} className={changedClass}>
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}

export function WordDiffColumns({ fields, columns, testIdPrefix }: WordDiffColumnsProps) {
  const styles = useStyles();
  const compared = fields.map(compareField);
  return (
    <div className={styles.columns} data-testid={`${testIdPrefix}-comparison`}>
      {columns.map(({ side, label }) => (
        <section
          key={side}
          className={styles.side}
          aria-label={label}
          data-testid={`${testIdPrefix}-${side}`}
        >
          <Subtitle2 as="h3">{label}</Subtitle2>
          {compared.map((field) => (
            <div key={field.label}>
              <Caption1 className={styles.muted}>
                {field.label}
                {field.same ? ` · ${WORD_DIFF_LABELS.same}` : ''}
              </Caption1>
              <p className={styles.field}>
                <Pieces
                  pieces={field[side]}
                  changedClass={side === 'mine' ? styles.mineChanged : styles.theirsChanged}
                />
              </p>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
