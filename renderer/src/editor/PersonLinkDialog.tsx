// Person link: links the selection to a person (spec 001 §5). The journalist searches the persons
// by name (`people` through the app's Apollo client) and picks one, which fills the identifier and
// the name: the server refuses a link to a person it does not know, so with the API they are read
// only. Without an Apollo client (the editor alone, in tests) only the fields are offered.
import { useContext, useEffect, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Option,
} from '@fluentui/react-components';
import { safeHref } from '../../../common/richtext';
import { PERSON_SEARCH_PAGE, PersonLinkSearchDocument, type Person } from './personSearch';

export interface PersonLinkDialogProps {
  initial: { personId: string; name: string; href: string };
  onSubmit: (value: { personId: string; name: string; href: string }) => void;
  onClose: () => void;
}

const SEARCH_DELAY_MS = 250;

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; persons: Person[] }
  | { state: 'failed' };

/**
 * Searches the persons as the query changes (debounced), the latest answer only; the name just
 * chosen (`chosen`) does not search again.
 */
function usePersonSearch(client: ApolloClient | null, query: string) {
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [listOpen, setListOpen] = useState(false);
  const ticket = useRef(0);
  /** The name just chosen: putting it in the search box must not search (and reopen the list) again. */
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    const mine = ++ticket.current;
    const words = query.trim();
    if (!client || !words) {
      setSearch({ state: 'idle' });
      return;
    }
    if (words === chosen.current) return;
    chosen.current = null;
    const timer = setTimeout(() => {
      setSearch({ state: 'searching' });
      client
        .query({
          query: PersonLinkSearchDocument,
          variables: { query: words, first: PERSON_SEARCH_PAGE },
          fetchPolicy: 'network-only',
        })
        .then(
          ({ data, error }) => {
            if (mine !== ticket.current) return;
            setSearch(
              data
                ? { state: 'done', persons: data.people }
                : error
                  ? { state: 'failed' }
                  : { state: 'done', persons: [] },
            );
            // The answers show as they come, the selected words' included, without a key press.
            setListOpen(Boolean(data));
          },
          () => mine === ticket.current && setSearch({ state: 'failed' }),
        );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, query]);
  return { search, listOpen, setListOpen, chosen };
}

export function PersonLinkDialog({ initial, onSubmit, onClose }: PersonLinkDialogProps) {
  const client = useContext(getApolloContext()).client ?? null;
  const [personId, setPersonId] = useState(initial.personId);
  const [name, setName] = useState(initial.name);
  const [href, setHref] = useState(initial.href);
  const [query, setQuery] = useState(initial.personId ? '' : initial.name);
  const { search, listOpen, setListOpen, chosen } = usePersonSearch(client, query);
  const hrefInvalid = href.trim() !== '' && safeHref(href.trim()) === '';
  const valid = personId.trim() !== '' && !hrefInvalid;

  const persons = search.state === 'done' ? search.persons : [];
  const choose = (id: string | undefined): void => {
    const person = persons.find((p) => p.id === id);
    if (!person) return;
    chosen.current = person.fullName.trim();
    setPersonId(person.id);
    setName(person.fullName);
    setQuery(person.fullName);
    setListOpen(false);
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Lien personne">
        <DialogBody>
          <DialogTitle>Lien personne</DialogTitle>
          <DialogContent className="pm-person-dialog">
            {client && (
              <PersonSearchField
                search={search}
                query={query}
                onQuery={setQuery}
                listOpen={listOpen}
                onListOpen={setListOpen}
                onChoose={choose}
              />
            )}
            <Field label="Identifiant de la personne" required>
              <Input
                autoFocus={!client}
                readOnly={Boolean(client)}
                value={personId}
                onChange={(_e, d) => setPersonId(d.value)}
              />
            </Field>
            <Field label="Nom">
              <Input
                readOnly={Boolean(client)}
                value={name}
                onChange={(_e, d) => setName(d.value)}
              />
            </Field>
            <Field
              label="URL de la fiche"
              validationMessage={hrefInvalid ? "L'URL n'est pas valide" : undefined}
            >
              <Input value={href} onChange={(_e, d) => setHref(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
            <Button
              appearance="primary"
              disabled={!valid}
              onClick={() =>
                onSubmit({ personId: personId.trim(), name: name.trim(), href: href.trim() })
              }
            >
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface PersonSearchFieldProps {
  search: Search;
  query: string;
  onQuery: (query: string) => void;
  listOpen: boolean;
  onListOpen: (open: boolean) => void;
  onChoose: (id: string | undefined) => void;
}

function PersonSearchField({
  search,
  query,
  onQuery,
  listOpen,
  onListOpen,
  onChoose,
}: PersonSearchFieldProps) {
  const persons = search.state === 'done' ? search.persons : [];
  return (
    <Field
      label="Rechercher une personne"
      validationState={search.state === 'failed' ? 'error' : 'none'}
      validationMessage={
        search.state === 'failed'
          ? 'Une erreur est survenue'
          : search.state === 'searching'
            ? 'Recherche…'
            : undefined
      }
    >
      <Combobox
        autoFocus
        freeform
        open={listOpen}
        onOpenChange={(_e, d) => onListOpen(d.open)}
        value={query}
        placeholder="Nom de la personne"
        onChange={(e) => onQuery(e.target.value)}
        onOptionSelect={(_e, d) => onChoose(d.optionValue)}
      >
        {persons.map((p) => (
          <Option key={p.id} value={p.id} text={p.fullName}>
            {p.fullName}
          </Option>
        ))}
        {search.state === 'done' && persons.length === 0 && (
          <Option key="none" value="" text="Aucune personne trouvée" disabled>
            Aucune personne trouvée
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
