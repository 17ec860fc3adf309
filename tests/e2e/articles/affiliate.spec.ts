// Issue 37, the affiliate product card end to end in Chromium: the real app and API, the server's
// affiliate platform on the local stand-in (tests/support/affiliateStandIn.ts, loopback allowed by
// BACKOFFICE_AFFILIATE_ALLOW_LOOPBACK). On a TEL article whose « Cartes produit affiliées » switch
// is off: no « Carte produit »; the switch turned on in the drawer offers it. Then 'Rechercher un
// produit' (the search 500 ms after typing), 'Enrichir la carte' (title, points, rating),
// 'Aperçu', « Ajouter » → the card in the body; a point added and one edited from the body
// element's « Modifier »; saved, reloaded, still there. Set SCREENSHOT_DIR to keep light and dark
// screenshots of the three steps, the drawer's switch and the points edited in the body.
import { test as base, expect } from '@playwright/test';
import { startAffiliateStandIn, type AffiliateStandIn } from '../../support/affiliateStandIn';
import { shootLightAndDark } from '../support/screens';
import { signIn, startSeededHost, type SeededHost } from './seededHost';

const AFFILIATE_ENV = {
  BACKOFFICE_AFFILIATE_API_KEY: 'cle-e2e',
  BACKOFFICE_AFFILIATE_ALLOW_LOOPBACK: '1',
};

const test = base.extend<object, { aff: { host: SeededHost; standIn: AffiliateStandIn } }>({
  aff: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIn = await startAffiliateStandIn({
        apiKey: AFFILIATE_ENV.BACKOFFICE_AFFILIATE_API_KEY,
      });
      // The API reads these when it starts.
      Object.assign(process.env, { BACKOFFICE_AFFILIATE_API_URL: standIn.url, ...AFFILIATE_ENV });
      const host = await startSeededHost();
      await use({ host, standIn });
      for (const name of ['BACKOFFICE_AFFILIATE_API_URL', ...Object.keys(AFFILIATE_ENV)])
        delete process.env[name];
      await host.close();
      await standIn.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(180_000);

test('an affiliate card inserted through the three steps stays in the body after a reload', async ({
  page,
  aff,
}) => {
  const { host, standIn } = aff;
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: 'Les meilleures cafetières de l’année',
        affiliateCardsEnabled: false,
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Notre sélection.' }] }],
        },
      },
    },
  );
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${upsertArticle.id}`);
  const body = page.getByTestId('rich-text-body');
  await body.getByText('Notre sélection.').click();
  await page.keyboard.press('End');

  // — The article's switch (000 §2): off, no wizard; on in the drawer, « Carte produit » offered.
  await expect(page.getByRole('button', { name: 'Carte produit' })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Panneau des propriétés' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const cardsSwitch = page.getByRole('switch', { name: 'Cartes produit affiliées' });
  await expect(cardsSwitch).not.toBeChecked();
  await cardsSwitch.check();
  await expect(page.getByRole('button', { name: 'Carte produit' })).toBeVisible();
  // The server checks the stored switch before making a card: the article is saved first.
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Affiliation' });
  await section.scrollIntoViewIfNeeded();
  await shootLightAndDark(page, 'affiliate-article-switch', { target: section });
  await body.getByText('Notre sélection.').click();
  await page.keyboard.press('End');

  // — 'Rechercher un produit'
  await page.getByRole('button', { name: 'Carte produit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carte produit' });
  await expect(dialog.getByText('Rechercher un produit')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Produit' }).fill('cafetière');
  const moka = dialog.getByRole('option', { name: /Bialetti Moka Express/ });
  await expect(moka).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  await moka.click();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  await shootLightAndDark(page, 'affiliate-step1-search', { target: dialog });
  const search = standIn.requests.find((r) => r.path === '/medias/TEL/products');
  expect(search?.query).toMatchObject({ sort: 'NB_OFFERS', size: '16', locale: 'fr_FR' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  // — 'Enrichir la carte'
  await expect(dialog.getByText('Enrichir la carte')).toBeVisible();
  const title = dialog.getByRole('textbox', { name: /Titre/ });
  await expect(title).toHaveValue('Cafetière italienne Bialetti Moka Express');
  await title.fill('La Moka, indémodable');
  await dialog.getByRole('textbox', { name: 'Points négatifs 1' }).fill('Poignée qui chauffe');
  await dialog.getByRole('textbox', { name: /Note/ }).fill('9');
  await expect(dialog.getByRole('combobox', { name: 'Design' })).toHaveValue('TEL-classique');
  await shootLightAndDark(page, 'affiliate-step2-enrich', { target: dialog });
  await dialog.getByRole('button', { name: 'Créer la carte' }).click();

  // — 'Aperçu'
  await expect(dialog.getByText('Aperçu')).toBeVisible();
  await expect(dialog.getByTestId('affiliate-preview')).toContainText('9 / 10');
  await shootLightAndDark(page, 'affiliate-step3-preview', { target: dialog });
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toHaveCount(0);

  const card = body.locator('[data-element="affilizz"]');
  await expect(card).toContainText('La Moka, indémodable');
  await expect(card).toContainText('Cafetière italienne Bialetti Moka Express');
  await expect(card).toContainText('9 / 10');
  await shootLightAndDark(page, 'affiliate-card-in-body', { target: card });

  // — The points edited from the body element (the wizard's rules).
  await card.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Carte produit' });
  await edit.getByRole('textbox', { name: 'Points négatifs 1' }).fill('Poignée qui chauffe vite');
  const [addPlus] = await edit.getByRole('button', { name: 'Ajouter une ligne' }).all();
  await addPlus!.click();
  await expect(addPlus!).toBeDisabled();
  const lastPlus = edit.getByRole('textbox', { name: /^Points positifs \d$/ }).last();
  await lastPlus.fill('Se range partout');
  await expect(addPlus!).toBeEnabled();
  await shootLightAndDark(page, 'affiliate-card-points-editing', { target: edit });
  await edit.getByRole('button', { name: 'Valider' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('Se range partout');
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();

  await page.reload();
  await expect(body.locator('[data-element="affilizz"]')).toContainText('La Moka, indémodable');
  await expect(body.locator('[data-element="affilizz"]')).toContainText('Poignée qui chauffe vite');
  await expect(body.locator('[data-element="affilizz"]')).toContainText('Se range partout');
  const { article } = await host.graphql<{
    article: {
      affiliateCardsEnabled: boolean;
      body: { content: { type: string; attrs?: Record<string, unknown> }[] };
    };
  }>(`query($id: ID!) { article(where: { id: $id }) { affiliateCardsEnabled body } }`, {
    id: upsertArticle.id,
  });
  expect(article.affiliateCardsEnabled).toBe(true);
  const stored = article.body.content.find((n) => n.type === 'affilizz');
  expect(stored?.attrs?.negativePoints).toEqual(['Poignée qui chauffe vite']);
  expect(stored?.attrs?.positivePoints).toContain('Se range partout');
});
