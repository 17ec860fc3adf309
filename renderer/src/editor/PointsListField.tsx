// An affiliate card's positive or negative points as lines (issue 37; 001 §5): at least one input
// stays, « Ajouter une ligne » only when the last is filled; blanks are dropped when the card is
// sent or stored (pointsForSave). The wizard's step 2 and the body element's dialog both use it,
// with the rules of common/domain/validation/affiliate.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  canAddPointLine,
  withPointEdited,
  withPointLine,
  withoutPointLine,
} from '../../../common/domain/validation/affiliate';

const useStyles = makeStyles({
  points: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  pointRow: { display: 'flex', gap: tokens.spacingHorizontalS },
  pointInput: { flexGrow: 1 },
  addLine: { alignSelf: 'flex-start' },
});

export interface PointsListFieldProps {
  label: string;
  /** The lines as edited (pointsForEditing: never empty). */
  points: readonly string[];
  onChange: (points: string[]) => void;
}

export function PointsListField({ label, points, onChange }: PointsListFieldProps) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <div className={styles.points}>
        {points.map((point, i) => (
          <div key={i} className={styles.pointRow}>
            <Input
              className={styles.pointInput}
              value={point}
              aria-label={`${label} ${i + 1}`}
              onChange={(_, d) => onChange(withPointEdited(points, i, d.value))}
            />
            {points.length > 1 && (
              <Button
                aria-label={`Retirer ${label.toLowerCase()} ${i + 1}`}
                onClick={() => onChange(withoutPointLine(points, i))}
              >
                Retirer
              </Button>
            )}
          </div>
        ))}
        <Button
          className={styles.addLine}
          disabled={!canAddPointLine(points)}
          onClick={() => onChange(withPointLine(points))}
        >
          Ajouter une ligne
        </Button>
      </div>
    </Field>
  );
}
