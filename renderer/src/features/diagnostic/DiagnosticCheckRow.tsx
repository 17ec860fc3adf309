// One check of the diagnostic window: green with a tick when it passes, red with a cross when it
// does not, the label, the verdict in words (colour is never the only sign) and the reason.
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import { MESSAGES } from '../../../../common/domain/messages';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  ok: { borderLeftColor: tokens.colorPaletteGreenBorderActive },
  failed: { borderLeftColor: tokens.colorPaletteRedBorderActive },
  icon: { fontSize: '24px', gridRow: 'span 2', alignSelf: 'center' },
  okIcon: { color: tokens.colorPaletteGreenForeground1 },
  failedIcon: { color: tokens.colorPaletteRedForeground1 },
  detail: { color: tokens.colorNeutralForeground2, wordBreak: 'break-word' },
});

export interface DiagnosticCheckView {
  key: string;
  label: string;
  ok: boolean;
  detail: string;
}

export function DiagnosticCheckRow({ check }: { check: DiagnosticCheckView }) {
  const styles = useStyles();
  const verdict = check.ok ? MESSAGES.diagnosticOk : MESSAGES.diagnosticFailed;
  return (
    <li
      className={mergeClasses(styles.row, check.ok ? styles.ok : styles.failed)}
      data-check={check.key}
      data-ok={check.ok}
    >
      {check.ok ? (
        <CheckmarkCircleFilled className={mergeClasses(styles.icon, styles.okIcon)} aria-hidden />
      ) : (
        <DismissCircleFilled className={mergeClasses(styles.icon, styles.failedIcon)} aria-hidden />
      )}
      <Text weight="semibold">
        {check.label} — {verdict}
      </Text>
      <Text className={styles.detail}>{check.detail}</Text>
    </li>
  );
}
