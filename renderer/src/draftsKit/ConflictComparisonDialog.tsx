// A save refused as stale (CONFLICT): someone saved the content while this user edited it.
// Nothing was overwritten. Both versions side by side (title, lead, body as a word diff) and three
// answers, each keeping both texts reachable (issue 13):
// - keep mine: saved over the new version; the other stays in the content's history;
// - take theirs: the server's version in the editor; mine kept as a local copy (« Brouillons
//   locaux »);
// - copy mine into a new content: the server's version stays here, mine opens as a new one.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { WordDiffColumns } from './WordDiffColumns';
import type { ComparedField } from './wordDiff';

export const CONFLICT_LABELS = {
  title: 'Conflit de versions',
  intro:
    'Ce contenu a été enregistré par ailleurs pendant que vous le modifiiez. Rien n’a été écrasé : votre version est conservée sur cet ordinateur, l’autre sur le serveur. Comparez-les, puis choisissez.',
  mine: 'Votre version',
  theirs: 'Version enregistrée sur le serveur',
  keepMine: 'Garder ma version',
  keepMineHint:
    'Votre version est enregistrée à la place de l’autre, qui reste consultable dans l’historique.',
  takeTheirs: 'Prendre l’autre version',
  takeTheirsHint:
    'L’autre version s’affiche ; la vôtre est gardée en copie locale dans « Brouillons locaux ».',
  later: 'Décider plus tard',
  loading: 'Lecture de la version du serveur…',
} as const;

/** The third answer in the words of the content at hand: « …dans un nouvel encart ». */
export interface CopyWording {
  label: string;
  hint: string;
}

function copyWording(kept: string, copy: string): CopyWording {
  return {
    label: `Copier ma version dans ${copy}`,
    hint: `${kept} garde l’autre version ; la vôtre devient ${copy}.`,
  };
}

export const COPY_WORDINGS = {
  article: copyWording('Cet article', 'un nouvel article'),
  video: copyWording('Cette vidéo', 'une nouvelle vidéo'),
  slideshow: copyWording('Ce diaporama', 'un nouveau diaporama'),
  card: copyWording('Cet encart', 'un nouvel encart'),
  orphanpage: copyWording('Cette page orpheline', 'une nouvelle page orpheline'),
  page: copyWording('Cette page', 'une nouvelle page'),
} as const satisfies Record<string, CopyWording>;

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hints: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export interface ConflictComparisonDialogProps {
  /** Each compared field's text in the user's version and the server's; null while reading it. */
  fields: ComparedField[] | null;
  /** The third answer's words for this kind of content (an article's by default). */
  copy?: CopyWording;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyToNew: () => void;
  onClose: () => void;
}

export function ConflictComparisonDialog({
  fields,
  copy = COPY_WORDINGS.article,
  onKeepMine,
  onTakeTheirs,
  onCopyToNew,
  onClose,
}: ConflictComparisonDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{CONFLICT_LABELS.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p style={{ margin: 0 }}>{CONFLICT_LABELS.intro}</p>
            {!fields ? (
              <Spinner size="small" label={CONFLICT_LABELS.loading} />
            ) : (
              <WordDiffColumns
                fields={fields}
                columns={[
                  { side: 'mine', label: CONFLICT_LABELS.mine },
                  { side: 'theirs', label: CONFLICT_LABELS.theirs },
                ]}
                testIdPrefix="conflict"
              />
            )}
            <ul className={styles.hints}>
              <li>
                <strong>{CONFLICT_LABELS.keepMine}</strong> : {CONFLICT_LABELS.keepMineHint}
              </li>
              <li>
                <strong>{CONFLICT_LABELS.takeTheirs}</strong> : {CONFLICT_LABELS.takeTheirsHint}
              </li>
              <li>
                <strong>{copy.label}</strong> : {copy.hint}
              </li>
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="subtle" onClick={onClose}>
              {CONFLICT_LABELS.later}
            </Button>
            <Button appearance="secondary" onClick={onCopyToNew} disabled={!fields}>
              {copy.label}
            </Button>
            <Button appearance="secondary" onClick={onTakeTheirs} disabled={!fields}>
              {CONFLICT_LABELS.takeTheirs}
            </Button>
            <Button appearance="primary" onClick={onKeepMine} disabled={!fields}>
              {CONFLICT_LABELS.keepMine}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
