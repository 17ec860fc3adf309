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
import {
  ArticleHistoryDialog,
  restoredFields,
  type ArticleHistoryDialogProps,
} from '../../../renderer/src/articleKit/history';

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

function mount(
  saves: Save[],
  override?: Partial<Record<string, Answer>>,
  props?: Pick<ArticleHistoryDialogProps, 'editorText' | 'onRestore'>,
) {
  const onClose = vi.fn();
  const { client, calls } = mockedClient(saves, override);
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <ArticleHistoryDialog articleId={ARTICLE_ID} onClose={onClose} {...props} />
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

  describe('comparing and restoring (issue 30)', () => {
    // Two saves 3 minutes apart: two entries. The newer one changed words of the title and body.
    const twoSaves = (): Save[] => [
      {
        id: 'h2',
        createdAt: '2026-03-10T14:09:00.000Z',
        user: 'Camille Martin',
        snapshot: {
          ...snapshot('Budget : la version finale', 'Ready', ['Le conseil vote mardi.']),
          slug: 'budget-version-finale',
          medias: [{ key: 'photos/budget.jpg', href: 'https://cdn.test/budget.jpg' }],
        },
      },
      {
        id: 'h1',
        createdAt: '2026-03-10T14:05:00.000Z',
        user: 'Julien Bernard',
        snapshot: snapshot('Budget : le brouillon', 'Draft', ['Le conseil vote lundi.']),
      },
    ];
    const marked = (side: HTMLElement) =>
      Array.from(side.querySelectorAll('mark')).map((mark) => mark.textContent);
    // (Marked words are the diff's tokens: « lundi » and its full stop are two.)

    it('sets a saved version next to an older one as a word diff, older on the left', async () => {
      const user = userEvent.setup();
      mount(twoSaves());
      await user.click((await entries())[0]!);
      await screen.findByTestId('history-title');
      const compareWith = screen.getByRole('combobox', { name: 'Comparer avec' });
      // The chosen version is not offered against itself.
      expect(
        within(compareWith)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Aucune comparaison (cette version seule)',
        'Version du 10/03/2026 à 15:05 · Julien Bernard',
      ]);
      await user.selectOptions(compareWith, 'h1');
      const older = await screen.findByRole('region', { name: 'Version du 10/03/2026 à 15:05' });
      const newer = screen.getByRole('region', { name: 'Version du 10/03/2026 à 15:09' });
      // Left column first: the older save, its dropped words marked; the newer one's added words.
      const columns = within(screen.getByTestId('history-comparison')).getAllByRole('region');
      expect(columns).toEqual([older, newer]);
      expect(older.getAttribute('data-testid')).toBe('history-theirs');
      expect(marked(older)).toEqual(['le brouillon', 'lundi']);
      expect(marked(newer)).toEqual(['la version finale', 'mardi']);
      expect(within(newer).getByText(/Chapô · Identique/)).toBeTruthy();

      // Choosing the older entry, compared with the newer one: still older on the left.
      await user.click((await entries())[1]!);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Comparer avec' }), 'h2');
      const again = within(await screen.findByTestId('history-comparison')).getAllByRole('region');
      expect(again.map((column) => column.getAttribute('aria-label'))).toEqual([
        'Version du 10/03/2026 à 15:05',
        'Version du 10/03/2026 à 15:09',
      ]);
      // Back to the version alone.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Comparer avec' }), '');
      expect((await screen.findByTestId('history-title')).textContent).toBe(
        'Budget : le brouillon',
      );
      expect(screen.queryByTestId('history-comparison')).toBeNull();
    });

    it("compares a saved version with the editor's text, unsaved words included", async () => {
      const user = userEvent.setup();
      mount(twoSaves(), undefined, {
        editorText: {
          title: 'Budget : la version finale',
          lead: 'Le chapô.',
          body: 'Le conseil vote mardi soir.',
        },
      });
      await user.click((await entries())[0]!);
      await screen.findByTestId('history-title');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Comparer avec' }),
        "Le texte dans l'éditeur",
      );
      const editor = await screen.findByRole('region', {
        name: "Texte dans l'éditeur (non enregistré)",
      });
      const saved = screen.getByRole('region', { name: 'Version du 10/03/2026 à 15:09' });
      // Only the words typed since: the saved side lost nothing, the editor's added « soir ».
      expect(marked(saved)).toEqual([]);
      expect(marked(editor).map((words) => words?.trim())).toEqual(['soir']);
      expect(editor.textContent).toContain('Le conseil vote mardi soir.');
    });

    it('offers « Reprendre cette version » once a version is loaded, and hands its snapshot back', async () => {
      const user = userEvent.setup();
      const onRestore = vi.fn();
      const saves = twoSaves();
      mount(saves, undefined, { onRestore });
      const restore = screen.getByRole('button', { name: 'Reprendre cette version' });
      expect(restore.hasAttribute('disabled')).toBe(true);
      await user.click((await entries())[1]!);
      await screen.findByTestId('history-title');
      expect(
        screen.getByText(/rien n'est enregistré avant « Enregistrer »/, { exact: false }),
      ).toBeTruthy();
      await waitFor(() => expect(restore.hasAttribute('disabled')).toBe(false));
      await user.click(restore);
      expect(onRestore).toHaveBeenCalledWith(saves[1]!.snapshot, '10/03/2026 à 15:05');
    });

    it('has no « Reprendre cette version » when the editor does not take one back', async () => {
      mount(twoSaves());
      await entries();
      expect(screen.queryByRole('button', { name: 'Reprendre cette version' })).toBeNull();
    });

    it("puts back the snapshot's texts, slug, main media, lead and body; nothing it does not hold", () => {
      const [newer] = twoSaves();
      expect(restoredFields(newer!.snapshot)).toEqual({
        title: 'Budget : la version finale',
        slug: 'budget-version-finale',
        lead: doc('Le chapô.'),
        body: doc('Le conseil vote mardi.'),
        medias: [{ key: 'photos/budget.jpg', href: 'https://cdn.test/budget.jpg' }],
      });
      // The demo's first version holds only a title and a status: the editor's lead and body stay.
      expect(restoredFields({ title: 'Premier titre', status: 'Draft', version: 1 })).toEqual({
        title: 'Premier titre',
      });
      // Saved as null (no secondary title, an empty body): emptied; markup-looking text is text.
      expect(
        restoredFields({ secondaryTitle: null, body: null, lead: '<i>pas un document</i>' }),
      ).toEqual({ secondaryTitle: '', body: null, lead: null });
      expect(restoredFields(null)).toBeNull();
      expect(restoredFields(['title'])).toBeNull();
    });
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
