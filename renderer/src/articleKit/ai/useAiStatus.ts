// Whether the brand's AI controls can be used (issue 34): asked once per brand (Apollo keeps the
// answer), and the French reason when they cannot. Not configured or unknown: every AI control
// stays disabled and says why; nothing else on the screen changes.
import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '../../../../common/domain/messages';
import { AiStatusDocument } from '../../graphql/generated/graphql';

export interface AiAvailability {
  ready: boolean;
  /** Why the controls are disabled (French), or null while asking and when ready. */
  message: string | null;
}

export function useAiStatus(brandKey: string, needed = true): AiAvailability {
  const { data, error, loading } = useQuery(AiStatusDocument, {
    variables: { brandKey },
    skip: !needed,
    fetchPolicy: 'cache-first',
  });
  if (!needed || loading) return { ready: false, message: null };
  const status = data?.aiStatus;
  if (error || !status) return { ready: false, message: MESSAGES.aiUnreachable };
  if (!status.configured)
    return { ready: false, message: status.message ?? MESSAGES.aiNotConfigured };
  return { ready: true, message: null };
}
