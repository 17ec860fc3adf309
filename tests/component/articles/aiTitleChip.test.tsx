// The AI title chips (issue 34; spec 000 §2): for a brand with displayIATitle the chip beside a
// title asks main for streamed suggestions ('ai.suggest'), shows them one by one as the
// 'ai.suggestions' events come, puts the picked one in the field, asks again on demand, says a
// refusal in French without touching what was typed, and cancels what is in flight on close.
// Without a configured AI every chip is disabled and says why.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { REQUEST_IDS, fakeAiMain } from '../support/fakeAiMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import type { DuplicationStart } from '../../../renderer/src/features/articles/duplication';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const DRAFT_ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
const configured = () => ({ data: { aiStatus: { configured: true, message: null } } });

const main = fakeAiMain();

function renderEditor(o: { brandKey?: string; startWith?: DuplicationStart } = {}) {
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter>
          <ArticleEditor
            brandKey={o.brandKey ?? 'CAP'}
            kind="article"
            initial={null}
            newDraftId={DRAFT_ID}
            onCreated={vi.fn()}
            startWith={o.startWith ?? null}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
}

/** A chip once the brand's AI status said it may be used (disabled while asking). */
async function readyChip(label: string): Promise<HTMLElement> {
  // The ready chip is a new element (it opens a popover; the disabled one only had a tooltip).
  return waitFor(() => {
    const chip = screen.getByRole('button', { name: `Suggestions IA : ${label}` });
    expect(chip.getAttribute('aria-disabled')).toBeNull();
    return chip;
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

it('streams the suggestions in one by one and puts the picked one in the title', async () => {
  main.reset({ AiStatus: configured });
  renderEditor();
  const user = userEvent.setup();
  await user.click(await readyChip('Titre'));
  await waitFor(() => expect(main.callsOf('ai.suggest')).toHaveLength(1));
  expect(main.callsOf('ai.suggest')[0]).toMatchObject({
    brandKey: 'CAP',
    kind: 'Title',
    mode: 'generate',
  });
  expect(screen.getByText("L'IA rédige…")).toBeTruthy();

  main.push({ requestId: REQUEST_IDS[0], titles: ['Premier titre'] });
  const list = await screen.findByRole('list', { name: 'Suggestions' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Premier titre']);
  main.push({ requestId: REQUEST_IDS[0], titles: ['Premier titre', 'Deuxième titre'] });
  main.push({
    requestId: REQUEST_IDS[0],
    titles: ['Premier titre', 'Deuxième titre', 'Troisième titre'],
    done: true,
  });
  expect(within(list).getAllByRole('button')).toHaveLength(3);
  expect(screen.queryByText("L'IA rédige…")).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Deuxième titre' }));
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveProperty('value', 'Deuxième titre');
  expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  // The stream had ended: nothing to cancel.
  expect(main.callsOf('ai.cancel')).toEqual([]);
});

it('paraphrases typed text, says a refusal in French, keeps the text, and cancels on asking again and on close', async () => {
  main.reset({ AiStatus: configured });
  renderEditor();
  const user = userEvent.setup();
  const title = await screen.findByRole('textbox', { name: 'Titre' });
  await user.type(title, 'Les Bleus en finale');
  await user.click(await readyChip('Titre'));
  await waitFor(() => expect(main.callsOf('ai.suggest')).toHaveLength(1));
  expect(main.callsOf('ai.suggest')[0]).toMatchObject({
    mode: 'paraphrase',
    source: { title: 'Les Bleus en finale' },
  });

  main.push({
    requestId: REQUEST_IDS[0],
    done: true,
    error: { message: MESSAGES.aiRateLimited, code: 'TOO_MANY_ATTEMPTS' },
  });
  expect(await screen.findByText(MESSAGES.aiRateLimited)).toBeTruthy();
  expect(title).toHaveProperty('value', 'Les Bleus en finale');

  // « Proposer d'autres » asks again; a late event of an older request is not shown.
  await user.click(screen.getByRole('button', { name: "Proposer d'autres" }));
  await waitFor(() => expect(main.callsOf('ai.suggest')).toHaveLength(2));
  expect(screen.queryByText(MESSAGES.aiRateLimited)).toBeNull();
  main.push({ requestId: REQUEST_IDS[0], titles: ['Ancienne suggestion'] });
  main.push({ requestId: REQUEST_IDS[1], titles: ['Les Bleus visent la finale'] });
  expect(await screen.findByRole('button', { name: 'Les Bleus visent la finale' })).toBeTruthy();
  expect(screen.queryByText('Ancienne suggestion')).toBeNull();

  // Closed while the second stream still runs: main is told to stop it.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(main.callsOf('ai.cancel')).toEqual([{ requestId: REQUEST_IDS[1] }]));
  expect(title).toHaveProperty('value', 'Les Bleus en finale');
});

it('asks for the kind of each title behind « Voir plus », and for the lead', async () => {
  main.reset({ AiStatus: configured });
  renderEditor();
  const user = userEvent.setup();
  const kinds: Array<[string, string]> = [
    ['Titre Discover', 'DiscoverTitle'],
    ['Titre accroche', 'Head'],
    ['Titre secondaire', 'Clickbait'],
    ['Chapô', 'Body'],
  ];
  for (const [label, kind] of kinds) {
    await user.click(await readyChip(label));
    await waitFor(() => expect(main.callsOf('ai.suggest').at(-1)).toMatchObject({ kind }));
    await user.keyboard('{Escape}');
  }
  expect(main.callsOf('ai.suggest')).toHaveLength(4);
});

it('disables every AI control of a brand whose AI is not configured, saying why', async () => {
  const message = MESSAGES.aiNotConfigured;
  main.reset({ AiStatus: () => ({ data: { aiStatus: { configured: false, message } } }) });
  renderEditor();
  const user = userEvent.setup();
  const chip = await screen.findByRole('button', { name: 'Suggestions IA : Titre' });
  await waitFor(() => expect(chip.getAttribute('aria-disabled')).toBe('true'));
  const links = screen.getByRole('button', { name: /Liens internes \(bêta\)/ });
  expect(links.getAttribute('aria-disabled')).toBe('true');
  await user.click(chip);
  await user.click(links);
  expect(main.callsOf('ai.suggest')).toEqual([]);
  expect(main.operations().filter((name) => name === 'SuggestInternalLinks')).toEqual([]);
  // The reason shows where the control is.
  chip.focus();
  expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  // The status is asked once for the brand, however many controls read it.
  expect(main.operations().filter((name) => name === 'AiStatus')).toHaveLength(1);
  // Nothing else changes: the title is typed as usual.
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Sans IA');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveProperty('value', 'Sans IA');
});

it('shows no AI control for a brand without the AI title nor internal links', async () => {
  main.reset({ AiStatus: configured });
  renderEditor({ brandKey: 'BEA' });
  expect(await screen.findByRole('textbox', { name: 'Titre' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Suggestions IA/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Liens internes/ })).toBeNull();
  expect(main.operations()).not.toContain('AiStatus');
});
