// Said in the editor itself when a colleague took the content over while it was open (issue 30):
// at the next lock retain, the editor stops (EditorLayout's `stopped`) instead of letting the
// journalist type on unaware; the words already typed stay in the local drafts, which it says.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { MESSAGES } from '../../../common/domain/messages';

export const BACK_TO_LIST_LABEL = 'Retour à la liste';

export function LockTakenOverNotice({
  message,
  unsent,
  onBack,
}: {
  /** The server's refusal of the retain (« {nom} a pris la main sur cet article. »). */
  message: string;
  /** Words typed that the server never acknowledged: they wait in « Brouillons locaux ». */
  unsent: boolean;
  onBack: () => void;
}) {
  return (
    <MessageBar intent="error" layout="multiline" data-testid="lock-taken-over">
      <MessageBarBody>
        <MessageBarTitle>{message}</MessageBarTitle>
        {unsent && MESSAGES.unsentKeptInDrafts}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onBack}>{BACK_TO_LIST_LABEL}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
