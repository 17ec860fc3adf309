// The internal-link dialog lists a found article it cannot link (no public URL) with the reason,
// disabled, instead of hiding it; a linkable one is inserted.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InternalLinkDialog } from '../../../renderer/src/editor/InternalLinkDialog';

afterEach(cleanup);

const WHY = 'Lien impossible : pas d’URL publique (ni URL canonique ni slug)';

describe('InternalLinkDialog', () => {
  it('shows why an article cannot be linked and inserts only a linkable one', async () => {
    const onChoose = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <InternalLinkDialog
          initialQuery="retraites"
          search={async () => [
            {
              id: 'a1',
              title: 'Retraites : sans adresse',
              url: null,
              type: 'ARTICLE',
              whyNot: WHY,
            },
            {
              id: 'a2',
              title: 'Retraites : ce qui change',
              url: 'https://www.example.fr/retraites.html',
              type: 'ARTICLE',
            },
          ]}
          onChoose={onChoose}
          onClose={() => {}}
        />
      </FluentProvider>,
    );
    const blocked = await screen.findByRole('option', { name: /sans adresse/ });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(blocked.textContent).toContain(WHY);

    await userEvent.click(blocked);
    expect(onChoose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('option', { name: /ce qui change/ }));
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith({
        id: 'a2',
        title: 'Retraites : ce qui change',
        url: 'https://www.example.fr/retraites.html',
        type: 'ARTICLE',
      }),
    );
  });
});
