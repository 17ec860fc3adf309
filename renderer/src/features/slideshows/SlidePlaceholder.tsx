// A dropped file on its way to becoming a slide: its local preview at once, the progress main
// reports, the French error with « Réessayer » on failure; « Annuler » at any time.
import { Button, Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import type { UploadItem } from '../../mediaKit/useUploads';

const useStyles = makeStyles({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    border: `2px dashed ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
  },
  image: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    display: 'block',
    opacity: 0.55,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  meta: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const STATE_LABELS: Record<UploadItem['state'], string> = {
  queued: 'En attente…',
  preparing: 'Préparation…',
  uploading: 'Envoi…',
  waiting: 'Connexion perdue : reprise…',
  processing: 'Traitement…',
  done: 'Terminé',
  error: 'Échec',
  cancelled: 'Annulé',
};

export function SlidePlaceholder({
  item,
  onRetry,
  onCancel,
}: {
  item: UploadItem;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const share = item.total > 0 ? Math.min(1, item.sent / item.total) : 0;
  const failed = item.state === 'error';
  return (
    <div
      className={styles.tile}
      role="group"
      aria-label={`Téléversement de ${item.name}`}
      data-testid="slide-upload"
    >
      {item.preview ? (
        <img className={styles.image} src={item.preview} alt="" />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.meta}>
        <Caption1 className={styles.line}>{item.name}</Caption1>
        {failed ? (
          <Caption1 className={styles.error} role="alert">
            {item.error}
          </Caption1>
        ) : (
          <>
            <ProgressBar
              value={item.state === 'processing' ? undefined : share}
              thickness="large"
              aria-label={`Progression de ${item.name}`}
            />
            <Caption1>
              {STATE_LABELS[item.state]}
              {item.state === 'uploading' ? ` ${Math.round(share * 100)} %` : ''}
            </Caption1>
          </>
        )}
        <div className={styles.actions}>
          {failed && item.jobId && (
            <Button size="small" onClick={onRetry}>
              Réessayer
            </Button>
          )}
          <Button size="small" appearance="subtle" onClick={onCancel}>
            {failed ? 'Retirer' : 'Annuler'}
          </Button>
        </div>
      </div>
    </div>
  );
}
