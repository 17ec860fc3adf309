// Issue 30 through the real app on the demo: a host whose data folder went through the demo seed
// (`seed --demo`: segments for every push brand and the server's local stand-in of FCM), with no
// push provider configured. The push form ticks Android only and says iOS and the web have no
// service; ticking iOS anyway is refused by the server, the refusal shows under « Plateformes »
// and in the bar, and what was typed stays; without iOS the push is recorded, goes out to the demo
// service, and the article's history shows it sent with what the service answered. The newsletter
// flash asks for a confirmation, goes out once to the demo's newsletter service, stays in the
// article's history after a reload, and a second send says the article already had one. Set
// SCREENSHOT_DIR to keep light and dark screenshots.
import { test as base, expect, type Page } from '@playwright/test';
import { signIn, startSeededHost, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const ARTICLE_TITLE = 'Orages : vigilance orange dans le Sud-Est';
const IOS_MISSING =
  "Le service d'envoi iOS (APNs) n'est pas configuré sur ce serveur : le push n'a pas été enregistré.";

const test = base.extend<object, { host: SeededHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // No push provider from this process's environment (another spec of the worker may set them).
      for (const name of Object.keys(process.env))
        if (/^BACKOFFICE_(FCM|APNS|VAPID|NEWSLETTER)_/.test(name)) delete process.env[name];
      const host = await startSeededHost(['--demo', '--articles', '0']);
      await use(host);
      await host.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(180_000);

async function publishArticle(host: SeededHost, title = ARTICLE_TITLE): Promise<string> {
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
        title,
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
  return upsertArticle.id;
}

const shoot = (page: Page, name: string) => shootLightAndDark(page, name, { fullPage: true });

test('on the demo: a refused push keeps its text and says why; a push goes out and shows in the history', async ({
  page,
  host,
}) => {
  const articleId = await publishArticle(host);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/mobilepush/add?article=${articleId}`);
  await expect(page.getByRole('link', { name: ARTICLE_TITLE })).toBeVisible();

  // The demo's service sends Android; iOS and the web have none, and the form says so.
  await expect(page.getByRole('checkbox', { name: 'Android' })).toBeChecked();
  const ios = page.getByRole('checkbox', { name: 'iOS (service non configuré)' });
  await expect(ios).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Web (alerte éditoriale) (service non configuré)' }),
  ).not.toBeChecked();

  // Ticked anyway: the server refuses; its message under « Plateformes », the bar, text kept.
  const title = page.getByRole('textbox', { name: 'Titre' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await title.fill('Alerte orages');
  await message.fill('Grêle et rafales attendues ce soir dans le Sud-Est');
  await page.getByRole('checkbox', { name: 'Lecteurs fidèles' }).check();
  await ios.check();
  await page.getByRole('button', { name: 'Enregistrer le push' }).click();
  await expect(page.getByRole('group', { name: 'Plateformes' })).toContainText(IOS_MISSING);
  await expect(
    page.getByRole('alert').filter({ hasText: "Le contenu saisi n'est pas valide" }),
  ).toBeVisible();
  await expect(title).toHaveValue('Alerte orages');
  await expect(message).toHaveValue('Grêle et rafales attendues ce soir dans le Sud-Est');
  await expect(page.getByRole('checkbox', { name: 'Lecteurs fidèles' })).toBeChecked();
  const history = page.getByRole('complementary', { name: "Historique des push de l'article" });
  await expect(history).toContainText('Aucun push pour cet article.');
  await shoot(page, 'push-refused');

  // Without iOS: recorded, sent to the demo service, shown sent in the history with its answer.
  await ios.uncheck();
  await page.getByRole('button', { name: 'Enregistrer le push' }).click();
  await expect(
    page.locator('.fui-ToastTitle', { hasText: 'Push enregistré' }).last(),
  ).toBeVisible();
  const row = history.getByRole('row').filter({ hasText: 'Alerte orages' });
  await expect(row).toContainText('envoyé', { timeout: 30_000 });
  await expect(row).toContainText(
    "Android : Envoyé (1 destinataire) — service de démonstration local : aucun téléphone n'a reçu ce push",
  );
  await shoot(page, 'push-demo-sent');
});

test('on the demo: a newsletter flash is confirmed, sent once, recorded, and a second one is flagged', async ({
  page,
  host,
}) => {
  const title = 'Canicule : les conseils pour tenir';
  const articleId = await publishArticle(host, title);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  const open = async () => {
    await page.goto(`${host.url}#/TEL/article/edit/${articleId}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'NL Flash' }).click();
    return page.getByRole('dialog', { name: 'Newsletter flash' });
  };
  let dialog = await open();
  await expect(dialog.getByText('Aucun envoi pour cet article.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Pré-header' }).fill('Boire, se rafraîchir');
  await dialog.getByRole('button', { name: 'Envoyer la newsletter flash' }).click();
  // Nothing leaves before the confirmation.
  await expect(dialog.getByRole('alert', { name: "Confirmation de l'envoi" })).toContainText(
    `Envoyer la newsletter flash « ${title} » à tous les abonnés de Télé-Loisirs (TEL) ?`,
  );
  const count = async () =>
    (
      await host.graphql<{ flashSenderHistories: unknown[] }>(
        `{ flashSenderHistories(where: { articleId: "${articleId}" }) { id } }`,
      )
    ).flashSenderHistories.length;
  expect(await count()).toBe(0);
  await dialog.getByRole('button', { name: "Confirmer l'envoi" }).click();
  await expect(
    dialog.getByText(/^Newsletter flash envoyé — service de démonstration local/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Newsletter flash envoyée' })).toBeDisabled();
  await expect(dialog.getByRole('list', { name: 'Historique des envois' })).toContainText(title);
  expect(await count()).toBe(1);
  await shoot(page, 'nl-flash-sent');

  // After a reload the history is still there; sending again says when the last one went.
  await page.reload();
  dialog = await open();
  await expect(dialog.getByRole('list', { name: 'Historique des envois' })).toContainText(title);
  await dialog.getByRole('textbox', { name: 'Pré-header' }).fill('Boire, se rafraîchir');
  await dialog.getByRole('button', { name: 'Envoyer la newsletter flash' }).click();
  await expect(dialog.getByRole('alert', { name: "Confirmation de l'envoi" })).toContainText(
    /Une newsletter flash a déjà été envoyée pour cet article le .+ : confirmez pour l'envoyer de nouveau\./,
  );
  await shoot(page, 'nl-flash-duplicate');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog.getByRole('alert', { name: "Confirmation de l'envoi" })).toHaveCount(0);
  expect(await count()).toBe(1);
});
