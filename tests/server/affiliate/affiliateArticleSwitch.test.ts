// The article's own affiliate-cards switch (issue 37; 000 §2 « only when enabled for the brand and
// the article »), on both backends: saved and read back (on by default), createAffiliationCard for
// an article whose switch is off refused in French before the platform is asked (and another
// brand's article not found), a body holding a card refused while the switch is off (sent in the
// same save or stored before), and a card's points edited in the body saved or refused like every
// element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { HttpAffiliatePlatform } from '../../../server/src/affiliate/httpAffiliatePlatform';
import { startAffiliateStandIn, type AffiliateStandIn } from '../../support/affiliateStandIn';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const KEY = 'cle-affiliation';
const FIELDS = 'id version affiliateCardsEnabled body';
const CREATE = `mutation c($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { ${FIELDS} } }`;
const UPDATE = `mutation u($id: ID!, $d: ArticleUpdateInput!) {
  upsertArticle(where: { id: $id }, create: { brandKey: "", format: Rich, title: "" }, update: $d) { ${FIELDS} } }`;
const READ = `query r($id: ID!) { article(where: { id: $id }) { ${FIELDS} } }`;
const CARD = `mutation k($b: String!, $d: AffiliationCardInput!, $a: ID) {
  createAffiliationCard(brandKey: $b, data: $d, articleId: $a) { title positivePoints } }`;

type Saved = { id: string; version: number; affiliateCardsEnabled: boolean; body: unknown };

const card = (over: Record<string, unknown> = {}) => ({
  html: '<div class="affilizz-card"></div>',
  title: 'Notre cafetière préférée',
  publicationInfos: 'TEL/card-1',
  productName: 'Cafetière italienne',
  description: '12 offres',
  positivePoints: ['Robuste'],
  negativePoints: ['Poignée qui chauffe'],
  rating: '8 / 10',
  ...over,
});
const bodyWith = (attrs: Record<string, unknown>) => ({
  type: 'doc',
  content: [{ type: 'affilizz', attrs }],
});
const cardInput = {
  productId: 'prd-cafetiere-italienne',
  designId: 'TEL-classique',
  title: 'Notre cafetière préférée',
  positivePoints: ['Robuste'],
  negativePoints: [],
  rating: 8,
  catalog: false,
};

forEachBackend('the article’s affiliate-cards switch', (backend) => {
  let standIn: AffiliateStandIn;
  let server: TestServer;
  let tel: TestAccount;
  let both: TestAccount;
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
    both = await server.createUser({ brandKeys: ['TEL', 'GEO'] });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const create = async (c: Record<string, unknown>, token = tel.token) => {
    const r = await server.gql<{ upsertArticle: Saved }>(
      CREATE,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Les cafetières', ...c } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.upsertArticle;
  };
  const update = (a: Saved, d: Record<string, unknown>) =>
    server.gql<{ upsertArticle: Saved }>(
      UPDATE,
      { id: a.id, d: { version: a.version, ...d } },
      tel.token,
    );

  it('is on for a new article, saved off and read back, left alone when not sent', async () => {
    const a = await create({});
    expect(a.affiliateCardsEnabled).toBe(true);
    const off = await update(a, { affiliateCardsEnabled: false });
    expect(off.errors).toBeUndefined();
    expect(off.data!.upsertArticle.affiliateCardsEnabled).toBe(false);
    const titled = await update(off.data!.upsertArticle, { title: 'Autre titre' });
    expect(titled.data!.upsertArticle.affiliateCardsEnabled).toBe(false);
    const read = await server.gql<{ article: Saved }>(READ, { id: a.id }, tel.token);
    expect(read.data!.article.affiliateCardsEnabled).toBe(false);
    const created = await create({ affiliateCardsEnabled: false });
    expect(created.affiliateCardsEnabled).toBe(false);
  });

  it('refuses createAffiliationCard for an article whose switch is off, before the platform', async () => {
    const on = await create({});
    const ok = await server.gql(CARD, { b: 'TEL', d: cardInput, a: on.id }, tel.token);
    expect(ok.errors).toBeUndefined();
    const off = await create({ affiliateCardsEnabled: false });
    const before = standIn.requests.length;
    const refused = await server.gql(CARD, { b: 'TEL', d: cardInput, a: off.id }, tel.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.affiliateArticleDisabled,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(standIn.requests.length).toBe(before);
  });

  it('does not find another brand’s article or an unknown one', async () => {
    const geoArticle = await create({ brandKey: 'GEO' }, both.token);
    const other = await server.gql(CARD, { b: 'TEL', d: cardInput, a: geoArticle.id }, both.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await server.gql(
      CARD,
      { b: 'TEL', d: cardInput, a: '00000000-0000-4000-8000-000000000000' },
      tel.token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  describe('a body holding a card', () => {
    it('is refused while the switch is off, in the same save or stored before', async () => {
      const sent = await server.gql(
        CREATE,
        {
          c: {
            brandKey: 'TEL',
            format: 'Rich',
            title: 'Off',
            affiliateCardsEnabled: false,
            body: bodyWith(card()),
          },
        },
        tel.token,
      );
      expect(sent.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { body: MESSAGES.affiliateBodyDisabled },
      });
      const a = await create({ body: bodyWith(card()) });
      const off = await update(a, { affiliateCardsEnabled: false });
      expect(off.errors?.[0]?.extensions?.fields).toEqual({ body: MESSAGES.affiliateBodyDisabled });
      const read = await server.gql<{ article: Saved }>(READ, { id: a.id }, tel.token);
      expect(read.data!.article).toMatchObject({ affiliateCardsEnabled: true, version: a.version });
      const emptied = await update(a, { affiliateCardsEnabled: false, body: null });
      expect(emptied.errors).toBeUndefined();
    });

    it('saves points edited in the body and refuses a blank one', async () => {
      const a = await create({ body: bodyWith(card()) });
      const edited = card({ positivePoints: ['Robuste', 'Café corsé'], negativePoints: [] });
      const r = await update(a, { body: bodyWith(edited) });
      expect(r.errors).toBeUndefined();
      expect(r.data!.upsertArticle.body).toEqual(bodyWith(edited));
      const blank = await update(r.data!.upsertArticle, {
        body: bodyWith(card({ negativePoints: ['  '] })),
      });
      expect(blank.errors?.[0]?.extensions?.fields).toEqual({
        body: MESSAGES.affiliateElementInvalid,
      });
    });
  });
});
