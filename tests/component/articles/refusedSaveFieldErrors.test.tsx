// The article editor when the outbox's save is refused by the server with BAD_USER_INPUT (DESIGN.md
// "Offline drafts"): main's drafts and outbox are an in-memory fake bridge; the refusal arrives as
// main sends it (a `drafts.sync` error event, then the draft's problem read with drafts.get).
// Each field message shows under its field; a field the form does not display goes in a summary;
// editing a field clears its message, saving again clears them all.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDraftsMain } from '../support/fakeDraftsMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const DRAFT_ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
const KEY = `TEL:new:${DRAFT_ID}`;
const TITLE_REQUIRED = 'Un article doit comporter un titre pour pouvoir être enregistré.';
const CREDIT_REQUIRED = "Le crédit de l'image est obligatoire.";
const SUMMARY = "Le contenu saisi n'est pas valide";

// One fake for the file, reset between tests: the editor's drafts code keeps the bridge it first saw.
const main = fakeDraftsMain(KEY);

/** What main does when the server refused the queued save: marks the draft, then says so. */
function refuse(fields: Record<string, string>) {
  const message = [SUMMARY, ...Object.values(fields)].join(' ');
  main.store({
    key: KEY,
    value: { title: 'Titre provisoire' },
    baseVersion: null,
    articleId: null,
    revision: 2,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:05:00.000Z',
    state: 'error',
    problem: { code: 'BAD_USER_INPUT', message, serverVersion: null, fields },
  });
  main.push({ state: 'error', message, fields });
}

/** The validation message Fluent's Field ties to a control (aria-describedby, not the hint), or null. */
function describedBy(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('fui-Field__validationMessage'));
  const text = messages
    .map((element) => element?.textContent ?? '')
    .join(' ')
    .trim();
  return text === '' ? null : text;
}

const titleInput = () => screen.getByRole('textbox', { name: 'Titre' });

function mount() {
  const bridge = main.bridge;
  window.backoffice = bridge;
  const client = createApolloClient(() => bridge);
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <ArticleEditor
            brandKey="TEL"
            kind="article"
            initial={null}
            newDraftId={DRAFT_ID}
            onCreated={vi.fn()}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
}

beforeEach(() => {
  main.reset();
  window.localStorage.clear();
});
afterEach(cleanup);

describe('ArticleEditor: a queued save refused with field messages', () => {
  it('shows the title message under the title, the others in a summary; editing the title clears only its message', async () => {
    const user = userEvent.setup();
    mount();
    await user.type(titleInput(), 'Titre provisoire');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));
    expect(describedBy(titleInput())).toBeNull();

    refuse({ title: TITLE_REQUIRED, imageCredit: CREDIT_REQUIRED });

    await waitFor(() => expect(describedBy(titleInput())).toBe(TITLE_REQUIRED));
    // Not repeated as one joined line: the summary names only what has no field on screen.
    const summary = screen.getByTestId('article-other-field-errors');
    expect(summary.textContent).toBe(CREDIT_REQUIRED);
    expect(screen.queryByText(`${SUMMARY} ${TITLE_REQUIRED} ${CREDIT_REQUIRED}`)).toBeNull();
    expect(screen.getAllByText(TITLE_REQUIRED)).toHaveLength(1);

    await user.type(titleInput(), ' corrigé');
    expect(describedBy(titleInput())).toBeNull();
    expect(screen.queryByText(TITLE_REQUIRED)).toBeNull();
    expect(screen.getByTestId('article-other-field-errors').textContent).toBe(CREDIT_REQUIRED);

    // Saving again starts afresh: no message is left from the refused save.
    main.store(null);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByTestId('article-other-field-errors')).toBeNull());
    expect(screen.queryByText(CREDIT_REQUIRED)).toBeNull();
  });

  it('shows a hidden title field’s message in the summary until « Voir plus » shows the field', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('articleEditor.showMoreTitles', 'false');
    mount();
    await user.type(titleInput(), 'Titre provisoire');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));
    refuse({ discoverTitle: 'Le titre Discover est trop long.' });

    await waitFor(() =>
      expect(screen.getByTestId('article-other-field-errors').textContent).toBe(
        'Le titre Discover est trop long.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    const discover = await screen.findByRole('textbox', { name: 'Titre Discover' });
    expect(describedBy(discover)).toBe('Le titre Discover est trop long.');
    expect(screen.queryByTestId('article-other-field-errors')).toBeNull();
  });

  it('keeps the one-line message for BAD_USER_INPUT without fields', async () => {
    const user = userEvent.setup();
    mount();
    await user.type(titleInput(), 'Titre provisoire');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));
    refuse({});
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
    expect(describedBy(titleInput())).toBeNull();
  });
});
