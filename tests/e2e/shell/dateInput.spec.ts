// Issue 30: date fields in French order (jj/mm/aaaa) and Paris days whatever the browser's
// language and zone: the browser's own <input type="date"> showed 11/26/2026 under en-US. The
// dashboard's « Du » / « Au » with the browser in en-US and the machine in California.
import { expect, test } from '@playwright/test';
import { parisDay } from '../../../common/domain/dashboard';
import { dayToFrench } from '../../../common/domain/dates';
import { appUrl, openSignedOut, signIn } from '../support/app';
import { shootLightAndDark } from '../support/screens';

test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

test('the dashboard’s date fields read and write day first, in French, in Paris days', async ({
  page,
}) => {
  await openSignedOut(page);
  await signIn(page);
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await page.goto(appUrl('/dashboard'));

  const from = page.getByLabel('Du', { exact: true });
  const to = page.getByLabel('Au', { exact: true });
  // Reset = today in Paris (not California's day), shown day first.
  const today = dayToFrench(parisDay(new Date()));
  await expect(from).toHaveValue(today);
  await expect(to).toHaveValue(today);

  await from.fill('03/02/2026');
  await from.press('Tab');
  await expect(from).toHaveValue('03/02/2026');
  await expect
    .poll(() =>
      page.evaluate(() => Object.values(sessionStorage).find((v) => v.includes('"startDate"'))),
    )
    .toContain('"startDate":"2026-02-03"');

  // What is not a day says so in French; US order is not read as a day.
  await to.fill('11/26/2026');
  await to.press('Tab');
  await expect(
    page.getByText('Date invalide : saisissez jj/mm/aaaa', { exact: false }),
  ).toBeVisible();

  // The calendar is French, Monday first.
  const calendar = page.getByRole('dialog');
  await expect(calendar).toHaveCount(0);
  await page.getByRole('button', { name: 'Calendrier : Du' }).click();
  await expect(calendar.getByText('février 2026')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveText('L');
  await shootLightAndDark(page, 'date-input');
  await calendar.getByRole('gridcell', { name: /^10/ }).first().click();
  await expect(from).toHaveValue('10/02/2026');
});
