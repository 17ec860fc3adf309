// The « Historique des modifications » dialog in happy-dom with the app's Apollo client over a
// mocked bridge: saves less than 60 s apart show as one entry (« 2 enregistrements »), further
// apart as separate entries, dated 'dd/MM/yyyy à HH:mm' in Paris time; choosing an entry loads
// that entry's snapshot then and shows the saved version as text, markup included as text; loading and
// error states; Escape and « Fermer » close it. The operations are checked against the schema.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ApolloProvider } from '@apollo/client/react';
import { buildSchema, validate } from 'graphql';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import {
  ArticleHistoriesDocument,
  ArticleHistoryCountDocument,
  ArticleHistoryEntryDocument,
} from '../../../renderer/src/graphql/generated/graphql';
import { ArticleHistoryDialog } from '../../../renderer/src/features/articles/history';

afterEach(cleanup);

const ARTICLE_ID = '7d0c1a52-4a43-4c1e-9b0e-0c5d4b8f2a11';

interface Save {
  id: string;
  createdAt: string;
  user: string | null;
  snapshot: unknown;
}

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({
    type: 'paragraph',
    content: text ? [{ type: 'text', text }] : [],
  })),
});
const snapshot = (title: string, status: string, body: string[], lead = 'Le chapô.') => ({
  title,
  status,
  lead: doc(lead),
  body: doc(...body),
  relations: {},
});

type Answer = (request: GraphqlRequest) => Promise<unknown>;

/** The app's Apollo client over a bridge answering the history operations from `saves` (most recent first). */
function mockedClient(saves: Save[], override?: Partial<Record<string, Answer>>) {
  const calls: string[] = [];
  const request = async (req: GraphqlRequest) => {
    calls.push(req.operationName);
    const custom = override?.[req.operationName];
    if (custom) return custom(req);
    const user = (name: string | null) =>
      name ? { __typename: 'UserRef', id: `u-${name}`, name } : null;
    switch (req.operationName) {
      case 'ArticleHistories':
        return {
          data: {
            article: {
              __typename: 'Article',
              id: ARTICLE_ID,
              histories: saves.map((s) => ({
                __typename: 'ArticleHistory',
                id: s.id,
                createdAt: s.createdAt,
                user: user(s.user),
              })),
            },
          },
        };
      case 'ArticleHistoryEntry': {
        const entry = saves.find((s) => s.id === (req.variables as { id: string }).id);
        return {
          data: {
            articleHistory: entry
              ? { __typename: 'ArticleHistory', id: entry.id, snapshot: entry.snapshot }
              : null,
          },
        };
      }
      default:
        throw new Error(`unexpected operation ${req.operationName}`);
    }
  };
  const bridge = { graphql: { request } } as unknown as BackofficeBridge;
  return { client: createApolloClient(() => bridge), calls };
}

function mount(saves: Save[], override?: Partial<Record<string, Answer>>) {
  const onClose = vi.fn();
  const { client, calls } = mockedClient(saves, override);
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <ArticleHistoryDialog articleId={ARTICLE_ID} onClose={onClose} />
      </ApolloProvider>
    </FluentProvider>,
  );
  return { onClose, calls };
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Enregistrements' })).getAllByRole('button');

describe('ArticleHistoryDialog', () => {
  it('shows two saves 30 s apart as one entry « 2 enregistrements », dated in Paris time', async () => {
    mount([
      {
        id: 'h2',
        createdAt: '2026-03-10T14:05:30.000Z',
        user: 'Camille Martin',
        snapshot: snapshot('Deuxième', 'Draft', ['b']),
      },
      {
        id: 'h1',
        createdAt: '2026-03-10T14:05:00.000Z',
        user: 'Julien Bernard',
        snapshot: snapshot('Premier', 'Draft', ['a']),
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Historique des modifications' })).toBeTruthy();
    const list = await entries();
    expect(list).toHaveLength(1);
    // 14:05 UTC is 15:05 in Paris in March (UTC+1); the group shows its latest save.
    expect(list[0]!.textContent).toBe(
      '10/03/2026 à 15:05Camille Martin, Julien Bernard2 enregistrements',
    );
  });

  it('shows saves 2 minutes apart as two entries, most recent first, without a count', async () => {
    mount([
      {
        id: 'h1',
        createdAt: '2026-07-14T20:28:00.000Z',
        user: 'Camille Martin',
        snapshot: snapshot('Premier', 'Draft', ['a']),
      },
      {
        id: 'h2',
        createdAt: '2026-07-14T20:30:00.000Z',
        user: 'Camille Martin',
        snapshot: snapshot('Deuxième', 'Draft', ['b']),
      },
      {
        id: 'h0',
        createdAt: '2026-07-14T20:25:00.000Z',
        user: null,
        snapshot: snapshot('Zéro', 'Draft', ['c']),
      },
    ]);
    const list = await entries();
    // Summer time: UTC+2.
    expect(list.map((b) => b.textContent)).toEqual([
      '14/07/2026 à 22:30Camille Martin',
      '14/07/2026 à 22:28Camille Martin',
      '14/07/2026 à 22:25Utilisateur inconnu',
    ]);
    expect(screen.queryByText(/enregistrements/)).toBeNull();
  });

  it('loads a snapshot only when its entry is chosen and shows the saved version as text', async () => {
    const user = userEvent.setup();
    const { calls } = mount([
      {
        id: 'h2',
        createdAt: '2026-03-10T14:09:00.000Z',
        user: 'Camille Martin',
        snapshot: snapshot('Budget : la version finale', 'Ready', [
          'Premier paragraphe.',
          'Second paragraphe.',
        ]),
      },
      {
        id: 'h1',
        createdAt: '2026-03-10T14:05:00.000Z',
        user: 'Camille Martin',
        snapshot: snapshot('Budget : le brouillon', 'Draft', ['Texte initial.'], ''),
      },
    ]);
    const list = await entries();
    expect(
      screen.getByText('Choisissez un enregistrement pour afficher la version enregistrée.'),
    ).toBeTruthy();
    expect(calls).toEqual(['ArticleHistories']);

    await user.click(list[0]!);
    expect((await screen.findByTestId('history-title')).textContent).toBe(
      'Budget : la version finale',
    );
    expect(calls).toEqual(['ArticleHistories', 'ArticleHistoryEntry']);
    expect(list[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('history-status').textContent).toBe('Prêt');
    expect(screen.getByTestId('history-lead').textContent).toBe('Le chapô.');
    expect(screen.getByTestId('history-body').textContent).toBe(
      'Premier paragraphe.\nSecond paragraphe.',
    );

    // Each entry is asked once: back to the first one, it comes from the cache.
    await user.click(list[1]!);
    await waitFor(() =>
      expect(screen.getByTestId('history-title').textContent).toBe('Budget : le brouillon'),
    );
    expect(screen.getByTestId('history-status').textContent).toBe('Brouillon');
    expect(screen.getByTestId('history-lead').textContent).toBe('(vide)');
    expect(screen.getByTestId('history-body').textContent).toBe('Texte initial.');
    await user.click(list[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('history-title').textContent).toBe('Budget : la version finale'),
    );
    expect(calls).toEqual(['ArticleHistories', 'ArticleHistoryEntry', 'ArticleHistoryEntry']);
  });

  it('shows markup found in a snapshot as text, never as HTML', async () => {
    const user = userEvent.setup();
    const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    mount([
      {
        id: 'h1',
        createdAt: '2026-03-10T14:05:00.000Z',
        user: 'Camille Martin',
        snapshot: {
          title: `<b>Titre</b>${hostile}`,
          status: 'Draft',
          body: doc(`Avant ${hostile} après`),
          lead: '<i>pas un document</i>',
        },
      },
    ]);
    await user.click((await entries())[0]!);
    const body = await screen.findByTestId('history-body');
    expect(body.textContent).toBe(`Avant ${hostile} après`);
    expect(screen.getByTestId('history-title').textContent).toBe(`<b>Titre</b>${hostile}`);
    // A lead that is not a rich-text document is not read at all.
    expect(screen.getByTestId('history-lead').textContent).toBe('(vide)');
    // (Fluent's focus trap adds <i> sentinels around the dialog, so look in the version only.)
    const version = screen.getByRole('region', { name: 'Version enregistrée' });
    expect(version.querySelector('script, img, b, i')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('script, img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says it is loading, then the error in French with a retry', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    mount(
      [
        {
          id: 'h1',
          createdAt: '2026-03-10T14:05:00.000Z',
          user: 'Camille Martin',
          snapshot: snapshot('Titre', 'Draft', ['a']),
        },
      ],
      {
        ArticleHistories: async () => {
          await gate;
          if (fail) throw new Error('Le serveur ne répond pas');
          fail = false;
          return {
            data: {
              article: {
                __typename: 'Article',
                id: ARTICLE_ID,
                histories: [
                  {
                    __typename: 'ArticleHistory',
                    id: 'h1',
                    createdAt: '2026-03-10T14:05:00.000Z',
                    user: null,
                  },
                ],
              },
            },
          };
        },
      },
    );
    expect(await screen.findByText("Chargement de l'historique…")).toBeTruthy();
    release();
    expect(await screen.findByText("Impossible de charger l'historique.")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await entries()).toHaveLength(1);
  });

  it('says when a version cannot be loaded, and when there is no history', async () => {
    const user = userEvent.setup();
    mount(
      [{ id: 'h1', createdAt: '2026-03-10T14:05:00.000Z', user: 'Camille Martin', snapshot: null }],
      {
        ArticleHistoryEntry: async () => ({ errors: [{ message: 'boom' }] }),
      },
    );
    await user.click((await entries())[0]!);
    expect(await screen.findByText('Impossible de charger cette version.')).toBeTruthy();
    cleanup();
    mount([]);
    expect(await screen.findByText("Aucune modification n'a été enregistrée.")).toBeTruthy();
  });

  it('closes with Escape and with « Fermer »', async () => {
    const user = userEvent.setup();
    const first = mount([]);
    await screen.findByText("Aucune modification n'a été enregistrée.");
    await user.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const second = mount([]);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks only what the API schema defines', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    for (const document of [
      ArticleHistoryCountDocument,
      ArticleHistoriesDocument,
      ArticleHistoryEntryDocument,
    ])
      expect(validate(schema, document)).toEqual([]);
  });
});
