// The speed dial's Article, Vidéo and Recette pickers (000 §2 "Slideshow editor"): a dialog that
// searches the brand's published content of that kind as the journalist types (500 ms debounce, newest
// first) and adds the chosen one as a slide. The results are the app's accessible SearchableList:
// ↓ from the search field into the list, arrows, Enter.
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  SearchBox,
} from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { formatDateTime } from '../../../../common/domain/dates';
import { DialogFooter } from '../../ui/DialogFooter';
import { SearchableList } from '../../ui/SearchableList';
import { useSearchResults } from '../../ui/useSearchResults';
import type { PickableSlideKind, SlideContent, SlideContentSearch } from './slideContent';

const WORDING: Readonly<
  Record<PickableSlideKind, { title: string; search: string; empty: string }>
> = {
  article: {
    title: 'Ajouter : Article',
    search: 'Rechercher un article publié',
    empty: 'Aucun article publié ne correspond.',
  },
  video: {
    title: 'Ajouter : Vidéo',
    search: 'Rechercher une vidéo publiée',
    empty: 'Aucune vidéo publiée ne correspond.',
  },
  recipe: {
    title: 'Ajouter : Recette',
    search: 'Rechercher une recette publiée',
    empty: 'Aucune recette publiée ne correspond.',
  },
};

export function SlideContentPicker({
  kind,
  search,
  onPick,
  onClose,
}: {
  kind: PickableSlideKind;
  search: SlideContentSearch;
  onPick: (content: SlideContent) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const listHolder = useRef<HTMLDivElement>(null);
  const wording = WORDING[kind];
  const run = useCallback((typed: string) => search(kind, typed.trim()), [search, kind]);
  const { results, failed } = useSearchResults<SlideContent>(run, text);

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label={wording.title} style={{ maxWidth: 720 }}>
        <DialogBody>
          <DialogTitle>{wording.title}</DialogTitle>
          <DialogContent>
            <Field label={wording.search}>
              <SearchBox
                autoFocus
                // Fluent caps a search box at 468 px: here it spans the dialog, as its results do.
                style={{ maxWidth: 'none', width: '100%' }}
                value={text}
                onChange={(_e, d) => setText(d.value)}
                onKeyDown={(event) => {
                  // ↓ goes from the search into the results.
                  if (event.key !== 'ArrowDown') return;
                  const list = listHolder.current?.querySelector<HTMLElement>('[role="listbox"]');
                  if (!list) return;
                  event.preventDefault();
                  list.focus();
                }}
              />
            </Field>
            <div ref={listHolder}>
              <SearchableList
                label="Résultats"
                items={results}
                failed={failed}
                emptyText={wording.empty}
                itemKey={(c) => c.id}
                itemText={(c) => c.title}
                itemDetail={(c) =>
                  c.publishedAt
                    ? `Publié${kind === 'article' ? '' : 'e'} le ${formatDateTime(new Date(c.publishedAt))}`
                    : ''
                }
                onChoose={onPick}
              />
            </div>
          </DialogContent>
          <DialogFooter onCancel={onClose} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
