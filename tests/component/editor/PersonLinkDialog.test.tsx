// The person-link dialog in happy-dom with the app's Apollo client over a mocked bridge: typing searches the
// persons (`people`, debounced: fake timers), choosing one fills the identifier and the name (read
// only: the server knows only its persons); without Apollo only the editable fields are offered.
// The query is checked against the API's schema, since it is written by hand.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ApolloProvider } from '@apollo/client/react';
import { buildSchema, print, validate } from 'graphql';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { PersonLinkDialog } from '../../../renderer/src/editor/PersonLinkDialog';
import { PersonLinkSearchDocument } from '../../../renderer/src/editor/personSearch';

afterEach(cleanup);

const PERSONS = [
  { __typename: 'Person', id: 'p-curie', fullName: 'Marie Curie' },
  { __typename: 'Person', id: 'p-curien', fullName: 'Pierre Curien' },
];

/** The app's Apollo client, over a bridge whose graphql.request answers from PERSONS. */
function mockedClient() {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const request = async ({ operationName, variables = {} }: GraphqlRequest) => {
    calls.push({ operationName, variables });
    const q = String(variables.query).toLowerCase();
    return { data: { people: PERSONS.filter((p) => p.fullName.toLowerCase().includes(q)) } };
  };
  const bridge = { graphql: { request } } as unknown as BackofficeBridge;
  return { client: createApolloClient(() => bridge), calls };
}

function mount(
  options: { apollo?: boolean; initial?: { personId: string; name: string; href: string } } = {},
) {
  const onSubmit = vi.fn();
  const { client, calls } = mockedClient();
  const dialog = (
    <PersonLinkDialog
      initial={options.initial ?? { personId: '', name: '', href: '' }}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />
  );
  render(
    <FluentProvider theme={webLightTheme}>
      {options.apollo === false ? (
        dialog
      ) : (
        <ApolloProvider client={client}>{dialog}</ApolloProvider>
      )}
    </FluentProvider>,
  );
  return { onSubmit, calls };
}

describe('PersonLinkDialog', () => {
  it('searches persons by name and fills the link from the chosen one', async () => {
    const user = userEvent.setup();
    const { onSubmit, calls } = mount();
    await user.type(screen.getByRole('combobox', { name: 'Rechercher une personne' }), 'curi');
    await user.click(await screen.findByRole('option', { name: 'Pierre Curien' }));
    expect(calls.at(-1)).toEqual({
      operationName: 'PersonLinkSearch',
      variables: { query: 'curi', first: 20 },
    });
    const idField = screen.getByRole('textbox', {
      name: /Identifiant de la personne/,
    }) as HTMLInputElement;
    expect(idField.value).toBe('p-curien');
    expect(idField.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Nom' }) as HTMLInputElement).value).toBe(
      'Pierre Curien',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'URL de la fiche' }),
      'https://www.example.fr/people/pierre-curien',
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith({
      personId: 'p-curien',
      name: 'Pierre Curien',
      href: 'https://www.example.fr/people/pierre-curien',
    });
  });

  it('asks once the typing pauses (250 ms), for the last words only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { calls } = mount();
      const combobox = screen.getByRole('combobox', { name: 'Rechercher une personne' });
      for (const words of ['m', 'ma', 'mar']) {
        fireEvent.change(combobox, { target: { value: words } });
        await vi.advanceTimersByTimeAsync(100);
      }
      await vi.advanceTimersByTimeAsync(149);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([
        { operationName: 'PersonLinkSearch', variables: { query: 'mar', first: 20 } },
      ]);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('option', { name: 'Marie Curie' })).toBeTruthy();
  });

  it('starts from the selected words and says when nobody matches', async () => {
    const user = userEvent.setup();
    mount({ initial: { personId: '', name: 'Marie', href: '' } });
    const combobox = screen.getByRole('combobox', { name: 'Rechercher une personne' });
    expect((combobox as HTMLInputElement).value).toBe('Marie');
    await user.clear(combobox);
    await user.type(combobox, 'Zola');
    expect(await screen.findByRole('option', { name: 'Aucune personne trouvée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', true);
  });

  it('keeps the manual fields for a person not in the list, and offers only them without Apollo', async () => {
    const user = userEvent.setup();
    const { onSubmit } = mount({ apollo: false });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Identifiant de la personne/ }), 'p-42');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Une personne');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ personId: 'p-42', name: 'Une personne', href: '' }),
    );
  });

  it('asks the API a query its schema accepts', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(validate(buildSchema(sdl), PersonLinkSearchDocument)).toEqual([]);
    expect(print(PersonLinkSearchDocument)).toContain('people(where: {fullName_contains: $query}');
  });
});
