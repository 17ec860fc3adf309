// The account menu: who is signed in, the server the app talks to (« Changer de serveur… »), and
// sign-out (which also clears the keychain entry).
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ServerRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerDialog } from '../connection/ServerDialog';
import { LOGIN_PATH } from '../routeTable';
import { useSession } from '../session/SessionContext';

export function AccountMenu() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [serverDialog, setServerDialog] = useState(false);
  if (!user) return null;
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            aria-label={`Compte : ${user.name}`}
            // No initials: they repeat the name beside them, and the button's name must hold all
            // its visible text (WCAG 2.5.3). The colour still follows the user.
            icon={<Avatar idForColor={user.name} size={24} color="colorful" aria-hidden />}
            style={{ gap: '8px' }}
          >
            {user.name}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroupHeader>{user.email}</MenuGroupHeader>
            <MenuDivider />
            <MenuItem icon={<ServerRegular />} onClick={() => setServerDialog(true)}>
              Changer de serveur…
            </MenuItem>
            <MenuItem
              icon={<SignOutRegular />}
              onClick={() => {
                void logout().then(() => navigate(LOGIN_PATH, { replace: true }));
              }}
            >
              Se déconnecter
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ServerDialog open={serverDialog} onClose={() => setServerDialog(false)} />
    </>
  );
}
