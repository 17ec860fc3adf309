// The product page is read through the SSRF guard (issue 35): addresses of the server's own
// network are refused — also loopback, unless BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK allows the
// local shop — before any connection, with the French message the process ends with; only HTML
// is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { GoodDealFailure } from '../../../server/src/aiProcesses/goodDeal/goodDealFailure';
import {
  fetchProductPage,
  productAddressRule,
} from '../../../server/src/aiProcesses/goodDeal/productFetch';
import { startProductPageStandIn, type ProductPageStandIn } from '../../support/productPageStandIn';

describe('the product page fetch', () => {
  let shop: ProductPageStandIn;
  beforeAll(async () => {
    shop = await startProductPageStandIn();
  });
  afterAll(() => shop.close());

  const refusal = (url: string, allowLoopback = false) =>
    fetchProductPage(url, { allowLoopback }).then(
      () => null,
      (error: unknown) => error,
    );

  it.each([
    'http://127.0.0.1:9/produit',
    'http://10.0.0.1/produit',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:9/produit',
    'http://192.168.1.10/produit',
  ])('refuses %s when loopback is not allowed', async (url) => {
    const error = await refusal(url);
    expect(error).toBeInstanceOf(GoodDealFailure);
    expect((error as Error).message).toBe(MESSAGES.goodDealPageForbidden);
  });

  it('refuses the local shop itself unless loopback is allowed', async () => {
    expect(((await refusal(shop.pageUrl('robot-cuiseur'))) as Error).message).toBe(
      MESSAGES.goodDealPageForbidden,
    );
    const page = await fetchProductPage(shop.pageUrl('robot-cuiseur'), { allowLoopback: true });
    expect(page.html).toContain('Robot cuiseur Multichef 5000');
  });

  it('keeps private networks refused when loopback is allowed', () => {
    const rule = productAddressRule(true);
    expect(rule('127.0.0.1')).toBe(false);
    expect(rule('::1')).toBe(false);
    for (const address of ['10.0.0.1', '169.254.169.254', '172.16.0.1', 'fe80::1'])
      expect(rule(address)).toBe(true);
  });

  it('reads HTML only', async () => {
    const error = await refusal(`${shop.url}/images/robot-cuiseur.jpg`, true);
    expect((error as Error).message).toBe(MESSAGES.goodDealPageNotHtml);
  });
});
