// The shell's way to « Brouillons locaux », with how many drafts wait on this computer.
import { Button, CounterBadge } from '@fluentui/react-components';
import { DocumentSyncRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useLocalDrafts } from './useLocalDrafts';

export const LOCAL_DRAFTS_TITLE = 'Brouillons locaux';

export function LocalDraftsButton() {
  const navigate = useNavigate();
  const { drafts } = useLocalDrafts();
  const count = drafts?.length ?? 0;
  return (
    <Button
      appearance="subtle"
      icon={<DocumentSyncRegular />}
      onClick={() => navigate('/drafts')}
      aria-label={count > 0 ? `${LOCAL_DRAFTS_TITLE} : ${count}` : LOCAL_DRAFTS_TITLE}
    >
      {/* The space keeps « locaux » and the count two words for the name's check (WCAG 2.5.3). */}
      {LOCAL_DRAFTS_TITLE}{' '}
      {count > 0 && <CounterBadge count={count} size="small" style={{ marginLeft: 6 }} />}
    </Button>
  );
}
