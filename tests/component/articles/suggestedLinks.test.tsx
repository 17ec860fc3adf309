// « Liens internes (bêta) » (issue 34; spec 000 §2 editor tools, 001 §8): the suggestions listed
// with their labels, « Ajouter » enabled with at least one ticked, the body the server returns set
// as one undoable change, 'Aucun lien trouvé', and 'Une erreur est survenue lors de l'ajout des
// liens' when the links could not be added (the body untouched). Also a picked lead suggestion.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import type { RichTextDoc } from '../../../common/richtext';
import { REQUEST_IDS, fakeAiMain } from '../support/fakeAiMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import { existingLinkTexts } from '../../../renderer/src/articleKit/ai/suggestedLinks';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const DRAFT_ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
const TEXT = 'Pour Noël, une bûche au chocolat et un sapin en pâte feuilletée.';
const paragraph = (content: RichTextDoc['content']): RichTextDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});
const BODY = paragraph([{ type: 'text', text: TEXT }]);

const LINKS = [
  {
    id: 'r1',
    type: 'RECIPE',
    title: 'Bûche au chocolat facile',
    url: 'https://www.cuisineactuelle.fr/recettes/buche-au-chocolat-facile-r1',
    label: 'Recipe',
    anchorText: 'bûche au chocolat',
    block: 0,
    start: 15,
  },
  {
    id: 'a2',
    type: 'ARTICLE',
    title: 'Nos idées de sapins feuilletés',
    url: 'https://www.capital.fr/sapins-feuilletes',
    label: 'Lien',
    anchorText: 'sapin en pâte feuilletée',
    block: 0,
    start: 39,
  },
];

/** What the server would set: the first chosen link on its anchor. */
function linkedBody(): RichTextDoc {
  const [link] = LINKS;
  const at = link!.start;
  const end = at + link!.anchorText.length;
  return paragraph([
    { type: 'text', text: TEXT.slice(0, at) },
    {
      type: 'text',
      text: TEXT.slice(at, end),
      marks: [
        {
          type: 'internal_link',
          attrs: { href: link!.url, id: 'r1', linkType: 'RECIPE', title: link!.title },
        },
      ],
    },
    { type: 'text', text: TEXT.slice(end) },
  ]);
}

const main = fakeAiMain();
// The whole editor in happy-dom on a busy 2-core machine: an answer can take more than the 1 s
// testing-library waits by default (a wait for an event, not a sleep).
const SLOW = { timeout: 8000 };
const configured = () => ({ data: { aiStatus: { configured: true, message: null } } });

function renderEditor() {
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter>
          <ArticleEditor
            brandKey="CAP"
            kind="article"
            initial={null}
            newDraftId={DRAFT_ID}
            onCreated={vi.fn()}
            startWith={{ values: { title: 'Noël gourmand', body: BODY }, notices: [] }}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
}

// Hidden included: in happy-dom Fluent's focus manager may mark the dialog itself aria-hidden
// (its modalizer's timing), as other dialog tests of this suite meet; the e2e runs it in Chromium.
const bodyEditor = () =>
  screen.getAllByRole('textbox', { hidden: true }).find((el) => el.textContent?.includes('Noël,'))!;

async function openDialog() {
  const user = userEvent.setup();
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: /Liens internes \(bêta\)/ }).getAttribute('aria-disabled'),
    ).toBeNull(),
  );
  await waitFor(() => expect(bodyEditor()).toBeTruthy());
  await user.click(screen.getByRole('button', { name: /Liens internes \(bêta\)/ }));
  return user;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

it('lists the suggestions with their labels, adds the ticked ones as one undoable change', async () => {
  main.reset({
    AiStatus: configured,
    SuggestInternalLinks: () => ({ data: { suggestInternalLinks: LINKS } }),
    BodyWithSuggestedLinks: () => ({
      data: { getBodyWithSuggestedLinks: { updatedBody: linkedBody() } },
    }),
  });
  renderEditor();
  const user = await openDialog();
  const recipe = await screen.findByRole(
    'checkbox',
    { name: 'Bûche au chocolat facile sur « bûche au chocolat »', hidden: true },
    SLOW,
  );
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(within(dialog).getByText('Recipe')).toBeTruthy();
  expect(within(dialog).getByText('Lien')).toBeTruthy();
  const sent = main
    .callsOf('graphql.request')
    .find((r) => (r as GraphqlRequest).operationName === 'SuggestInternalLinks') as GraphqlRequest;
  expect(sent.variables).toMatchObject({
    title: 'Noël gourmand',
    body: BODY,
    brandKey: 'CAP',
    existingLinksLabels: [],
    idArticle: null,
  });

  const add = screen.getByRole('button', { name: 'Ajouter', hidden: true });
  expect(add.hasAttribute('disabled')).toBe(true);
  await user.click(recipe);
  expect(add.hasAttribute('disabled')).toBe(false);
  await user.click(add);

  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
  const asked = main
    .callsOf('graphql.request')
    .find(
      (r) => (r as GraphqlRequest).operationName === 'BodyWithSuggestedLinks',
    ) as GraphqlRequest;
  expect(asked.variables).toEqual({
    body: BODY,
    links: [
      {
        id: 'r1',
        type: 'RECIPE',
        title: 'Bûche au chocolat facile',
        url: LINKS[0]!.url,
        anchorText: 'bûche au chocolat',
        block: 0,
        start: 15,
      },
    ],
  });
  const link = bodyEditor().querySelector('a');
  expect(link?.textContent).toBe('bûche au chocolat');

  // One « Annuler » takes the links away again.
  fireEvent.keyDown(bodyEditor(), { key: 'z', ctrlKey: true });
  await waitFor(() => expect(bodyEditor().querySelector('a')).toBeNull());
  expect(bodyEditor().textContent).toBe(TEXT);
});

it("says 'Aucun lien trouvé' when there is nothing to suggest", async () => {
  main.reset({
    AiStatus: configured,
    SuggestInternalLinks: () => ({ data: { suggestInternalLinks: [] } }),
  });
  renderEditor();
  await openDialog();
  expect(await screen.findByText(MESSAGES.linksNoneFound, {}, SLOW)).toBeTruthy();
  expect(
    screen.getByRole('button', { name: 'Ajouter', hidden: true }).hasAttribute('disabled'),
  ).toBe(true);
});

it('says the links could not be added and leaves the body as it was', async () => {
  main.reset({
    AiStatus: configured,
    SuggestInternalLinks: () => ({ data: { suggestInternalLinks: LINKS } }),
    BodyWithSuggestedLinks: () => ({
      data: null,
      errors: [{ message: 'Unknown internal link type', extensions: { code: 'BAD_USER_INPUT' } }],
    }),
  });
  renderEditor();
  const user = await openDialog();
  await user.click(
    await screen.findByRole('checkbox', { name: /Bûche au chocolat facile/, hidden: true }, SLOW),
  );
  await user.click(screen.getByRole('checkbox', { name: /sapins feuilletés/, hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Ajouter', hidden: true }));
  expect(await screen.findByText(MESSAGES.linksAddError, {}, SLOW)).toBeTruthy();
  expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  expect(bodyEditor().querySelector('a')).toBeNull();
});

it('puts a picked lead suggestion in the lead', async () => {
  main.reset({ AiStatus: configured });
  renderEditor();
  const user = userEvent.setup();
  const chip = await waitFor(() => {
    const found = screen.getByRole('button', { name: 'Suggestions IA : Chapô' });
    expect(found.getAttribute('aria-disabled')).toBeNull();
    return found;
  });
  await user.click(chip);
  await waitFor(() => expect(main.callsOf('ai.suggest')).toHaveLength(1));
  expect(main.callsOf('ai.suggest')[0]).toMatchObject({ kind: 'Body', mode: 'generate' });
  main.push({ requestId: REQUEST_IDS[0], titles: ['Un chapô proposé.'], done: true });
  await user.click(await screen.findByRole('button', { name: 'Un chapô proposé.' }));
  await waitFor(() =>
    expect(
      screen.getAllByRole('textbox').some((el) => el.textContent === 'Un chapô proposé.'),
    ).toBe(true),
  );
});

it('collects the words of the links already in the body', () => {
  expect(existingLinkTexts(linkedBody())).toEqual(['bûche au chocolat']);
  expect(existingLinkTexts(null)).toEqual([]);
});
