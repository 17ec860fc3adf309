// A slideshow's save that fails (spec 001 §8): the server refused the outbox's save for another
// reason than the input (a right, a brand, an error of its own) — the slideshow editor says
// 'Erreur lors de la sauvegarde du diaporama' with the server's reason, where it used to say the
// article's « Erreur lors de l'enregistrement ». The typed title stays. Main's drafts and outbox
// are the in-memory fake bridge; the refusal arrives as main sends it.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { SlideshowEditor } from '../../../renderer/src/features/slideshows/SlideshowEditor';
import { fakeDraftsMain } from '../support/fakeDraftsMain';

vi.setConfig({ testTimeout: 30_000 });

const DRAFT_ID = '5b7c1a52-4a43-4c1e-9b0e-0c5d4b8f2a22';
const KEY = `TEL:new:${DRAFT_ID}`;
const REASON = "Vous n'avez pas accès à la marque TEL.";
const main = fakeDraftsMain(KEY);

function mount() {
  window.backoffice = main.bridge;
  const client = createApolloClient(() => main.bridge);
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <SlideshowEditor
            brandKey="TEL"
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

describe('SlideshowEditor: a save that fails', () => {
  it("says 'Erreur lors de la sauvegarde du diaporama' with the server's reason, and keeps the title", async () => {
    const user = userEvent.setup();
    mount();
    const title = await screen.findByRole('textbox', { name: 'Titre' });
    await user.type(title, 'Les plus beaux phares de Bretagne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));

    main.store({
      key: KEY,
      value: { title: 'Les plus beaux phares de Bretagne' },
      baseVersion: null,
      articleId: null,
      revision: 2,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:05:00.000Z',
      state: 'error',
      problem: { code: 'FORBIDDEN', message: REASON, serverVersion: null },
    });
    main.push({ state: 'error', message: REASON });

    expect(
      await screen.findByText(`Erreur lors de la sauvegarde du diaporama : ${REASON}`),
    ).toBeTruthy();
    // (The header's save state keeps its own words; the message bar is the slideshow's.)
    expect(screen.queryByText(`Erreur lors de l'enregistrement : ${REASON}`)).toBeNull();
    expect((title as HTMLInputElement).value).toBe('Les plus beaux phares de Bretagne');
  });
});
