// The shared media field where a content stores less than an article does (issue 14): a card keeps
// its image's address and credit (no source, caption or focus point offered, one image only); a
// tag's image, an author's avatar and a page link's image keep the address alone; a locked page
// shows its image without any way to change it.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardImageField } from '../../../renderer/src/features/cards/CardImageField';
import type { CardImage } from '../../../renderer/src/features/cards/cardForm';
import { ImageUrlField } from '../../../renderer/src/mediaKit';

afterEach(cleanup);

function CardHarness({ onState }: { onState(image: CardImage | null): void }) {
  const [image, setImage] = useState<CardImage | null>(null);
  return (
    <FluentProvider theme={webLightTheme}>
      <CardImageField
        image={image}
        brandKey="TEL"
        onChange={(next) => {
          setImage(next);
          onState(next);
        }}
      />
    </FluentProvider>
  );
}

describe('CardImageField', () => {
  it('takes an address, keeps its credit, refuses a second image and removes the first', async () => {
    const user = userEvent.setup();
    const states: (CardImage | null)[] = [];
    render(<CardHarness onState={(image) => states.push(image)} />);
    const address = screen.getByRole('textbox', { name: "URL de l'image" });
    await user.type(address, 'img.example.test/1.png{Enter}');
    expect(states.at(-1)).toEqual({ url: 'https://img.example.test/1.png', credit: '' });

    const image = screen.getByRole('group', { name: /^Image / });
    expect(within(image).queryByRole('textbox', { name: 'Source' })).toBeNull();
    expect(within(image).queryByRole('textbox', { name: 'Légende' })).toBeNull();
    expect(within(image).queryByRole('button', { name: 'Point focal' })).toBeNull();
    await user.type(within(image).getByRole('textbox', { name: 'Crédit' }), 'AFP');
    expect(states.at(-1)).toEqual({ url: 'https://img.example.test/1.png', credit: 'AFP' });

    await user.type(address, 'https://img.example.test/2.png{Enter}');
    expect(screen.getByText("Supprimez l'image avant d'en importer une nouvelle")).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Image / })).toHaveLength(1);

    await user.click(within(image).getByRole('button', { name: 'Supprimer' }));
    expect(states.at(-1)).toBeNull();
  });
});

function UrlHarness({ disabled = false, initial = '' }: { disabled?: boolean; initial?: string }) {
  const [url, setUrl] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <ImageUrlField
        label="Avatar"
        value={url}
        brandKey="TEL"
        disabled={disabled}
        onChange={setUrl}
      />
      <output aria-label="stored">{url}</output>
    </FluentProvider>
  );
}

describe('ImageUrlField', () => {
  it('stores the address alone, with no detail to fill', async () => {
    const user = userEvent.setup();
    render(<UrlHarness />);
    await user.type(
      screen.getByRole('textbox', { name: "URL de l'image" }),
      'https://img.example.test/avatar.png{Enter}',
    );
    expect(screen.getByRole('status', { name: 'stored' }).textContent).toBe(
      'https://img.example.test/avatar.png',
    );
    const image = screen.getByRole('group', { name: /^Image / });
    expect(within(image).queryAllByRole('textbox')).toHaveLength(0);
    await user.click(within(image).getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByRole('status', { name: 'stored' }).textContent).toBe('');
  });

  it('shows a locked content’s image with nothing enabled to change it', () => {
    render(<UrlHarness disabled initial="https://img.example.test/page.png" />);
    expect(screen.getByRole('group', { name: /^Image / })).toBeTruthy();
    for (const name of ['Importer', 'Médiathèque', 'Supprimer'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: "URL de l'image" }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
