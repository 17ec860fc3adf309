// A card's ordered categories and tags (000 §3, issue 19): picked from the shared searches, shown
// in order, reordered by keyboard (Alt+↑ / Alt+↓) and by the rows' buttons, removed; the server's
// refusal shown under the field; the form reads the saved order and sends the ids in order.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickableItem } from '../../../renderer/src/editorKit/RelationPicker';
import {
  CardRelationsField,
  type CardRelationSearches,
} from '../../../renderer/src/features/cards/CardRelationsField';
import {
  cardFormOf,
  emptyCardForm,
  upsertCardVariables,
} from '../../../renderer/src/features/cards/cardForm';
import type { CardEditorFieldsFragment } from '../../../renderer/src/graphql/generated/graphql';

const CATEGORIES: PickableItem[] = [
  { id: 'c-pol', title: 'Politique', detail: 'Actualité > Politique' },
  { id: 'c-eco', title: 'Économie', detail: 'Actualité > Économie' },
  { id: 'c-spo', title: 'Sport' },
];
const TAGS: PickableItem[] = [{ id: 't-mac', title: 'Emmanuel Macron', type: 'Person' }];

const searches: CardRelationSearches = {
  categories: async (text) => CATEGORIES.filter((c) => c.title.includes(text)),
  tags: async () => TAGS,
};

function Harness({
  initial = { categories: [], tags: [] },
  errors = {},
  onState,
}: {
  initial?: { categories: PickableItem[]; tags: PickableItem[] };
  errors?: { categories?: string; tags?: string };
  onState?: (state: { categories: PickableItem[]; tags: PickableItem[] }) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <CardRelationsField
        categories={state.categories}
        tags={state.tags}
        errors={errors}
        searches={searches}
        onChange={(change) => {
          const next = { ...state, ...change };
          setState(next);
          onState?.(next);
        }}
      />
    </FluentProvider>
  );
}

const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

// Menus, dialogs and debounced searches on a busy 2-core machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

describe('CardRelationsField', () => {
  it('picks two categories and a tag, listed in the order picked', async () => {
    const user = userEvent.setup();
    let last: { categories: PickableItem[]; tags: PickableItem[] } | null = null;
    render(<Harness onState={(s) => (last = s)} />);
    const categories = screen.getByRole('combobox', { name: 'Catégories' });
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: /Économie/ }));
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: /Politique/ }));
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: /Emmanuel Macron/ }));
    expect(rows('Catégories')).toEqual(['1.Économie', '2.Politique']);
    expect(rows('Tags')).toEqual(['1.Emmanuel Macron']);
    expect(last!.categories.map((c) => c.id)).toEqual(['c-eco', 'c-pol']);
    expect(last!.tags.map((t) => t.id)).toEqual(['t-mac']);
  });

  it('a chosen category is not offered again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ categories: [CATEGORIES[0]!], tags: [] }} />);
    await user.click(screen.getByRole('combobox', { name: 'Catégories' }));
    await screen.findByRole('option', { name: /Économie/ });
    expect(screen.queryByRole('option', { name: /Politique/ })).toBeNull();
  });

  it('reorders by keyboard: Alt+↓ on a focused row moves it down and keeps the focus on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ categories: CATEGORIES, tags: [] }} />);
    const first = screen.getByRole('listitem', { name: '1. Politique' });
    first.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rows('Catégories')).toEqual(['1.Économie', '2.Politique', '3.Sport']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('listitem', { name: '2. Politique' })),
    );
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(rows('Catégories')).toEqual(['1.Politique', '2.Économie', '3.Sport']);
  });

  it('reorders and removes with the row buttons', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ categories: CATEGORIES, tags: [] }} />);
    expect(screen.getByRole('button', { name: 'Monter Politique' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Descendre Sport' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Monter Sport' }));
    expect(rows('Catégories')).toEqual(['1.Politique', '2.Sport', '3.Économie']);
    await user.click(screen.getByRole('button', { name: 'Retirer Politique' }));
    expect(rows('Catégories')).toEqual(['1.Sport', '2.Économie']);
  });

  it("shows the server's refusal under the field", () => {
    render(
      <Harness
        initial={{ categories: [CATEGORIES[0]!], tags: [] }}
        errors={{ categories: "Une catégorie n'appartient pas à la marque de l'encart." }}
      />,
    );
    expect(
      screen.getByText("Une catégorie n'appartient pas à la marque de l'encart."),
    ).toBeTruthy();
  });
});

describe('card form: categories and tags', () => {
  const saved = {
    id: 'card-1',
    version: 3,
    brandKey: 'TEL',
    title: 'Encart',
    secondaryTitle: null,
    description: null,
    url: 'https://example.com',
    label: 'Haut de page',
    status: 'Published',
    media: null,
    body: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    lockedBy: null,
    categories: [
      { order: 1, id: 'c-pol', title: 'Politique' },
      { order: 0, id: 'c-eco', title: 'Économie' },
    ],
    tags: [{ order: 0, id: 't-mac', title: 'Emmanuel Macron', type: 'Person' }],
  } as unknown as CardEditorFieldsFragment;

  it('reads the saved relations in their order', () => {
    const form = cardFormOf(saved);
    expect(form.categories.map((c) => c.title)).toEqual(['Économie', 'Politique']);
    expect(form.tags).toEqual([{ id: 't-mac', title: 'Emmanuel Macron', type: 'Person' }]);
  });

  it('sends the ids in order on creation and update', () => {
    const values = {
      ...emptyCardForm('Published'),
      categories: [CATEGORIES[2]!, CATEGORIES[0]!],
      tags: TAGS,
    };
    const created = upsertCardVariables('TEL', null, values);
    expect(created.create.categories).toEqual(['c-spo', 'c-pol']);
    expect(created.create.tags).toEqual(['t-mac']);
    const updated = upsertCardVariables('TEL', saved, values);
    expect(updated.update.categories).toEqual(['c-spo', 'c-pol']);
    expect(updated.update.tags).toEqual(['t-mac']);
  });
});
