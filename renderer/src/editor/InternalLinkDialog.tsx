// Internal-link dialog (spec 000 §2, 001 §7): searches articles, videos and recipes through the
// app's searchInternalLinks (searchArticles page 100, Published, Rich or Video, newest first; the
// brand's published recipes, first 100, newest first; each result labelled « Recette » etc.) and
// inserts the chosen one. A result of an unknown link type is refused with the spec's message; a
// found article without a public URL is listed, disabled, with the reason.
import { useEffect, useRef, useState } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { DialogFooter } from '../ui/DialogFooter';
import { SearchableList } from '../ui/SearchableList';
import type { InternalLinkResult, InternalLinkTarget } from './commands';

export interface InternalLinkDialogProps {
  initialQuery: string;
  search: (query: string) => Promise<InternalLinkResult[]>;
  onChoose: (target: InternalLinkTarget) => void;
  onClose: () => void;
}

const TYPE_LABELS: Record<string, string> = {
  ARTICLE: 'Article',
  RECIPE: 'Recette',
  VIDEO: 'Vidéo',
  PROGRAM: 'Programme',
  BROADCAST: 'Diffusion',
};

export function InternalLinkDialog({
  initialQuery,
  search,
  onChoose,
  onClose,
}: InternalLinkDialogProps) {
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<InternalLinkResult[] | null>(null);
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
            <SearchableList
              label="Résultats"
              items={results}
              failed={failed}
              itemKey={(r) => `${r.type}-${r.id}`}
              itemText={(r) => r.title}
              itemDetail={(r) => r.whyNot ?? TYPE_LABELS[r.type] ?? r.type}
              itemDisabled={(r) => r.url === null}
              onChoose={(r) => r.url !== null && onChoose({ ...r, url: r.url })}
            />
          </DialogContent>
          <DialogFooter onCancel={onClose} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
