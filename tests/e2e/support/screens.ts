// The light and dark screenshots every e2e spec keeps for review: one helper instead of a copy of
// the « emulate dark, wait, shoot, back to light » block in each spec. Nothing is taken unless
// SCREENSHOT_DIR is set (CI runs without it); files are `<name>-light.png` and `<name>-dark.png`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

export type ColorScheme = 'light' | 'dark';

export interface LightAndDarkOptions {
  /** The whole scrollable page rather than the viewport. */
  fullPage?: boolean;
  /** One element (a dialog, say) rather than the page. */
  target?: Locator;
  /** Brings back what the scheme change hid (a hover tooltip, say) before each screenshot. */
  ready?: (scheme: ColorScheme) => Promise<void>;
}

/**
 * Switches the page to a colour scheme and waits until the app has drawn it: the media query
 * answers the new scheme (the app follows it through `useOsColorScheme`), then two frames so the
 * re-render is painted. No fixed wait.
 */
export async function showScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark,
    scheme === 'dark',
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Screenshots what is on screen in light then dark mode into SCREENSHOT_DIR, and leaves the page in
 * light mode. Colour transitions are run to their end (`animations: 'disabled'`), so the dark
 * picture is never caught halfway.
 */
export async function shootLightAndDark(
  page: Page,
  name: string,
  options: LightAndDarkOptions = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await options.ready?.(scheme);
    const path = join(SCREENSHOT_DIR, `${name}-${scheme}.png`);
    if (options.target) await options.target.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: options.fullPage, animations: 'disabled' });
  }
  await showScheme(page, 'light');
}
