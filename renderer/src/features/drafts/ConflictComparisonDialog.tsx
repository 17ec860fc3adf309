// A save refused as stale (CONFLICT): someone saved the content while this user edited it.
// Nothing was overwritten. Both versions side by side (title, lead, body as a word diff) and three
// answers, each keeping both texts reachable (issue 13):
// - keep mine: saved over the new version; the other stays in the content's history;
// - take theirs: the server's version in the editor; mine kept as a local copy (« Brouillons
//   locaux »);
// - copy mine into a new content: the server's version stays here, mine opens as a new one.
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { compareField, type ComparedField, type DiffPiece } from './wordDiff';

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
  same: 'Identique',
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
  hints: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
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

export function ConflictComparisonDialog({
  fields,
  copy = COPY_WORDINGS.article,
  onKeepMine,
  onTakeTheirs,
  onCopyToNew,
  onClose,
}: ConflictComparisonDialogProps) {
  const styles = useStyles();
  const compared = fields?.map(compareField) ?? null;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{CONFLICT_LABELS.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p style={{ margin: 0 }}>{CONFLICT_LABELS.intro}</p>
            {!compared ? (
              <Spinner size="small" label={CONFLICT_LABELS.loading} />
            ) : (
              <div className={styles.columns} data-testid="conflict-comparison">
                {(['mine', 'theirs'] as const).map((side) => (
                  <section
                    key={side}
                    className={styles.side}
                    aria-label={CONFLICT_LABELS[side]}
                    data-testid={`conflict-${side}`}
                  >
                    <Subtitle2 as="h3">{CONFLICT_LABELS[side]}</Subtitle2>
                    {compared.map((field) => (
                      <div key={field.label}>
                        <Caption1 className={styles.muted}>
                          {field.label}
                          {field.same ? ` · ${CONFLICT_LABELS.same}` : ''}
                        </Caption1>
                        <p className={styles.field}>
                          <Pieces
                            pieces={field[side]}
                            changedClass={
                              side === 'mine' ? styles.mineChanged : styles.theirsChanged
                            }
                          />
                        </p>
                      </div>
                    ))}
                  </section>
                ))}
              </div>
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
            <Button appearance="secondary" onClick={onCopyToNew} disabled={!compared}>
              {copy.label}
            </Button>
            <Button appearance="secondary" onClick={onTakeTheirs} disabled={!compared}>
              {CONFLICT_LABELS.takeTheirs}
            </Button>
            <Button appearance="primary" onClick={onKeepMine} disabled={!compared}>
              {CONFLICT_LABELS.keepMine}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
