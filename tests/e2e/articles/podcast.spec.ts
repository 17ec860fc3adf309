// A podcast episode picked in the media picker, in Chromium through the browser host: the app's
// main reaches the local stand-in of the podcast service (tests/support/podcastStandIn.ts,
// BACKOFFICE_PODCAST_URL, loopback allowed by BACKOFFICE_PODCAST_ALLOW_LOOPBACK=1). In a new TEL
// article's body « Insérer › Multimédia », the Podcast tab searches « télé », a podcast is ticked,
// a feed added (read by main, parsed in the page, sent to the service), an episode chosen: the
// Multimédia element of kind Podcast is in the body, saved, and there after a reload. Screenshots (SCREENSHOT_DIR) of the Podcast tab, light and dark.
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startPodcastStandIn, type PodcastStandIn } from '../../support/podcastStandIn';
import { signIn, startSeededHost, type SeededHost } from './seededHost';

const test = base.extend<object, { standIn: PodcastStandIn; host: SeededHost }>({
  standIn: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIn = await startPodcastStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ standIn }, use) => {
      const host = await startSeededHost(undefined, {
        BACKOFFICE_PODCAST_URL: standIn.url,
        BACKOFFICE_PODCAST_ALLOW_LOOPBACK: '1',
      });
      await use(host);
      await host.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(180_000);
const SHOTS = process.env.SCREENSHOT_DIR;

async function openPodcastTab(page: Page) {
  await page
    .getByRole('toolbar', { name: 'Outils du corps' })
    .getByRole('button', { name: 'Insérer', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Multimédia' }).click();
  const picker = page.getByRole('dialog', { name: 'Médiathèque' });
  await expect(picker).toBeVisible();
  await picker.getByRole('tab', { name: 'Podcast' }).click();
  return picker;
}

test('picks a podcast episode as the body’s multimedia element, kept after reload', async ({
  page,
  host,
  standIn,
}) => {
  const tag = `e2e${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Nos podcasts ${tag}`);
  const body = page.locator('.pm-content-body');
  await body.click();
  await page.keyboard.type('À écouter :', { delay: 15 });

  const picker = await openPodcastTab(page);
  await picker.getByRole('searchbox', { name: 'Rechercher un podcast' }).fill('télé');
  await expect(picker.getByRole('group', { name: 'Fournisseurs' })).toContainText('Acast');
  await picker.getByRole('checkbox', { name: 'Télé Story · Acast' }).check();
  const episodes = picker.getByRole('listbox', { name: 'Épisodes' });
  const option = episodes.getByRole('option', { name: /Télé Story — épisode 2/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('20 min');
  // One podcast with three episodes: the playlist may be chosen.
  await expect(picker.getByRole('switch', { name: 'Playlist' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'podcast-tab-light.png') });

  // « Ajouter un flux »: main fetches the feed, the page parses it (feedsmith in the bundle).
  const feed = `${standIn.url}/feeds/story.xml`;
  await picker.getByRole('textbox', { name: 'Adresse du flux RSS' }).fill(feed);
  await picker.getByRole('button', { name: 'Lire le flux' }).click();
  await expect(picker.getByText('12 épisodes')).toBeVisible();
  await expect(picker.getByRole('textbox', { name: 'Titre' })).toHaveValue('Télé Story');
  await picker.getByRole('switch', { name: 'Playlist' }).last().check();
  await picker.getByRole('button', { name: 'Envoyer le flux' }).click();
  await expect(picker.getByText(/Flux ajouté/)).toBeVisible();
  expect(standIn.submitted.at(-1)).toEqual({ feed, title: 'Télé Story', playlist: 'true' });

  await option.click();
  await expect(picker).toBeHidden();

  const element = body.locator('[data-element="multimedia"]');
  await expect(element).toHaveCount(1);
  await expect(element).toContainText('Titre : Télé Story — épisode 2');
  await expect(element).toContainText('Type : Podcast');
  await expect(element.locator('.pm-element-errors')).toHaveCount(0);

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
    attrs: {
      id: 'p2-e2',
      kind: 'Podcast',
      title: 'Télé Story — épisode 2',
      url: 'https://podcasts.example.com/p2/episode-2',
    },
  });

  await page.reload();
  const reloaded = page.locator('.pm-content-body [data-element="multimedia"]');
  await expect(reloaded).toHaveCount(1);
  await expect(reloaded).toContainText('Titre : Télé Story — épisode 2');
  await expect(reloaded).toContainText('Type : Podcast');

  if (SHOTS) {
    // The tab in the dark theme, for the screenshot only.
    await page.emulateMedia({ colorScheme: 'dark' });
    const again = await openPodcastTab(page);
    await again.getByRole('searchbox', { name: 'Rechercher un podcast' }).fill('télé');
    await again.getByRole('checkbox', { name: 'Les coulisses de la télé · Ausha' }).check();
    await expect(again.getByRole('listbox', { name: 'Épisodes' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'podcast-tab-dark.png') });
  }
});
