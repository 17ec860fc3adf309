// The admin framework (issue 16): a config renders its list and its form; the rule's messages
// show under their fields and keep Save disabled; an unchanged form cannot be saved; an unknown
// id shows the config's not-found message; saving notifies 'Sauvegarde effectuée' / 'Création
// effectuée'; someone who is not a super-admin is told, not broken.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateRole } from '../../../common/domain/validation/admin';
import type { SessionUser } from '../../../common/ipc/channels';
import {
  SessionContext,
  type SessionState,
} from '../../../renderer/src/app/session/SessionContext';
import { CrudEditPage } from '../../../renderer/src/adminKit/CrudEditPage';
import { CrudListPage } from '../../../renderer/src/adminKit/CrudListPage';
import type { EditConfig, ListConfig } from '../../../renderer/src/adminKit/crudTypes';
import { segmentEdit } from '../../../renderer/src/features/admin/entities/segments';
import { ADMIN_ONLY_TITLE } from '../../../renderer/src/adminKit/AdminOnlyNotice';

interface Thing {
  id: string;
  slug: string;
  count: number;
}

const ADMIN: SessionUser = {
  id: 'u1',
  name: 'Admin',
  email: 'admin@example.test',
  isSuperAdmin: true,
  brandKeys: [],
  allBrands: true,
};

function session(user: SessionUser): SessionState {
  return {
    status: 'ready',
    user,
    notice: null,
    login: () => Promise.resolve({ ok: false, message: '' }),
    loginWithProvider: () => Promise.resolve({ ok: false, message: '' }),
    logout: () => Promise.resolve(),
    createFirstAdmin: () => Promise.resolve({ ok: false, message: '', fields: {} }),
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function mount(path: string, routes: Record<string, ReactNode>, user: SessionUser = ADMIN) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.empty(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={session(user)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {Object.entries(routes).map(([p, element]) => (
                <Route key={p} path={p} element={element} />
              ))}
            </Routes>
            <Where />
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </FluentProvider>,
  );
}

const rows = (n: number, from = 0): Thing[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${from + i}`,
    slug: `role-${from + i}`,
    count: i,
  }));

function listConfig(fetchPage: ListConfig<Thing>['fetchPage']): ListConfig<Thing> {
  return {
    title: 'Rôles',
    tableLabel: 'Liste des rôles',
    pageSize: 100,
    loadMoreThreshold: 50,
    searchLabel: 'Rechercher un rôle',
    columns: [
      { key: 'slug', label: 'Slug', render: (t) => t.slug },
      { key: 'count', label: "Nbr d'utilisateurs", render: (t) => t.count },
    ],
    fetchPage,
    rowHref: (t) => `/crud/role/${t.id}`,
    create: { label: 'Nouveau rôle', href: () => '/crud/role/new' },
  };
}

function editConfig(overrides: Partial<EditConfig<Thing, { slug: string }>> = {}) {
  const save = vi.fn(() => Promise.resolve({ id: 'id-new' }));
  const config: EditConfig<Thing, { slug: string }> = {
    title: { create: 'Nouveau rôle', edit: (v) => v.slug },
    listHref: () => '/crud/role',
    editHref: (id) => `/crud/role/${id}`,
    notFoundMessage: "Ce role utilisateur n'existe pas",
    load: (_ctx, id) =>
      Promise.resolve(id === 'id-1' ? { id, slug: 'journaliste', count: 3 } : null),
    toValues: (t) => ({ slug: t.slug }),
    newValues: () => ({ slug: '' }),
    fields: [{ name: 'slug', label: 'Slug', kind: 'text', required: true }],
    validate: (v) => validateRole(v),
    sidePanel: (t) => [{ label: 'Identifiant', value: t.id }],
    afterCreate: 'edit',
    save,
    ...overrides,
  };
  return { config, save };
}

let observers: Array<{ cb: IntersectionObserverCallback; el: Element[] }> = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { cb: IntersectionObserverCallback; el: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, el: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el.push(el);
      }
      disconnect() {
        this.entry.el = [];
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saveButton = () => screen.getByRole('button', { name: 'Sauvegarder' });

describe('CrudListPage', () => {
  it('renders the configured columns and rows; a row opens its edit route', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(rows(3)));
    mount('/crud/role', {
      '/crud/role': <CrudListPage config={listConfig(fetchPage)} />,
      '/crud/role/:id': <p>édition</p>,
    });
    const table = await screen.findByRole('table', { name: 'Liste des rôles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Slug', "Nbr d'utilisateurs"]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(table).getByText('role-1'));
    expect(screen.getByTestId('where').textContent).toBe('/crud/role/id-1');
  });

  it('loads the next page when the row 50 from the end shows, and the search goes to the server as typed and to the URL', async () => {
    const fetchPage = vi.fn((_ctx: unknown, page: { skip: number; search: string | null }) =>
      Promise.resolve(page.search ? rows(1, 900) : page.skip === 0 ? rows(100) : rows(20, 100)),
    );
    mount('/crud/role', { '/crud/role': <CrudListPage config={listConfig(fetchPage)} /> });
    await screen.findByText('role-99');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const sentinel = screen.getByTestId('load-more-sentinel');
    // The sentinel sits on row 50 of 100.
    expect(sentinel.closest('tr')?.textContent).toContain('role-50');
    // The sentinel is observed from an effect, which may run after the rows are on screen.
    const observer = await waitFor(() => {
      const found = observers.find((o) => o.el.includes(sentinel));
      expect(found).toBeTruthy();
      return found!;
    });
    act(() =>
      observer.cb(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await screen.findByText('role-119', {}, { timeout: 8000 });
    expect(fetchPage).toHaveBeenLastCalledWith(expect.anything(), {
      first: 100,
      skip: 100,
      search: null,
    });

    // Searched as typed: the first keystroke goes to the server at once (no debounce timer).
    const box = screen.getByRole('searchbox', { name: 'Rechercher un rôle' });
    await userEvent.type(box, 'x');
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.anything(), {
      first: 100,
      skip: 0,
      search: 'x',
    });
    await userEvent.type(box, '9');
    expect(fetchPage).toHaveBeenCalledTimes(4);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.anything(), {
      first: 100,
      skip: 0,
      search: 'x9',
    });
    await screen.findByText('role-900', {}, { timeout: 8000 });
    expect(screen.queryByText('role-1')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/crud/role?search=x9'),
    );
  }, 30_000);

  it("says 'Aucun résultat' for an empty list and shows the server's message on failure", async () => {
    mount('/crud/role', {
      '/crud/role': <CrudListPage config={listConfig(() => Promise.resolve([]))} />,
    });
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    cleanup();
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Une erreur est survenue', extensions: { code: 'OTHER' } }],
    });
    mount('/crud/role', {
      '/crud/role': <CrudListPage config={listConfig(() => Promise.reject(refused))} />,
    });
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('tells a user who is not a super-admin instead of loading', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(rows(1)));
    mount(
      '/crud/role',
      { '/crud/role': <CrudListPage config={listConfig(fetchPage)} /> },
      { ...ADMIN, isSuperAdmin: false, allBrands: false, brandKeys: ['TEL'] },
    );
    expect(await screen.findByText(ADMIN_ONLY_TITLE)).toBeTruthy();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});

describe('CrudEditPage', () => {
  it("shows the config's not-found message for an unknown id (null or NOT_FOUND)", async () => {
    const { config } = editConfig();
    mount('/crud/role/nope', { '/crud/role/:id': <CrudEditPage config={config} /> });
    expect(await screen.findByText("Ce role utilisateur n'existe pas")).toBeTruthy();
    // Only the not-found message: no « Nouveau rôle » above it, in the page or the window title.
    expect(screen.queryByText('Nouveau rôle')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.title).not.toContain('Nouveau rôle');
    cleanup();
    const notFound = new CombinedGraphQLErrors({
      errors: [{ message: "Ce role utilisateur n'existe pas", extensions: { code: 'NOT_FOUND' } }],
    });
    const thrown = editConfig({ load: () => Promise.reject(notFound) }).config;
    mount('/crud/role/x', { '/crud/role/:id': <CrudEditPage config={thrown} /> });
    expect(await screen.findByText("Ce role utilisateur n'existe pas")).toBeTruthy();
  });

  it("keeps Save disabled until changed, shows the rule's message under the field, and notifies 'Sauvegarde effectuée'", async () => {
    const { config, save } = editConfig();
    mount('/crud/role/id-1', { '/crud/role/:id': <CrudEditPage config={config} /> });
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    expect(screen.getByText('id-1')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    await userEvent.clear(slug);
    expect(await screen.findByText('Champ obligatoire')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    await userEvent.type(slug, 'chef');
    expect(screen.queryByText('Champ obligatoire')).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Sauvegarde effectuée')).toBeTruthy();
    expect(save).toHaveBeenCalledWith(
      expect.anything(),
      { slug: 'chef' },
      {
        isNew: false,
        id: 'id-1',
        initial: { slug: 'journaliste' },
      },
    );
    // Saved: the form is unchanged again.
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it("creates, replaces the route with edit and says 'Création effectuée'; server field messages land on their field", async () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Le contenu saisi n'est pas valide",
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { slug: 'Ce slug est déjà utilisé par un autre rôle' },
          },
        },
      ],
    });
    const save = vi
      .fn<EditConfig<Thing, { slug: string }>['save']>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce({ id: 'id-1' });
    const { config } = editConfig({ save });
    mount('/crud/role/new', {
      '/crud/role/new': <CrudEditPage config={config} />,
      '/crud/role/:id': <CrudEditPage config={config} />,
    });
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    expect(saveButton()).toHaveProperty('disabled', true);
    await userEvent.type(slug, 'journaliste');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Ce slug est déjà utilisé par un autre rôle')).toBeTruthy();
    await userEvent.type(slug, 's');
    expect(screen.queryByText('Ce slug est déjà utilisé par un autre rôle')).toBeNull();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Création effectuée')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/crud/role/id-1'));
  });

  it('the segment config: bad JSON in a query shows its message under that field and blocks Save', async () => {
    mount('/crud/segment/new?brand=GEO', {
      '/crud/segment/new': <CrudEditPage config={segmentEdit} />,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Titre/ }), 'Lecteurs');
    expect(saveButton()).toHaveProperty('disabled', false);
    const ios = screen.getByRole('textbox', { name: 'Query iOS' });
    await userEvent.type(ios, '{{"a": ');
    expect(await screen.findByText("La requête n'est pas un JSON valide")).toBeTruthy();
    expect(ios.getAttribute('aria-invalid')).toBe('true');
    expect(saveButton()).toHaveProperty('disabled', true);
    await userEvent.type(ios, '1}');
    expect(screen.queryByText("La requête n'est pas un JSON valide")).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('switch')).toHaveProperty('checked', true);
    expect(screen.getByText('Activé')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Marque' }) as HTMLInputElement).value).toBe('GEO');
  });
});
