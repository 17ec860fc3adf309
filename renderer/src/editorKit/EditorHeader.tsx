// The editor header every content editor shares (spec 000 §2): back to the list, the content's
// title and dates, the save state, « Enregistrer », the status control and the action menu.
import { Button, Caption1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { SaveStatus } from '../draftsKit';
import type { LocalDraft } from '../draftsKit/useLocalDraft';
import { ActionsMenu, type EditorAction } from './ActionsMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  headings: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  heading: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface EditorHeaderProps {
  /** The h1's id, for the editor section's aria-labelledby. */
  headingId: string;
  title: string;
  subtitle: string;
  /** Test id of the subtitle (the dates line). */
  subtitleTestId?: string;
  backLabel?: string;
  onBack: () => void;
  draft: Pick<LocalDraft, 'syncState' | 'lastSync' | 'problem'>;
  /** A content never saved shows its save state only once something is queued. */
  isNew: boolean;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  /** The status control (editorKit/StatusMenu), absent for contents without one. */
  statusControl?: ReactNode;
  actions: readonly EditorAction[];
  /** Anything else the content type puts in its header (a drawer toggle…). */
  extra?: ReactNode;
}

export function EditorHeader(props: EditorHeaderProps) {
  const styles = useStyles();
  const { draft } = props;
  return (
    <div className={styles.header}>
      <Button
        appearance="subtle"
        icon={<ArrowLeftRegular />}
        aria-label={props.backLabel ?? 'Retour à la liste'}
        onClick={props.onBack}
      />
      <div className={styles.headings}>
        <Title2 as="h1" id={props.headingId} className={styles.heading}>
          {props.title}
        </Title2>
        <Caption1 className={styles.muted} data-testid={props.subtitleTestId}>
          {props.subtitle}
        </Caption1>
      </div>
      {(!props.isNew || draft.syncState !== 'saved') && (
        <SaveStatus
          state={draft.syncState}
          detail={draft.lastSync?.message ?? draft.problem?.message}
        />
      )}
      <Button
        appearance="primary"
        icon={props.saving ? <Spinner size="tiny" /> : <SaveRegular />}
        disabled={props.saving}
        onClick={props.onSave}
      >
        {props.saveLabel}
      </Button>
      {props.statusControl}
      <ActionsMenu actions={props.actions} />
      {props.extra}
    </div>
  );
}
