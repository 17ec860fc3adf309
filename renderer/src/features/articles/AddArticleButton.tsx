// The add-resource button (spec 000 §2): a single link when one brand is in effect, otherwise a
// menu of the user's brands, each opening the creation page of that brand.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { editPath, type ListKind } from '../../articleKit/listParams';

export function addLabel(kind: ListKind): string {
  if (kind === 'slideshow') return 'Ajouter un diaporama';
  return kind === 'video' ? 'Ajouter une vidéo' : 'Ajouter un article';
}

export function AddArticleButton({
  kind,
  brand,
  brandKeys,
}: {
  kind: ListKind;
  brand: string | null;
  brandKeys: readonly string[];
}) {
  const navigate = useNavigate();
  const single = brand ?? (brandKeys.length === 1 ? brandKeys[0]! : null);
  if (single) {
    return (
      <Button
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => navigate(editPath(single, kind))}
      >
        {addLabel(kind)}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} disabled={brandKeys.length === 0}>
          {addLabel(kind)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {brandKeys.map((key) => (
            <MenuItem key={key} onClick={() => navigate(editPath(key, kind))}>
              {key}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
