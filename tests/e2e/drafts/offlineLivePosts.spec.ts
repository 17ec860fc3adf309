// Live posts share the outbox (issue 19): « A post written offline waits in the outbox like a
// draft and is published in order when the network returns. » Two posts written with the API
// stopped wait (on disk, listed in « Brouillons locaux »), then both are published, in the order
// they were written, with 'Post ajouté', once the API is back.
import { test as base, expect, type Page } from '@playwright/test';
import {
  createArticle,
  offlineHostFixture,
  outboxOnDisk,
  signIn,
  type OfflineHost,
} from './offlineHost';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

const OFFLINE_BANNER = 'Serveur injoignable : vous travaillez hors ligne.';

async function writePost(page: Page, title: string, text: string): Promise<void> {
  await page.getByLabel('Titre du post').first().fill(title);
  await page.getByRole('textbox', { name: 'Texte du nouveau post' }).click();
  await page.keyboard.type(text, { delay: 10 });
  await page.getByRole('button', { name: 'Publier le post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publier' }).click();
  // Safe in the outbox: the form is free for the next post.
  await expect(page.getByLabel('Titre du post').first()).toHaveValue('');
}

test('live posts written offline wait in the outbox and are published in order when the API returns', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Municipales : la soirée électorale en direct');
  await signIn(page, host);
  // Opened online: opening the screen creates the live.
  await page.goto(`${host.url()}#/TEL/article/live/${article.id}`);
  await expect(page.getByText('Aucun post pour le moment.')).toBeVisible();

  await host.stopApi();
  let apiUp = false;
  try {
    await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER, {
      timeout: 20_000,
    });
    await writePost(page, '20 h', 'Les bureaux de vote ferment.');
    await writePost(page, '20 h 05', 'Premières estimations : participation en hausse.');
    await expect(page.getByTestId('live-posts-waiting')).toContainText(
      'Posts en attente de réseau',
    );
    await expect(page.getByTestId('live-posts-waiting')).toContainText('(2)');
    const waiting = outboxOnDisk(host, 'livepost:').map((entry) => entry.key);
    expect(waiting).toEqual([
      expect.stringMatching(/^livepost:TEL:new:/),
      expect.stringMatching(/^livepost:TEL:new:/),
    ]);

    // Listed with the other local drafts, opening the live's screen.
    await page.getByRole('button', { name: /^Brouillons locaux/ }).click();
    const rows = page
      .getByRole('table', { name: 'Brouillons locaux' })
      .getByRole('row')
      .filter({ hasText: 'Post de live' });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '20 h 05' })).toContainText('En attente de réseau');
    await rows.filter({ hasText: '20 h 05' }).getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page).toHaveURL(new RegExp(`#/TEL/article/live/${article.id}$`));

    await host.startApi();
    apiUp = true;
    const posts = page.getByTestId('live-post');
    await expect(posts).toHaveCount(2, { timeout: 30_000 });
    // Newest first: published in the order they were written.
    await expect(posts.first()).toContainText('20 h 05');
    await expect(posts.last()).toContainText('20 h');
    await expect.poll(() => outboxOnDisk(host, 'livepost:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
  const { liveOfArticle } = await host.graphql<{
    liveOfArticle: { posts: Array<{ title: string; publishedAt: string }> };
  }>('query($id: ID!) { liveOfArticle(article: { id: $id }) { posts { title publishedAt } } }', {
    id: article.id,
  });
  const byTime = [...liveOfArticle.posts].sort((a, b) =>
    a.publishedAt.localeCompare(b.publishedAt),
  );
  expect(byTime.map((post) => post.title)).toEqual(['20 h', '20 h 05']);
});
