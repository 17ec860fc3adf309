// Over a screen shown from main's read cache: « hors ligne — copie locale du JJ/MM/AAAA à HH:mm »,
// and what waits for the network. Nothing when the server answered.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { offlineCopyNotice, useOfflineCopy } from './offlineCopies';

export const OFFLINE_COPY_DETAIL = {
  document:
    'Vos modifications sont gardées sur cet ordinateur ; l’enregistrement sur le serveur se fera au retour du réseau.',
  list: 'Ces lignes sont celles du dernier chargement ; la liste se mettra à jour au retour du réseau.',
} as const;

export interface OfflineCopyNoticeProps {
  operationName: string;
  variables: unknown;
  kind: keyof typeof OFFLINE_COPY_DETAIL;
  className?: string;
}

export function OfflineCopyNotice({
  operationName,
  variables,
  kind,
  className,
}: OfflineCopyNoticeProps) {
  const savedAt = useOfflineCopy(operationName, variables);
  if (!savedAt) return null;
  return (
    <MessageBar intent="info" className={className} data-testid="offline-copy-notice">
      <MessageBarBody>
        <MessageBarTitle>{offlineCopyNotice(savedAt)}</MessageBarTitle>
        {OFFLINE_COPY_DETAIL[kind]}
      </MessageBarBody>
    </MessageBar>
  );
}
