// The editor header's action menu (spec 000 §2 "Article edit screen": Visualiser, Push, …,
// Historique, Localisation). Each action is listed only when it applies; with none the menu is
// not shown. Only « Historique » exists so far.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

export interface ArticleAction {
  key: string;
  label: string;
  icon?: ReactElement;
  onSelect: () => void;
}

export const ACTIONS_MENU_LABEL = 'Actions';

export function ArticleActionsMenu({ actions, disabled = false }: { actions: readonly ArticleAction[]; disabled?: boolean }) {
  if (actions.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<MoreHorizontalRegular />} disabled={disabled}>
          {ACTIONS_MENU_LABEL}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action.key} icon={action.icon} onClick={action.onSelect}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
