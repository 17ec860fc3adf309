// Orphan pages through the real app (issue 19): create a page whose HTML carries a script and an
// event handler (the preview shows it cleaned), find it in the drafts tab and by the title
// autocomplete, and try a second page on the same URL.
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { fakeImageUrl, serveFakeImages } from '../cards/fakeImages';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);
/** A toast's title (the same words are also read out by an aria-live region). */
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text });

const HTML = `<h1 onclick="alert('x')">Règlement du jeu de l'été</h1>
<p>Du 1er juillet au 31 août, tentez de gagner un séjour.</p>
<script>alert('pirate')</script>
<img src="${fakeImageUrl(2)}" alt="Plage" onerror="alert(1)">
<h2>Article 1 : organisation</h2>
<p>La société organise un jeu gratuit sans obligation d'achat. <a href="javascript:alert(2)">Piège</a></p>
<ul><li>Un séjour pour deux</li><li>Dix abonnements</li></ul>`;

test('create an orphan page, see it sanitised, refuse a duplicate URL', async ({ page, host }) => {
  await serveFakeImages(page);
  await signIn(page, host);
  await page.goto(`${host.url}#/orphanpage?brand=TEL`);
  for (const tab of ['En ligne', 'Archives', 'Brouillons'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('button', { name: 'Créer une page' }).click();
  await expect(page).toHaveURL(/#\/orphanpage\/new\/TEL\?draft=[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('/jeux/reglement-ete');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill("Règlement du jeu de l'été");
  await page.getByRole('button', { name: 'Ajouter une méta' }).click();
  await page.getByLabel('Méta 1', { exact: true }).fill('robots: noindex');
  await page.getByRole('switch', { name: 'Plein écran' }).click();
  await page.getByLabel('Code HTML').fill(HTML);
  const preview = page.getByTestId('orphan-preview');
  await expect(preview.locator('h2')).toHaveText('Article 1 : organisation');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await preview.evaluate((el) => el.shadowRoot!.innerHTML)).not.toMatch(
    /onclick|onerror|javascript:|<script/,
  );

  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Votre page a bien été sauvegardée')).toBeVisible();
  await expect(page).toHaveURL(/#\/orphanpage\/edit\/TEL\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Code HTML')).not.toHaveValue(/script|onclick|onerror|javascript:/);
  await page.waitForFunction(() => {
    const img = document
      .querySelector('[data-testid="orphan-preview"]')
      ?.shadowRoot?.querySelector('img');
    return img instanceof HTMLImageElement && img.complete;
  });
  await shootLightAndDark(page, 'orphan-editor');

  // The list: drafts tab, and the title autocomplete opening the page.
  await page.goto(`${host.url}#/orphanpage?brand=TEL&status=draft`);
  await expect(page.getByRole('cell', { name: '/jeux/reglement-ete' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rechercher une page par titre' }).fill('regle');
  await page.getByRole('option', { name: "Règlement du jeu de l'été" }).click();
  await expect(page).toHaveURL(/#\/orphanpage\/edit\/TEL\//);

  // A second page on the same URL is refused with the spec's message.
  await page.goto(`${host.url}#/orphanpage/new/TEL`);
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('/jeux/reglement-ete');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Copie');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(
    page.getByText("L'URL saisie est déjà utilisée dans une autre page orpheline").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/orphanpage\/new\/TEL\?draft=[0-9a-f-]{36}$/);
});
