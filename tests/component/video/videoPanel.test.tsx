// The video panel of the Video article editor (issue 32), over a fake main that reports progress
// as main does on 'videoUploads.progress': the drop zone, the file going up (« 120 Mo sur 2 Go »,
// the bar, the state in words), interrupted with « Réessayer », « Annuler », a job found again after
// a reload (by article, or by the draft that started it), the attach once the article exists, and
// the hosted video's facts refreshed when the editor's copy of the article moves on.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VideoUploadJob } from '../../../common/ipc/channels';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { VideoPanel } from '../../../renderer/src/features/articles/video/VideoPanel';
import { useVideoOfArticle } from '../../../renderer/src/features/articles/video/useVideoOfArticle';
import {
  formatDuration,
  formatProgress,
  formatSize,
} from '../../../renderer/src/features/articles/video/videoFormat';
import { HANDLE_ID, JOB_ID, fakeVideoMain } from '../support/fakeVideoMain';

const ARTICLE_ID = '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b';
const DRAFT_ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';

const video = (state: 'Processing' | 'Ready', posterUrl: string | null) => ({
  __typename: 'Video',
  hostVideoId: 'b7e1c9d2-0000-4000-8000-000000000001',
  host: 'Own',
  state,
  error: null,
  duration: 65.4,
  width: 1920,
  height: 1080,
  videoCodec: 'h264',
  audioCodec: 'aac',
  posterUrl,
  playerUrl: null,
  geoblocking: { __typename: 'VideoGeoblocking', mode: 'Everywhere', countries: [] },
  updatedAt: '2026-11-26T08:00:00.000Z',
});

let hosted: ReturnType<typeof video> | null = null;
const main = fakeVideoMain({
  graphql: {
    ArticleVideo: () => ({
      data: {
        article: { __typename: 'Article', id: ARTICLE_ID, status: 'Pending', video: hosted },
      },
    }),
  },
});
window.backoffice = main.bridge;

beforeEach(() => {
  main.reset();
  hosted = null;
  refreshes.length = 0;
  window.localStorage.clear();
});
afterEach(cleanup);

const refreshes: Array<string | null> = [];
type Saved = { status: string; version: number; updatedAt: string } | null;

function Harness({ articleId, saved }: { articleId: string | null; saved: Saved }) {
  const state = useVideoOfArticle({
    enabled: true,
    brandKey: 'TEL',
    articleId,
    draftId: DRAFT_ID,
    saved,
    refreshArticle: () => refreshes.push(articleId),
  });
  return (
    <VideoPanel upload={state.upload} video={state.video} articleStatus={saved?.status ?? null} />
  );
}

function mount(articleId: string | null = null, saved: Saved = null) {
  const client = createApolloClient(() => main.bridge);
  const tree = (id: string | null, s: Saved) => (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <Harness articleId={id} saved={s} />
      </ApolloProvider>
    </FluentProvider>
  );
  const view = render(tree(articleId, saved));
  return { ...view, rerenderWith: (id: string | null, s: Saved) => view.rerender(tree(id, s)) };
}

const file = () => new File(['x'], 'reportage.mp4', { type: 'video/mp4' });
const job = (change: Partial<VideoUploadJob>): VideoUploadJob => ({
  id: JOB_ID,
  name: 'reportage.mp4',
  size: 2_000_000_000,
  received: 0,
  url: null,
  host: '127.0.0.1',
  state: 'uploading',
  brandKey: 'TEL',
  articleId: null,
  error: null,
  ...change,
});

describe('French sizes and durations', () => {
  it.each([
    [0, '0 octets'],
    [950, '950 octets'],
    [1_500, '1,5 Ko'],
    [120_000_000, '120 Mo'],
    [2_000_000_000, '2 Go'],
    [1_560_000_000, '1,6 Go'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes).replace('\u00a0', ' ')).toBe(text);
  });
  it('says received of size, and durations as mm:ss', () => {
    expect(formatProgress(120_000_000, 2_000_000_000).replaceAll('\u00a0', ' ')).toBe(
      '120 Mo sur 2 Go',
    );
    expect(formatDuration(7)).toBe('00:07');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});

describe('video panel', () => {
  it('offers a drop zone and « Choisir une vidéo » (video files only)', async () => {
    const user = userEvent.setup();
    mount();
    expect(screen.getByText('Déposez une vidéo ici')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Choisir une vidéo' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    const input = screen.getByLabelText<HTMLInputElement>('Choisir une vidéo', {
      selector: 'input',
    });
    expect(input.accept).toBe('video/*');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText("Ce fichier n'est pas une vidéo lisible.")).toBeTruthy();
    expect(main.channels()).not.toContain('videoUploads.start');
  });

  it('a dropped file goes up: name, « 120 Mo sur 2 Go », the bar and the state follow main', async () => {
    const user = userEvent.setup();
    mount();
    fireEvent.drop(screen.getByTestId('video-drop-zone'), {
      dataTransfer: { files: [file()], types: ['Files'] },
    });
    await screen.findByText('Envoi en cours · 127.0.0.1');
    expect(main.callsOf('videoUploads.start')).toEqual([
      { handleId: HANDLE_ID, brandKey: 'TEL', articleId: null },
    ]);
    expect(screen.getByText('reportage.mp4')).toBeTruthy();

    main.report({ received: 120_000_000 });
    expect(screen.getByText('120 Mo sur 2 Go')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Envoi de reportage.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.06');

    // Cut: the words say so, « Réessayer » restarts the same job.
    main.report({ state: 'interrupted', error: 'Le chargement a été interrompu' });
    expect(screen.getByText('Le chargement a été interrompu · 127.0.0.1')).toBeTruthy();
    // Said once: main's reason repeats the state.
    expect(screen.getAllByText(/Le chargement a été interrompu/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(main.callsOf('videoUploads.retry')).toEqual([{ id: JOB_ID }]);
    await screen.findByText('Envoi en cours · 127.0.0.1');

    main.report({ state: 'done', received: 2_000_000_000, url: 'https://h/x' });
    expect(screen.getByText('2 Go sur 2 Go')).toBeTruthy();
    expect(screen.getByText('Envoyée · 127.0.0.1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();

    // « Annuler »: main drops the job and the drop zone is back.
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(main.callsOf('videoUploads.cancel')).toEqual([{ id: JOB_ID }]);
    await screen.findByText('Déposez une vidéo ici');
  });

  it('a job started from this draft is found again after a reload, then attached once the article exists', async () => {
    const first = mount();
    fireEvent.drop(screen.getByTestId('video-drop-zone'), {
      dataTransfer: { files: [file()], types: ['Files'] },
    });
    await screen.findByText('Envoi en cours · 127.0.0.1');
    first.unmount();

    // The page reloads: main still has the job, the draft remembers it.
    main.report({ received: 500_000_000 });
    const again = mount();
    await screen.findByText('500 Mo sur 2 Go');
    expect(main.channels()).not.toContain('videoUploads.attach');

    // « Créer la vidéo » created the article: the job goes with it.
    again.rerenderWith(ARTICLE_ID, { status: 'Draft', version: 1, updatedAt: 'a' });
    await waitFor(() =>
      expect(main.callsOf('videoUploads.attach')).toEqual([{ id: JOB_ID, articleId: ARTICLE_ID }]),
    );
    main.report({ state: 'attaching', received: 2_000_000_000 });
    expect(screen.getByText("Association à l'article… · 127.0.0.1")).toBeTruthy();

    // The article refused the video: main's reason, and « Réessayer » asks again.
    main.report({ state: 'done', error: 'Seul un article vidéo peut recevoir une vidéo.' });
    expect(screen.getByText('Seul un article vidéo peut recevoir une vidéo.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(main.callsOf('videoUploads.retry')).toEqual([{ id: JOB_ID }]);
  });

  it("an article's job is found again by its id, and its video shows once attached: En traitement, then Prête with its poster", async () => {
    main.setJobs([job({ articleId: ARTICLE_ID, state: 'done', received: 2_000_000_000 })]);
    const view = mount(ARTICLE_ID, { status: 'Draft', version: 1, updatedAt: 'a' });
    await screen.findByText('Envoyée · 127.0.0.1');

    hosted = video('Processing', null);
    main.report({ state: 'attached' });
    const facts = await screen.findByTestId('video-facts');
    expect(within(facts).getByText('En traitement')).toBeTruthy();
    expect(within(facts).getByText('01:05')).toBeTruthy();
    expect(within(facts).getByText('1920 × 1080')).toBeTruthy();
    expect(within(facts).getByText('h264 / aac')).toBeTruthy();
    expect(within(facts).getByText('Serveur de la rédaction')).toBeTruthy();
    expect(screen.queryByTestId('video-upload')).toBeNull();
    // The article moved on the server (Pending, a new version): the editor reads it again.
    expect(refreshes).toContain(ARTICLE_ID);

    // The editor's 5 s polling read the article again: Ready, with the host's poster.
    hosted = video('Ready', 'https://media.example/poster.jpg');
    view.rerenderWith(ARTICLE_ID, { status: 'Ready', version: 3, updatedAt: 'b' });
    await waitFor(() => expect(within(facts).getByText('Prête')).toBeTruthy());
    expect(
      within(facts).getByRole<HTMLImageElement>('img', { name: 'Image de la vidéo' }).src,
    ).toBe('https://media.example/poster.jpg');
  });
});
