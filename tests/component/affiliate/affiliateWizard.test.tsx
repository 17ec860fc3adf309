// The affiliate card wizard (issue 37; spec 000 §4) over a fake GraphQL answer: the search 500 ms
// after the last keystroke (fake clock) from 3 characters with page size 16, sort NB_OFFERS and
// fr_FR; the footer only once a keyword exists, « Continuer » only once a product is selected; the
// title defaulting to the product name, a new point line only when the last is filled, blanks
// dropped, the rating sent as an integer; a catalogue product added first and not rated; the
// preview and « Ajouter » handing the affilizz block over; errors « Une erreur est survenue lors
// de … » with the typed title kept.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { AffiliateWizard } from '../../../renderer/src/articleKit/affiliate/AffiliateWizard';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const product = (over: Record<string, unknown>) => ({
  __typename: 'AffiliationProduct',
  type: 'Product',
  productLocalizedId: 'fr-x',
  currencyCode: 'EUR',
  defaultImage: null,
  minPrice: 24.9,
  maxPrice: 39.9,
  nbOffers: 12,
  upsides: ['Robuste'],
  downsides: [],
  ...over,
});
const MOKA = product({ id: 'prd-moka', name: 'Cafetière italienne Moka' });
const PISTON = product({
  id: 'cat-piston',
  type: 'CatalogProduct',
  productLocalizedId: 'fr-piston',
  name: 'Cafetière à piston',
  nbOffers: 3,
  upsides: [],
});

function fakeServer() {
  const operations: GraphqlRequest[] = [];
  const next = { refuseCard: false };
  const answer = (req: GraphqlRequest) => {
    const vars = (req.variables ?? {}) as Record<string, unknown>;
    switch (req.operationName) {
      case 'SearchAffiliationProduct':
        return {
          data: {
            searchAffiliationProduct: {
              __typename: 'AffiliationProductPage',
              totalElements: 2,
              totalPages: 1,
              pageable: { __typename: 'AffiliationPageable', pageNumber: 0 },
              content: [MOKA, PISTON],
            },
          },
        };
      case 'SearchAffiliationDesign':
        return {
          data: {
            searchAffiliationDesign: [
              {
                __typename: 'AffiliationDesign',
                id: 'd1',
                name: 'Classique',
                defaultDesign: true,
                renderingType: 'CARD',
              },
            ],
          },
        };
      case 'CreateAffiliationCatalogProduct':
        return { data: { createAffiliationCatalogProduct: { ...PISTON, id: 'TEL:cat-piston' } } };
      case 'CreateAffiliationCard': {
        if (next.refuseCard)
          return {
            data: null,
            errors: [
              {
                message: MESSAGES.affiliateUnreachable,
                extensions: { code: 'SERVICE_UNAVAILABLE' },
              },
            ],
          };
        const data = vars.data as Record<string, unknown>;
        return {
          data: {
            createAffiliationCard: {
              __typename: 'AffiliationCard',
              type: 'affilizz',
              html: '<div></div>',
              title: data.title,
              publicationInfos: 'TEL/card-1',
              productName: 'Cafetière italienne Moka',
              description: '12 offres',
              positivePoints: data.positivePoints,
              negativePoints: data.negativePoints,
              rating: data.rating === null ? null : `${String(data.rating)} / 10`,
            },
          },
        };
      }
      default:
        throw new Error(`unexpected operation ${req.operationName}`);
    }
  };
  const transport: BridgeTransport = {
    invoke(channel, request) {
      const req = request as GraphqlRequest;
      operations.push(req);
      return Promise.resolve({ ok: true, value: answer(req) });
    },
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: '' } }),
  };
  return {
    bridge: createBridge(transport),
    next,
    ops: (name: string) => operations.filter((op) => op.operationName === name),
  };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount() {
  const server = fakeServer();
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => server.bridge)}>
        <AffiliateWizard brandKey="TEL" articleId="article-1" onAdd={onAdd} onClose={onClose} />
      </ApolloProvider>
    </FluentProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return { server, onAdd, onClose, dialog };
}

async function typeKeyword(dialog: HTMLElement, ...texts: string[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const input = within(dialog).getByRole('textbox', { name: 'Produit' });
  for (const text of texts) fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(LIMITS.debounce.affiliateSearchMs);
  });
  vi.useRealTimers();
}

describe('the affiliate card wizard', () => {
  it('searches 500 ms after the last keystroke, from 3 characters, with the defaults', async () => {
    const { server, dialog } = mount();
    expect(within(dialog).getByText('Rechercher un produit')).toBeTruthy();
    // No keyword: no footer.
    expect(within(dialog).queryByRole('button', { name: 'Continuer' })).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = within(dialog).getByRole('textbox', { name: 'Produit' });
    fireEvent.change(input, { target: { value: 'ca' } });
    await act(async () => {
      vi.advanceTimersByTime(LIMITS.debounce.affiliateSearchMs);
    });
    expect(server.ops('SearchAffiliationProduct')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'caf' } });
    await act(async () => {
      vi.advanceTimersByTime(LIMITS.debounce.affiliateSearchMs - 1);
    });
    fireEvent.change(input, { target: { value: 'cafetière' } });
    await act(async () => {
      vi.advanceTimersByTime(LIMITS.debounce.affiliateSearchMs - 1);
    });
    expect(server.ops('SearchAffiliationProduct')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await within(dialog).findByRole('option', { name: /Moka/ });
    expect(server.ops('SearchAffiliationProduct')).toHaveLength(1);
    expect(server.ops('SearchAffiliationProduct')[0]!.variables).toEqual({
      brandKey: 'TEL',
      keyword: 'cafetière',
      sort: 'NB_OFFERS',
      minPrice: null,
      maxPrice: null,
      page: 0,
      size: 16,
    });
    const next = within(dialog).getByRole('button', { name: 'Continuer' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('option', { name: /Moka/ }));
    expect(next.disabled).toBe(false);
  });

  it('makes a rated card through the three steps and hands the block over', async () => {
    const { server, dialog, onAdd, onClose } = mount();
    await typeKeyword(dialog, 'cafetière');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Moka/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await within(dialog).findByText('Enrichir la carte');
    const title = within(dialog).getByRole('textbox', { name: /Titre/ }) as HTMLInputElement;
    expect(title.value).toBe('Cafetière italienne Moka');
    fireEvent.change(title, { target: { value: 'Notre moka préférée' } });
    // The product's upside fills the first line; a new line once it is filled, not while blank.
    const addLines = within(dialog).getAllByRole('button', { name: 'Ajouter une ligne' });
    fireEvent.click(addLines[0]!);
    const plus2 = within(dialog).getByRole('textbox', { name: 'Points positifs 2' });
    expect((addLines[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(plus2, { target: { value: '   ' } });
    expect((addLines[1] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: '11' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la carte' }));
    expect(await within(dialog).findByText(MESSAGES.affiliateRatingInvalid)).toBeTruthy();
    expect(server.ops('CreateAffiliationCard')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: '8' },
    });
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Design' }) as HTMLSelectElement).value,
      ).toBe('d1'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la carte' }));
    await within(dialog).findByText('Aperçu');
    // The saved article goes with the card: the server checks its switch (000 §2).
    expect(server.ops('CreateAffiliationCard')[0]!.variables).toEqual({
      brandKey: 'TEL',
      articleId: 'article-1',
      data: {
        productId: 'prd-moka',
        designId: 'd1',
        title: 'Notre moka préférée',
        positivePoints: ['Robuste'],
        negativePoints: [],
        rating: 8,
        catalog: false,
      },
    });
    expect(within(dialog).getByTestId('affiliate-preview').textContent).toContain('8 / 10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(onAdd).toHaveBeenCalledWith({
      html: '<div></div>',
      title: 'Notre moka préférée',
      publicationInfos: 'TEL/card-1',
      productName: 'Cafetière italienne Moka',
      description: '12 offres',
      positivePoints: ['Robuste'],
      negativePoints: [],
      rating: '8 / 10',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a catalogue product first and offers no rating for it', async () => {
    const { server, dialog } = mount();
    await typeKeyword(dialog, 'piston');
    fireEvent.click(await within(dialog).findByRole('option', { name: /piston/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await within(dialog).findByText('Enrichir la carte');
    expect(within(dialog).queryByRole('textbox', { name: /Note/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la carte' }));
    await within(dialog).findByText('Aperçu');
    expect(server.ops('CreateAffiliationCatalogProduct')[0]!.variables).toEqual({
      brandKey: 'TEL',
      productLocalizedId: 'fr-piston',
    });
    expect(server.ops('CreateAffiliationCard')[0]!.variables).toMatchObject({
      data: { productId: 'TEL:cat-piston', catalog: true, rating: null },
    });
  });

  it('says « Une erreur est survenue lors de la création de la carte » and keeps the title', async () => {
    const { server, dialog } = mount();
    server.next.refuseCard = true;
    await typeKeyword(dialog, 'moka');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Moka/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    const title = (await within(dialog).findByRole('textbox', {
      name: /Titre/,
    })) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Mon titre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la carte' }));
    expect(
      await within(dialog).findByText(
        `${MESSAGES.affiliateCardCreationError} ${MESSAGES.affiliateUnreachable}`,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enrichir la carte')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Titre/ }) as HTMLInputElement).value).toBe(
      'Mon titre',
    );
  });
});
