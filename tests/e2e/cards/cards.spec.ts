// Cards (encarts) through the real app (issue 19): create a card with an image (the rule messages
// first), archive it and republish it from the status control, the grid's tabs, and screenshots of
// the 4-column grid in light and dark.
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { fakeImageUrl, serveFakeImages } from './fakeImages';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);
const SHOTS = process.env.SCREENSHOT_DIR;
/** A toast's title (the same words are also read out by an aria-live region). */
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text });

const LOCATIONS = ['Home droite', 'Article bas', 'Rubrique Sport', 'Home haut'];
const TITLES = [
  'La météo du week-end',
  'Jeu concours : gagnez un séjour',
  'Newsletter : inscrivez-vous',
  'Les programmes de la soirée',
  'Horoscope du jour',
  'Podcast : la revue de presse',
  'Recettes de saison',
  'Nos guides shopping',
  'Application mobile',
  'Abonnement numérique',
  'Courrier des lecteurs',
];

async function seedCards(host: SeededHost): Promise<void> {
  for (const [i, title] of TITLES.entries()) {
    await host.graphql(
      `mutation($c: CardCreateInput!) { upsertCard(create: $c, update: { version: 0 }) { id } }`,
      {
        c: {
          brandKey: 'TEL',
          title,
          url: `https://www.tel.example/encart-${i}`,
          label: LOCATIONS[i % LOCATIONS.length],
          // The newest (first listed) has no image: its tile must still fill its column.
          media: i === TITLES.length - 1 ? null : { url: fakeImageUrl(i + 1), credit: 'Rédaction' },
        },
      },
    );
  }
}

/** A regular expression matching this text literally. */
const literally = (text: string, prefix = '') =>
  new RegExp(`${prefix}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function statusControl(page: Page, current: string) {
  return page.getByRole('button', { name: `Statut : ${current}` });
}

test('create a card with an image, archive it and republish it', async ({ page, host }) => {
  await serveFakeImages(page);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/card/list`);
  await expect(page.getByRole('tab', { name: 'en ligne' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'archivé' })).toBeVisible();
  await expect(page.getByText('Pas de résultat')).toBeVisible();

  await page.getByRole('button', { name: 'Créer un encart' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvel encart' })).toBeVisible();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, "Le contenu saisi n'est pas valide")).toBeVisible();
  await expect(page.getByText('Le champ Titre est obligatoire')).toBeVisible();
  await expect(page.getByText('Le champ Url est obligatoire')).toBeVisible();
  await expect(page.getByText('Le champ Emplacement est obligatoire')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Titre', exact: true })
    .fill('Élections : suivez la soirée');
  await page
    .getByRole('textbox', { name: 'Url', exact: true })
    .fill('https://www.tel.example/elections');
  await page.getByRole('textbox', { name: 'Emplacement', exact: true }).fill('Home droite');
  // The shared media field (drop, import, library or address): a card keeps the image and its credit.
  const imageUrl = page.getByRole('textbox', { name: "URL de l'image" });
  await imageUrl.fill(fakeImageUrl(3));
  await imageUrl.press('Enter');
  const image = page.getByRole('group', { name: /^Image / });
  await expect(image.getByRole('img')).toBeVisible();
  await image.getByRole('textbox', { name: 'Crédit' }).fill('Photo Rédaction');
  await expect(image.getByRole('textbox', { name: 'Source' })).toHaveCount(0);
  // One image only: a second is refused with the rule's wording.
  await imageUrl.fill(fakeImageUrl(4));
  await imageUrl.press('Enter');
  await expect(page.getByText("Supprimez l'image avant d'en importer une nouvelle")).toBeVisible();
  await expect(page.getByRole('group', { name: /^Image / })).toHaveCount(1);
  await page.getByRole('textbox', { name: "Contenu de l'encart" }).click();
  await page.keyboard.type('Résultats et réactions en direct.', { delay: 10 });
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Encart enregistré')).toBeVisible();
  await expect(page).toHaveURL(/#\/TEL\/card\/edit\/[0-9a-f-]{36}\?status=Published$/);
  await expect(page.getByRole('heading', { name: 'Élections : suivez la soirée' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: /^Image / }).getByRole('textbox', { name: 'Crédit' }),
  ).toHaveValue('Photo Rédaction');

  await (await statusControl(page, 'Publié')).click();
  await page.getByRole('menuitem', { name: 'Archivé' }).click();
  await expect(toast(page, 'Votre encart a bien été archivé')).toBeVisible();
  await expect(page).toHaveURL(/\?status=Archived$/);
  await expect(await statusControl(page, 'Archivé')).toBeVisible();

  // Back to the list filtered by the card's status: the archived tab shows it.
  await page.getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(page).toHaveURL(/#\/TEL\/card\/list\?status=Archived$/);
  await expect(page.getByRole('tab', { name: 'archivé' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Élections : suivez la soirée' }).click();

  await (await statusControl(page, 'Archivé')).click();
  await page.getByRole('menuitem', { name: 'Publié' }).click();
  await expect(toast(page, 'Votre encart a bien été publiée')).toBeVisible();
  await expect(page).toHaveURL(/\?status=Published$/);
  await page.getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(page.getByRole('button', { name: 'Élections : suivez la soirée' })).toBeVisible();
  await page.getByRole('tab', { name: 'archivé' }).click();
  await expect(page.getByText('Pas de résultat')).toBeVisible();
});

test('the grid shows four tiles a row with image, title and location', async ({ page, host }) => {
  await serveFakeImages(page);
  await seedCards(host);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/card/list?status=Published`);
  const tiles = page.getByTestId('card-grid').getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const firstRow = page.getByTestId('card-grid').getByRole('list').first();
  await expect(firstRow.getByRole('listitem')).toHaveCount(4);
  // Each tile fills its column, whatever the length of its title.
  const widths = await firstRow
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().width)));
  expect(widths).toHaveLength(4);
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  await expect(page.getByText('Emplacement : Rubrique Sport').first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="card-grid"] img')]
      .slice(0, 7)
      .every((img) => (img as HTMLImageElement).complete),
  );
  await shootLightAndDark(page, 'cards-grid');
});

test('two categories and a tag on a card: picked, reordered by keyboard, saved, reloaded in order', async ({
  page,
  host,
}) => {
  // Two of the brand's categories with distinct titles, and a tag of our own.
  const { categories } = await host.graphql<{ categories: { id: string; title: string }[] }>(
    '{ categories(first: 50, where: { brandKey: "TEL", format: Category }) { id title } }',
  );
  const distinct = categories.filter(
    (c, i) => categories.findIndex((o) => o.title === c.title) === i,
  );
  const [first, second] = [distinct[0]!, distinct[1]!];
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Législatives 2026", lang: "fr", type: "Tag" }, create: { title: "Législatives 2026", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertCard } = await host.graphql<{ upsertCard: { id: string } }>(
    `mutation($c: CardCreateInput!) { upsertCard(create: $c, update: { version: 0 }) { id } }`,
    {
      c: {
        brandKey: 'TEL',
        title: 'Soirée électorale',
        url: 'https://www.tel.example/soiree-electorale',
        label: 'Home droite',
      },
    },
  );
  await serveFakeImages(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/card/edit/${upsertCard.id}?status=Published`);
  await expect(page.getByRole('heading', { name: 'Soirée électorale' })).toBeVisible();

  const pick = async (field: string, text: string) => {
    const box = page.getByRole('combobox', { name: field });
    await box.click();
    await box.fill(text);
    await page
      .getByRole('option', { name: literally(text, '^') })
      .first()
      .click();
  };
  await pick('Catégories', first.title);
  await pick('Catégories', second.title);
  await pick('Tags', 'Législatives 2026');
  const categoryRows = page.getByRole('list', { name: 'Catégories' }).getByRole('listitem');
  await expect(categoryRows).toHaveCount(2);
  await expect(categoryRows.nth(0)).toContainText(first.title);
  // Alt+↑ on the second row puts it first, and the focus stays on it.
  await categoryRows.nth(1).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(categoryRows.nth(0)).toContainText(second.title);
  await expect(categoryRows.nth(1)).toContainText(first.title);
  await expect(page.getByRole('listitem', { name: `1. ${second.title}` })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    /Législatives 2026/,
  ]);
  if (SHOTS) {
    await page.getByRole('heading', { name: 'Soirée électorale' }).click();
    await shootLightAndDark(page, 'card-editor-relations');
  }

  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Encart enregistré')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Soirée électorale' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Catégories' }).getByRole('listitem')).toHaveText([
    literally(second.title),
    literally(first.title),
  ]);
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    /Législatives 2026/,
  ]);
  // Stored in that order on the server.
  const { card } = await host.graphql<{
    card: { categories: { id: string; order: number }[]; tags: { id: string }[] };
  }>(`query($id: ID!) { card(where: { id: $id }) { categories { id order } tags { id } } }`, {
    id: upsertCard.id,
  });
  expect([...card.categories].sort((a, b) => a.order - b.order).map((c) => c.id)).toEqual([
    second.id,
    first.id,
  ]);
  expect(card.tags.map((t) => t.id)).toEqual([upsertTag.id]);
});
