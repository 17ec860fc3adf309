// Issue 33 through the real app (browser host, the API as a separate server process with its local
// French engine): a published article with planted mistakes → Actions › Correction → one corrected,
// one ignored, every occurrence of a third corrected → 'Toutes les erreurs ont été traitées' →
// « Appliquer »: the editor holds the corrected text (marks kept), one Ctrl+Z takes it back, nothing
// was saved. The body underlines a misspelled word as you type, with suggestions on right-click.
// With the API stopped, the desktop's own engine still answers the dialog. A live post being
// edited goes through the same dialog (content kind livePost) and is saved corrected.
// SCREENSHOT_DIR keeps the dialog with its errors, light and dark.
import { test as base, expect, type Page } from '@playwright/test';
import { shootLightAndDark } from '../support/screens';
import { ownSeededHost, signIn, type SeededHost } from './seededHost';

const test = base.extend<object, { host: SeededHost; hostGroup: string }>(ownSeededHost);
test.use({ hostGroup: 'correction' });
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const TITLE = 'Les couts du chantier de la gare';
const text = (value: string, marks?: Array<{ type: string }>) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const LEAD = { type: 'doc', content: [paragraph(text('Le batiment sera livré en juin.'))] };
const BODY = {
  type: 'doc',
  content: [
    paragraph(
      text('Le chantier du '),
      text('batiment', [{ type: 'bold' }]),
      text(' a pris du retard.'),
    ),
    paragraph(text('Les ouvriers travaillent sans relache depuis mars.')),
    paragraph(text('Le batiment neuf ouvrira ses portes au public.')),
  ],
};

/** A published TEL article (requirements met) with the planted mistakes; its id. */
async function plantedArticle(host: SeededHost): Promise<string> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Transports", lang: "fr", type: "Tag" }, create: { title: "Transports", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: TITLE,
        status: 'Published',
        lead: LEAD,
        body: BODY,
        medias: [
          {
            key: 'gare',
            href: 'https://img.example.fr/gare.jpg',
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
  return upsertArticle.id;
}

async function openCorrection(page: Page) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Correction' }).click();
  return page.getByRole('alertdialog', { name: 'Correction - Prolexis' });
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Corps' });

test('a published article corrected in the dialog: correct, ignore, correct everywhere, apply', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const id = await plantedArticle(host);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(TITLE);

  const dialog = await openCorrection(page);
  const errors = dialog.getByRole('list', { name: 'Erreurs à traiter' }).getByRole('listitem');
  // In reading order: title, lead, body.
  await expect(errors).toHaveCount(5, { timeout: 30_000 });
  await expect(errors.nth(0)).toHaveAccessibleName('couts : Mot inconnu');
  await expect(errors.nth(1)).toHaveAccessibleName('batiment : Mot inconnu');
  await expect(errors.nth(3)).toHaveAccessibleName('relache : Mot inconnu');
  await expect(errors.nth(1)).toContainText('2 autres occurrences');
  await expect(dialog.locator('mark')).toHaveText([
    'couts',
    'batiment',
    'batiment',
    'relache',
    'batiment',
  ]);
  await shootLightAndDark(page, 'correction-dialog');

  // — Choosing an error selects it in its text.
  await errors
    .nth(3)
    .getByRole('button', { name: /relache/ })
    .click();
  await expect(dialog.getByRole('textbox', { name: 'Corps, paragraphe 2' })).toBeFocused();

  // — Correct one, ignore one, correct every occurrence of the third.
  await errors.nth(0).getByRole('button', { name: 'coûts', exact: true }).click();
  await expect(errors).toHaveCount(4);
  await expect(dialog.getByRole('textbox', { name: 'Titre' })).toHaveValue(
    'Les coûts du chantier de la gare',
  );
  await dialog
    .getByRole('listitem', { name: 'relache : Mot inconnu' })
    .getByRole('button', { name: 'Ignorer' })
    .click();
  await expect(errors).toHaveCount(3);
  await errors.first().getByRole('button', { name: 'Corriger partout (bâtiment)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Toutes les erreurs ont été traitées');
  await expect(errors).toHaveCount(0);

  // — « Appliquer »: the editor holds the corrected texts, marks kept; nothing saved.
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    'Les coûts du chantier de la gare',
  );
  await expect(page.getByRole('textbox', { name: 'Chapô' })).toHaveText(
    'Le bâtiment sera livré en juin.',
  );
  await expect(body(page).locator('p')).toHaveText([
    'Le chantier du bâtiment a pris du retard.',
    'Les ouvriers travaillent sans relache depuis mars.',
    'Le bâtiment neuf ouvrira ses portes au public.',
  ]);
  await expect(body(page).locator('strong')).toHaveText('bâtiment');
  const { article } = await host.graphql<{ article: { title: string } }>(
    'query($id: ID!) { article(where: { id: $id }) { title } }',
    { id },
  );
  expect(article.title).toBe(TITLE);

  // — One Ctrl+Z in the body takes the whole body correction back.
  await body(page).locator('p').nth(1).click();
  await page.keyboard.press('Control+z');
  await expect(body(page).locator('p')).toHaveText([
    'Le chantier du batiment a pris du retard.',
    'Les ouvriers travaillent sans relache depuis mars.',
    'Le batiment neuf ouvrira ses portes au public.',
  ]);
});

test('the body underlines a misspelled word as you type; a suggestion replaces it', async ({
  page,
  host,
}) => {
  const id = await plantedArticle(host);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  const misspelled = body(page).locator('.pm-misspelled');
  await expect(misspelled).toHaveText(['batiment', 'relache', 'batiment'], { timeout: 30_000 });

  // Typing a new mistake: underlined once the typing pauses.
  await body(page).locator('p').nth(2).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Enfin, la facade sera rénovée.');
  await expect(misspelled).toHaveText(['batiment', 'relache', 'batiment', 'facade']);

  await misspelled.nth(1).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Suggestions d’orthographe' });
  await expect(menu.getByRole('menuitem', { name: 'relâche', exact: true })).toBeVisible();
  await shootLightAndDark(page, 'correction-underline');
  await menu.getByRole('menuitem', { name: 'relâche', exact: true }).click();
  await expect(body(page).locator('p').nth(1)).toHaveText(
    'Les ouvriers travaillent sans relâche depuis mars.',
  );
  await expect(misspelled).toHaveText(['batiment', 'batiment', 'facade']);
});

test('with the API stopped, the desktop’s local engine answers the dialog', async ({
  page,
  host,
}) => {
  const id = await plantedArticle(host);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(TITLE);
  await host.stopApi();
  try {
    const dialog = await openCorrection(page);
    const errors = dialog.getByRole('list', { name: 'Erreurs à traiter' }).getByRole('listitem');
    await expect(errors).toHaveCount(5, { timeout: 30_000 });
    await errors.nth(0).getByRole('button', { name: 'coûts', exact: true }).click();
    await expect(errors).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
      'Les coûts du chantier de la gare',
    );
  } finally {
    await host.startApi();
  }
});

test('a live post being edited is corrected through the same dialog, then saved', async ({
  page,
  host,
}) => {
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
    { c: { brandKey: 'TEL', format: 'Rich', title: 'Incendie : le direct' } },
  );
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/live/${upsertArticle.id}`);
  await page.getByLabel('Titre du post').first().fill('9 h');
  await page.getByRole('textbox', { name: 'Texte du nouveau post' }).click();
  await page.keyboard.type('Le batiment est fermé.', { delay: 10 });
  await page.getByRole('button', { name: 'Publier le post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publier' }).click();
  const post = page.getByTestId('live-post').filter({ hasText: '9 h' });
  await expect(post).toContainText('Le batiment est fermé.');

  await post.getByRole('button', { name: 'Actions du post' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await post.getByRole('button', { name: 'Correction' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Correction - Prolexis' });
  const error = dialog.getByRole('listitem', { name: 'batiment : Mot inconnu' });
  await error.getByRole('button', { name: 'bâtiment', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Toutes les erreurs ont été traitées');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('textbox', { name: 'Texte du post modifié' })).toHaveText(
    'Le bâtiment est fermé.',
  );
  await post.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(post).toContainText('Le bâtiment est fermé.');
  await expect(post.getByRole('textbox')).toHaveCount(0);
});
