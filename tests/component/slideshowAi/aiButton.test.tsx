// The slideshow list's floating button to the AI screen: CAC and FAC only (hasAiSlideshow) — the
// list's brand when it has one, else the user's such brands (one link, or a menu of them).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  SlideshowAiButton,
  aiSlideshowBrands,
} from '../../../renderer/src/articleKit/SlideshowAiButton';

afterEach(cleanup);

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}

function mount(brand: string | null, brandKeys: string[]) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <Where />
        <SlideshowAiButton brand={brand} brandKeys={brandKeys} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('the slideshow AI button', () => {
  it('offers the brands with the generator only', () => {
    expect(aiSlideshowBrands('CAC', ['CAC', 'TEL'])).toEqual(['CAC']);
    expect(aiSlideshowBrands('TEL', ['CAC', 'TEL'])).toEqual([]);
    expect(aiSlideshowBrands(null, ['FAC', 'TEL', 'CAC'])).toEqual(['FAC', 'CAC']);
    expect(aiSlideshowBrands(null, ['TEL', 'GEO'])).toEqual([]);
  });

  it('is absent on another brand’s list', () => {
    mount('TEL', ['TEL', 'CAC']);
    expect(screen.queryByRole('button', { name: MESSAGES.slideshowAiOpenScreen })).toBeNull();
  });

  it('opens the generate tab of the list’s brand', async () => {
    mount('FAC', ['FAC', 'CAC']);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.slideshowAiOpenScreen }));
    await waitFor(() => expect(path).toBe('/slideshow/ia/generate/FAC'));
  });

  it('asks which brand when the list has none and the user has two', async () => {
    mount(null, ['CAC', 'FAC', 'TEL']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiOpenScreen }));
    await user.click(await screen.findByRole('menuitem', { name: 'CAC' }));
    await waitFor(() => expect(path).toBe('/slideshow/ia/generate/CAC'));
  });
});
