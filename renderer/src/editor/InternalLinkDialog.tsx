// Internal-link dialog (spec 000 §2, 001 §7): searches articles, videos and recipes through the
// app's searchInternalLinks (searchArticles page 100, Published, Rich or Video, newest first) and
// inserts the chosen one. A result of an unknown link type is refused with the spec's message.
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text } from '@fluentui/react-components';
import type { InternalLinkTarget } from './commands';

export interface InternalLinkDialogProps {
  initialQuery: string;
  search: (query: string) => Promise<InternalLinkTarget[]>;
  onChoose: (target: InternalLinkTarget) => void;
  onClose: () => void;
}

const TYPE_LABELS: Record<string, string> = { ARTICLE: 'Article', RECIPE: 'Recette', VIDEO: 'Vidéo', PROGRAM: 'Programme', BROADCAST: 'Diffusion' };

export function InternalLinkDialog({ initialQuery, search, onChoose, onClose }: InternalLinkDialogProps) {
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<InternalLinkTarget[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      setResults(null);
      setFailed(false);
      search(query.trim()).then(
        (found) => ticket === latest.current && setResults(found),
        () => {
          if (ticket !== latest.current) return;
          setFailed(true);
          setResults([]);
        },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [query, search]);

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Lien interne" style={{ maxWidth: 800 }}>
        <DialogBody>
          <DialogTitle>Lien interne</DialogTitle>
          <DialogContent>
            <Field label="Rechercher un article, une vidéo ou une recette">
              <Input autoFocus value={query} onChange={(_e, d) => setQuery(d.value)} />
            </Field>
            <div role="listbox" aria-label="Résultats" className="pm-internal-results">
              {results === null && <Spinner size="tiny" label="Recherche…" />}
              {failed && <Text>Une erreur est survenue</Text>}
              {results?.length === 0 && !failed && <Text>Aucun résultat</Text>}
              {results?.map((r) => (
                <div role="option" aria-selected={false} key={`${r.type}-${r.id}`} className="pm-internal-result" tabIndex={0} onClick={() => onChoose(r)} onKeyDown={(e) => e.key === 'Enter' && onChoose(r)}>
                  <Text weight="semibold">{r.title}</Text> <Text size={200}>{TYPE_LABELS[r.type] ?? r.type}</Text>
                </div>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
