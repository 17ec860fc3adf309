// The slideshow AI screen (issue 35) end to end in Chromium: the real app and API, the server's AI
// gateway on the local OpenAI stand-in, the seed's CAC recipe catalogue (Published recipes). From
// the CAC slideshow list's floating button: recipes searched, a slideshow generated (the history
// shows it running, then done: the 5 s poller brought forward with page.clock), opened in the
// editor with its recipe slides, then completed with 3 more recipes from the complete tab.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../common/domain/messages';
import { aiHostFixture, type AiHost } from '../support/aiHost';
import { shootLightAndDark } from '../support/screens';
import { signIn, type SeededHost } from './seededHost';

// A host of this file's own, its API started with the AI variables. The provider's answer is held
// (stand-in pause) until the history has shown the process running.
const test = base.extend<object, { ai: AiHost }>({ ai: aiHostFixture() });
test.setTimeout(180_000);

interface ProcessRow {
  id: string;
  status: string;
  articleId: string | null;
}

/** The processes as the API has them (what the job did), to know when the poller has news. */
async function processesOf(host: SeededHost): Promise<ProcessRow[]> {
  const { openAiProcesses } = await host.graphql<{ openAiProcesses: ProcessRow[] }>(
    '{ openAiProcesses(brandKey: "CAC", first: 100) { id status articleId } }',
  );
  return openAiProcesses;
}

/** Waits for the job to end on the server, then brings the screen's 5 s poll forward. */
async function pollPastJob(page: Page, host: SeededHost, count: number): Promise<void> {
  await expect
    .poll(async () => (await processesOf(host)).filter((p) => p.status === 'SUCCESS').length, {
      timeout: 60_000,
    })
    .toBe(count);
  await page.clock.fastForward(5_000);
}

const historyRows = (page: Page) =>
  page.getByRole('table', { name: MESSAGES.slideshowAiTabHistory }).getByRole('row');
const slides = (page: Page) =>
  page.getByRole('listbox', { name: 'Diapositives' }).getByRole('option');

test('generates a slideshow from CAC recipes, opens it, then completes it with 3 more', async ({
  page,
  ai,
}) => {
  const { host } = ai;
  await page.clock.install();
  await signIn(page, host);
  await page.goto(`${host.url}#/slideshow/list?brand=CAC`);
  const openScreen = page.getByRole('button', { name: MESSAGES.slideshowAiOpenScreen });
  await expect(openScreen).toBeVisible();
  await shootLightAndDark(page, 'slideshow-ai-list-button');
  await openScreen.click();
  await expect(page).toHaveURL(/#\/slideshow\/ia\/generate\/CAC$/);
  await expect(page.getByRole('heading', { name: MESSAGES.slideshowAiTitle })).toBeVisible();

  // Generate: the recipes found for the text, then « Générer » with them.
  await page.getByRole('textbox', { name: MESSAGES.slideshowAiSubject }).fill('Tartes et gratins');
  await page.getByRole('spinbutton', { name: MESSAGES.slideshowAiRecipeNumber }).fill('4');
  await page
    .getByRole('textbox', { name: MESSAGES.slideshowAiSearch })
    .fill('tarte gratin chocolat');
  await page.getByRole('button', { name: MESSAGES.slideshowAiSearchButton, exact: true }).click();
  const found = page.getByRole('region', { name: MESSAGES.slideshowAiRecipesFound });
  await expect(found.getByRole('listitem')).toHaveCount(4);
  await expect(found).toContainText('Tarte Tatin');
  await shootLightAndDark(page, 'slideshow-ai-generate', { fullPage: true });
  // The provider holds its answer until the history has shown the process running.
  ai.standIn.pause();
  await page.getByRole('button', { name: MESSAGES.slideshowAiGenerate, exact: true }).click();

  // The history: running first, done once the poller asked again after the job ended.
  await expect(page).toHaveURL(/#\/slideshow\/ia\/history\/CAC$/);
  await expect(historyRows(page).nth(1)).toContainText('En cours');
  await expect(historyRows(page).nth(1)).toContainText('Création');
  ai.standIn.resume();
  await pollPastJob(page, host, 1);
  await expect(historyRows(page).nth(1)).toContainText('Terminé');
  await expect(historyRows(page).nth(1)).toContainText('Nos meilleures recettes du moment');
  await shootLightAndDark(page, 'slideshow-ai-history', { fullPage: true });

  // The slideshow: a Draft of the four recipes.
  await historyRows(page).nth(1).getByText(MESSAGES.slideshowAiOpen).click();
  await expect(page).toHaveURL(/#\/slideshow\/edit\//);
  await expect(slides(page)).toHaveCount(4);
  const slideshowId = (await processesOf(host))[0]!.articleId!;

  // Complete, from the editor's actions: the slideshow preloaded, 3 recipes more.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: MESSAGES.slideshowAiFromEditor }).click();
  await expect(page).toHaveURL(new RegExp(`#/slideshow/ia/complete/CAC/${slideshowId}$`));
  const picker = page.getByRole('combobox', { name: MESSAGES.slideshowAiPicker });
  await expect(picker).toHaveValue('Nos meilleures recettes du moment');
  await page.getByRole('spinbutton', { name: MESSAGES.slideshowAiRecipeNumberToAdd }).fill('3');
  await page
    .getByRole('textbox', { name: MESSAGES.slideshowAiQueryEdit })
    .fill('chocolat poulet soupe');
  await shootLightAndDark(page, 'slideshow-ai-complete', { fullPage: true });
  await page.getByRole('button', { name: MESSAGES.slideshowAiComplete }).click();
  await expect(page).toHaveURL(/#\/slideshow\/ia\/history\/CAC\//);
  await expect(historyRows(page).nth(1)).toContainText('Edition');
  await pollPastJob(page, host, 2);
  await expect(historyRows(page).nth(1)).toContainText('Terminé');
  await historyRows(page).nth(1).getByText(MESSAGES.slideshowAiOpen).click();
  await expect(slides(page)).toHaveCount(7);
});
