// Issue 36, print → web through the real app on the demo magazine (resources/demo/print-magazine.json,
// imported by `seed --demo`): a print version opened at /:brandKey/article/:rawArticleId/version/
// :versionId becomes a web article — the loading message seen while the server's answer is held on
// the bridge socket — whose editor shows the version's title, lead, body and signature complement;
// it is saved, and the route opened again finds the same article (one per version and brand). The
// spec's three refusals show in an error bar; with the API down the page says it waits, and makes
// the article once the API is back. A board card (/:brandKey/article/:cardId) opens a new article
// with its title, category and authors. Set SCREENSHOT_DIR to keep light and dark screenshots.
import { test as base, expect, type Page } from '@playwright/test';
import {
  printHostFixture,
  signInPrintHost,
  withHeldBridgeCalls,
  type PrintHost,
} from '../support/printHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: PrintHost }>({ host: printHostFixture });
test.setTimeout(180_000);

// The demo magazine's « Séries policières » subject (TEL), its second version (« À valider »).
const RAW = 'tel-ra1';
const VERSION = 'tel-s1-v2';
const ASSIGNMENT = 'tel-a1';
const VERSION_TITLE = "Séries policières : l'hiver sera noir";
const VERSION_LEAD =
  'Six nouvelles enquêtes arrivent sur nos écrans, dont trois portées par des femmes.';
const SIGNATURE = 'Par Thomas Chevalier';

const title = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });
const printRoute = (host: PrintHost, raw: string, version: string, brand = 'TEL') =>
  `${host.url}#/${brand}/article/${raw}/version/${version}`;

interface WebCopy {
  article: {
    id: string;
    status: string;
    signatureComplement: string | null;
    machineTags: Array<{ tag: string }>;
  } | null;
  assignments: Array<{ webArticles: Array<{ id: string }> }>;
}

function webCopy(host: PrintHost, id: string): Promise<WebCopy> {
  return host.graphql<WebCopy>(
    `query($id: ID!, $a: [ID!]) {
      article(where: { id: $id }) { id status signatureComplement machineTags { tag } }
      assignments(where: { brandKey: "TEL", id_in: $a }) { webArticles { id } }
    }`,
    { id, a: [ASSIGNMENT] },
  );
}

test('a print version opens as a web article, once', async ({ page, host }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInPrintHost(page, host);
  const gate = await withHeldBridgeCalls(page, 'PrintSourceCreateArticle');
  await page.goto(printRoute(host, RAW, VERSION));

  // — The loading message while the server's answer is held.
  await expect(
    page.getByText("Création de l'article web à partir de la version print…"),
  ).toBeVisible();
  await expect.poll(gate.held).toBe(1);
  await shootLightAndDark(page, 'print-source-loading');
  gate.release();

  // — The editor of the new article replaces the route.
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);
  const id = /edit\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(title(page)).toHaveValue(VERSION_TITLE);
  await expect(page.locator('.pm-content-lead')).toHaveText(VERSION_LEAD);
  const body = page.locator('.pm-content-body');
  await expect(body).toContainText('Cet hiver, les chaînes misent plus que jamais sur le polar.');
  await expect(body.getByRole('heading', { name: 'Des enquêtrices en vedette' })).toBeVisible();
  await expect(body.locator('strong, b').filter({ hasText: 'polar' })).toBeVisible();
  await expect(body).toContainText('Les tournages ont eu lieu en Bretagne et dans le Nord.');
  await expect(page.getByRole('textbox', { name: 'Complément de signature' })).toHaveValue(
    SIGNATURE,
  );
  const made = await webCopy(host, id);
  expect(made.article).toMatchObject({
    status: 'Draft',
    signatureComplement: SIGNATURE,
    machineTags: expect.arrayContaining([{ tag: `topicassignment:id=${ASSIGNMENT}` }]),
  });
  // The editor scrolls inside its pane: a taller window shows the body too.
  await page.setViewportSize({ width: 1440, height: 1500 });
  await shootLightAndDark(page, 'print-source-article');
  await page.setViewportSize({ width: 1440, height: 1000 });

  // — The journalist saves it.
  await title(page).fill(`${VERSION_TITLE} (web)`);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();

  // — Opened again (a reload of the link), the route finds the same article.
  await page.goto(printRoute(host, RAW, VERSION));
  await expect(page).toHaveURL(new RegExp(`#/TEL/article/edit/${id}$`));
  await expect(title(page)).toHaveValue(`${VERSION_TITLE} (web)`);
  expect((await webCopy(host, id)).assignments[0]!.webArticles.map((a) => a.id)).toEqual([id]);
});

test('the print-source route says the spec’s three refusals', async ({ page, host }) => {
  await signInPrintHost(page, host);
  const refusals: Array<[string, string, string]> = [
    ['tel-ra-inconnu', 'v1', "Il n'existe pas un article avec l'identifiant tel-ra-inconnu."],
    [RAW, 'tel-s1-v9', 'Un probleme est détecté avec cet article.'],
    // The demo's « en cours » subject: its last version has no text yet.
    [
      'tel-ra3',
      'tel-s3-v2',
      "Le contenu de l'article est vide, veuillez sélectionner un autre article.",
    ],
  ];
  for (const [raw, version, message] of refusals) {
    await page.goto(printRoute(host, raw, version));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  }
  await shootLightAndDark(page, 'print-source-refused');
  await page.getByRole('button', { name: 'Retour à la liste des articles' }).click();
  await expect(page).toHaveURL(/#\/article\/list\?brand=TEL$/);
});

test('with the API down the page says it waits, and makes the article once the API is back', async ({
  page,
  host,
}) => {
  await signInPrintHost(page, host);
  await host.stopApi();
  try {
    // Within the app (no reload): main's session stays, only the API is gone.
    await page.evaluate(() => (location.hash = '#/TEL/article/tel-ra2/version/tel-s2-v1'));
    await expect(
      page.getByText(
        "Hors ligne : l'article web ne peut être créé depuis le print qu'avec le serveur. Il sera créé de lui-même dès le retour du réseau.",
      ),
    ).toBeVisible({ timeout: 30_000 });
    await shootLightAndDark(page, 'print-source-offline');
  } finally {
    await host.startApi();
  }
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/, { timeout: 40_000 });
  await expect(title(page)).not.toHaveValue('');
});

test('a board card opens a new article with its title, category and authors', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInPrintHost(page, host);
  await page.goto(`${host.url}#/TEL/article/tel-card1`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await expect(title(page)).toHaveValue("Les séries policières de l'hiver");
  await expect(
    page.getByText(
      "Nouvel article depuis la carte du board « Les séries policières de l'hiver », parution prévue le 01/12/2026.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer Cinéma' })).toBeVisible();
  const authors = page.getByRole('region', { name: 'Auteurs' });
  await expect(authors.getByRole('button', { name: 'Retirer Thomas Chevalier' })).toBeVisible();
  await expect(authors.getByRole('button', { name: /^Retirer / })).toHaveCount(1);
  await shootLightAndDark(page, 'board-card-article');
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);

  // Another brand's card, and the editor's own route still opens the editor.
  await page.goto(`${host.url}#/TEL/article/geo-card1`);
  await expect(page.getByRole('alert')).toContainText(
    "Il n'existe pas de carte du board avec l'identifiant geo-card1.",
  );
  await page.goto(`${host.url}#/TEL/article/edit`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await expect(title(page)).toHaveValue('');
});
