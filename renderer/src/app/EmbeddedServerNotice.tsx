// Says that the embedded server is still starting (what needs the API waits for it), or why it
// could not start. Nothing once it answers, nor for a remote API.
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEmbeddedServer } from './useEmbeddedServer';

export const EMBEDDED_STARTING_MESSAGE = 'Démarrage du serveur intégré…';

export function EmbeddedServerNotice({ className }: { className?: string }) {
  const { state, message } = useEmbeddedServer();
  if (state === 'starting')
    return (
      <MessageBar intent="info" className={className} icon={<Spinner size="extra-tiny" />}>
        <MessageBarBody>{EMBEDDED_STARTING_MESSAGE}</MessageBarBody>
      </MessageBar>
    );
  if (state === 'failed')
    return (
      <MessageBar intent="error" className={className} role="alert">
        <MessageBarBody>Échec du démarrage : {message}</MessageBarBody>
      </MessageBar>
    );
  return null;
}
