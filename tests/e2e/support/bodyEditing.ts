// Typing sequences shared by the editor harness and the article screen end-to-end tests: the same
// body gestures, whichever page hosts the editor.
import { expect, type Locator, type Page } from '@playwright/test';
import { FRAME_KINDS, FRAME_LABELS } from '../../../common/richtext/frames';

export const FRAMES = FRAME_KINDS.map((kind) => FRAME_LABELS[kind]);

/** Types at human pace (input rules and the selection keep up). */
export const typeSlowly = (page: Page, text: string) => page.keyboard.type(text, { delay: 15 });

/** Types one paragraph per frame and 'Fin du texte.', then puts each paragraph in its frame. */
export async function typeOneParagraphPerFrame(
  page: Page,
  body: Locator,
  tool: (name: string) => Locator,
): Promise<void> {
  for (const label of FRAMES) {
    await typeSlowly(page, `Texte ${label}`);
    await page.keyboard.press('Enter');
  }
  await typeSlowly(page, 'Fin du texte.');
  for (const label of FRAMES) {
    await body.getByText(`Texte ${label}`, { exact: true }).click();
    await tool('Encadré').click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();
  }
  await expect(body.locator('aside[data-frame]')).toHaveCount(FRAMES.length);
}

/** Opens the table dialog after 'Fin du texte.' and fills its title and source. */
export async function openTableDialog(
  page: Page,
  body: Locator,
  tool: (name: string) => Locator,
  fields: { title: string; source: string },
): Promise<Locator> {
  await body.getByText('Fin du texte.').click();
  await page.keyboard.press('End');
  await tool('Insérer').click();
  await page.getByRole('menuitem', { name: 'Tableau' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titre').fill(fields.title);
  await dialog.getByLabel('Source').fill(fields.source);
  return dialog;
}
