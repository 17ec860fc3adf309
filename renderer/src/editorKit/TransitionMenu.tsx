// The status control of a content whose transitions need no publish checks (cards, pages): a menu
// button naming the status (or « Statut ») that lists the transitions allowed from it (spec 000 §4).
// Articles, whose transitions can be blocked by missing fields, use StatusMenu.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';

export interface TransitionMenuProps<T extends { name: string; label: string }> {
  /** The button's text: the current status, or « Statut ». */
  label: string;
  /** The button's accessible name when it differs from its text (« Statut : Publié »). */
  ariaLabel?: string;
  /** A chevron after the text, for a button that names the status. */
  chevron?: boolean;
  transitions: readonly T[];
  disabled?: boolean;
  onPick: (transition: T) => void;
}

export function TransitionMenu<T extends { name: string; label: string }>({
  label,
  ariaLabel,
  chevron = false,
  transitions,
  disabled = false,
  onPick,
}: TransitionMenuProps<T>) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          icon={chevron ? <ChevronDownRegular /> : undefined}
          iconPosition="after"
          disabled={disabled}
          aria-label={ariaLabel}
        >
          {label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {transitions.map((t) => (
            <MenuItem key={t.name} onClick={() => onPick(t)}>
              {t.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
