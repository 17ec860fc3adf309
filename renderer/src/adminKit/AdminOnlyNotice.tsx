// What a user who is not a super-admin sees on an admin screen: told, not broken (issue 16).
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** ours: the spec shows no wording for this refusal. */
export const ADMIN_ONLY_TITLE = 'Accès réservé';
export const ADMIN_ONLY_MESSAGE =
  "L'administration est réservée aux super-administrateurs. Demandez à un super-administrateur si vous avez besoin d'un accès.";

export function AdminOnlyNotice() {
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>
        <MessageBarTitle>{ADMIN_ONLY_TITLE}</MessageBarTitle>
        {ADMIN_ONLY_MESSAGE}
      </MessageBarBody>
    </MessageBar>
  );
}
