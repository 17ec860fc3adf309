// Instead of « Une erreur est survenue » when a screen needs the server, the server cannot be
// reached and no local copy exists: what waits, and that it comes by itself.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export const WAITING_FOR_NETWORK = {
  document:
    'Hors ligne : cet article n’a pas encore été ouvert sur cet ordinateur. Il s’ouvrira de lui-même dès le retour du réseau.',
  list: 'Hors ligne : cette liste n’a pas encore été chargée sur cet ordinateur. Elle s’affichera d’elle-même dès le retour du réseau.',
} as const;

export function WaitingForNetwork({ kind }: { kind: keyof typeof WAITING_FOR_NETWORK }) {
  return (
    <MessageBar intent="warning" data-testid="waiting-for-network">
      <MessageBarBody>{WAITING_FOR_NETWORK[kind]}</MessageBarBody>
    </MessageBar>
  );
}
