// The editor header every content editor shares (spec 000 §2): back to the list, the content's
// title and dates, the save state, « Enregistrer », the status control and the action menu. Every
// editor draws it (articles and videos, slideshows, pages, cards, orphan pages); a content type
// fills its slots, it never builds its own. `ContentEditorHeader` reads the save state and the
// saving flag from the editor kit's `useContentEditor`.
import {
  Button,
  Caption1,
  Spinner,
  Subtitle1,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { SaveStatus } from '../draftsKit';
import { EditorPresence, type EditorLive } from '../liveKit/EditorPresence';
import type { LocalDraft } from '../draftsKit/useLocalDraft';
import { ActionsMenu, type EditorAction } from './ActionsMenu';
import type { ContentEditor } from './useContentEditor';

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
  /** The dates line under the title, if the content type has one. */
  subtitle?: string;
  /** Test id of the subtitle (the dates line). */
  subtitleTestId?: string;
  backLabel?: string;
  /** Back to the list; no back button for an editor reached otherwise (a page's tree). */
  onBack?: () => void;
  /** A small heading, for an editor whose header is a bar above its panels (pages). */
  compact?: boolean;
  /** Shown right after the title (a page's status badge). */
  badge?: ReactNode;
  /** The local draft whose save state shows; none for a screen that saves item by item (lives). */
  draft?: Pick<LocalDraft, 'syncState' | 'lastSync' | 'problem'>;
  /** A content never saved shows its save state only once something is queued. */
  isNew?: boolean;
  /** « Enregistrer » or the type's word; no save button without it (a live's posts save alone). */
  saveLabel?: string;
  saving?: boolean;
  /** The save button is also disabled (a content someone else holds). */
  saveDisabled?: boolean;
  onSave?: () => void;
  /** Buttons before the status control and « Enregistrer » (a page's history). */
  tools?: ReactNode;
  /** The status control (editorKit/StatusMenu), absent for contents without one. */
  statusControl?: ReactNode;
  actions?: readonly EditorAction[];
  /** Anything else the content type puts in its header (a drawer toggle…). */
  extra?: ReactNode;
  /**
   * The content as the live newsroom knows it (issue 39): this window announces it and the header
   * shows the colleagues who have it open. Every content type's editor gives it.
   */
  live?: EditorLive;
  /** The header's own look in a screen's layout (a grid area). */
  className?: string;
}

export function EditorHeader(props: EditorHeaderProps) {
  const styles = useStyles();
  const { draft } = props;
  const Heading = props.compact ? Subtitle1 : Title2;
  return (
    <div className={mergeClasses(styles.header, props.className)}>
      {props.onBack && (
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          aria-label={props.backLabel ?? 'Retour à la liste'}
          onClick={props.onBack}
        />
      )}
      <div className={styles.headings}>
        <Heading as="h1" id={props.headingId} className={styles.heading}>
          {props.title}
        </Heading>
        {props.subtitle !== undefined && (
          <Caption1 className={styles.muted} data-testid={props.subtitleTestId}>
            {props.subtitle}
          </Caption1>
        )}
      </div>
      {props.badge}
      {props.live && <EditorPresence live={props.live} />}
      {draft && (!props.isNew || draft.syncState !== 'saved') && (
        <SaveStatus
          state={draft.syncState}
          detail={draft.lastSync?.message ?? draft.problem?.message}
        />
      )}
      {props.tools}
      {props.saveLabel !== undefined && (
        <Button
          appearance="primary"
          icon={props.saving ? <Spinner size="tiny" /> : <SaveRegular />}
          disabled={props.saving || props.saveDisabled}
          onClick={props.onSave}
        >
          {props.saveLabel}
        </Button>
      )}
      {props.statusControl}
      {props.actions && <ActionsMenu actions={props.actions} />}
      {props.extra}
    </div>
  );
}

export type ContentEditorHeaderProps = Omit<EditorHeaderProps, 'draft' | 'isNew' | 'saving'> & {
  /** The editor kit's state of this content: its local draft, whether it was ever saved, saving. */
  editor: Pick<ContentEditor<unknown, object, unknown>, 'draft' | 'saved' | 'saving'>;
};

/** The header of an editor built on `useContentEditor`: the save state is the kit's. */
export function ContentEditorHeader({ editor, ...props }: ContentEditorHeaderProps) {
  return (
    <EditorHeader
      {...props}
      draft={editor.draft}
      isNew={editor.saved === null}
      saving={editor.saving}
    />
  );
}
