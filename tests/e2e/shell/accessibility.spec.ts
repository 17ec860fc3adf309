// Issue 31: axe-core over every screen of the route table (renderer/src/app/routeTable.ts), in light
// and dark, with the WCAG 2.2 AA tags, on a host seeded with the demo data (articles, cards, orphan
// pages, pushes, tags, authors). Writes test-results/axe-report.json and a markdown table (both
// attached to the Playwright report) and fails on any serious or critical violation. One visit per
// screen, axe run twice (the OS colour scheme switched in between; in dark, the colour rules only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { signIn, startSeededHost, type SeededHost } from '../articles/seededHost';

const REPORT_DIR = resolve(__dirname, '../../../test-results');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCHEMES = ['light', 'dark'] as const;
/** The WCAG 2.2 AA rules whose verdict depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** FluentProvider's background in each theme (webLightTheme / webDarkTheme colorNeutralBackground1). */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(41, 41, 41)' } as const;

const test = base.extend<object, { host: SeededHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The demo content (cards, orphan pages, pushes, tags, authors) and a few articles.
      const host = await startSeededHost(['--demo', '--articles', '12']);
      await use(host);
      await host.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});
test.setTimeout(900_000);

interface Finding {
  screen: string;
  scheme: (typeof SCHEMES)[number];
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** One id of each kind of content the editors open, read from the API. */
async function demoIds(host: SeededHost) {
  const first = async <T>(query: string): Promise<T> =>
    Object.values(await host.graphql<Record<string, T[]>>(query))[0]![0]!;
  const maybe = async <T>(query: string): Promise<T | undefined> =>
    Object.values(await host.graphql<Record<string, T[]>>(query))[0]![0];
  const article = await first<{ id: string; brandKey: string }>(
    '{ searchArticles(first: 1, where: { format: Rich }) { id brandKey } }',
  );
  const slideshow = await maybe<{ id: string }>(
    '{ searchArticles(first: 1, where: { format: Slideshow }) { id } }',
  );
  const video = await maybe<{ id: string; brandKey: string }>(
    '{ searchArticles(first: 1, where: { format: Video }) { id brandKey } }',
  );
  const card = await first<{ id: string; brandKey: string }>('{ cards(first: 1) { id brandKey } }');
  const orphan = await first<{ id: string; brandKey: string }>(
    '{ orphanPages(first: 1) { id brandKey } }',
  );
  const id = async (field: string) =>
    (await first<{ id: string }>(`{ ${field}(first: 1) { id } }`)).id;
  return {
    article,
    slideshow,
    video,
    card,
    orphan,
    tag: await id('tags'),
    author: await id('authors'),
    user: await id('users'),
    role: await id('roles'),
    segment: await id('segments'),
    qualifier: await id('qualifiers'),
  };
}

/** Every screen of the route table, with demo content where the route names one. */
function screens(ids: Awaited<ReturnType<typeof demoIds>>): string[] {
  const { article, slideshow, video, card, orphan } = ids;
  return [
    '/article/list',
    '/video/list',
    `/${article.brandKey}/article/edit/${article.id}`,
    '/TEL/article/edit',
    // The video editor's panel (issue 32): its drop zone on a new video and on a demo one.
    '/TEL/video/edit',
    ...(video ? [`/${video.brandKey}/video/edit/${video.id}`] : []),
    `/article/dup/${article.brandKey}/${article.id}`,
    '/ia/article',
    `/${article.brandKey}/article/live/${article.id}`,
    '/drafts',
    '/authors/list',
    `/authors/edit/${ids.author}`,
    `/${card.brandKey}/card/edit/${card.id}`,
    '/TEL/card/edit',
    `/${card.brandKey}/card/list`,
    '/TEL/mobilepush/add',
    '/mobilepush/list',
    `/orphanpage/edit/${orphan.brandKey}/${orphan.id}`,
    '/orphanpage/new/TEL',
    '/orphanpage',
    '/TEL/page/category/list',
    '/TEL/page/category/create',
    '/page/category/list',
    '/slideshow/list',
    '/slideshow/new/TEL',
    ...(slideshow ? [`/slideshow/edit/${slideshow.id}`] : []),
    '/slideshow/ia/generate/TEL',
    '/tag/list',
    `/tag/edit/${ids.tag}/TEL`,
    '/crud',
    '/crud/user',
    '/crud/user/new',
    `/crud/user/${ids.user}`,
    '/crud/role',
    `/crud/role/${ids.role}`,
    '/crud/googleGroup',
    '/crud/segment',
    `/crud/segment/${ids.segment}`,
    '/crud/qualifier',
    `/crud/qualifier/${ids.qualifier}`,
    '/crud/attributes/list',
    '/crud/attribute/new/TEL',
    '/dashboard',
  ];
}

/** The screen has drawn: its title is set and no spinner is left in the main region. */
async function settled(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/ · /);
  await expect(page.locator('main .fui-Spinner, main [role="progressbar"]')).toHaveCount(0);
}

async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS(
      'background-color',
      BACKGROUND[scheme],
    );
    const builder = new AxeBuilder({ page })
      // Only the violations in full: the passes' nodes are most of axe's time on a big screen.
      // First: `options()` replaces every option, the rule choice below included.
      .options({ resultTypes: ['violations'] })
      // Tabster's focus sentinels (Fluent's arrow-key groups, menus, dialogs): aria-hidden and
      // focusable by design, they only hand focus on the moment they get it. Tabster and Fluent
      // keep them so (microsoft/tabster#288); Accessibility Insights drops them from this rule.
      .exclude('[data-tabster-dummy]')
      // No second page to merge the frames' results: the app has no iframe to visit.
      .setLegacyMode(true);
    // Dark mode changes colours, not the page: in dark only the rules that read colours run again
    // (the others find what they found in light mode).
    if (scheme === 'light') builder.withTags(WCAG_22_AA);
    else builder.withRules(COLOUR_RULES);
    const { violations } = await builder.analyze();
    for (const v of violations)
      findings.push({
        screen,
        scheme,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      });
  }
}

function markdown(findings: readonly Finding[], screenCount: number): string {
  // Per rule: screens where it fails, and elements at fault, in each scheme.
  const rows = new Map<string, { light: number[]; dark: number[] }>();
  for (const f of findings) {
    const key = `${f.rule} | ${f.impact}`;
    const row = rows.get(key) ?? { light: [0, 0], dark: [0, 0] };
    row[f.scheme][0]! += 1;
    row[f.scheme][1]! += f.targets.length;
    rows.set(key, row);
  }
  return [
    `# axe (WCAG 2.2 AA) over ${screenCount} screens, light and dark`,
    '',
    '| rule | impact | light: screens / nodes | dark: screens / nodes |',
    '|---|---|---|---|',
    ...[...rows].map(
      ([key, { light, dark }]) => `| ${key} | ${light.join(' / ')} | ${dark.join(' / ')} |`,
    ),
    ...(rows.size === 0 ? ['| (none) | | 0 | 0 |'] : []),
    '',
  ].join('\n');
}

test('every screen, light and dark, has no serious or critical axe violation', async ({
  page,
  host,
}, testInfo) => {
  const findings: Finding[] = [];
  mkdirSync(REPORT_DIR, { recursive: true });
  // Signed out first: the sign-in screen sits outside the shell.
  await page.goto(`${host.url}#/login`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await audit(page, '/login', findings);
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, host);
  const list = screens(await demoIds(host));
  for (const screen of list) {
    await page.goto(`${host.url}#${screen}`);
    await settled(page);
    await audit(page, screen, findings);
    // Written as it goes: a run cut short still says what it saw.
    writeFileSync(join(REPORT_DIR, 'axe-report.json'), JSON.stringify({ findings }, null, 2));
  }

  const json = JSON.stringify(
    { tags: WCAG_22_AA, screens: ['/login', ...list], findings },
    null,
    2,
  );
  const table = markdown(findings, list.length + 1);
  writeFileSync(join(REPORT_DIR, 'axe-report.json'), json);
  writeFileSync(join(REPORT_DIR, 'axe-report.md'), table);
  await testInfo.attach('axe-report.json', { body: json, contentType: 'application/json' });
  await testInfo.attach('axe-report.md', { body: table, contentType: 'text/markdown' });

  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(blocking, table).toEqual([]);
});

const KEYBOARD_TITLE = 'Clavier seul : la journée d’une journaliste';

/** A draft of TEL with all that publishing asks (image, category, tag, author), for the day below. */
async function draftReadyToPublish(host: SeededHost): Promise<void> {
  const ids = async (query: string) =>
    Object.values(await host.graphql<Record<string, Array<{ id: string }>>>(query))[0]!.map(
      ({ id }) => ({ id }),
    );
  await host.graphql(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: KEYBOARD_TITLE,
        status: 'Draft',
        medias: [
          {
            key: 'clavier',
            href: 'https://img.example.fr/clavier.jpg',
            credit: 'AFP',
            source: 'AFP',
            format: 'image',
          },
        ],
        categories: {
          set: await ids(
            '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
          ),
        },
        tags: { set: await ids('{ tags(first: 1, where: { brandKey: "TEL" }) { id } }') },
        authors: { set: await ids('{ authors(first: 1, where: { brandKey: "TEL" }) { id } }') },
      },
    },
  );
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, backwards = false, max = 60): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false))
      return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} presses`);
}

test('a journalist’s day with the keyboard only: list, open, edit, save, publish', async ({
  page,
  host,
}) => {
  await draftReadyToPublish(host);
  await signIn(page, host);
  await page.goto(`${host.url}#/article/list?brand=TEL&status=Draft`);
  const row = page.getByRole('row').filter({ hasText: KEYBOARD_TITLE });
  await expect(row).toBeVisible();

  // — The first Tab of the window is the skip link; it leads to the screen's content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, row);

  // — Enter opens the article with the keyboard in the editor, on the title.
  await page.keyboard.press('Enter');
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(title).toHaveValue(KEYBOARD_TITLE);
  await expect(title).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' (mise à jour)');
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();

  // — The status control, its menu with the arrows, « Publier » with Enter.
  const status = page.getByRole('button', { name: 'Statut : Brouillon' });
  await tabTo(page, status, true);
  await page.keyboard.press('Enter');
  const publish = page.getByRole('menuitem', { name: 'Publier' });
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 10 && !(await publish.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(publish).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Statut : Publié' })).toBeVisible();
  await expect(title).toHaveValue(`${KEYBOARD_TITLE} (mise à jour)`);
});
