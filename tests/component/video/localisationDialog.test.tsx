// « Localisation » (issue 32): three choices, a country picker searched by French name (accents
// ignored), the geoblocking sent with dailymotionUpdate, a refusal shown in the dialog with the
// choices kept. The operation is checked against the schema.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSchema, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Geoblocking } from '../../../common/domain/video';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { VideoGeoblockingDocument } from '../../../renderer/src/graphql/generated/graphql';
import { LocalisationDialog } from '../../../renderer/src/features/articles/video/LocalisationDialog';
import { countries } from '../../../renderer/src/features/articles/video/countries';
import { fakeVideoMain } from '../support/fakeVideoMain';

const ARTICLE_ID = '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b';
const REFUSAL = "Dailymotion n'a pas accepté la localisation : réessayez dans quelques minutes.";

let refuse = false;
const main = fakeVideoMain({
  graphql: {
    VideoGeoblocking: (req) => {
      if (refuse)
        return {
          data: null,
          errors: [{ message: REFUSAL, extensions: { code: 'BAD_USER_INPUT' } }],
        };
      const { geoblocking } = req.variables as { geoblocking: Geoblocking };
      return {
        data: {
          dailymotionUpdate: {
            __typename: 'Article',
            id: ARTICLE_ID,
            video: null,
            ...{ geoblocking },
          },
        },
      };
    },
  },
});

beforeEach(() => {
  main.reset();
  refuse = false;
});
afterEach(cleanup);

function mount(current: Geoblocking) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <LocalisationDialog
          articleId={ARTICLE_ID}
          current={current}
          onSaved={onSaved}
          onClose={onClose}
        />
      </ApolloProvider>
    </FluentProvider>,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog', { name: 'Localisation' }) };
}

const sent = () =>
  main.operations.filter((op) => op.operationName === 'VideoGeoblocking').map((op) => op.variables);

describe('Localisation', () => {
  it('is a valid operation of the schema', () => {
    const dir = join(__dirname, '../../../common/graphql/schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(validate(buildSchema(sdl), VideoGeoblockingDocument)).toEqual([]);
  });

  it('lists the countries in French, in French order', () => {
    const names = countries().map((c) => c.name);
    expect(names).toContain('France');
    expect(names).toContain('Belgique');
    expect(names).toContain('États-Unis');
    expect(countries().find((c) => c.name === 'Allemagne')?.code).toBe('de');
    expect(names.length).toBeGreaterThan(240);
    // Only codes the server's rule accepts (Kosovo's XK is not ISO 3166-1).
    expect(countries().map((c) => c.code)).not.toContain('xk');
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('France'));
  });

  it('offers the three choices; « Uniquement dans ces pays » France and Belgique found by search', async () => {
    const user = userEvent.setup();
    const { onSaved, dialog } = mount({ mode: 'Everywhere', countries: [] });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('span')?.textContent ?? '')).toEqual([
      'Partout',
      'Uniquement dans ces pays',
      'Partout sauf dans ces pays',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Partout' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByRole('searchbox')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Uniquement dans ces pays' }));
    const search = within(dialog).getByRole('searchbox', { name: 'Rechercher un pays' });
    await user.type(search, 'franc');
    await user.click(within(dialog).getByRole('checkbox', { name: 'France' }));
    await user.clear(search);
    // Accents and case do not matter.
    await user.type(search, 'BELG');
    const group = within(dialog).getByRole('group', { name: 'Pays' });
    expect(within(group).queryByRole('checkbox', { name: 'Allemagne' })).toBeNull();
    await user.click(within(group).getByRole('checkbox', { name: 'Belgique' }));
    expect(within(dialog).getByText('Pays choisis : France, Belgique')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual([
      { id: ARTICLE_ID, geoblocking: { mode: 'Allow', countries: ['fr', 'be'] } },
    ]);
  });

  it('a country list is needed unless « Partout »; « Partout » sends no country', async () => {
    const user = userEvent.setup();
    const { onSaved, dialog } = mount({ mode: 'Deny', countries: ['us'] });
    expect(within(dialog).getByRole('checkbox', { name: 'États-Unis' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'États-Unis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Choisissez au moins un pays.')).toBeTruthy();
    expect(sent()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Partout' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual([
      { id: ARTICLE_ID, geoblocking: { mode: 'Everywhere', countries: [] } },
    ]);
  });

  it("shows the server's refusal in the dialog and keeps the choices", async () => {
    const user = userEvent.setup();
    refuse = true;
    const { onSaved, onClose, dialog } = mount({ mode: 'Deny', countries: ['us', 'ca'] });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(REFUSAL)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(
      within(dialog).getByRole('radio', { name: 'Partout sauf dans ces pays' }),
    ).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Pays choisis : États-Unis, Canada')).toBeTruthy();
  });
});

describe('Localisation from the keyboard', () => {
  it('the country list is one Tab stop, walked with the arrows', async () => {
    const user = userEvent.setup();
    const { dialog } = mount({ mode: 'Allow', countries: ['fr', 'be'] });
    const group = within(dialog).getByRole('group', { name: 'Pays' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.filter((box) => box.tabIndex === 0)).toHaveLength(1);
    // Tab itself goes through Fluent's focus manager, which needs a real browser: the e2e spec.
    const belgique = within(group).getByRole('checkbox', { name: 'Belgique' });
    const france = within(group).getByRole('checkbox', { name: 'France' });
    // The chosen countries come first, in French order; the first one holds the Tab stop.
    expect(boxes[0]).toBe(belgique);
    expect(belgique.tabIndex).toBe(0);
    belgique.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(france);
    expect([belgique.tabIndex, france.tabIndex]).toEqual([-1, 0]);
    await user.keyboard(' ');
    expect(within(dialog).getByText('Pays choisis : Belgique')).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(boxes.at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(belgique);
  });
});
