// The side menu (spec 000 §1). Internal entries are router links; external sections open in the
// system browser through main (http/https/mailto only); disabled entries say why.
import {
  makeStyles,
  mergeClasses,
  Toast,
  ToastTitle,
  tokens,
  Tooltip,
  useToastController,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import { openExternalLink } from '../../bridge/openExternal';
import { APP_TOASTER_ID } from '../../ui/appToasterId';
import type { MenuEntry } from './menuEntries';
import { MENU_ICONS } from './menuIcons';

const useStyles = makeStyles({
  nav: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, overflowY: 'auto' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    fontFamily: tokens.fontFamilyBase,
    backgroundColor: 'transparent',
    border: 'none',
    cursor: 'pointer',
    textAlign: 'start',
    '& svg': { fontSize: '20px', flexShrink: 0 },
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      color: tokens.colorNeutralForeground1,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    // Foreground2, not 1: on the selected background Foreground1 is 4.17:1 in dark (WCAG AA: 4.5).
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  disabled: {
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
    ':hover': { backgroundColor: 'transparent', color: tokens.colorNeutralForegroundDisabled },
  },
  external: { marginInlineStart: 'auto', fontSize: '14px !important' },
});

function Entry({ entry }: { entry: MenuEntry }) {
  const styles = useStyles();
  const icon = MENU_ICONS[entry.icon];
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const openExternal = (url: string) =>
    void openExternalLink(url).then((refusal) => {
      if (refusal)
        dispatchToast(
          <Toast>
            <ToastTitle>{refusal}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        );
    });
  if (entry.disabled) {
    return (
      <Tooltip
        content={entry.kind === 'route' ? entry.reason : (entry.reason ?? '')}
        relationship="description"
        positioning="after"
      >
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className={mergeClasses(styles.item, styles.disabled)}
        >
          {icon}
          {entry.label}
        </span>
      </Tooltip>
    );
  }
  if (entry.kind === 'external') {
    return (
      <a
        href={entry.url ?? undefined}
        className={styles.item}
        onClick={(event) => {
          event.preventDefault();
          if (entry.url) openExternal(entry.url);
        }}
      >
        {icon}
        {entry.label}
        <OpenRegular className={styles.external} aria-label="(application externe)" />
      </a>
    );
  }
  return (
    <NavLink
      to={entry.to}
      className={({ isActive }) => mergeClasses(styles.item, isActive && styles.active)}
    >
      {icon}
      {entry.label}
    </NavLink>
  );
}

export function SideMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label="Menu principal">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Entry entry={entry} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
