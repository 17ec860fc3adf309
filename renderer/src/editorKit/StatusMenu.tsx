// The status control of the editor header (spec 000 §4): a menu of the transitions allowed from
// the current status; a transition whose publish requirements fail is disabled and its tooltip
// lists the missing fields in French.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ArticleStatus } from '../../../common/domain/statuses';
import type { Transition } from '../../../common/domain/transitions';
import { statusLabel, type StatusMenuItem } from './statusMenuModel';

const useStyles = makeStyles({ reasons: { margin: 0, paddingLeft: '1.2em' } });

export interface StatusMenuProps {
  status: ArticleStatus;
  items: readonly StatusMenuItem[];
  onPick: (transition: Transition<ArticleStatus>) => void;
  disabled?: boolean;
}

export function StatusMenu({ status, items, onPick, disabled = false }: StatusMenuProps) {
  const styles = useStyles();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          aria-label={`Statut : ${statusLabel(status)}`}
          disabled={disabled || items.length === 0}
          icon={status === 'Deleted' ? <DeleteRegular /> : undefined}
        >
          {statusLabel(status)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => {
            const entry = (
              <MenuItem
                key={item.transition.name}
                icon={item.trash ? <DeleteRegular /> : undefined}
                // Fluent keeps a disabled menu item focusable and hoverable, so its tooltip can explain why.
                disabled={item.disabled}
                onClick={() => !item.disabled && onPick(item.transition)}
              >
                {item.transition.label}
              </MenuItem>
            );
            if (!item.disabled) return entry;
            return (
              <Tooltip
                key={item.transition.name}
                relationship="description"
                positioning="after"
                content={
                  <ul className={styles.reasons}>
                    {item.blockers.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                }
              >
                {entry}
              </Tooltip>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
