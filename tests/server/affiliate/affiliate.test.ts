// The affiliate operations (issue 37) with the server on HttpAffiliatePlatform over the stand-in
// platform, on both backends: the search (page size, sort, price band, locale), designs, a
// catalogue product added, a card created (rating 'N / 10', blanks dropped), bad input on its
// field, the brand scope (another brand FORBIDDEN, a brand without the plug-in FORBIDDEN), the
// platform failing as a French SERVICE_UNAVAILABLE, no platform configured said in French, and the
// inserted block validated by the article save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { HttpAffiliatePlatform } from '../../../server/src/affiliate/httpAffiliatePlatform';
import { startAffiliateStandIn, type AffiliateStandIn } from '../../support/affiliateStandIn';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const KEY = 'cle-affiliation';
const SEARCH = `query s($b: String!, $k: String!, $min: Int, $max: Int, $sort: AffiliationProductSort, $page: Int, $size: Int) {
  searchAffiliationProduct(brandKey: $b, keyword: $k, minPrice: $min, maxPrice: $max, sort: $sort, page: $page, size: $size) {
    totalElements totalPages pageable { pageNumber }
    content { type id productLocalizedId name minPrice maxPrice nbOffers currencyCode defaultImage upsides downsides } } }`;
const DESIGNS = `query d($m: String!) { searchAffiliationDesign(mediaId: $m) { id name defaultDesign renderingType } }`;
const ADD = `mutation a($b: String!, $p: String!) {
  createAffiliationCatalogProduct(brandKey: $b, productLocalizedId: $p) { type id name } }`;
const CARD = `mutation c($b: String!, $d: AffiliationCardInput!) {
  createAffiliationCard(brandKey: $b, data: $d) {
    type html title publicationInfos productName description positivePoints negativePoints rating } }`;
const UPSERT = `mutation u($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id body } }`;

const cardInput = (over: Record<string, unknown> = {}) => ({
  productId: 'prd-cafetiere-italienne',
  designId: 'TEL-classique',
  title: 'Notre cafetière préférée',
  positivePoints: ['Robuste', '  ', 'Café corsé'],
  negativePoints: [''],
  rating: 8,
  catalog: false,
  ...over,
});

forEachBackend('affiliate operations over the platform API', (backend) => {
  let standIn: AffiliateStandIn;
  let server: TestServer;
  let tel: TestAccount;
  let geo: TestAccount;
  let bea: TestAccount;
  beforeAll(async () => {
    standIn = await startAffiliateStandIn({ apiKey: KEY });
    server = await startTestServer({
      backend,
      affiliate: new HttpAffiliatePlatform({
        apiUrl: standIn.url,
        apiKey: KEY,
        allowLoopback: true,
      }),
    });
    tel = await server.createUser({ brandKeys: ['TEL'] });
    geo = await server.createUser({ brandKeys: ['GEO'] });
    bea = await server.createUser({ brandKeys: ['BEA'] });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('searches with page size 16, sort NB_OFFERS and locale fr_FR by default', async () => {
    const r = await server.gql<{
      searchAffiliationProduct: {
        totalElements: number;
        content: { name: string; nbOffers: number; type: string }[];
      };
    }>(SEARCH, { b: 'TEL', k: 'cafetière' }, tel.token);
    expect(r.errors).toBeUndefined();
    const page = r.data!.searchAffiliationProduct;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((p) => p.nbOffers)).toEqual([12, 6, 3]);
    expect(page.content[2]!.type).toBe('CatalogProduct');
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/medias/TEL/products');
    expect(sent.query).toEqual({
      keyword: 'cafetière',
      sort: 'NB_OFFERS',
      page: '0',
      size: '16',
      locale: 'fr_FR',
    });
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
  });

  it('passes the price band and the sort', async () => {
    const r = await server.gql<{ searchAffiliationProduct: { content: { name: string }[] } }>(
      SEARCH,
      { b: 'TEL', k: 'caf', min: 0, max: 50, sort: 'PRICE_DESC' },
      tel.token,
    );
    expect(r.data!.searchAffiliationProduct.content.map((p) => p.name)).toEqual([
      'Cafetière filtre programmable Moulinex',
      'Cafetière italienne Bialetti Moka Express',
      'Cafetière à piston Bodum Chambord',
    ]);
    expect(standIn.requests.at(-1)!.query).toMatchObject({ minPrice: '0', maxPrice: '50' });
  });

  it('refuses a keyword under 3 characters and a reversed price band on their fields', async () => {
    const r = await server.gql(SEARCH, { b: 'TEL', k: ' ca ', min: 500, max: 100 }, tel.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        keyword: MESSAGES.affiliateKeywordTooShort,
        maxPrice: MESSAGES.affiliatePriceRangeInvalid,
      },
    });
  });

  it('lists the designs of the brand’s media', async () => {
    const r = await server.gql<{
      searchAffiliationDesign: { id: string; defaultDesign: boolean }[];
    }>(DESIGNS, { m: 'TEL' }, tel.token);
    expect(r.data!.searchAffiliationDesign).toEqual([
      { id: 'TEL-classique', name: 'Classique', defaultDesign: true, renderingType: 'CARD' },
      { id: 'TEL-compact', name: 'Compact', defaultDesign: false, renderingType: 'CARD' },
    ]);
  });

  it('adds a catalogue product, and says so when the platform does not know it', async () => {
    const added = await server.gql<{ createAffiliationCatalogProduct: { id: string } }>(
      ADD,
      { b: 'TEL', p: 'fr-cafetiere-piston' },
      tel.token,
    );
    expect(added.data!.createAffiliationCatalogProduct).toEqual({
      type: 'CatalogProduct',
      id: 'TEL:cat-cafetiere-piston',
      name: 'Cafetière à piston Bodum Chambord',
    });
    const unknown = await server.gql(ADD, { b: 'TEL', p: 'fr-inconnu' }, tel.token);
    expect(unknown.errors?.[0]).toMatchObject({
      message: MESSAGES.affiliateProductNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('creates a card of type CARD: rating « N / 10 », blank points dropped', async () => {
    const r = await server.gql<{ createAffiliationCard: Record<string, unknown> }>(
      CARD,
      { b: 'TEL', d: cardInput() },
      tel.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createAffiliationCard).toMatchObject({
      type: 'affilizz',
      title: 'Notre cafetière préférée',
      productName: 'Cafetière italienne Bialetti Moka Express',
      positivePoints: ['Robuste', 'Café corsé'],
      negativePoints: [],
      rating: '8 / 10',
    });
    expect(standIn.requests.at(-1)!.body).toMatchObject({
      type: 'CARD',
      locale: 'fr_FR',
      rating: '8 / 10',
      positivePoints: ['Robuste', 'Café corsé'],
    });
  });

  it('refuses a blank title, a rating out of 0–10 and a rating on a catalogue product', async () => {
    const blank = await server.gql(
      CARD,
      { b: 'TEL', d: cardInput({ title: ' ', rating: 11 }) },
      tel.token,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { title: MESSAGES.affiliateTitleRequired, rating: MESSAGES.affiliateRatingInvalid },
    });
    const catalog = await server.gql(
      CARD,
      { b: 'TEL', d: cardInput({ catalog: true }) },
      tel.token,
    );
    expect(catalog.errors?.[0]?.extensions?.fields).toEqual({
      rating: MESSAGES.affiliateRatingForCatalog,
    });
  });

  it('refuses another brand and a brand without the plug-in, before asking the platform', async () => {
    const before = standIn.requests.length;
    const other = await server.gql(SEARCH, { b: 'TEL', k: 'cafetière' }, geo.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const designs = await server.gql(DESIGNS, { m: 'TEL' }, geo.token);
    expect(designs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const card = await server.gql(CARD, { b: 'TEL', d: cardInput() }, geo.token);
    expect(card.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const off = await server.gql(ADD, { b: 'BEA', p: 'fr-lampe-chevet' }, bea.token);
    expect(off.errors?.[0]).toMatchObject({
      message: MESSAGES.affiliateBrandDisabled.replace('{brandKey}', 'BEA'),
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await server.gql(SEARCH, { b: 'TEL', k: 'cafetière' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(standIn.requests.length).toBe(before);
  });

  it.each([
    ['serverError', MESSAGES.affiliateUnreachable],
    ['malformedJson', MESSAGES.affiliateMalformed],
    ['wrongShape', MESSAGES.affiliateMalformed],
  ] as const)('a platform answering %s is a French SERVICE_UNAVAILABLE', async (mode, message) => {
    standIn.misbehave(mode);
    try {
      const r = await server.gql(SEARCH, { b: 'TEL', k: 'cafetière' }, tel.token);
      expect(r.status).not.toBe(500);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      standIn.misbehave(null);
    }
  });

  describe('the inserted block in the body', () => {
    const block = (attrs: Record<string, unknown>) => ({
      brandKey: 'TEL',
      format: 'Rich',
      title: 'Les meilleures cafetières',
      body: { type: 'doc', content: [{ type: 'affilizz', attrs }] },
    });
    const good = {
      html: '<div class="affilizz-card"></div>',
      title: 'Notre cafetière préférée',
      publicationInfos: 'TEL/card-1',
      productName: 'Cafetière italienne',
      description: '12 offres',
      positivePoints: ['Robuste'],
      negativePoints: [],
      rating: '8 / 10',
    };

    it('is saved and read back as it was inserted', async () => {
      const r = await server.gql<{ upsertArticle: { body: unknown } }>(
        UPSERT,
        { c: block(good) },
        tel.token,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.upsertArticle.body).toEqual({
        type: 'doc',
        content: [{ type: 'affilizz', attrs: good }],
      });
    });

    it.each([
      ['a blank title', { ...good, title: ' ' }],
      ['a rating that is not « N / 10 »', { ...good, rating: '11 / 10' }],
      ['points that are not texts', { ...good, positivePoints: [3] }],
      ['a title that is not a text', { ...good, title: { x: 1 } }],
    ])('refuses %s with a French message on the body', async (_label, attrs) => {
      const r = await server.gql(UPSERT, { c: block(attrs) }, tel.token);
      expect(r.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { body: MESSAGES.affiliateElementInvalid },
      });
    });
  });
});

forEachBackend('affiliate operations without a platform', (backend) => {
  let server: TestServer;
  let tel: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    tel = await server.createUser({ brandKeys: ['TEL'] });
  });
  afterAll(() => server.close());

  it('says in French that the platform is not configured', async () => {
    for (const [query, variables] of [
      [SEARCH, { b: 'TEL', k: 'cafetière' }],
      [DESIGNS, { m: 'TEL' }],
      [ADD, { b: 'TEL', p: 'fr-x' }],
      [CARD, { b: 'TEL', d: cardInput() }],
    ] as const) {
      const r = await server.gql(query, variables, tel.token);
      expect(r.errors?.[0]).toMatchObject({
        message: MESSAGES.affiliateNotConfigured,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });
});
