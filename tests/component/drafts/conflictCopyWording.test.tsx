// The conflict dialog's third answer speaks of the content at hand: a page's copy becomes « une
// nouvelle page », a card's « un nouvel encart » (it said « un nouvel article » for everything).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictComparisonDialog,
  COPY_WORDINGS,
} from '../../../renderer/src/draftsKit/ConflictComparisonDialog';
import { cardEditorAdapter } from '../../../renderer/src/features/cards/cardEditorAdapter';
import { pageEditorAdapter } from '../../../renderer/src/features/pages/pageEditorAdapter';

afterEach(cleanup);

const noop = () => {};

describe('conflict dialog copy wording', () => {
  it.each([
    ['page', COPY_WORDINGS.page, 'Copier ma version dans une nouvelle page', 'Cette page garde'],
    ['card', COPY_WORDINGS.card, 'Copier ma version dans un nouvel encart', 'Cet encart garde'],
    [
      'article (default)',
      undefined,
      'Copier ma version dans un nouvel article',
      'Cet article garde',
    ],
  ])('names the copy of a %s', (_kind, copy, label, hint) => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ConflictComparisonDialog
          fields={[{ label: 'Titre', mine: 'a', theirs: 'b' }]}
          copy={copy}
          onKeepMine={noop}
          onTakeTheirs={noop}
          onCopyToNew={noop}
          onClose={noop}
        />
      </FluentProvider>,
    );
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(screen.getByText(new RegExp(hint))).toBeTruthy();
  });

  it('is given by each editor adapter', () => {
    const client = {} as never;
    expect(cardEditorAdapter(client, 'TEL', 'Published').copyWording).toBe(COPY_WORDINGS.card);
    expect(pageEditorAdapter(client, 'TEL', 'Category', null).copyWording).toBe(COPY_WORDINGS.page);
  });
});
