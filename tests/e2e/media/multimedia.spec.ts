// The body's « Multimédia » element picked with the media picker, in Chromium through the browser
// host: the test publishes its own uniquely titled TEL article (the seeded host is shared, so it
// asserts on nothing else), then in a new article's body « Insérer › Multimédia » opens the picker
// on its Article tab (no Photo tab), the search finds that article, the pick inserts the element
// with its kind and title, and it is there after saving and reloading, pointing at the article's
// public URL. Screenshots (SCREENSHOT_DIR) of the picker's Article tab and of the element.
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(180_000);
const SHOTS = process.env.SCREENSHOT_DIR;

test('inserts a published article as the body’s multimedia element, kept after reload', async ({
  page,
  host,
}) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const picked = `Orages en Provence ${tag}`;
  const url = `https://www.telestar.fr/meteo/orages-${tag}.html`;
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Météo", lang: "fr", type: "Tag" }, create: { title: "Météo", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle: source } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: picked,
        status: 'Published',
        canonical: url,
        medias: [
          {
            key: `orages-${tag}`,
            href: 'https://img.example.fr/orages.jpg',
            credit: 'AFP',
            source: 'AFP',
            format: 'image',
          },
        ],
        categories: { set: [{ id: categories[0]!.id }] },
        tags: { set: [{ id: upsertTag.id }] },
      },
    },
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Le point météo ${tag}`);
  const body = page.locator('.pm-content-body');
  await body.click();
  await page.keyboard.type('À lire aussi :', { delay: 15 });

  await page
    .getByRole('toolbar', { name: 'Outils du corps' })
    .getByRole('button', { name: 'Insérer', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Multimédia' }).click();
  const picker = page.getByRole('dialog', { name: 'Médiathèque' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('tab', { name: 'Article' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(picker.getByRole('tab', { name: 'Photo' })).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Rechercher un article publié' }).fill(tag);
  const results = picker.getByRole('listbox', { name: 'Articles' });
  const option = results.getByRole('option', { name: new RegExp(picked) });
  await expect(option).toBeVisible();
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(option).toContainText('Publié le');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'media-picker-article-tab.png') });
  await option.click();
  await expect(picker).toBeHidden();

  const element = body.locator('[data-element="multimedia"]');
  await expect(element).toHaveCount(1);
  await expect(element).toContainText(`Titre : ${picked}`);
  await expect(element).toContainText('Type : Article');
  await expect(element).toContainText(url);
  await expect(element.locator('.pm-element-errors')).toHaveCount(0);
  if (SHOTS) await element.screenshot({ path: join(SHOTS, 'multimedia-element.png') });

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);
  const id = /edit\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const { article } = await host.graphql<{ article: { body: { content: unknown[] } } }>(
    `query($id: ID!) { article(where: { id: $id }) { body } }`,
    { id },
  );
  expect(article.body.content).toContainEqual({
    type: 'multimedia',
    attrs: { id: source.id, kind: 'Article', title: picked, url },
  });

  await page.reload();
  const reloaded = page.locator('.pm-content-body [data-element="multimedia"]');
  await expect(reloaded).toHaveCount(1);
  await expect(reloaded).toContainText(`Titre : ${picked}`);
  await expect(reloaded).toContainText('Type : Article');
});
