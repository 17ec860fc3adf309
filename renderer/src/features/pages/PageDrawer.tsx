// The editor's left drawer (000 §2 "Page edit/create"): 'Configuration générale', the 'Mettre à la
// une' checkbox and the sections, which reorder by drag or with Alt+↑ / Alt+↓. Choosing an entry
// sets the location hash, which selects the panel shown.
import {
  Caption1,
  Checkbox,
  InlineDrawer,
  DrawerBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular, SettingsRegular } from '@fluentui/react-icons';
import { MESSAGES } from '../../../../common/domain/messages';
import type { SectionType } from '../../../../common/domain/validation/page';
import type { SectionDraft } from './pageForm';
import { useDragReorder, type DragRowProps } from '../../ui/useDragReorder';

export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  Board: MESSAGES.sectionBoard,
  Url: MESSAGES.sectionUrl,
  People: MESSAGES.sectionPeople,
  Text: MESSAGES.sectionText,
};

const useStyles = makeStyles({
  drawer: { height: '100%', width: '100%' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    border: `1px solid transparent`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  dropTarget: { borderTop: `2px solid ${tokens.colorBrandStroke1}` },
  invalid: { color: tokens.colorPaletteRedForeground1 },
  grip: { cursor: 'grab', color: tokens.colorNeutralForeground3, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PageDrawer({
  sections,
  activeKey,
  isHeadlined,
  errors,
  disabled,
  onSelect,
  onHeadlined,
  onMove,
}: {
  sections: readonly SectionDraft[];
  activeKey: string | null;
  isHeadlined: boolean;
  errors: Record<string, string>;
  disabled: boolean;
  onSelect: (key: string | null) => void;
  onHeadlined: (value: boolean) => void;
  onMove: (from: number, to: number) => void;
}) {
  const styles = useStyles();
  const { rowProps } = useDragReorder(sections.length, disabled ? () => {} : onMove);
  return (
    <InlineDrawer
      open
      position="start"
      separator
      className={styles.drawer}
      aria-label="Sections de la page"
    >
      <DrawerBody className={styles.body}>
        <GeneralEntry
          active={activeKey === null}
          invalid={Boolean(errors.title || errors.slug)}
          onSelect={() => onSelect(null)}
        />
        <Checkbox
          label={MESSAGES.pageHeadline}
          checked={isHeadlined}
          disabled={disabled}
          onChange={(_, d) => onHeadlined(d.checked === true)}
        />
        <Caption1 className={styles.muted} id="sections-help">
          Sections — glisser-déposer ou Alt+↑ / Alt+↓ pour réordonner
        </Caption1>
        <ul className={styles.list} aria-label="Sections" aria-describedby="sections-help">
          {sections.map((section, index) => (
            <SectionEntry
              key={section.key}
              section={section}
              drag={rowProps(index)}
              active={activeKey === section.key}
              invalid={Object.keys(errors).some(
                (k) => k === `sections.${index}` || k.startsWith(`sections.${index}.`),
              )}
              onSelect={() => onSelect(section.key)}
            />
          ))}
        </ul>
      </DrawerBody>
    </InlineDrawer>
  );
}

/** 'Configuration générale': in red while the title or the slug is wrong. */
function GeneralEntry({
  active,
  invalid,
  onSelect,
}: {
  active: boolean;
  invalid: boolean;
  onSelect: () => void;
}) {
  const styles = useStyles();
  return (
    <div
      role="button"
      tabIndex={0}
      aria-current={active ? 'page' : undefined}
      className={mergeClasses(styles.entry, active && styles.active)}
      onClick={onSelect}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onSelect()}
    >
      <SettingsRegular aria-hidden />
      <span className={mergeClasses(styles.title, invalid && styles.invalid)}>
        {MESSAGES.pageGeneralConfiguration}
      </span>
    </div>
  );
}

/** One section of the drawer: Enter or Space selects it, the drag keys move it. */
function SectionEntry({
  section,
  drag,
  active,
  invalid,
  onSelect,
}: {
  section: SectionDraft;
  drag: DragRowProps;
  active: boolean;
  invalid: boolean;
  onSelect: () => void;
}) {
  const styles = useStyles();
  return (
    <li
      {...drag}
      tabIndex={0}
      role="button"
      aria-current={active ? 'page' : undefined}
      aria-label={`${SECTION_TYPE_LABELS[section.type]} : ${section.title || 'Sans titre'}`}
      data-section-key={section.key}
      className={mergeClasses(
        styles.entry,
        active && styles.active,
        drag['data-drop-target'] && styles.dropTarget,
      )}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onSelect();
        else drag.onKeyDown(e);
      }}
    >
      <ReOrderDotsVerticalRegular className={styles.grip} aria-hidden />
      <span className={styles.text}>
        <span className={mergeClasses(styles.title, invalid && styles.invalid)}>
          {section.title || 'Sans titre'}
        </span>
        <Caption1 className={styles.muted}>{SECTION_TYPE_LABELS[section.type]}</Caption1>
      </span>
    </li>
  );
}
