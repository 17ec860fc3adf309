// The Médiathèque's notices (issue 30): a bank's warning (« La banque d'images Pixabay n'est pas
// configurée. ») belongs to the search that produced it and goes as soon as the journalist looks
// at another source or other banks; a filled single-image field says before anything is chosen
// that the pick replaces its image, and replaces it (it used to close, then refuse with
// « Supprimez l'image avant d'en importer une nouvelle »).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { MediaObject } from '../../../common/domain/article';
import { MediaField } from '../../../renderer/src/mediaKit';
import { MediaPicker, REPLACES_CURRENT_IMAGE } from '../../../renderer/src/mediaKit/MediaPicker';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const PIXABAY_OFF = "La banque d'images Pixabay n'est pas configurée.";
const PHOTO = {
  id: 'p1',
  key: 'TEL/2026/11/7d0c1a52-4a43-4c1e-9b0e-0c5d4b8f2a11',
  originalName: 'plage-bretagne.jpg',
  publicUrl: 'https://media.test/plage.jpg',
  createdAt: '2026-11-20T10:00:00.000Z',
  width: 1200,
  height: 800,
  credit: 'Jeanne Dupont',
  source: 'Reuters',
  previews: [{ size: 'thumbnail', href: 'https://media.test/plage.thumb.webp' }],
};

// The photo search answers when `releasePhotos` is called, so what shows while it runs is seen.
let releasePhotos: () => void = () => {};
const request = vi.fn(async (op: { operationName: string; variables: Record<string, unknown> }) => {
  if (op.operationName === 'searchExternalImages') {
    const asked = op.variables.providers as string[];
    return {
      data: {
        searchExternalImages: {
          total: 0,
          images: [],
          errors: asked.includes('pixabay') ? [PIXABAY_OFF] : [],
        },
      },
    };
  }
  if (op.operationName === 'searchPhotos') {
    await new Promise<void>((done) => (releasePhotos = done));
    return { data: { searchPhotos: [PHOTO], searchPhotoCount: 1 } };
  }
  throw new Error(`unexpected ${op.operationName}`);
});
window.backoffice = {
  graphql: { request },
  on: () => () => {},
} as unknown as BackofficeBridge;

describe('Médiathèque: a bank’s warning', () => {
  it('goes as soon as another source or other banks are chosen', async () => {
    const user = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaPicker brandKey="TEL" onClose={() => {}} onPick={() => {}} />
      </FluentProvider>,
    );
    await user.click(screen.getByRole('radio', { name: "Banques d'images" }));
    await user.type(screen.getByRole('textbox', { name: 'Rechercher une image' }), 'plage');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(PIXABAY_OFF)).toBeTruthy();

    // One Story: no search at all, and no warning of the banks.
    await user.click(screen.getByRole('radio', { name: 'Sujets One Story' }));
    expect(screen.queryByText(PIXABAY_OFF)).toBeNull();

    // The brand's photos: gone while their search runs, not only once it answered.
    await user.click(screen.getByRole('radio', { name: "Banques d'images" }));
    expect(await screen.findByText(PIXABAY_OFF)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Photos de TEL' }));
    expect(screen.queryByText(PIXABAY_OFF)).toBeNull();
    releasePhotos();
    expect(await screen.findByRole('button', { name: 'Choisir plage-bretagne.jpg' })).toBeTruthy();
    expect(screen.queryByText(PIXABAY_OFF)).toBeNull();

    // Unsplash alone: another search, which does not ask Pixabay.
    await user.click(screen.getByRole('radio', { name: "Banques d'images" }));
    expect(await screen.findByText(PIXABAY_OFF)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pixabay' }));
    expect(await screen.findByText('0 image')).toBeTruthy();
    expect(screen.queryByText(PIXABAY_OFF)).toBeNull();
  });
});

describe('a filled single-image field', () => {
  const current: MediaObject = {
    key: 'TEL/2026/11/00000000-0000-4000-8000-000000000001',
    href: 'https://media.test/ancienne.jpg',
    credit: 'AFP',
    source: 'AFP',
    caption: 'Ancienne',
    format: 'image',
  };

  it('says in the picker, before anything is chosen, that the pick replaces its image — and replaces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaField value={[current]} onChange={onChange} brandKey="TEL" imageOnly />
      </FluentProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Médiathèque' }));
    const picker = await screen.findByRole('dialog', { name: 'Médiathèque' });
    expect(picker.textContent).toContain(REPLACES_CURRENT_IMAGE);
    releasePhotos();
    await user.click(await screen.findByRole('button', { name: 'Choisir plage-bretagne.jpg' }));
    expect(screen.queryByRole('dialog', { name: 'Médiathèque' })).toBeNull();
    expect(onChange).toHaveBeenCalledWith([
      {
        key: PHOTO.key,
        href: PHOTO.publicUrl,
        credit: 'Jeanne Dupont',
        source: 'Reuters',
        caption: null,
        format: 'image',
      },
    ]);
    expect(screen.queryByText("Supprimez l'image avant d'en importer une nouvelle")).toBeNull();
  });

  it('says « Supprimez l’image… » at « Importer », before the file chooser opens', async () => {
    const user = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaField value={[current]} onChange={() => {}} brandKey="TEL" imageOnly />
      </FluentProvider>,
    );
    const chooser = screen.getByLabelText('Choisir des fichiers') as HTMLInputElement;
    const opened = vi.fn();
    chooser.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(screen.getByText("Supprimez l'image avant d'en importer une nouvelle")).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('says nothing of the kind when the field is empty or takes several images', async () => {
    const user = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaField value={[]} onChange={() => {}} brandKey="TEL" imageOnly />
      </FluentProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Médiathèque' }));
    const picker = await screen.findByRole('dialog', { name: 'Médiathèque' });
    expect(picker.textContent).not.toContain(REPLACES_CURRENT_IMAGE);
    cleanup();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaField value={[current]} onChange={() => {}} brandKey="TEL" imageOnly multiple />
      </FluentProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Médiathèque' }));
    expect((await screen.findByRole('dialog', { name: 'Médiathèque' })).textContent).not.toContain(
      REPLACES_CURRENT_IMAGE,
    );
  });
});
