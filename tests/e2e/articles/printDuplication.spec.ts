// Issue 36, web → print through the real app on the demo magazine (`seed --demo` imports
// Télé-Loisirs: issues, headings, units, subjects). A published Rich article of TEL gets its
// « Complément de signature » in the editor (kept by the local draft through a reload, then
// saved), is sent by « Duplication print »
// to a new subject as « À maquetter » → the toast, the drawer's « Print » section shows the
// subject and 'À maquetter', and the API's assignment holds the new version with the article's
// title, lead, body text and signature. A second new subject named like an existing one of the
// issue is refused on the title field, the typed title kept; with the API stopped the dialog says
// the action needs the server and keeps what was typed. The round trip web → print → web
// (createArticleFromPrintVersion of the new version) keeps title, lead, body text and signature.
// Set SCREENSHOT_DIR to keep light and dark screenshots of the dialog.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES, formatMessage } from '../../../common/domain/messages';
import { docToPlainText, type RichTextDoc, type RichTextNode } from '../../../common/richtext';
import { printBodyToRich } from '../../../common/richtext/printBody';
import { signIn, startSeededHost, type SeededHost } from './seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host = await startSeededHost(['--demo', '--articles', '0']);
      await use(host);
      await host.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(240_000);

const TITLE = 'Les jeux télévisés font leur grand retour';
const SIGNATURE = 'avec la rédaction de Télé-Loisirs';
const paragraph = (text: string, marks?: string[]): RichTextNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks: marks.map((type) => ({ type })) } : {}) }],
});
const LEAD: RichTextDoc = {
  type: 'doc',
  content: [paragraph('Les chaînes relancent leurs grands jeux.')],
};
const BODY: RichTextDoc = {
  type: 'doc',
  content: [
    paragraph('Le samedi soir redevient le rendez-vous des familles.'),
    { type: 'title', content: [{ type: 'text', text: 'Des animateurs de retour' }] },
    paragraph('Trois émissions cultes reviennent en prime time.', ['bold']),
  ],
};

/** A published Rich article of TEL (category, tag, image: what publishing asks). */
async function publishArticle(host: SeededHost): Promise<string> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Jeux télévisés", lang: "fr", type: "Tag" }, create: { title: "Jeux télévisés", type: "Tag", lang: "fr" }) { id } }',
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
            key: 'jeux',
            href: 'https://img.example.fr/jeux.jpg',
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

interface PrintVersion {
  id: string;
  title: string | null;
  lead: string | null;
  body: string | null;
  signature: string | null;
  status: string;
}

/** The TEL assignments whose subject title contains `text`, with their raw article's versions. */
async function assignmentsNamed(host: SeededHost, text: string) {
  const { assignments } = await host.graphql<{
    assignments: Array<{
      id: string;
      subject: { title: string };
      rawArticle: { id: string; versions: PrintVersion[] } | null;
      webArticles: Array<{ id: string }>;
    }>;
  }>(
    `query($text: String!) { assignments(where: { brandKey: "TEL", subjectTitle_contains: $text }) {
      id subject { title } webArticles { id }
      rawArticle { id versions { id title lead body signature status } } } }`,
    { text },
  );
  return assignments;
}

async function openDuplication(page: Page) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplication print' }).click();
  return page.getByRole('dialog', { name: 'Duplication print' });
}

/** « Nouveau sujet » in Télé-Loisirs n° 48, heading « Séries ». */
async function chooseNewSubject(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('radio', { name: 'Nouveau sujet' }).check();
  await dialog.getByRole('combobox', { name: /^Magazine/ }).selectOption({ label: 'Télé-Loisirs' });
  await dialog
    .getByRole('combobox', { name: /^Numéro/ })
    .selectOption({ label: 'Télé-Loisirs n° 48 — 2026' });
  await dialog.getByRole('combobox', { name: /^Rubrique/ }).selectOption({ label: 'Séries' });
}

test('a published article is sent to print as « À maquetter », found in its assignment, and comes back to the web the same', async ({
  page,
  host,
}) => {
  const articleId = await publishArticle(host);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${articleId}`);

  // — The signature complement, beside the authors: typed and not saved, the local draft keeps it
  // through a reload; saved, the server keeps it.
  const signature = () =>
    page
      .getByRole('region', { name: 'Auteurs' })
      .getByRole('textbox', { name: 'Complément de signature' });
  await signature().fill(SIGNATURE);
  await expect(page.getByRole('status').filter({ hasText: /^Brouillon local$/ })).toBeVisible();
  await shootLightAndDark(page, 'signature-complement', {
    target: page.getByRole('region', { name: 'Auteurs' }),
  });
  await page.reload();
  const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(signature()).toHaveValue(SIGNATURE);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  await page.reload();
  await expect(offer).toHaveCount(0);
  await expect(signature()).toHaveValue(SIGNATURE);
  await expect(page.getByRole('region', { name: 'Print' })).toHaveCount(0);

  // — The dialog opens on the existing subjects, searched as the user types.
  let dialog = await openDuplication(page);
  await dialog.getByRole('textbox', { name: 'Rechercher un sujet' }).fill('series policieres');
  await expect(
    dialog.getByRole('option', { name: /^Les séries policières de l'hiver/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await shootLightAndDark(page, 'print-duplication-search', { target: dialog });

  // — « Duplication print » to a new subject, « À maquetter ».
  await chooseNewSubject(dialog);
  await expect(dialog.getByRole('textbox', { name: /^Titre/ })).toHaveValue(TITLE);
  await dialog.getByRole('radio', { name: 'À maquetter' }).check();
  await shootLightAndDark(page, 'print-duplication-dialog', { target: dialog });
  await dialog.getByRole('button', { name: 'Envoyer au print' }).click();
  await expect(
    page.locator('.fui-ToastTitle', {
      hasText: formatMessage('printDuplicated', { title: TITLE }),
    }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // — Found in its assignment: the drawer's « Print » section, and the same after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const panel = page.getByRole('region', { name: 'Print' });
    await expect(panel.getByText(TITLE, { exact: true })).toBeVisible();
    await expect(
      panel.getByText('Séries / Télé-Loisirs n° 48 — 2026 / Télé-Loisirs'),
    ).toBeVisible();
    await expect(panel.getByText('À maquetter', { exact: true })).toBeVisible();
  }
  await shootLightAndDark(page, 'print-panel', {
    target: page.getByRole('region', { name: 'Print' }),
  });

  // — The print system holds the new version with the article's texts.
  const [assignment] = await assignmentsNamed(host, TITLE);
  expect(assignment!.webArticles.map((a) => a.id)).toContain(articleId);
  const version = assignment!.rawArticle!.versions[0]!;
  expect(version).toMatchObject({
    title: TITLE,
    lead: 'Les chaînes relancent leurs grands jeux.',
    signature: SIGNATURE,
    status: 'Mockup',
  });
  expect(docToPlainText(printBodyToRich(version.body))).toBe(docToPlainText(BODY));

  // — A new subject named like one of the issue: refused on the title, what was typed kept.
  dialog = await openDuplication(page);
  await chooseNewSubject(dialog);
  const title = dialog.getByRole('textbox', { name: /^Titre/ });
  await title.fill("LES SÉRIES policières de l'hiver");
  await dialog.getByRole('button', { name: 'Envoyer au print' }).click();
  await expect(
    dialog.getByText(/^Duplication impossible, un sujet intitulé ".+" existe déjà sur le print$/),
  ).toBeVisible();
  await expect(title).toHaveValue("LES SÉRIES policières de l'hiver");
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await shootLightAndDark(page, 'print-duplication-duplicate', { target: dialog });

  // — The API stopped: sending says the action needs the server, the dialog keeps what was typed.
  await host.stopApi();
  try {
    await title.fill('Un sujet écrit hors ligne');
    await dialog.getByRole('button', { name: 'Envoyer au print' }).click();
    await expect(dialog.getByText(MESSAGES.printNeedsServer)).toBeVisible({ timeout: 30_000 });
    await expect(title).toHaveValue('Un sujet écrit hors ligne');
    await shootLightAndDark(page, 'print-duplication-offline', { target: dialog });
  } finally {
    await host.startApi();
  }
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(await assignmentsNamed(host, 'hors ligne')).toEqual([]);

  // — Web → print → web: the new version made a web article again keeps the texts.
  const { createArticleFromPrintVersion: copy } = await host.graphql<{
    createArticleFromPrintVersion: {
      title: string;
      lead: RichTextDoc | null;
      body: RichTextDoc | null;
      signatureComplement: string | null;
    };
  }>(
    `mutation($raw: ID!, $version: ID!) { createArticleFromPrintVersion(
      where: { rawArticle: $raw, version: $version }, brandKey: "TEL") {
      title lead body signatureComplement } }`,
    { raw: assignment!.rawArticle!.id, version: version.id },
  );
  expect(copy.title).toBe(TITLE);
  expect(docToPlainText(copy.lead)).toBe(docToPlainText(LEAD));
  expect(docToPlainText(copy.body)).toBe(docToPlainText(BODY));
  expect(copy.signatureComplement).toBe(SIGNATURE);
});
