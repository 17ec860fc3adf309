// The choice offered when the editor opens on a local draft that is not what the server has
// (DESIGN.md "Offline drafts"): restore the draft, or keep the server's version and delete the
// draft. Modal, with no way to dismiss it but the two answers: typing over the server copy
// before choosing would write over the draft, and nothing is discarded without the user choosing.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatDateTime } from '../../../common/domain/dates';
import type { RestoredDraft } from './useLocalDraft';

export const RESTORE_DRAFT_LABELS = {
  title: 'Brouillon local trouvé',
  restore: 'Restaurer le brouillon local',
  keepServer: 'Garder la version du serveur',
} as const;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sentence: { margin: 0 },
});

export interface RestoreDraftDialogProps {
  draft: RestoredDraft;
  /** False for an article the server has never seen: there is no server version to keep. */
  hasServerVersion: boolean;
  onRestore: () => void;
  onKeepServer: () => void;
}

/** The sentences of the dialog, in order: why it is shown, what each answer does. */
export function restoreDraftSentences(draft: RestoredDraft, hasServerVersion: boolean): string[] {
  const sentences = [
    hasServerVersion
      ? `Un brouillon modifié le ${formatDateTime(new Date(draft.updatedAt))} est conservé sur cet ordinateur et diffère de la version enregistrée sur le serveur.`
      : `Un brouillon modifié le ${formatDateTime(new Date(draft.updatedAt))} est conservé sur cet ordinateur et n'a jamais été enregistré sur le serveur.`,
  ];
  if (draft.problem?.code === 'CONFLICT' || draft.basedOnOlderVersion) {
    sentences.push(
      "L'article a été modifié sur le serveur depuis que ce brouillon a été commencé : les deux versions sont conservées, et l'enregistrement du brouillon vous demandera de choisir.",
    );
  } else if (draft.problem) {
    sentences.push(`Le serveur a refusé son enregistrement : ${draft.problem.message}`);
  } else if (draft.state === 'queued') {
    sentences.push('Son enregistrement attend le réseau.');
  }
  sentences.push(
    hasServerVersion
      ? 'Restaurez-le pour reprendre votre saisie, ou gardez la version du serveur : le brouillon local sera alors supprimé.'
      : 'Restaurez-le pour reprendre votre saisie, ou repartez de zéro : le brouillon local sera alors supprimé.',
  );
  return sentences;
}

export function RestoreDraftDialog({
  draft,
  hasServerVersion,
  onRestore,
  onKeepServer,
}: RestoreDraftDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{RESTORE_DRAFT_LABELS.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {restoreDraftSentences(draft, hasServerVersion).map((sentence) => (
              <p key={sentence} className={styles.sentence}>
                {sentence}
              </p>
            ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onKeepServer}>
              {hasServerVersion ? RESTORE_DRAFT_LABELS.keepServer : 'Repartir de zéro'}
            </Button>
            <Button appearance="primary" onClick={onRestore}>
              {RESTORE_DRAFT_LABELS.restore}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
