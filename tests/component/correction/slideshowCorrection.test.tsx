// « Correction » of a slideshow (issue 33): its title and its slides' captions as the session's
// segments (`body.<n>` = slide n's caption), the dialog naming them by slide, and the corrected
// captions written back into the slides they came from.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSlide } from '../../../common/domain/slideshow';
import {
  SlideshowCorrectionDialog,
  slideshowSegments,
  slidesWithCaptions,
} from '../../../renderer/src/features/slideshows/SlideshowCorrectionDialog';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakeCorrectionServer } from '../support/fakeCorrectionServer';

afterEach(cleanup);

const slides = [
  newSlide({ key: 'a', caption: 'Un batiment ancien' }),
  newSlide({ key: 'b' }),
  newSlide({ key: 'c', caption: 'Vue de la gare' }),
];

describe('a slideshow in the correction dialog', () => {
  it('checks the title and the captions that hold text, keyed by slide', () => {
    expect(slideshowSegments('Les couts', slides)).toEqual([
      { key: 'title', text: 'Les couts' },
      { key: 'body.0', text: 'Un batiment ancien' },
      { key: 'body.2', text: 'Vue de la gare' },
    ]);
  });

  it('writes corrected captions back into their slides, the others untouched', () => {
    const next = slidesWithCaptions(slides, [
      { key: 'title', text: 'ignored here' },
      { key: 'body.0', text: 'Un bâtiment ancien' },
      { key: 'body.2', text: 'Vue de la gare' },
    ]);
    expect(next.map((s) => s.caption)).toEqual(['Un bâtiment ancien', '', 'Vue de la gare']);
    expect(next[1]).toBe(slides[1]);
    expect(next[2]).toBe(slides[2]);
  });

  it('names each caption by its slide and applies a correction', async () => {
    const user = userEvent.setup();
    const server = fakeCorrectionServer();
    const onApply = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <ApolloProvider client={createApolloClient(() => server.bridge)}>
          <SlideshowCorrectionDialog
            slideshowId="5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b"
            title="Les couts"
            slides={slides}
            onApply={onApply}
            onClose={() => {}}
          />
        </ApolloProvider>
      </FluentProvider>,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('region', { name: 'Légendes' })).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Légende de la diapositive 3' }),
    ).toBeTruthy();
    const item = await within(dialog).findByRole('listitem', { name: 'batiment : Mot inconnu' });
    await user.click(within(item).getByRole('button', { name: 'bâtiment' }));
    await waitFor(() => expect(within(dialog).queryAllByRole('listitem')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const { title, slides: next } = onApply.mock.calls[0]![0] as {
      title: string;
      slides: typeof slides;
    };
    expect(title).toBe('Les couts');
    expect(next.map((s) => s.caption)).toEqual(['Un bâtiment ancien', '', 'Vue de la gare']);
  });
});
