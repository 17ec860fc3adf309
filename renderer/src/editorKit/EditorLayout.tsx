// The editor's page layout: the form in the middle, the right drawer beside it (spec 000 §2: the
// article's publication date, channel, source, qualifiers, tags, categories… live in the drawer).
// The drawer is inline (it pushes the form, never covers it) and its open state is remembered per
// content type, so a journalist who closed it finds it closed in the next article.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  InlineDrawer,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, PanelRightRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  // The form and the drawer scroll apart, each in its own column of the window's height: scrolling
  // a long body never carries the drawer off screen (it used to leave an empty column beside it).
  page: {
    display: 'flex',
    alignItems: 'stretch',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '1100px',
    overflowY: 'auto',
    // A column of fixed height would squeeze its fields to fit instead of scrolling.
    '& > *': { flexShrink: 0 },
  },
  drawer: {
    width: '360px',
    // The form gives way, never the drawer (a wide grid squeezed it to a column of single words).
    flexShrink: 0,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // A stopped editor's form and drawer: the same column, every control in it disabled, dimmed so
  // that nothing looks usable (Fluent's controls do not draw a fieldset's disabling themselves).
  stoppedForm: {
    opacity: 0.6,
    cursor: 'not-allowed',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    '& > *': { flexShrink: 0 },
  },
  stoppedDrawer: {
    opacity: 0.6,
    cursor: 'not-allowed',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const storageKey = (contentType: string) => `editorKit.drawer.${contentType}`;

/** The drawer's open state, remembered per content type (open the first time). */
export function useDrawerOpen(contentType: string): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => {
    try {
      return window.localStorage.getItem(storageKey(contentType)) !== 'closed';
    } catch {
      return true;
    }
  });
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      try {
        window.localStorage.setItem(storageKey(contentType), next ? 'open' : 'closed');
      } catch {
        // Storage refused: the state lasts for this editor only.
      }
    },
    [contentType],
  );
  return [open, setOpen];
}

export const DRAWER_TOGGLE_LABEL = 'Panneau des propriétés';

/** The header button that opens and closes the drawer. */
export function DrawerToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      appearance={open ? 'secondary' : 'subtle'}
      icon={<PanelRightRegular />}
      aria-label={DRAWER_TOGGLE_LABEL}
      aria-pressed={open}
      onClick={onToggle}
    />
  );
}

export interface EditorLayoutProps {
  /** The section's accessible name: the id of the header's h1. */
  labelledBy: string;
  children: ReactNode;
  drawer?: ReactNode;
  drawerTitle?: string;
  drawerOpen?: boolean;
  onDrawerClose?: () => void;
  /**
   * The editor was stopped (a colleague took the content over): this notice shows above the form,
   * and every field and button of the form and the drawer is disabled (a disabled fieldset); rich
   * text editors are made read-only by their own prop. The words stay readable.
   */
  stopped?: ReactNode;
}

export function EditorLayout({
  labelledBy,
  children,
  drawer,
  drawerTitle = 'Propriétés',
  drawerOpen = false,
  onDrawerClose,
  stopped,
}: EditorLayoutProps) {
  const styles = useStyles();
  const isStopped = Boolean(stopped);
  // Kept while the drawer's content is the same element: an edit of the form (a slide moved)
  // then leaves the drawer alone — re-rendered, its body measured its scroll state at once, a
  // layout forced in the middle of the edit's commit.
  const drawerPart = useMemo(
    () =>
      drawer && (
        <InlineDrawer
          open={drawerOpen}
          position="end"
          separator
          className={styles.drawer}
          aria-label={drawerTitle}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label="Fermer le panneau"
                  icon={<DismissRegular />}
                  onClick={onDrawerClose}
                />
              }
            >
              {drawerTitle}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody className={styles.drawerBody}>
            {isStopped ? (
              <fieldset disabled className={styles.stoppedDrawer}>
                {drawer}
              </fieldset>
            ) : (
              drawer
            )}
          </DrawerBody>
        </InlineDrawer>
      ),
    [drawer, drawerOpen, drawerTitle, onDrawerClose, styles, isStopped],
  );
  return (
    <div className={styles.page}>
      <section className={styles.main} aria-labelledby={labelledBy}>
        {isStopped ? (
          <>
            {stopped}
            <fieldset disabled className={styles.stoppedForm}>
              {children}
            </fieldset>
          </>
        ) : (
          children
        )}
      </section>
      {drawerPart}
    </div>
  );
}

/** One titled group of the drawer (Publication, Catégories, Tags…). */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </section>
  );
}
