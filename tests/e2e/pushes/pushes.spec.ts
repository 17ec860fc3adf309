// Issue 20's acceptance through the real app, on a seeded host whose API server is pointed at local
// stand-ins of FCM, APNs, Web Push and the newsletter tool (tests/server/pushes/standIns.ts):
// from an article's « Push » action a push for Android and the web with a segment and an image
// dropped on the media field; a title over 50 characters stops at 50 with its counter red; the
// push in the list, cancelled as a group; one scheduled in a minute, seen sent by the stand-in;
// a newsletter flash from the article's action menu. Set SCREENSHOT_DIR to keep light and dark
// screenshots of the push screen and the list.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { toParisInput } from '../../../common/domain/dates';
import { startStandIns, type StandIns } from '../../server/pushes/standIns';
import { signIn, startSeededHost, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const ROOT = resolve(__dirname, '../../..');

interface Fixtures {
  host: SeededHost;
  standIns: StandIns;
}

const test = base.extend<object, Fixtures>({
  standIns: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIns = await startStandIns();
      await use(standIns);
      await standIns.close();
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ standIns }, use) => {
      // The seeded host starts its API server with this process's environment.
      Object.assign(process.env, standIns.env, { BACKOFFICE_JOBS_POLL_MS: '250' });
      const host = await startSeededHost();
      await use(host);
      await host.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(300_000);

const ARTICLE_TITLE = 'Orages : vigilance orange dans le Sud-Est';

async function publishArticle(host: SeededHost): Promise<string> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Météo", lang: "fr", type: "Tag" }, create: { title: "Météo", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: ARTICLE_TITLE,
        status: 'Published',
        canonical: 'https://www.tele-loisirs.fr/meteo/orages-vigilance.html',
        medias: [
          {
            key: 'orages',
            href: 'https://img.example.fr/orages.jpg',
            credit: 'AFP',
            source: 'AFP',
            caption: 'Un orage sur Marseille',
            format: 'image',
          },
        ],
        categories: { set: [{ id: categories[0]!.id }] },
        tags: { set: [{ id: upsertTag.id }] },
      },
    },
  );
  await host.graphql(
    `mutation { createSegment(data: { title: "Fans de météo", brandKey: "TEL", android: { interests: ["meteo"] }, editorialAlert: { topics: ["meteo"] } }) { id } }`,
  );
  return upsertArticle.id;
}

async function wideImage(): Promise<Buffer> {
  return sharp(readFileSync(join(ROOT, 'tests/fixtures/j5.jpeg')))
    .resize(1600, 900, { fit: 'fill' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The toast's title (the same words are also in an aria-live region). */
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle', { hasText: text }).last();

const shoot = (page: Page, name: string) => shootLightAndDark(page, name, { fullPage: true });

test('pushes from an article: counters, segments, image, list, group cancel, scheduled send, newsletter flash', async ({
  page,
  host,
  standIns,
}) => {
  const articleId = await publishArticle(host);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);

  // — From the article's action menu, « Push » opens the push screen with the article.
  await page.goto(`${host.url}#/TEL/article/edit/${articleId}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Push' }).click();
  await expect(page).toHaveURL(new RegExp(`#/TEL/mobilepush/add\\?article=${articleId}$`));
  await expect(page.getByRole('link', { name: ARTICLE_TITLE })).toBeVisible();

  // — A title over 50 characters stops at 50, its counter red; the message's counter past 50 too.
  const title = page.getByRole('textbox', { name: 'Titre' });
  await expect(title).toHaveValue(ARTICLE_TITLE);
  const long = 'Alerte orages : vigilance orange sur tout le Sud-Est ce soir';
  await title.fill(long);
  await expect(title).toHaveValue(long.slice(0, 50));
  const titleCounter = page.getByText('50/50', { exact: true });
  await expect(titleCounter).toHaveAttribute('data-over', 'true');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Grêle et rafales attendues');
  await expect(page.getByText('26/150', { exact: true })).toHaveAttribute('data-over', 'false');
  await message.fill(
    'Grêle, rafales à 100 km/h et fortes pluies attendues jusqu’à minuit : restez chez vous.',
  );
  await expect(page.getByText(/^\d+\/150$/)).toHaveAttribute('data-over', 'true');

  // — Platforms from the brand's flags; smart segments checked by default; the brand's segment.
  await expect(page.getByRole('checkbox', { name: 'Android' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Web (alerte éditoriale)' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'iOS' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Dormants (DORMANT)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Importés (IMPORTED)' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Fans de météo' }).check();

  // — An image through the media field (its width, 1600 px, is checked by the server).
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'orages.jpg',
      mimeType: 'image/jpeg',
      buffer: await wideImage(),
    });
  await expect(page.getByRole('group', { name: /^Image / })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'push-screen');

  await page.getByRole('button', { name: 'Enregistrer le push' }).click();
  await expect(toast(page, 'Push enregistré')).toBeVisible();
  const history = page.getByRole('complementary', { name: "Historique des push de l'article" });
  await expect(history.getByRole('row', { name: /Android, Web/ })).toBeVisible();

  // — In the list, cancelling the group from a hovered row: both platforms read 'annulé'.
  // (Sent at once, it may already be out: then cancel is not offered, which is checked too.)
  const sentNow = await host.graphql<{ pushes: { id: string; state: string }[] }>(
    `{ pushes(where: { articleId: "${articleId}" }) { id state } }`,
  );
  expect(sentNow.pushes).toHaveLength(2);

  // A push scheduled in an hour, to cancel from the list.
  await page.goto(`${host.url}#/TEL/mobilepush/add?article=${articleId}`);
  await page.getByRole('textbox', { name: 'Titre' }).fill('Point météo du soir');
  await page.getByRole('textbox', { name: 'Message' }).fill('Les orages en cartes');
  await page.getByRole('radio', { name: 'Plus tard' }).check();
  await page
    .getByRole('textbox', { name: "Date et heure d'envoi" })
    .fill(toParisInput(new Date(Date.now() + 3_600_000)));
  await page.getByRole('checkbox', { name: 'Fans de météo' }).check();
  await page.getByRole('button', { name: 'Enregistrer le push' }).click();
  await expect(toast(page, 'Push enregistré')).toBeVisible();

  await page.goto(`${host.url}#/mobilepush/list?brand=TEL`);
  const later = page.getByRole('row').filter({ hasText: 'Point météo du soir' });
  await expect(later).toContainText('programmé');
  await expect(later).toContainText('Android, iOS, Web');
  await later.hover();
  await shoot(page, 'push-list');
  await later.getByRole('button', { name: 'Annuler le push' }).click();
  await expect(toast(page, 'Push annulé')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'annulé' })).toHaveCount(1);
  const cancelled = await host.graphql<{ pushes: { isCancelled: boolean; state: string }[] }>(
    `{ pushes(where: { articleId: "${articleId}" }, first: 3) { isCancelled state } }`,
  );
  expect(cancelled.pushes.every((p) => p.isCancelled && p.state === 'cancelled')).toBe(true);
  // The pushes sent at once are not cancellable: no cancel button on their row.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'envoyé' })
      .getByRole('button', { name: 'Annuler le push' }),
  ).toHaveCount(0);

  // — One scheduled in a minute (Android only), marked sent once the stand-in received it.
  await page.goto(`${host.url}#/TEL/mobilepush/add?article=${articleId}`);
  await page.getByRole('textbox', { name: 'Titre' }).fill('Dans une minute');
  await page.getByRole('textbox', { name: 'Message' }).fill('Le point sur les orages');
  await page.getByRole('checkbox', { name: 'Web (alerte éditoriale)' }).uncheck();
  await page.getByRole('radio', { name: 'Plus tard' }).check();
  await page
    .getByRole('textbox', { name: "Date et heure d'envoi" })
    .fill(toParisInput(new Date(Date.now() + 60_000)));
  await page.getByRole('button', { name: 'Enregistrer le push' }).click();
  await expect(toast(page, 'Push enregistré')).toBeVisible();
  await page.goto(`${host.url}#/mobilepush/list?brand=TEL`);
  const minute = page.getByRole('row').filter({ hasText: 'Dans une minute' });
  await expect(minute).toContainText('programmé');
  await expect(minute).toContainText('envoyé', { timeout: 150_000 });
  const fcm = standIns.calls.filter(
    (c) => c.service === 'fcm' && JSON.stringify(c.body).includes('Dans une minute'),
  );
  expect(fcm).toHaveLength(1);

  // — Newsletter flash from the article's action menu.
  await page.goto(`${host.url}#/TEL/article/edit/${articleId}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'NL Flash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Newsletter flash' });
  await expect(dialog.getByRole('textbox', { name: 'Objet' })).toHaveValue(ARTICLE_TITLE);
  await dialog.getByRole('button', { name: 'Envoyer la newsletter flash' }).click();
  await expect(dialog.getByText('Le champ Pré-header est obligatoire')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Pré-header' }).fill('Les consignes de sécurité');
  await dialog.getByRole('button', { name: 'Envoyer la newsletter flash' }).click();
  // A mass mailing: confirmed first (issue 30).
  await dialog.getByRole('button', { name: "Confirmer l'envoi" }).click();
  await expect(dialog.getByText('Newsletter flash envoyé', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Historique des envois' })).toContainText(
    ARTICLE_TITLE,
  );
  const flash = standIns.calls.filter((c) => c.service === 'newsletter');
  expect(flash.at(-1)!.body).toMatchObject({
    subject: ARTICLE_TITLE,
    teaser: 'Les consignes de sécurité',
    img: 'https://img.example.fr/orages.jpg',
    contentUrl: 'https://www.tele-loisirs.fr/meteo/orages-vigilance.html',
    uuid: articleId,
  });
});
