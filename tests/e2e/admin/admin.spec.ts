// The admin area through the real app (issue 16 "Must show"): a super-admin creates a role and a
// user with that role and one brand, the user signs in and sees only that brand; a segment is
// created with bad JSON (message on the field) then good JSON, and deleted from the list; a user
// who is not a super-admin opening /crud is told, not broken. SCREENSHOT_DIR keeps screenshots
// of the hub, a list and a form with an error, light and dark.
import { test as base, expect, type Page } from '@playwright/test';
import { SEEDED_ADMIN, seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);

const NEW_USER = {
  name: 'Nina Roussel',
  email: 'nina.roussel@example.test',
  password: 'Motdepasse-nina-1',
};

const shoot = (page: Page, name: string) => shootLightAndDark(page, name);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Compte :/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
}

/** A notice (the toaster's title; its live-region copy is for screen readers). */
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text });
const save = (page: Page) => page.getByRole('button', { name: 'Sauvegarder' });

test('a super-admin creates a role and a user; the user signs in and sees only their brand', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await page.goto(`${host.url}#/crud`);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  for (const section of ['Utilisateurs', 'Segments', 'Qualifiers', 'Attributs'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Segments' }).getByRole('link', { name: 'Segments' }),
  ).toHaveAttribute('href', '#/crud/segment?brand=TEL');
  await shoot(page, 'hub');

  // A role, through the roles screen.
  await page.getByRole('link', { name: 'Rôles' }).click();
  await expect(page.getByRole('columnheader', { name: "Nbr d'utilisateurs" })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau rôle' }).click();
  await expect(save(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Slug' }).fill('secretaire-de-redaction');
  await save(page).click();
  await expect(toast(page, 'Création effectuée')).toBeVisible();
  await expect(page).toHaveURL(/#\/crud\/role\/[0-9a-f-]{36}$/);

  // The user, with that role and one brand.
  await page.goto(`${host.url}#/crud/user`);
  await expect(page.getByRole('table', { name: 'Liste des utilisateurs' })).toBeVisible();
  await expect(page.getByRole('cell', { name: SEEDED_ADMIN.email })).toBeVisible();
  await shoot(page, 'list-users');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(NEW_USER.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('pas-un-email');
  await expect(page.getByText('E-mail non valide')).toBeVisible();
  await expect(save(page)).toBeDisabled();
  await shoot(page, 'form-user-error');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(NEW_USER.email);
  await page.getByRole('combobox', { name: "Rôle de l'utilisateur" }).click();
  await page.getByRole('menuitemcheckbox', { name: 'secretaire-de-redaction' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Marques' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'GEO' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Mot de passe').fill(NEW_USER.password);
  await save(page).click();
  await expect(toast(page, 'Création effectuée')).toBeVisible();
  await expect(page).toHaveURL(/#\/crud\/user\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('complementary', { name: 'Informations' })).toContainText(
    'Date de création',
  );

  // The search finds the new user.
  await page.goto(`${host.url}#/crud/user`);
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('roussel');
  await expect(page).toHaveURL(/search=roussel/);
  await expect(page.getByRole('cell', { name: NEW_USER.email })).toBeVisible();
  await expect(page.getByRole('cell', { name: SEEDED_ADMIN.email })).toHaveCount(0);

  // The user signs in and works on GEO only; /crud tells them it is reserved.
  await signOut(page);
  await signInAs(page, NEW_USER.email, NEW_USER.password);
  const brand = page.getByRole('combobox', { name: 'Marque', exact: true });
  await expect(brand).toHaveText('GEO');
  await expect(brand).toBeDisabled();
  await page.goto(`${host.url}#/crud`);
  await expect(page.getByText('Accès réservé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Segments' })).toHaveCount(0);
  await page.goto(`${host.url}#/crud/user`);
  await expect(page.getByText('Accès réservé')).toBeVisible();
  await signOut(page);
});

test('segments: bad JSON is refused on its field, good JSON saves, delete deactivates', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await page.goto(`${host.url}#/crud/segment?brand=GEO`);
  await expect(page.getByRole('heading', { name: 'Segments' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau segment' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Lecteurs engagés');
  const ios = page.getByRole('textbox', { name: 'Query iOS' });
  await ios.fill('{"engaged": tru');
  await expect(page.getByText("La requête n'est pas un JSON valide")).toBeVisible();
  await expect(ios).toHaveAttribute('aria-invalid', 'true');
  await expect(save(page)).toBeDisabled();
  await shoot(page, 'form-segment-error');
  await ios.fill('{"engaged": true}');
  await expect(page.getByText("La requête n'est pas un JSON valide")).toHaveCount(0);
  await expect(page.getByRole('switch')).toBeChecked();
  await save(page).click();
  await expect(toast(page, 'Création effectuée')).toBeVisible();
  await expect(page).toHaveURL(/#\/crud\/segment\/[0-9a-f-]{36}\?brand=GEO$/);
  const saved = await host.graphql<{
    segments: Array<{ title: string; ios: unknown; status: string }>;
  }>('{ segments(where: { brandKey: "GEO" }) { title ios status } }');
  expect(saved.segments).toEqual([
    { title: 'Lecteurs engagés', ios: { engaged: true }, status: 'Published' },
  ]);

  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  const row = page.getByRole('row', { name: /Lecteurs engagés/ });
  await expect(row).toContainText('Activé');
  await shoot(page, 'list-segments');
  await row.hover();
  await row.getByRole('button', { name: 'Supprimer le segment Lecteurs engagés' }).click();
  await expect(toast(page, 'Le segment a été supprimé !')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lecteurs engagés/ })).toHaveCount(0);
  const after = await host.graphql<{ segments: Array<{ active: boolean }> }>(
    '{ segments(where: { brandKey: "GEO" }) { active } }',
  );
  expect(after.segments).toEqual([{ active: false }]);

  // An unknown id says so.
  await page.goto(`${host.url}#/crud/segment/6f1c1d0e-0000-4000-8000-000000000000`);
  await expect(page.getByText("Ce segment n'existe pas")).toBeVisible();
});

test("a tag's branded content: Save stays disabled until it changes, the intro is capped", async ({
  page,
  host,
}) => {
  const { tags } = await host.graphql<{ tags: Array<{ id: string; title: string }> }>(
    '{ tags(first: 1, where: { type_in: ["Tag"] }) { id title } }',
  );
  const tag = tags[0]!;
  await host.graphql(
    'mutation($id: ID!) { updateTagBrandedContent(where: { id: $id }, data: { brandKey: "TEL", isActive: true }) { id } }',
    { id: tag.id },
  );
  await signIn(page, host);
  await page.goto(`${host.url}#/tag/list?brand=TEL`);
  await page.getByRole('searchbox', { name: 'Rechercher un tag' }).fill(tag.title);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(tag.title) }).first();
  await expect(row).toBeVisible();
  await shoot(page, 'list-tags');
  await row.getByRole('link', { name: `Modifier ${tag.title} pour TEL` }).click();

  await expect(page.getByRole('heading', { name: tag.title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Informations du tag' })).toContainText(
    'Actif',
  );
  await expect(save(page)).toBeDisabled();
  const intro = page.getByRole('textbox', { name: "Texte d'introduction" });
  await intro.click();
  await page.keyboard.type('Une introduction courte.');
  await expect(save(page)).toBeEnabled();
  await shoot(page, 'tag-edit');
  await page.keyboard.type(' '.padEnd(300, 'x'));
  await expect(
    page.getByText("Le texte d'introduction doit faire moins de 300 caractères.").last(),
  ).toBeVisible();
  await expect(save(page)).toBeDisabled();
  await shoot(page, 'tag-edit-error');
  for (let i = 0; i < 300; i++) await page.keyboard.press('Backspace');
  await expect(save(page)).toBeEnabled();
  await save(page).click();
  await expect(toast(page, 'Sauvegarde effectuée')).toBeVisible();
  await expect(save(page)).toBeDisabled();
  const saved = await host.graphql<{
    tag: { brandedContents: Array<{ brandKey: string; body: unknown }> };
  }>('query($id: ID!) { tag(where: { id: $id }) { brandedContents { brandKey body } } }', {
    id: tag.id,
  });
  expect(
    JSON.stringify(saved.tag.brandedContents.find((b) => b.brandKey === 'TEL')?.body),
  ).toContain('Une introduction courte.');
});

test('an attribute created on its screen, then an author with that attribute, and its history', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await page.goto(`${host.url}#/crud/attributes/list?brand=TEL`);
  await page.getByRole('button', { name: 'Nouvel attribut' }).click();
  await expect(page).toHaveURL(/#\/crud\/attribute\/new\/TEL$/);
  await expect(save(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Critique gastronomique');
  await save(page).click();
  await expect(toast(page, 'Création effectuée')).toBeVisible();
  await expect(page).toHaveURL(/#\/crud\/attributes\/list\?brand=TEL$/);
  await expect(page.getByRole('cell', { name: 'critique-gastronomique' })).toBeVisible();

  await page.goto(`${host.url}#/authors/list?brand=TEL`);
  await page.getByRole('button', { name: 'Ajouter un auteur' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Aurélie Fontaine');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('pas-valide');
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(dialog.getByText('E-mail non valide')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('aurelie.fontaine@example.test');
  await dialog.getByRole('textbox', { name: 'Fonction et spécialité' }).fill('Critique');
  await dialog.getByRole('combobox', { name: 'Attributs' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Critique gastronomique' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('checkbox', { name: 'Profil public' }).check();
  await shoot(page, 'author-form');
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(
    page.locator('.fui-ToastTitle').filter({ hasText: /^Cet auteur a été correctement ajouté$/ }),
  ).toBeVisible();
  const authorRow = page.getByRole('row', { name: /Aurélie Fontaine/ });
  await expect(authorRow).toBeVisible();
  const saved = await host.graphql<{
    authors: Array<{
      name: string;
      hasPublicProfile: boolean;
      attributes: Array<{ title: string }>;
    }>;
  }>(
    '{ authors(where: { search: "Aurélie Fontaine" }) { name hasPublicProfile attributes { title } } }',
  );
  expect(saved.authors.filter((a) => a.name === 'Aurélie Fontaine')).toEqual([
    {
      name: 'Aurélie Fontaine',
      hasPublicProfile: true,
      attributes: [{ title: 'Critique gastronomique' }],
    },
  ]);

  await authorRow.getByRole('button', { name: 'Historique de Aurélie Fontaine' }).click();
  await expect(
    page.getByRole('dialog').getByRole('list', { name: 'Historique des modifications' }),
  ).toContainText('Administratrice Démo');
});
