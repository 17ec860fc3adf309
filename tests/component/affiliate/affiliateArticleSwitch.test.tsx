// The article's affiliate-cards switch and the card's points in the body (issue 37; 000 §2, §3;
// 001 §5): the drawer's « Cartes produit affiliées » only on brands whose flags allow cards, saying
// at once that a body holding a card cannot be saved with it off; « Carte produit » offered only
// when the brand and the switch allow it; the body element's « Modifier » edits the positive and
// negative points with the wizard's rules (a new line only after a filled one, at least one input,
// blanks dropped) and stores them in the node's attributes.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';
import type { RichTextDoc } from '../../../common/richtext';
import {
  EMPTY_FORM,
  draftValueOf,
  formOfDraft,
  upsertVariables,
} from '../../../renderer/src/articleKit/articleForm';
import { AffiliateCardButton } from '../../../renderer/src/articleKit/affiliate/AffiliateCardButton';
import { AffiliateCardsSwitch } from '../../../renderer/src/articleKit/affiliate/AffiliateCardsSwitch';
import { RichTextEditor } from '../../../renderer/src/editor';
import { docToJson } from '../../../renderer/src/editor/editorState';

afterEach(cleanup);

const CARD = {
  html: '<div class="affilizz-card"></div>',
  title: 'Notre cafetière',
  publicationInfos: 'TEL/card-1',
  productName: 'Cafetière italienne',
  description: '12 offres',
  positivePoints: ['Robuste'],
  negativePoints: ['Poignée qui chauffe'],
  rating: '8 / 10',
};
const BODY: RichTextDoc = { type: 'doc', content: [{ type: 'affilizz', attrs: CARD }] };

const wrap = (node: React.ReactNode) =>
  render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);

describe('the drawer’s « Cartes produit affiliées » switch', () => {
  it('shows only on brands with the affiliate flags', () => {
    wrap(
      <AffiliateCardsSwitch profile={brandProfile('BEA')} checked body={null} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('turns the switch off and warns while the body still holds a card', () => {
    const onChange = vi.fn();
    const { rerender } = wrap(
      <AffiliateCardsSwitch
        profile={brandProfile('TEL')}
        checked
        body={BODY}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: MESSAGES.affiliateCardsSwitchLabel });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(MESSAGES.affiliateBodyDisabled)).toBeNull();
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(
      <FluentProvider theme={webLightTheme}>
        <AffiliateCardsSwitch
          profile={brandProfile('TEL')}
          checked={false}
          body={BODY}
          onChange={onChange}
        />
      </FluentProvider>,
    );
    expect(screen.getByText(MESSAGES.affiliateBodyDisabled)).toBeTruthy();
  });
});

describe('the switch in the article form', () => {
  const BASE = { brandKey: 'TEL', format: 'Rich' as const };

  it('is on for a new article, saved with the article and kept by the local draft', () => {
    expect(EMPTY_FORM.affiliateCardsEnabled).toBe(true);
    const off = { ...EMPTY_FORM, title: 'Un titre', affiliateCardsEnabled: false };
    const vars = upsertVariables(null, off, BASE, null, null);
    expect(vars.create.affiliateCardsEnabled).toBe(false);
    expect(vars.update.affiliateCardsEnabled).toBe(false);
    const draft = JSON.parse(JSON.stringify(draftValueOf(off))) as Record<string, unknown>;
    expect(formOfDraft(draft).affiliateCardsEnabled).toBe(false);
    // A draft written before the switch existed reads as on, like a new article.
    expect(formOfDraft({ title: 'x' }).affiliateCardsEnabled).toBe(true);
  });
});

describe('« Carte produit » beside the body', () => {
  const button = (brand: string, articleEnabled: boolean) => {
    cleanup();
    wrap(
      <AffiliateCardButton
        brandKey={brand}
        profile={brandProfile(brand)}
        articleEnabled={articleEnabled}
        articleId={null}
        bodyView={() => null}
      />,
    );
    return screen.queryByRole('button', { name: 'Carte produit' });
  };

  it('is offered only when the brand and the article allow cards', () => {
    expect(button('TEL', true)).not.toBeNull();
    expect(button('TEL', false)).toBeNull();
    expect(button('BEA', true)).toBeNull();
  });
});

function mountBody() {
  let view: EditorView | null = null;
  wrap(
    <RichTextEditor
      kind="body"
      value={BODY}
      onChange={() => undefined}
      brandProfile={{ draftEditorPlugins: [] }}
      searchInternalLinks={async () => []}
      resolveInternalArticle={async () => null}
      onError={vi.fn()}
      onViewReady={(v) => (view = v)}
    />,
  );
  const element = () => document.querySelector('[data-element="affilizz"]') as HTMLElement;
  return { element, doc: () => docToJson(view!.state.doc) };
}

describe('the card’s points in the body', () => {
  it('edits them with the wizard’s rules and stores them without blanks', async () => {
    const user = userEvent.setup();
    const { element, doc } = mountBody();
    await user.click(within(element()).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const plus1 = within(dialog).getByRole('textbox', { name: 'Points positifs 1' });
    expect((plus1 as HTMLInputElement).value).toBe('Robuste');
    const [addPlus, addMinus] = within(dialog).getAllByRole('button', {
      name: 'Ajouter une ligne',
    });
    await user.click(addPlus!);
    // A new line only once the last is filled.
    expect((addPlus as HTMLButtonElement).disabled).toBe(true);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Points positifs 2' }),
      'Café corsé',
    );
    expect((addPlus as HTMLButtonElement).disabled).toBe(false);
    await user.click(addPlus!);
    expect(within(dialog).getByRole('textbox', { name: 'Points positifs 3' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer points positifs 3' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Points positifs 3' })).toBeNull();
    // The only negative point cannot be removed, only emptied: one input stays, no new line.
    expect(within(dialog).queryByRole('button', { name: 'Retirer points négatifs 1' })).toBeNull();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Points négatifs 1' }));
    expect((addMinus as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doc()!.content[0]!.attrs).toEqual({
      ...CARD,
      positivePoints: ['Robuste', 'Café corsé'],
      negativePoints: [],
    });
    expect(element().textContent).toContain('Robuste · Café corsé');
  });
});
