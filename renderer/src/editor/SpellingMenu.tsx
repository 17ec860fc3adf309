// The right-click menu of an underlined word (issue 33): the engine's suggestions, choosing one
// replaces the word; none found says so. Positioned at the click (a virtual target), closed by
// Escape or a click elsewhere, and the editor keeps its focus afterwards.
import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { SpellingMenuRequest } from './spellingPlugin';

export const SPELLING_LABELS = {
  menu: 'Suggestions d’orthographe',
  none: 'Aucune suggestion',
} as const;

export function SpellingMenu({
  request,
  onChoose,
  onClose,
}: {
  request: SpellingMenuRequest;
  onChoose: (word: string) => void;
  onClose: () => void;
}) {
  const target = useMemo(
    () => ({
      getBoundingClientRect: () => new DOMRect(request.x, request.y, 0, 0),
    }),
    [request.x, request.y],
  );
  return (
    <Menu open positioning={{ target }} onOpenChange={(_, data) => !data.open && onClose()}>
      <MenuPopover>
        <MenuList aria-label={SPELLING_LABELS.menu}>
          {request.suggestions.length === 0 && <MenuItem disabled>{SPELLING_LABELS.none}</MenuItem>}
          {request.suggestions.map((word) => (
            <MenuItem key={word} onClick={() => onChoose(word)}>
              {word}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
