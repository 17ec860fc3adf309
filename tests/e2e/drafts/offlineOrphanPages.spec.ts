// Orphan pages share the articles' offline machinery: a page created offline keeps its local
// draft across a reload (offered back from the draft id in its route), its save waits in the
// outbox (`orphanpage:brand:new:<uuid>`), and it is created as upsertOrphanPage when the API
// returns, its route gaining the server's id.
import { test as base, expect } from '@playwright/test';
import {
  offlineHostFixture,
  outboxOnDisk,
  saveStatus,
  signIn,
  type OfflineHost,
} from './offlineHost';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

test('an orphan page created offline waits in the outbox and is created when the API returns', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await host.stopApi();
  let apiUp = false;
  try {
    await page.goto(`${host.url()}#/orphanpage/new/TEL`);
    await expect(page).toHaveURL(/draft=/);
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('/jeux/ete-hors-ligne');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Jeu écrit dans le train');
    await page.getByLabel('Code HTML').fill('<p>Règlement du jeu</p>');
    await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

    await page.reload();
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
    await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
      'Jeu écrit dans le train',
    );
    await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    expect(outboxOnDisk(host, 'orphanpage:').map((entry) => entry.key)).toEqual([
      expect.stringMatching(/^orphanpage:TEL:new:[0-9a-f-]{36}$/),
    ]);

    await host.startApi();
    apiUp = true;
    await expect(
      page.locator('.fui-ToastTitle').filter({ hasText: 'Votre page a bien été sauvegardée' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/#\/orphanpage\/edit\/TEL\/[0-9a-f-]{36}$/);
    await expect(saveStatus(page, 'Enregistré')).toBeVisible();
    await expect.poll(() => outboxOnDisk(host, 'orphanpage:')).toEqual([]);
  } finally {
    if (!apiUp) await host.startApi();
  }
  const { orphanPages } = await host.graphql<{ orphanPages: Array<{ title: string }> }>(
    'query { orphanPages(where: { brandKey: "TEL" }) { title } }',
  );
  expect(orphanPages.map((p) => p.title)).toContain('Jeu écrit dans le train');
});
