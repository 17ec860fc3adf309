// A video being processed (status Pending, 000 §4) is looked at again every 5 s: when the
// processing ends on the server side, the open editor shows the new status without a reload. The
// video platform that moves a video in and out of Pending arrives with the video-upload issue; here
// the test plays it by writing the article's row while the API is stopped.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test as base, expect } from '@playwright/test';
import { PGLITE_EXTENSIONS } from '../../../server/src/db/database';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(120_000);

const TITLE = 'Reportage : la vendange à la main';

/** What the video platform does: the row changes, its version moves on. */
async function platformSets(host: SeededHost, id: string, status: string, title: string) {
  await host.stopApi();
  const db = new PGlite(join(host.dataDir, 'server'), { extensions: PGLITE_EXTENSIONS });
  try {
    await db.query(
      'update articles set status = $2, title = $3, version = version + 1 where id = $1',
      [id, status, title],
    );
  } finally {
    await db.close();
  }
  await host.startApi();
}

test('a Pending video follows the server while it is open', async ({ page, host }) => {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Channel }) { id } }',
  );
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Video',
        title: TITLE,
        status: 'Draft',
        channels: { set: [{ id: categories[0]!.id }] },
      },
    },
  );
  const id = upsertArticle.id;
  await platformSets(host, id, 'Pending', TITLE);

  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/video/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(TITLE);
  await expect(page.getByRole('button', { name: 'Statut : En traitement' })).toBeVisible();

  // The processing ends: the editor shows it within a polling period or two, with no reload.
  await platformSets(host, id, 'Ready', `${TITLE} (traitée)`);
  await expect(page.getByRole('button', { name: 'Statut : Prêt' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    `${TITLE} (traitée)`,
  );
  await expect(page.getByText('Brouillon local', { exact: true })).toHaveCount(0);
});
