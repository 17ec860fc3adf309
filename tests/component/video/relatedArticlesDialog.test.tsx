// Before a video or a slideshow goes to the trash (spec 000 §2 editor tools; issue 32): 'Les
// articles reliés à cette vidéo' lists the articles embedding it (each opens in a new window), or
// says none does; « Mettre en corbeille » removes the video from its host first (deleteVideo), whose
// refusal is shown in the dialog and saves nothing; then the move to the trash is saved.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSchema, validate } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { SavedArticle } from '../../../renderer/src/articleKit/articleForm';
import { RelatedArticlesDialog } from '../../../renderer/src/articleKit/relatedArticles/RelatedArticlesDialog';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import {
  DeleteVideoDocument,
  RelatedArticlesDocument,
} from '../../../renderer/src/graphql/generated/graphql';
import { fakeVideoMain } from '../support/fakeVideoMain';

const ID = '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b';

let related: Array<{ id: string; title: string; brandKey: string; format: string }> = [];
let deleteRefused = false;
const main = fakeVideoMain({
  graphql: {
    RelatedArticles: () => ({
      data: { relatedArticles: related.map((a) => ({ __typename: 'Article', ...a })) },
    }),
    DeleteVideo: () =>
      deleteRefused
        ? {
            data: null,
            errors: [{ message: MESSAGES.mediaIdNotFound, extensions: { code: 'NOT_FOUND' } }],
          }
        : { data: { deleteVideo: { __typename: 'Article', id: ID } } },
    ArticleVideo: () => ({
      data: {
        article: {
          __typename: 'Article',
          id: ID,
          status: 'Ready',
          video: {
            __typename: 'Video',
            hostVideoId: 'b7e1c9d2-0000-4000-8000-000000000001',
            host: 'Own',
            state: 'Ready',
            error: null,
            duration: 30,
            width: 1280,
            height: 720,
            videoCodec: 'h264',
            audioCodec: 'aac',
            posterUrl: null,
            playerUrl: null,
            geoblocking: { __typename: 'VideoGeoblocking', mode: 'Everywhere', countries: [] },
            updatedAt: '2026-11-26T08:00:00.000Z',
          },
        },
      },
    }),
  },
});
window.backoffice = main.bridge;

beforeEach(() => {
  main.reset();
  related = [];
  deleteRefused = false;
});
afterEach(cleanup);

const withProviders = (node: React.ReactNode) => (
  <FluentProvider theme={webLightTheme}>
    <ApolloProvider client={createApolloClient(() => main.bridge)}>
      <MemoryRouter>{node}</MemoryRouter>
    </ApolloProvider>
  </FluentProvider>
);

describe('related articles dialog', () => {
  it('its operations are valid against the schema', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    expect(validate(schema, RelatedArticlesDocument)).toEqual([]);
    expect(validate(schema, DeleteVideoDocument)).toEqual([]);
  });

  it('lists the articles embedding a slideshow, each opening its editor', async () => {
    const user = userEvent.setup();
    related = [
      { id: 'a1', title: 'Les plus beaux villages de France', brandKey: 'CAP', format: 'Rich' },
      { id: 'a2', title: 'Vidéo : le village de Gordes', brandKey: 'CAP', format: 'Video' },
    ];
    const onConfirm = vi.fn();
    render(
      withProviders(
        <RelatedArticlesDialog
          contentId={ID}
          kind="slideshow"
          onConfirm={onConfirm}
          onCancel={vi.fn()}
        />,
      ),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Les articles reliés à ce diaporama' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Les plus beaux villages de France', '#/CAP/article/edit/a1'],
      ['Vidéo : le village de Gordes', '#/CAP/video/edit/a2'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Mettre en corbeille' }));
    // A slideshow has no host: nothing to delete first.
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(main.operations.map((op) => op.operationName)).toEqual(['RelatedArticles']);
  });

  it('says when no article embeds the video', async () => {
    render(
      withProviders(
        <RelatedArticlesDialog
          contentId={ID}
          kind="video"
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />,
      ),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Les articles reliés à cette vidéo' });
    expect(await within(dialog).findByText("Aucun article n'intègre cette vidéo.")).toBeTruthy();
  });
});

const savedVideo = {
  __typename: 'Article',
  id: ID,
  version: 4,
  title: 'Reportage : la vendange à la main',
  secondaryTitle: null,
  partnerTitle: null,
  discoverTitle: null,
  slug: 'reportage-la-vendange-a-la-main',
  status: 'Ready',
  lead: null,
  body: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  publishedAt: null,
  editedAt: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  brandKey: 'TEL',
  format: 'Video',
  medias: [],
  canonical: null,
  urls: [],
  live: null,
  lockedAt: null,
  lockedBy: null,
  categories: [],
  channels: [{ id: 'c1', title: 'Séries' }],
  events: [],
  guides: [],
  qualifiers: [],
  machineTags: [],
  tags: [],
  authors: [],
  source: null,
} as unknown as SavedArticle;

describe('moving a video to the trash', () => {
  it('goes through the dialog: deleteVideo first (its refusal shown, nothing saved), then the trash', async () => {
    const user = userEvent.setup();
    related = [{ id: 'a1', title: 'Les vendanges en Bourgogne', brandKey: 'TEL', format: 'Rich' }];
    deleteRefused = true;
    render(
      withProviders(
        <ArticleEditor
          brandKey="TEL"
          kind="video"
          initial={savedVideo}
          newDraftId={ID}
          onCreated={vi.fn()}
        />,
      ),
    );
    // The hosted video is shown; its status menu offers the trash.
    await screen.findByTestId('video-facts');
    await user.click(screen.getByRole('button', { name: 'Statut : Prêt' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mettre en corbeille' }));
    // By text, then its dialog: role queries over the whole editor are slow in happy-dom.
    const link = await screen.findByText('Les vendanges en Bourgogne');
    const dialog = link.closest<HTMLElement>('[role="alertdialog"]')!;
    expect(within(dialog).getByText('Les articles reliés à cette vidéo')).toBeTruthy();
    expect(link.closest('a')?.getAttribute('href')).toBe('#/TEL/article/edit/a1');

    await user.click(within(dialog).getByRole('button', { name: 'Mettre en corbeille' }));
    expect(await within(dialog).findByText("L'identifiant du media n'existe pas.")).toBeTruthy();
    expect(main.channels()).not.toContain('outbox.enqueue');

    deleteRefused = false;
    await user.click(within(dialog).getByRole('button', { name: 'Mettre en corbeille' }));
    await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));
    const ops = main.operations.map((op) => op.operationName);
    expect(ops.filter((name) => name === 'DeleteVideo')).toHaveLength(2);
    const [request] = main.callsOf('outbox.enqueue');
    expect(JSON.stringify(request)).toContain('"status":"Deleted"');
    await waitFor(() => expect(screen.queryByText('Les articles reliés à cette vidéo')).toBeNull());
  });
});
