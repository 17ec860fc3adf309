// Cards share the articles' offline machinery (issues 13, 19): a card edited offline keeps its
// local draft across a reload (offered back), its save waits in the outbox, « Brouillons locaux »
// lists and opens it, and it lands as upsertCard when the API returns; a card created offline
// too, its route gaining the server's id.
import { test as base, expect, type Page } from '@playwright/test';
import {
  offlineHostFixture,
  outboxOnDisk,
  saveStatus,
  signIn,
  titleBox,
  type OfflineHost,
} from './offlineHost';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

const SCREENS = process.env.SCREENSHOT_DIR;
const OFFLINE_BANNER = 'Serveur injoignable : vous travaillez hors ligne.';

interface CardRow {
  id: string;
  version: number;
  title: string;
  description: string | null;
}

async function createCard(host: OfflineHost, title: string): Promise<CardRow> {
  const { upsertCard } = await host.graphql<{ upsertCard: CardRow }>(
    'mutation($c: CardCreateInput!) { upsertCard(create: $c, update: { version: 0 }) { id version title description } }',
    { c: { brandKey: 'TEL', title, url: 'https://example.fr/encart', label: 'Accueil' } },
  );
  return upsertCard;
}

async function serverCard(host: OfflineHost, id: string): Promise<CardRow> {
  const { card } = await host.graphql<{ card: CardRow }>(
    'query($id: ID!) { card(where: { id: $id }) { id version title description } }',
    { id },
  );
  return card;
}

const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Sauvegarder', exact: true });

test.beforeEach(async ({ page, host }) => {
  await signIn(page, host);
});

test('a card edited offline: draft offered back after a reload, save waits in the outbox, listed in « Brouillons locaux », saved when the API returns', async ({
  page,
  host,
}) => {
  const card = await createCard(host, 'Encart élections');
  await page.goto(`${host.url()}#/TEL/card/edit/${card.id}?status=Published`);
  await expect(titleBox(page)).toHaveValue(card.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();

  await host.stopApi();
  let apiUp = false;
  try {
    await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER, {
      timeout: 20_000,
    });
    const typed = 'Tous les résultats, bureau par bureau.';
    await description(page).fill(typed);
    await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

    // Reloaded offline: the card from main's read cache, its local draft offered back.
    await page.reload();
    await expect(page.getByTestId('offline-copy-notice')).toContainText(
      'hors ligne — copie locale du',
    );
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
    await expect(description(page)).toHaveValue(typed);

    // The save waits for the network: never 'Enregistré' before the server said so.
    await saveButton(page).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    expect(outboxOnDisk(host, 'card:').map((entry) => entry.key)).toEqual([`card:TEL:${card.id}`]);

    // « Brouillons locaux » lists it as an encart and opens it in the card editor.
    await page.getByRole('button', { name: /^Brouillons locaux/ }).click();
    const row = page
      .getByRole('table', { name: 'Brouillons locaux' })
      .getByRole('row')
      .filter({ hasText: card.title });
    await expect(row).toContainText('Encart');
    await expect(row).toContainText('TEL');
    await expect(row).toContainText('En attente de réseau');
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/drafts-screen-card.png` });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page).toHaveURL(new RegExp(`#/TEL/card/edit/${card.id}`));
    // Its text is offered back, saying the save waits for the network.
    await expect(offer).toContainText('Son enregistrement attend le réseau.');

    // The API returns: the save lands without a click, the offer is void, 'Enregistré'.
    await host.startApi();
    apiUp = true;
    await expect(offer).toHaveCount(0, { timeout: 30_000 });
    await expect(description(page)).toHaveValue(typed);
    await expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await serverCard(host, card.id)).description).toBe(typed);
    await expect.poll(() => outboxOnDisk(host, 'card:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
});

test('a card created offline waits in the outbox and is created when the API returns', async ({
  page,
  host,
}) => {
  await host.stopApi();
  let apiUp = false;
  try {
    await page.goto(`${host.url()}#/TEL/card/edit?status=Published`);
    await expect(page).toHaveURL(/draft=/);
    await titleBox(page).fill('Encart écrit dans le train');
    await page.getByRole('textbox', { name: 'Url', exact: true }).fill('https://example.fr/train');
    await page.getByRole('textbox', { name: 'Emplacement' }).fill('Colonne');
    await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

    // Reloaded: the new card's draft is offered back from the id in its route.
    await page.reload();
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
    await expect(titleBox(page)).toHaveValue('Encart écrit dans le train');
    await saveButton(page).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    expect(outboxOnDisk(host, 'card:').map((entry) => entry.key)).toEqual([
      expect.stringMatching(/^card:TEL:new:[0-9a-f-]{36}$/),
    ]);

    await host.startApi();
    apiUp = true;
    // The toast's title (its words are also read out by an aria-live region).
    await expect(
      page.locator('.fui-ToastTitle').filter({ hasText: 'Encart enregistré' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/#\/TEL\/card\/edit\/[^?]+\?status=Published$/);
    const id = /card\/edit\/([^?]+)/.exec(page.url())![1]!;
    expect((await serverCard(host, decodeURIComponent(id))).title).toBe(
      'Encart écrit dans le train',
    );
    await expect.poll(() => outboxOnDisk(host, 'card:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
});
