// Pages (categories) share the other editors' offline machinery: a page edited offline keeps its
// local draft across a reload (offered back, its sections with it), its save waits in the outbox
// (`page:brand:id`) and lands as updateCategory when the API returns; a page created offline is
// created as createCategory, its route gaining the server's id; a stale save opens the conflict
// dialog.
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

interface PageRow {
  id: string;
  version: number;
  title: string;
  subtitle: string | null;
  sections: Array<{ type: string; title: string; url: string | null }>;
}
const PAGE_FIELDS = 'id version title subtitle sections { type title url }';

async function createPage(host: OfflineHost, title: string): Promise<PageRow> {
  const { createCategory } = await host.graphql<{ createCategory: PageRow }>(
    `mutation($d: CategoryCreateInput!) { createCategory(data: $d) { ${PAGE_FIELDS} } }`,
    {
      d: {
        brandKey: 'TEL',
        format: 'Category',
        title,
        sections: [{ type: 'Url', title: 'Partenaire', url: 'https://example.fr/avant' }],
      },
    },
  );
  return createCategory;
}

async function serverPage(host: OfflineHost, id: string): Promise<PageRow> {
  const { category } = await host.graphql<{ category: PageRow }>(
    `query($id: ID!) { category(where: { id: $id }) { ${PAGE_FIELDS} } }`,
    { id },
  );
  return category;
}

const subtitle = (page: Page) => page.getByRole('textbox', { name: 'Sous-titre' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const sectionButton = (page: Page) =>
  page.getByRole('button', { name: 'Page externe : Partenaire' });
const linkBox = (page: Page) => page.getByRole('textbox', { name: 'Lien' });

test.beforeEach(async ({ page, host }) => {
  await signIn(page, host);
});

test('a page edited offline: draft offered back after a reload, sections included, saved when the API returns', async ({
  page,
  host,
}) => {
  const created = await createPage(host, `Rubrique hors ligne ${Date.now()}`);
  await page.goto(`${host.url()}#/TEL/page/category/edit/${created.id}`);
  await expect(titleBox(page)).toHaveValue(created.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();

  await host.stopApi();
  let apiUp = false;
  try {
    await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER, {
      timeout: 20_000,
    });
    const typed = 'Écrit dans le train, sans réseau';
    await subtitle(page).fill(typed);
    await sectionButton(page).click();
    await linkBox(page).fill('https://example.fr/apres');
    await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

    // Reloaded offline: the page from main's read cache, its local draft offered back.
    await page.reload();
    await expect(page.getByTestId('offline-copy-notice')).toContainText(
      'hors ligne — copie locale du',
    );
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/offline-page-offer.png` });
    await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
    await expect(linkBox(page)).toHaveValue('https://example.fr/apres');
    await page.getByRole('button', { name: /^Configuration générale/ }).click();
    await expect(subtitle(page)).toHaveValue(typed);

    // The save waits for the network: never 'Enregistré' before the server said so.
    await saveButton(page).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/offline-page-queued.png` });
    expect(outboxOnDisk(host, 'page:').map((entry) => entry.key)).toEqual([
      `page:TEL:${created.id}`,
    ]);

    // « Brouillons locaux » lists it as a page and opens it in the page editor.
    await page.getByRole('button', { name: /^Brouillons locaux/ }).click();
    const row = page
      .getByRole('table', { name: 'Brouillons locaux' })
      .getByRole('row')
      .filter({ hasText: created.title });
    await expect(row).toContainText('Page');
    await expect(row).toContainText('En attente de réseau');
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/drafts-screen-page.png` });
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page).toHaveURL(new RegExp(`#/TEL/page/category/edit/${created.id}$`));
    await expect(offer).toContainText('Son enregistrement attend le réseau.');

    // The API returns: the save lands without a click, the offer is void, 'Enregistré'.
    await host.startApi();
    apiUp = true;
    await expect(offer).toHaveCount(0, { timeout: 30_000 });
    await expect(subtitle(page)).toHaveValue(typed);
    await expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await serverPage(host, created.id)).subtitle).toBe(typed);
    const saved = await serverPage(host, created.id);
    expect(saved.sections).toEqual([
      { type: 'Url', title: 'Partenaire', url: 'https://example.fr/apres' },
    ]);
    expect(saved.version).toBe(created.version + 1);
    await expect.poll(() => outboxOnDisk(host, 'page:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
});

test('a page created offline waits in the outbox and is created when the API returns', async ({
  page,
  host,
}) => {
  const title = `Page écrite dans le train ${Date.now()}`;
  await host.stopApi();
  let apiUp = false;
  try {
    await page.goto(`${host.url()}#/TEL/page/category/create`);
    await expect(page).toHaveURL(/draft=/);
    await titleBox(page).fill(title);
    await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

    // Reloaded: the new page's draft is offered back from the id in its route.
    await page.reload();
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
    await expect(titleBox(page)).toHaveValue(title);
    await saveButton(page).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    expect(outboxOnDisk(host, 'page:').map((entry) => entry.key)).toEqual([
      expect.stringMatching(/^page:TEL:new:[0-9a-f-]{36}$/),
    ]);

    await host.startApi();
    apiUp = true;
    await expect(page).toHaveURL(/#\/TEL\/page\/category\/edit\/[0-9a-f-]{36}$/, {
      timeout: 30_000,
    });
    await expect(
      page.locator('.fui-ToastTitle').filter({ hasText: 'Création effectuée' }),
    ).toBeVisible();
    await expect(saveStatus(page, 'Enregistré')).toBeVisible();
    const id = /edit\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    expect((await serverPage(host, id)).title).toBe(title);
    await expect.poll(() => outboxOnDisk(host, 'page:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
});

test('a page saved over a version someone else saved opens the conflict dialog', async ({
  page,
  host,
}) => {
  const created = await createPage(host, `Rubrique disputée ${Date.now()}`);
  await page.goto(`${host.url()}#/TEL/page/category/edit/${created.id}`);
  await expect(titleBox(page)).toHaveValue(created.title);
  // Saved meanwhile elsewhere: the editor's version is now stale.
  await host.graphql(
    'mutation($id: ID!, $d: CategoryUpdateInput!) { updateCategory(where: { id: $id }, data: $d) { id } }',
    { id: created.id, d: { version: created.version, subtitle: 'leur sous-titre' } },
  );
  await subtitle(page).fill('mon sous-titre');
  await saveButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Conflit de versions' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('conflict-mine')).toContainText('mon sous-titre');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('leur sous-titre');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/page-conflict.png` });
  await dialog.getByRole('button', { name: 'Garder ma version' }).click();
  await expect
    .poll(async () => (await serverPage(host, created.id)).subtitle)
    .toBe('mon sous-titre');
  await expect.poll(() => outboxOnDisk(host, 'page:')).toEqual([]);
});
