// The author's history (spec 000 §2 "history buttons"; 001 §9: entries less than 60 s apart form
// one line, dates dd/MM/yyyy à HH:mm; an unknown user shows 'Inconnu').
import { useApolloClient } from '@apollo/client/react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { formatDateTime, groupHistory } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { AuthorHistoryDocument } from '../../graphql/generated/graphql';
import { fetchData } from '../../adminKit/adminApi';
import { apiErrorOf } from '../../editorKit/apiError';

interface Line {
  when: string;
  who: string;
  count: number;
}

export function AuthorHistoryDialog({ authorId, onClose }: { authorId: string; onClose(): void }) {
  const client = useApolloClient();
  const [title, setTitle] = useState('');
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    fetchData(client, AuthorHistoryDocument, { id: authorId })
      .then((data) => {
        if (!alive || !data.author) return;
        setTitle(data.author.name);
        const entries = [...data.author.histories]
          .map((h) => ({
            createdAt: new Date(h.createdAt),
            who: h.user?.name ?? MESSAGES.authorUnknown,
          }))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        setLines(
          groupHistory(entries).map((group) => ({
            when: formatDateTime(group[0]!.createdAt),
            who: [...new Set(group.map((e) => e.who))].join(', '),
            count: group.length,
          })),
        );
      })
      .catch((failure: unknown) => alive && setError(apiErrorOf(failure).message));
    return () => {
      alive = false;
    };
  }, [client, authorId]);

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Historique{title ? ` — ${title}` : ''}</DialogTitle>
          <DialogContent>
            {error ? (
              <Body1>{error}</Body1>
            ) : !lines ? (
              <Spinner label="Chargement…" />
            ) : lines.length === 0 ? (
              <Body1>{MESSAGES.noResultEllipsis}</Body1>
            ) : (
              <ul aria-label="Historique des modifications">
                {lines.map((line, i) => (
                  <li key={i}>
                    {line.when} — {line.who}
                    {line.count > 1 ? ` (${line.count} modifications)` : ''}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
