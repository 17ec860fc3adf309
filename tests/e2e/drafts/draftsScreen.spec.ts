// « Brouillons locaux » end to end: every local draft with its state, « Supprimer » after
// confirmation, « Envoyer maintenant », « Ouvrir ».
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import {
  createArticle,
  offlineHostFixture,
  saveStatus,
  serverArticle,
  signIn,
  titleBox,
  typeInBody,
  type OfflineHost,
} from './offlineHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

const draftFile = (host: OfflineHost, key: string) =>
  join(host.dataDir, 'drafts', `${Buffer.from(key, 'utf8').toString('base64url')}.json`);

test('the drafts screen lists each draft with its state; discard asks first; send now lands a waiting one; open goes to its editor', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  const kept = await createArticle(host, 'Économie : le chômage recule');
  await page.goto(`${host.url()}#/TEL/article/edit/${kept.id}`);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  await titleBox(page).fill('Économie : le chômage recule encore');
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();
  await expect.poll(() => existsSync(draftFile(host, `TEL:${kept.id}`))).toBe(true);

  await host.stopApi();
  let apiUp = false;
  try {
    await page.goto(`${host.url()}#/TEL/article/edit`);
    await expect(page).toHaveURL(/draft=/);
    await titleBox(page).fill('Sport : le Tour part de Lille');
    await typeInBody(page, 'Première étape vendredi.');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();

    await page.getByRole('button', { name: /^Brouillons locaux/ }).click();
    const table = page.getByRole('table', { name: 'Brouillons locaux' });
    const localRow = table
      .getByRole('row')
      .filter({ hasText: 'Économie : le chômage recule encore' });
    const waitingRow = table.getByRole('row').filter({ hasText: 'Sport : le Tour part de Lille' });
    await expect(localRow).toContainText('Local uniquement');
    await expect(localRow).toContainText('TEL');
    await expect(localRow).toContainText('Article');
    await expect(waitingRow).toContainText('En attente de réseau');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await shootLightAndDark(page, 'drafts-screen');

    // Discard asks first; cancelling keeps it.
    await localRow.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page
      .getByRole('dialog', { name: 'Supprimer ce brouillon local ?' })
      .or(page.getByRole('alertdialog', { name: 'Supprimer ce brouillon local ?' }));
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(localRow).toBeVisible();
    await localRow.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(localRow).toHaveCount(0);
    await expect.poll(() => existsSync(draftFile(host, `TEL:${kept.id}`))).toBe(false);

    await host.startApi();
    apiUp = true;
    await waitingRow.getByRole('button', { name: 'Envoyer maintenant' }).click();
    await expect(waitingRow).toHaveCount(0, { timeout: 30_000 });
  } finally {
    if (!apiUp) await host.startApi();
  }
  const { searchArticles } = await host.graphql<{ searchArticles: Array<{ id: string }> }>(
    'query { searchArticles(first: 5, like: "Sport : le Tour") { id } }',
  );
  expect(searchArticles).toHaveLength(1);
  expect((await serverArticle(host, kept.id)).title).toBe(kept.title);

  // Open: a draft's row leads to its editor with its text offered back.
  await page.goto(`${host.url()}#/TEL/article/edit/${kept.id}`);
  await titleBox(page).fill('Économie : le chômage recule, dit l’Insee');
  await expect.poll(() => existsSync(draftFile(host, `TEL:${kept.id}`))).toBe(true);
  await page.goto(`${host.url()}#/drafts`);
  await page
    .getByRole('row')
    .filter({ hasText: 'dit l’Insee' })
    .getByRole('button', { name: 'Ouvrir' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/TEL/article/edit/${kept.id}$`));
});
