// The good-deal AI page (issue 35; spec 000 §2 "Good-deal AI page", §4; 001 §5, §6): the title
// with its Beta badge and two tabs; the generate form (URL required, the brand in effect by
// default, every refusal shown with what was typed kept, disabled without AI); the history polled
// every 5 s (fake clock) with running, SUCCESS (opens the Draft in the editor) and ERROR rows; the
// prompts and transparency clause for super-admins only.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { goodDealPath } from '../../../renderer/src/articleKit/GoodDealLink';
import { ADMIN, mountGoodDealPage, processRow, refusal, type Answer } from './mountGoodDealPage';

const configured: Answer = () => ({ aiStatus: { configured: true, message: null } });
const URL_PRODUCT = 'https://boutique.example.fr/produit/robot';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const urlField = () => screen.getByRole('textbox', { name: /URL du produit/ });
const brandField = () => screen.getByRole('combobox', { name: /Marque/ });
const generateButton = () => screen.getByRole('button', { name: 'Générer' });

it('shows the title with its Beta badge, two tabs, and the brand in effect chosen', async () => {
  mountGoodDealPage({ answers: { AiStatus: configured } });
  expect(screen.getByRole('heading', { level: 1, name: 'I.A. Bons plans' })).toBeTruthy();
  expect(screen.getByText('Beta')).toBeTruthy();
  expect(screen.getAllByRole('tab')).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Générer un bon plan' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Mes bons plans générés' })).toBeTruthy();
  expect(brandField()).toHaveProperty('value', 'TEL');
  await waitFor(() => expect(generateButton().hasAttribute('disabled')).toBe(false));
  // Prompts are for super-admins only.
  expect(screen.queryByRole('heading', { name: MESSAGES.goodDealPromptsTitle })).toBeNull();
});

it('says the URL is required on blur and on submit, and an invalid one, without asking the server', async () => {
  const page = mountGoodDealPage({ answers: { AiStatus: configured } });
  const user = userEvent.setup();
  await user.click(urlField());
  await user.tab();
  expect(await screen.findByText(MESSAGES.goodDealUrlRequired)).toBeTruthy();
  await user.type(urlField(), 'pas une adresse');
  await user.click(generateButton());
  expect(await screen.findByText(MESSAGES.urlInvalid)).toBeTruthy();
  expect(urlField()).toHaveProperty('value', 'pas une adresse');
  expect(page.namesOf('GenerateGoodDeal')).toEqual([]);
});

it('asks for a brand when none is in effect and the user has several', async () => {
  const page = mountGoodDealPage({ answers: { AiStatus: configured }, path: '/ia/article' });
  const user = userEvent.setup();
  expect(brandField()).toHaveProperty('value', '');
  await user.type(urlField(), URL_PRODUCT);
  await user.click(generateButton());
  expect(await screen.findByText(MESSAGES.goodDealBrandRequired)).toBeTruthy();
  await user.selectOptions(brandField(), 'GEO');
  expect(screen.queryByText(MESSAGES.goodDealBrandRequired)).toBeNull();
  expect(page.namesOf('GenerateGoodDeal')).toEqual([]);
});

it('starts a good deal and opens the history with it on top, running', async () => {
  const older = processRow('p1', {
    status: 'SUCCESS',
    productTitle: 'Casque audio',
    article: { id: 'a1', brandKey: 'TEL', title: 'Bon plan casque' },
  });
  const started = processRow('p2', { productUrl: URL_PRODUCT } as never);
  const page = mountGoodDealPage({
    answers: {
      AiStatus: configured,
      GenerateGoodDeal: () => ({ generateAIGoodDealArticle: started }),
      GoodDealProcesses: () => ({ articleGoodDealAiProcesses: [started, older] }),
    },
  });
  const user = userEvent.setup();
  await user.type(urlField(), URL_PRODUCT);
  await waitFor(() => expect(generateButton().hasAttribute('disabled')).toBe(false));
  await user.click(generateButton());
  expect(await screen.findByText(MESSAGES.goodDealStarted)).toBeTruthy();
  expect(page.namesOf('GenerateGoodDeal')[0]?.variables).toEqual({
    productUrl: URL_PRODUCT,
    brandKey: 'TEL',
  });
  const table = screen.getByRole('table', { name: 'Mes bons plans générés' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]?.textContent).toContain(URL_PRODUCT);
  expect(rows[0]?.textContent).toContain('En cours');
  expect(
    screen.getByRole('tab', { name: 'Mes bons plans générés' }).getAttribute('aria-selected'),
  ).toBe('true');
});

it('puts the field message of a refusal on the field and the others in a bar, keeping the text', async () => {
  let answer: unknown = refusal('BAD_USER_INPUT', 'Adresse refusée', {
    productUrl: "Cette adresse n'est pas autorisée.",
  });
  mountGoodDealPage({
    answers: { AiStatus: configured, GenerateGoodDeal: () => answer },
  });
  const user = userEvent.setup();
  await user.type(urlField(), URL_PRODUCT);
  await waitFor(() => expect(generateButton().hasAttribute('disabled')).toBe(false));
  await user.click(generateButton());
  expect(await screen.findByText("Cette adresse n'est pas autorisée.")).toBeTruthy();
  expect(urlField()).toHaveProperty('value', URL_PRODUCT);

  answer = refusal('TOO_MANY_ATTEMPTS', MESSAGES.aiRateLimited);
  await user.click(generateButton());
  expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.aiRateLimited);
  expect(screen.queryByText("Cette adresse n'est pas autorisée.")).toBeNull();
  expect(urlField()).toHaveProperty('value', URL_PRODUCT);
});

it('says plainly when AI is not configured and keeps the form disabled', async () => {
  const page = mountGoodDealPage({
    answers: {
      AiStatus: () => ({ aiStatus: { configured: false, message: MESSAGES.aiNotConfigured } }),
    },
  });
  expect(await screen.findByText(MESSAGES.aiNotConfigured)).toBeTruthy();
  expect(generateButton().hasAttribute('disabled')).toBe(true);
  expect(urlField().hasAttribute('disabled')).toBe(true);
  fireEvent.submit(generateButton().closest('form')!);
  expect(page.namesOf('GenerateGoodDeal')).toEqual([]);
});

it('polls the history every 5 s while it shows: running, then SUCCESS opening the Draft, and ERROR with its message', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const answers: Array<() => unknown> = [
    () => [processRow('p3', { productTitle: 'Robot pâtissier' }), processRow('p4')],
    () => [
      processRow('p3', {
        status: 'SUCCESS',
        productTitle: 'Robot pâtissier',
        article: { id: 'a3', brandKey: 'TEL', title: 'Bon plan robot' },
      }),
      processRow('p4', { status: 'ERROR', error: "Aucun produit n'a été trouvé sur cette page." }),
    ],
  ];
  let calls = 0;
  const page = mountGoodDealPage({
    path: '/ia/article?brand=TEL&tab=history',
    answers: {
      GoodDealProcesses: () => ({
        articleGoodDealAiProcesses: answers[Math.min(calls++, answers.length - 1)]!(),
      }),
    },
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('Robot pâtissier')).toBeTruthy();
  expect(screen.getAllByText('En cours')).toHaveLength(2);
  expect(page.namesOf('GoodDealProcesses')).toHaveLength(1);
  expect(page.namesOf('GoodDealProcesses')[0]?.variables).toEqual({ first: 30 });

  await act(() => vi.advanceTimersByTimeAsync(LIMITS.polling.goodDealProcessesMs - 10));
  expect(page.namesOf('GoodDealProcesses')).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(10));
  expect(page.namesOf('GoodDealProcesses')).toHaveLength(2);
  expect(screen.queryByText('En cours')).toBeNull();
  expect(screen.getByText('Terminé')).toBeTruthy();
  expect(screen.getByText("Aucun produit n'a été trouvé sur cette page.")).toBeTruthy();

  // The generate tab shows: the poller stops.
  fireEvent.click(screen.getByRole('tab', { name: 'Générer un bon plan' }));
  await act(() => vi.advanceTimersByTimeAsync(3 * LIMITS.polling.goodDealProcessesMs));
  expect(page.namesOf('GoodDealProcesses')).toHaveLength(2);
  fireEvent.click(screen.getByRole('tab', { name: 'Mes bons plans générés' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByRole('button', { name: "Ouvrir l'article" }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('Éditeur /TEL/article/edit/a3')).toBeTruthy();
});

it('shows the empty history, and a load error with « Réessayer »', async () => {
  let fail = true;
  mountGoodDealPage({
    path: '/ia/article?tab=history',
    answers: {
      GoodDealProcesses: () =>
        fail ? refusal('OTHER', 'panne') : { articleGoodDealAiProcesses: [] },
    },
  });
  const retry = await screen.findByRole('button', { name: 'Réessayer' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByText(MESSAGES.goodDealNoProcess)).toBeTruthy();
});

it('lets a super-admin edit the prompts and the transparency clause, showing refusals', async () => {
  const prompts = [
    {
      __typename: 'GoodDealPrompt',
      id: 'g1',
      promptOrder: 1,
      prompt: 'Présente le produit.',
      updatedAt: null,
    },
    {
      __typename: 'GoodDealPrompt',
      id: 'g2',
      promptOrder: 2,
      prompt: 'Donne le prix.',
      updatedAt: null,
    },
  ];
  let clause = 'Cet article contient des liens affiliés.';
  const page = mountGoodDealPage({
    user: ADMIN,
    answers: {
      AiStatus: configured,
      GoodDealPrompts: () => ({
        articleGoodDealAiPrompts: prompts,
        articleGoodDealTransparencyClause: clause,
      }),
      UpdateGoodDealPrompt: (v) => ({
        updateArticleGoodDealAiPrompt: { ...prompts[1], prompt: v.prompt },
      }),
      UpdateGoodDealTransparencyClause: (v) =>
        (v.text as string).includes('interdit')
          ? refusal('BAD_USER_INPUT', 'Refusé', { text: 'Clause refusée.' })
          : { updateArticleGoodDealTransparencyClause: (clause = v.text as string) },
    },
  });
  const user = userEvent.setup();
  const second = await screen.findByRole('textbox', { name: 'Prompt 2' });
  expect(second).toHaveProperty('value', 'Donne le prix.');
  await user.clear(second);
  const saves = () => screen.getAllByRole('button', { name: 'Enregistrer' });
  await user.click(saves()[1]!);
  expect(await screen.findByText(MESSAGES.aiPromptRequired)).toBeTruthy();
  expect(page.namesOf('UpdateGoodDealPrompt')).toEqual([]);
  await user.type(second, 'Donne le prix barré.');
  await user.click(saves()[1]!);
  expect(await screen.findByText(MESSAGES.saveDone)).toBeTruthy();
  expect(page.namesOf('UpdateGoodDealPrompt')[0]?.variables).toEqual({
    id: 'g2',
    prompt: 'Donne le prix barré.',
  });

  const clauseField = screen.getByRole('textbox', { name: 'Clause de transparence' });
  await user.type(clauseField, ' interdit');
  await user.click(saves()[2]!);
  expect(await screen.findByText('Clause refusée.')).toBeTruthy();
  expect(clauseField).toHaveProperty('value', 'Cet article contient des liens affiliés. interdit');
});

it('reaches the page from the article list with the brand in effect', () => {
  expect(goodDealPath('TEL')).toBe('/ia/article?brand=TEL');
  expect(goodDealPath(null)).toBe('/ia/article');
});
