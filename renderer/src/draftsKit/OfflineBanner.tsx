// The shell's banner while main cannot reach the API (lost at start or in the middle of a
// session): what still works and what waits. It goes as soon as main sees the API again.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { OFFLINE_NOTICE } from '../../../common/ipc/offlineReads';
import { useApiOnline } from './apiStatus';

export const OFFLINE_BANNER_DETAIL =
  'Les articles et listes déjà ouverts sur cet ordinateur restent consultables et modifiables ; vos enregistrements partiront dès le retour du réseau.';

export function OfflineBanner({ className }: { className?: string }) {
  const online = useApiOnline();
  if (online) return null;
  return (
    <MessageBar intent="warning" className={className} data-testid="offline-banner">
      <MessageBarBody>
        <MessageBarTitle>{OFFLINE_NOTICE}</MessageBarTitle>
        {OFFLINE_BANNER_DETAIL}
      </MessageBarBody>
    </MessageBar>
  );
}
