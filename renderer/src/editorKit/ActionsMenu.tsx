// The editor header's action menu (spec 000 §2 "Article edit screen": Visualiser, Push, …,
// Historique, Localisation). Each content type lists the actions that apply to the content open;
// with none the menu is not shown. An action whose screen does not exist yet is shown disabled
// with a tooltip saying why (`unavailable`), never as a dead click.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

export interface EditorAction {
  key: string;
  label: string;
  icon?: ReactElement;
  onSelect: () => void;
  /** Set when the action cannot be used yet: the entry is disabled and this says why. */
  unavailable?: string;
  /** A submenu (« Duplication web » → the brands); `onSelect` is then unused. */
  children?: readonly EditorAction[];
}

/** Kept for the article editor's vocabulary. */
export type ArticleAction = EditorAction;

export const ACTIONS_MENU_LABEL = 'Actions';

export function ActionsMenu({
  actions,
  disabled = false,
}: {
  actions: readonly EditorAction[];
  disabled?: boolean;
}) {
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
          {actions.map((action) => {
            if (action.children && action.unavailable === undefined) {
              return (
                <Menu key={action.key}>
                  <MenuTrigger disableButtonEnhancement>
                    <MenuItem icon={action.icon}>{action.label}</MenuItem>
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      {action.children.map((child) => (
                        <MenuItem key={child.key} onClick={child.onSelect}>
                          {child.label}
                        </MenuItem>
                      ))}
                    </MenuList>
                  </MenuPopover>
                </Menu>
              );
            }
            const entry = (
              <MenuItem
                key={action.key}
                icon={action.icon}
                // Fluent keeps a disabled item focusable and hoverable, so its tooltip can explain.
                disabled={action.unavailable !== undefined}
                onClick={() => action.unavailable === undefined && action.onSelect()}
              >
                {action.label}
              </MenuItem>
            );
            if (action.unavailable === undefined) return entry;
            return (
              <Tooltip
                key={action.key}
                relationship="description"
                positioning="before"
                content={action.unavailable}
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
