// Issue 30, take-over: when a colleague takes the article over, the displaced journalist is told at
// the next lock retain (within the retain period) instead of when saving; the editor stops, their
// words stay in the local drafts, and reopening the article shows no save error before anything
// was done. The page's clock is Playwright's: the retain period passes without waiting for it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { LOCK_RETAIN_INTERVAL_MS } from '../../../renderer/src/editorKit/useContentLock';
import {
  asCamille,
  createArticle,
  offlineHostFixture,
  saveStatus,
  serverArticle,
  signIn,
  titleBox,
  type OfflineHost,
} from './offlineHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(180_000);

const draftFile = (host: OfflineHost, id: string) =>
  join(host.dataDir, 'drafts', `${Buffer.from(`TEL:${id}`, 'utf8').toString('base64url')}.json`);

test('taken over while typing: told at the next retain, the editor stops, the words stay local, and reopening shows no save error', async ({
  page,
  host,
}) => {
  await page.clock.install();
  await signIn(page, host);
  const camille = await asCamille(host);
  const article = await createArticle(host, 'Inondations : la Saône en crue');
  await host.graphql('mutation($id: ID!) { unlockArticle(where: { id: $id }) { id } }', {
    id: article.id,
  });
  await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
  await expect(titleBox(page)).toHaveValue(article.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();

  await titleBox(page).fill('Inondations : la Saône déborde à Mâcon');
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();
  await expect.poll(() => existsSync(draftFile(host, article.id))).toBe(true);

  // Camille takes over; the next retain, within the retain period, tells us.
  const taken = await camille(
    'mutation($id: ID!) { lockArticle(where: { id: $id }, takeOver: true) { id } }',
    { id: article.id },
  );
  expect(taken.errors).toBeUndefined();
  await page.clock.runFor(LOCK_RETAIN_INTERVAL_MS);
  const notice = page.getByTestId('lock-taken-over');
  await expect(notice).toContainText('Camille Martin a pris la main sur cet article.');
  await expect(notice).toContainText(
    'Vos modifications non enregistrées sont conservées dans « Brouillons locaux ».',
  );
  await shootLightAndDark(page, 'lock-taken-over');
  // The editor stopped: nothing more can be typed or saved; the words typed are still there.
  await expect(titleBox(page)).toHaveValue('Inondations : la Saône déborde à Mâcon');
  await expect(titleBox(page)).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  expect(existsSync(draftFile(host, article.id))).toBe(true);
  expect((await serverArticle(host, article.id)).title).toBe(article.title);

  // Reopened (Camille still holds it): sent to the list, naming her; nothing says a save failed.
  await page.goto(`${host.url()}#/article/list?brand=TEL&status=Draft`);
  await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
  await expect(
    page.getByText('Cet article est en cours de modification par Camille Martin.'),
  ).toBeVisible();
  await expect(page.getByText("Erreur lors de l'enregistrement")).toHaveCount(0);

  // Camille gives it back: reopening offers our words back, still with no save error shown.
  await camille('mutation($id: ID!) { unlockArticle(where: { id: $id }) { id } }', {
    id: article.id,
  });
  await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
  const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
  await expect(offer).toBeVisible();
  await expect(page.getByText("Erreur lors de l'enregistrement")).toHaveCount(0);
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(titleBox(page)).toHaveValue('Inondations : la Saône déborde à Mâcon');
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();
});
