// « Duplication print » (issue 36; spec 000 §2 "Duplication print: rich and not draft", §4; 001 §5,
// §8): the saved web article sent to the print system as a new version of an assignment — an
// existing subject searched by its title, or a new subject in a magazine's issue and heading —
// as « À valider » or « À maquetter ». Refusals: the duplicate subject on the title field, the
// rest in the bar; the dialog stays open with what was typed.
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { PRINT_LIMITS } from '../../../../common/domain/printWorkflow';
import { PRINT_DUPLICATION_STATUSES } from '../../../../common/domain/statuses';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { DialogFooter } from '../../ui/DialogFooter';
import { SearchableList } from '../../ui/SearchableList';
import type { PrintAssignmentSummaryFragment } from '../../graphql/generated/graphql';
import {
  assignmentPlace,
  newSubjectTitle,
  type PrintDuplicationArticle,
  type PrintDuplicationStatus,
} from './printDuplicationModel';
import { usePrintDuplication, type SubjectMode } from './usePrintDuplication';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  place: { color: tokens.colorNeutralForeground3 },
});

export const PRINT_SEND_LABEL = 'Envoyer au print';

export interface PrintDuplicationDialogProps {
  /** The article as saved (the print gets the saved version). */
  article: PrintDuplicationArticle;
  /** The editor holds words not saved yet: said at the top, they are not sent. */
  unsaved: boolean;
  onClose: () => void;
  onSent: (assignment: PrintAssignmentSummaryFragment) => void;
}

export function PrintDuplicationDialog({
  article,
  unsaved,
  onClose,
  onSent,
}: PrintDuplicationDialogProps) {
  const styles = useStyles();
  const dup = usePrintDuplication(article, onSent);
  // Sending needs the server (no outbox for it): said before the user tries, nothing typed lost.
  const online = useApiOnline();
  const cleaned = newSubjectTitle(dup.title);
  const titleHint =
    dup.mode === 'new' && cleaned !== '' && cleaned !== dup.title.trim()
      ? formatMessage('printSubjectWillBe', { title: cleaned })
      : undefined;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={MESSAGES.actionPrintDuplication}>
        <DialogBody>
          <DialogTitle>{MESSAGES.actionPrintDuplication}</DialogTitle>
          <DialogContent className={styles.content}>
            {/* Once a send failed for it, the bar below says it: one message, not two. */}
            {!online && dup.barMessage !== MESSAGES.printNeedsServer && (
              <MessageBar intent="warning">
                <MessageBarBody>{MESSAGES.printOfflineNotice}</MessageBarBody>
              </MessageBar>
            )}
            {unsaved && (
              <MessageBar intent="warning">
                <MessageBarBody>{MESSAGES.printSendsSavedVersion}</MessageBarBody>
              </MessageBar>
            )}
            {dup.barMessage && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{dup.barMessage}</MessageBarBody>
              </MessageBar>
            )}
            <Field label="Sujet" validationMessage={dup.errors.subject}>
              <RadioGroup
                layout="horizontal"
                value={dup.mode}
                onChange={(_, d) => dup.setMode(d.value as SubjectMode)}
              >
                <Radio value="existing" label="Sujet existant" />
                <Radio value="new" label="Nouveau sujet" />
              </RadioGroup>
            </Field>
            {dup.mode === 'existing' ? <ExistingSubject dup={dup} /> : <NewSubject dup={dup} />}
            <Field label="Titre" required validationMessage={dup.errors.title} hint={titleHint}>
              <Input
                value={dup.title}
                maxLength={PRINT_LIMITS.titleMax}
                onChange={(_, d) => dup.setTitle(d.value)}
              />
            </Field>
            <Field label="Statut" validationMessage={dup.errors.status}>
              <RadioGroup
                layout="horizontal"
                value={dup.status}
                onChange={(_, d) => dup.setStatus(d.value as PrintDuplicationStatus)}
              >
                {Object.entries(PRINT_DUPLICATION_STATUSES).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </RadioGroup>
            </Field>
          </DialogContent>
          <DialogFooter
            onCancel={onClose}
            onConfirm={() => void dup.send()}
            confirmLabel={PRINT_SEND_LABEL}
            pending={dup.sending}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

type Dup = ReturnType<typeof usePrintDuplication>;

/** The chosen subject with « Changer », else the search as the user types. */
function ExistingSubject({ dup }: { dup: Dup }) {
  const styles = useStyles();
  if (dup.chosen)
    return (
      <div className={styles.chosen} aria-label="Sujet choisi">
        <Text weight="semibold">{dup.chosen.subject.title}</Text>
        <Text className={styles.place}>{assignmentPlace(dup.chosen)}</Text>
        <Button appearance="subtle" onClick={() => dup.setChosen(null)}>
          Changer
        </Button>
      </div>
    );
  return (
    <Field label="Rechercher un sujet">
      <Input value={dup.search} onChange={(_, d) => dup.setSearch(d.value)} />
      <SearchableList
        label="Sujets print"
        items={dup.subjects.results}
        failed={dup.subjects.failed}
        itemKey={(a) => a.id}
        itemText={(a) => a.subject.title}
        itemDetail={assignmentPlace}
        onChoose={dup.setChosen}
      />
    </Field>
  );
}

/** Magazine → issue → heading (each list follows the one before), and the unit if any. */
function NewSubject({ dup }: { dup: Dup }) {
  const { lists, newSubject, chooseNew } = dup;
  const select = (
    label: string,
    value: string,
    items: readonly { id: string; title: string }[],
    onPick: (id: string) => void,
    required = true,
  ) => (
    <Field label={label} required={required}>
      <Select value={value} onChange={(_, d) => onPick(d.value)}>
        <option value="">—</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <>
      {lists.failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
        </MessageBar>
      )}
      {select('Magazine', newSubject.publicationId, lists.publications, (id) =>
        chooseNew({ publicationId: id }),
      )}
      {select('Numéro', newSubject.issueId, lists.issues, (id) => chooseNew({ issueId: id }))}
      {select('Rubrique', newSubject.headingId, lists.headings, (id) =>
        chooseNew({ headingId: id }),
      )}
      {select('Service', newSubject.unitId, lists.units, (id) => chooseNew({ unitId: id }), false)}
    </>
  );
}
