// One file on its way: its local preview at once, a progress bar, then (on failure) the French
// error with « Réessayer »; « Annuler » at any time.
import {
  Button,
  Caption1,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { UploadItem } from './useUploads';

const useStyles = makeStyles({
  tile: {
    display: 'grid',
    gridTemplateColumns: '96px 1fr auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingHorizontalS,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  thumb: {
    width: '96px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const STATE_LABELS: Record<UploadItem['state'], string> = {
  queued: 'En attente…',
  preparing: 'Préparation…',
  uploading: 'Envoi…',
  waiting: 'Connexion perdue : reprise automatique…',
  processing: 'Traitement…',
  done: 'Terminé',
  error: 'Échec',
  cancelled: 'Annulé',
};

function percent(item: UploadItem): number {
  return item.total > 0 ? Math.min(1, item.sent / item.total) : 0;
}

export function UploadTile({
  item,
  onRetry,
  onCancel,
}: {
  item: UploadItem;
  onRetry(): void;
  onCancel(): void;
}) {
  const styles = useStyles();
  const failed = item.state === 'error';
  return (
    <div className={styles.tile} role="group" aria-label={`Téléversement de ${item.name}`}>
      {item.preview ? (
        <img className={styles.thumb} src={item.preview} alt="" />
      ) : (
        <div className={styles.thumb} />
      )}
      <div>
        <Text weight="semibold" truncate wrap={false} block>
          {item.name}
        </Text>
        {failed ? (
          <Caption1 className={styles.error} role="alert">
            {item.error}
          </Caption1>
        ) : (
          <>
            <ProgressBar
              value={item.state === 'processing' ? undefined : percent(item)}
              thickness="large"
              aria-label={`Progression de ${item.name}`}
            />
            <Caption1>
              {/* Waiting with a reason: the server's (too many uploads open), else the network. */}
              {item.state === 'waiting' && item.error ? item.error : STATE_LABELS[item.state]}
              {item.state === 'uploading' ? ` ${Math.round(percent(item) * 100)} %` : ''}
            </Caption1>
          </>
        )}
      </div>
      <div className={styles.actions}>
        {failed && item.jobId && <Button onClick={onRetry}>Réessayer</Button>}
        <Button appearance="subtle" onClick={onCancel}>
          {failed ? 'Retirer' : 'Annuler'}
        </Button>
      </div>
    </div>
  );
}
