// The media actions of spec 001 §8 (issue 30), on a media field's image and on a picker result:
// « Copier l'adresse » puts the public address on the clipboard and says 'URL copied to
// clipboard'; « Télécharger l'original » opens the library's file as an attachment
// (getResolvedImage + `?download`) or the image's own address beside the app, and says 'Download
// Url not found' when there is none.
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { MediaObject } from '../../../common/domain/article';
import { MediaField } from '../../../renderer/src/mediaKit';
import { MediaPicker } from '../../../renderer/src/mediaKit/MediaPicker';
import { APP_TOASTER_ID } from '../../../renderer/src/ui/appToasterId';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const KEY = 'TEL/2026/11/7d0c1a52-4a43-4c1e-9b0e-0c5d4b8f2a11';
const ORIGINAL = `https://media.test/media/files/${KEY}.jpg`;
const PHOTO = {
  id: 'p1',
  key: KEY,
  originalName: 'phare.jpg',
  publicUrl: ORIGINAL,
  createdAt: '2026-11-20T10:00:00.000Z',
  width: 1200,
  height: 800,
  credit: 'Jeanne Dupont',
  source: 'Reuters',
  previews: [{ size: 'thumbnail', href: 'https://media.test/phare.thumb.webp' }],
};

const request = vi.fn(async (op: { operationName: string; variables: Record<string, unknown> }) => {
  if (op.operationName === 'getResolvedImage')
    return { data: { getResolvedImage: op.variables.key === KEY ? { url: ORIGINAL } : null } };
  if (op.operationName === 'searchPhotos')
    return { data: { searchPhotos: [PHOTO], searchPhotoCount: 1 } };
  throw new Error(`unexpected ${op.operationName}`);
});
window.backoffice = {
  graphql: { request },
  on: () => () => {},
} as unknown as BackofficeBridge;

/** What a click on a download link would fetch (happy-dom does not download). */
let downloads: { href: string; download: string; target: string }[] = [];
beforeEach(() => {
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download, target: this.target });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(children: ReactNode) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Toaster toasterId={APP_TOASTER_ID} />
      {children}
    </FluentProvider>,
  );
}

const photoMedia: MediaObject = {
  key: KEY,
  href: ORIGINAL,
  caption: 'Le phare',
  credit: 'Jeanne Dupont',
  source: 'Reuters',
  format: 'image',
};

describe('a media field’s image', () => {
  it('copies its public address and says so', async () => {
    const user = userEvent.setup();
    mount(<MediaField value={[photoMedia]} onChange={() => {}} brandKey="TEL" />);
    await user.click(screen.getByRole('button', { name: "Copier l'adresse de Le phare" }));
    expect(await screen.findByText('URL copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ORIGINAL);
  });

  it("downloads the library's original, beside the app", async () => {
    const user = userEvent.setup();
    mount(<MediaField value={[photoMedia]} onChange={() => {}} brandKey="TEL" />);
    await user.click(screen.getByRole('button', { name: "Télécharger l'original de Le phare" }));
    await vi.waitFor(() =>
      expect(downloads).toEqual([
        {
          href: `${ORIGINAL}?download=1`,
          download: `${KEY.split('/').pop()}.jpg`,
          target: '_blank',
        },
      ]),
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ operationName: 'getResolvedImage', variables: { key: KEY } }),
    );
  });

  it("says 'Download Url not found' for an image with no file and no web address", async () => {
    const user = userEvent.setup();
    mount(
      <MediaField
        value={[{ key: 'ancien-systeme-42', href: null, caption: 'Archive', format: 'image' }]}
        onChange={() => {}}
        brandKey="TEL"
      />,
    );
    expect(
      screen.getByRole('button', { name: "Copier l'adresse de Archive" }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: "Télécharger l'original de Archive" }));
    expect(await screen.findByText('Download Url not found')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});

describe('a picker result', () => {
  it('offers both actions beside the button that picks it', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    mount(<MediaPicker brandKey="TEL" onClose={() => {}} onPick={onPick} />);
    const pick = await screen.findByRole('button', { name: 'Choisir phare.jpg' });
    expect(within(pick).queryAllByRole('button')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: "Copier l'adresse de phare.jpg" }));
    expect(await screen.findByText('URL copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ORIGINAL);
    await user.click(screen.getByRole('button', { name: "Télécharger l'original de phare.jpg" }));
    await vi.waitFor(() =>
      expect(downloads.map((d) => d.href)).toEqual([`${ORIGINAL}?download=1`]),
    );
    // Neither action picks the image.
    expect(onPick).not.toHaveBeenCalled();
  });
});
