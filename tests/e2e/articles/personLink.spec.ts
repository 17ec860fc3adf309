// Person links in the real app (spec 000 §2 "Body", 001 §5, issue 37): in an article whose body
// already has a person link, « Lien personne » is offered; the dialog searches `people` as the
// journalist types, the chosen person's link is saved and is still there after a reload. In an
// article without one (and the selection in none) the action is not offered. A save naming a
// person the server no longer knows shows its refusal on the body and keeps what was typed.
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);

type Person = { id: string; fullName: string };

const body = (page: Page) => page.locator('.pm-content-body');

async function person(host: SeededHost, words: string): Promise<Person> {
  const { people } = await host.graphql<{ people: Person[] }>(
    'query($w: String) { people(where: { fullName_contains: $w }, first: 1) { id fullName } }',
    { w: words },
  );
  return people[0]!;
}

function paragraph(text: string, link?: Person) {
  return {
    type: 'paragraph',
    content: [
      link
        ? {
            type: 'text',
            text,
            marks: [
              { type: 'person_link', attrs: { personId: link.id, name: link.fullName, href: '' } },
            ],
          }
        : { type: 'text', text },
    ],
  };
}

async function createArticle(host: SeededHost, title: string, content: unknown[]): Promise<string> {
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    'mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
    { create: { brandKey: 'TEL', format: 'Rich', title, body: { type: 'doc', content } } },
  );
  return upsertArticle.id;
}

test('a person link added beside another survives a save and a reload', async ({ page, host }) => {
  const hugo = await person(host, 'victor hugo');
  const veil = await person(host, 'simone');
  expect(veil.fullName).toBe('Simone Veil');
  const id = await createArticle(host, 'Panthéon : deux grandes figures', [
    paragraph('Victor Hugo', hugo),
    paragraph('Veil'),
  ]);

  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await expect(body(page).locator(`a[data-person-id="${hugo.id}"]`)).toHaveText('Victor Hugo');
  const action = page.getByRole('button', { name: 'Lien personne' });
  await expect(action).toBeVisible();

  // — Select « Veil » (a word of its own paragraph) and link it to Simone Veil, found by typing.
  await body(page).getByText('Veil', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Lien personne' });
  const search = dialog.getByRole('combobox', { name: 'Rechercher une personne' });
  await expect(search).toHaveValue('Veil');
  await search.fill('simo');
  // The list opens in a portal, outside the dialog's element.
  await page.getByRole('option', { name: 'Simone Veil' }).click();
  await expect(dialog.getByRole('textbox', { name: /Identifiant de la personne/ })).toHaveValue(
    veil.id,
  );
  await expect(dialog.getByRole('textbox', { name: 'Nom' })).toHaveValue('Simone Veil');
  await shootLightAndDark(page, 'person-link-dialog', { target: dialog });
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(body(page).locator(`a[data-person-id="${veil.id}"]`)).toHaveText('Veil');

  // — Saved, then read again from the server after a reload.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(async () => {
      const { article } = await host.graphql<{ article: { body: unknown } }>(
        'query($id: ID!) { article(where: { id: $id }) { body } }',
        { id },
      );
      return JSON.stringify(article.body);
    })
    .toContain(veil.id);
  await page.reload();
  await expect(body(page).locator(`a[data-person-id="${veil.id}"]`)).toHaveText('Veil');
  await expect(body(page).locator(`a[data-person-id="${hugo.id}"]`)).toHaveText('Victor Hugo');
});

test('the action is not offered in a body without a person link', async ({ page, host }) => {
  const id = await createArticle(host, 'Sans personne', [paragraph('Un texte sans lien.')]);
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await body(page).getByText('Un texte sans lien.').click();
  // The body's own tools are there (« Copier l'ancre » is the body's only), the person link not.
  await expect(page.getByRole('button', { name: "Copier l'ancre" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lien personne' })).toHaveCount(0);
});

test('a save naming a person the server no longer knows is refused on the body, the text kept', async ({
  page,
  host,
}) => {
  const upsert = (isActive: boolean) =>
    host.graphql<{ upsertTag: { id: string } }>(
      `mutation($active: Boolean) { upsertTag(
        where: { title: "Personne Éphémère", lang: "fr", type: "Person" },
        create: { title: "Personne Éphémère", lang: "fr", type: "Person" },
        update: { isActive: $active }) { id } }`,
      { active: isActive },
    );
  const { upsertTag } = await upsert(true);
  const gone: Person = { id: upsertTag.id, fullName: 'Personne Éphémère' };
  const id = await createArticle(host, 'Une personne disparue', [
    paragraph('Personne Éphémère', gone),
  ]);
  await upsert(false);

  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await body(page).getByText('Personne Éphémère').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' a quitté la scène.', { delay: 10 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(
      'Le lien personne « Personne Éphémère » ne correspond à aucune personne connue.',
    ),
  ).toBeVisible();
  await expect(body(page)).toContainText('Personne Éphémère a quitté la scène.');
});
