import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', colorScheme: 'dark' });
await page.goto(url);
await page.getByRole('button', { name: /^Compte :/ }).or(page.getByLabel('Adresse e-mail')).first().waitFor();
if (!(await page.getByRole('button', { name: /^Compte :/ }).isVisible())) {
await page.getByLabel('Adresse e-mail').fill('admin@demo.backoffice.test');
await page.getByLabel('Mot de passe').fill('demo-backoffice');
await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}
await page.getByRole('button', { name: /^Compte :/ }).waitFor();
await page.goto(url.replace(/\/\?/, '/?') + '#/tag/list');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/firstrun-shots/tags-dark.png' });
const info = await page.evaluate(() => { const b = [...document.querySelectorAll('.fui-Badge')].find((e) => /^\d+$/.test(e.textContent)); if (!b) return null; const cs = getComputedStyle(b); return { color: cs.color, bg: cs.backgroundColor, text: b.textContent, cls: b.className }; });
console.log(JSON.stringify(info));
process.exit(0);
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/firstrun-shots/orphans-dark.png' });
await browser.close();
