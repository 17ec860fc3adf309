// `npm run bench -- startup` (issue 11): the app as a journalist launches it, under the browser host
// in Chromium (Electron's binary cannot run here; its figure is measured where it exists).
//   - launch → login usable (the « Se connecter » button enabled), cold (new data folder) and warm;
//   - launch → article list painted (first row, or the empty state) with a remembered session
//     (needs a keychain: run the
//     bench inside the test's D-Bus session, see scripts/test.sh; skipped without one);
//   - main-process module load (the services both hosts load before the window);
//   - embedded server: ready time (new folder from the template, and reopened), RSS after start and
//     after 100 list / search / save calls;
//   - the renderer's chunks (gzip): login + shell + lists, and the editor loaded on demand.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { _electron as electron, chromium, type Browser, type Page } from '@playwright/test';
import { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import type { HttpTransport } from '../../../main/api/httpTransport';
import { startNodeChildServer } from '../../../main/embedded/nodeChildServer';
import { electronBinary } from '../../e2e/support/electronBinary';
import { CHROMIUM_LAUNCH } from '../../support/chromium';
import { percentile, type BenchResult } from '../run';

const ROOT = resolve(__dirname, '../../..');
const ADMIN = { email: 'bench@example.com', password: 'Motdepasse-bench-1' };

function result(name: string, unit: string, samples: number[], target: number | null): BenchResult {
  return { name, unit, p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

interface Host {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

function launchHost(dataDir: string): Promise<Host> {
  const child = spawn(process.execPath, [resolve(ROOT, 'out/main/host.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      BACKOFFICE_NO_BROWSER: '1',
      BACKOFFICE_DATA_DIR: dataDir,
      BACKOFFICE_ADMIN_EMAIL: ADMIN.email,
      BACKOFFICE_ADMIN_PASSWORD: ADMIN.password,
      BACKOFFICE_API_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /BACKOFFICE_WEB_LISTENING (\S+)/.exec(out)?.[1];
      if (url)
        done({
          child,
          url,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.once('exit', () => fail(new Error('host exited before listening')));
  });
}

/**
 * Set in the page before its first script: the wall-clock time (epoch ms) of the frame that first
 * showed the login button enabled, or a list row or the list's empty state. Read in the page, not
 * by Playwright's locator: its polling backs off to one check every 500 ms, which added up to half
 * a second to these figures. A string, so that nothing of the bench's compiler reaches the page.
 */
const FIRST_SCREEN_PROBE = `(() => {
  const shown = () => {
    const login = [...document.querySelectorAll('button')].some(
      (b) => b.textContent.trim() === 'Se connecter' && !b.disabled && b.getAttribute('aria-disabled') !== 'true');
    if (login) return 'login';
    const rows = document.querySelectorAll('[role=row]').length > 1 ||
      (document.body && document.body.innerText.includes('Aucun résultat'));
    return rows ? 'rows' : null;
  };
  window.__firstScreen = new Promise((done, fail) => {
    setTimeout(() => fail(new Error('ni connexion ni liste après 120 s')), 120000);
    // Installed late (Electron's first window): already there is now.
    const already = shown();
    if (already) return done({ what: already, at: performance.timeOrigin + performance.now() });
    const observer = new MutationObserver(() => {
      const what = shown();
      if (!what) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done({ what, at: performance.timeOrigin + performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
})();`;

function firstScreen(page: Page): Promise<{ what: 'login' | 'rows'; at: number }> {
  return page.evaluate(
    () =>
      (window as unknown as { __firstScreen: Promise<{ what: 'login' | 'rows'; at: number }> })
        .__firstScreen,
  );
}

/**
 * The desktop app itself where Electron's binary exists: launch → login usable, on a new data
 * folder then again on it. The probe goes in once the first window exists (Electron offers no
 * script before the page's own), so a screen already shown then counts from that moment.
 */
async function electronLaunches(): Promise<BenchResult[]> {
  const binary = electronBinary();
  if (!binary) {
    console.log(
      '  (binaire Electron absent : lancement du bureau non mesuré, l’hôte navigateur l’est)',
    );
    return [];
  }
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-electron-'));
    try {
      for (const into of [cold, warm]) {
        const started = performance.timeOrigin + performance.now();
        const app = await electron.launch({
          executablePath: binary,
          args: [ROOT],
          env: {
            ...process.env,
            BACKOFFICE_DATA_DIR: dataDir,
            BACKOFFICE_ADMIN_EMAIL: ADMIN.email,
            BACKOFFICE_ADMIN_PASSWORD: ADMIN.password,
            BACKOFFICE_API_URL: '',
          },
        });
        try {
          const window = await app.firstWindow();
          await window.evaluate(FIRST_SCREEN_PROBE);
          const first = await firstScreen(window);
          if (first.what === 'login') into.push(first.at - started);
        } finally {
          await app.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }
  return [
    ['startup (Electron): launch → login usable, new data folder', cold] as const,
    ['startup (Electron): launch → login usable, warm', warm] as const,
  ]
    .filter(([, samples]) => samples.length > 0)
    .map(([name, samples]) => result(name, 'ms', samples, 1500));
}

/** One launch: ms from spawn to the login button enabled, or to rows with a remembered session. */
async function launch(
  browser: Browser,
  dataDir: string,
  signIn: boolean,
): Promise<{ loginUsable: number | null; firstRows: number | null }> {
  const started = performance.timeOrigin + performance.now();
  // The window opens while the host starts, as Electron's main creates its window at once (and a
  // running browser opens a tab): Chromium's new context and tab are not after the host's start.
  const [host, context] = await Promise.all([
    launchHost(dataDir),
    browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' }),
  ]);
  const page = await context.newPage();
  try {
    await page.addInitScript(FIRST_SCREEN_PROBE);
    await page.goto(host.url);
    const first = await firstScreen(page);
    const at = first.at - started;
    if (first.what === 'rows') return { loginUsable: null, firstRows: at };
    if (signIn) {
      await page.getByLabel(/Adresse e-mail/).fill(ADMIN.email);
      await page.getByLabel(/Mot de passe/).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ timeout: 120_000 });
      // The journalist sees their list before quitting, as someone who comes back the next day
      // did: quitting first left no local copy of it, and the next launch waited for the server.
      await page
        .getByRole('row')
        .nth(1)
        .or(page.getByText('Aucun résultat'))
        .waitFor({ timeout: 120_000 });
    }
    return { loginUsable: at, firstRows: null };
  } finally {
    await context.close();
    await host.stop();
  }
}

/** ms to load the services main loads before the window (a fresh Node, tsx's loader). */
function mainModuleLoad(): number {
  const script = `const t=performance.now();require('./main/app/Backoffice');require('./main/host/BrowserHost');process.stdout.write(String(performance.now()-t))`;
  const out = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return Number(out.stdout);
}

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function embeddedServer(): Promise<BenchResult[]> {
  const ready: { cold: number[]; warm: number[] } = { cold: [], warm: [] };
  const rss: { started: number[]; after: number[] } = { started: [], after: [] };
  for (let run = 0; run < 3; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-server-'));
    try {
      for (const kind of ['cold', 'warm'] as const) {
        const t = performance.now();
        const server = await startNodeChildServer({
          projectRoot: ROOT,
          dataDir,
          // The built server, as the app runs it (`npm run web`, Electron).
          builtServer: resolve(ROOT, 'out/main/server.js'),
          env: {
            DATABASE_URL: '',
            BACKOFFICE_ADMIN_EMAIL: ADMIN.email,
            BACKOFFICE_ADMIN_PASSWORD: ADMIN.password,
          },
        });
        ready[kind].push(performance.now() - t);
        if (kind === 'warm') {
          const pid = childPid(dataDir);
          rss.started.push(rssMb(pid));
          await hundredCalls(server.transport, server.url);
          rss.after.push(rssMb(pid));
        }
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }
  return [
    result('startup: embedded server ready, new folder (template)', 'ms', ready.cold, null),
    result('startup: embedded server ready, existing folder', 'ms', ready.warm, null),
    result('startup: embedded server RSS after start', 'MB', rss.started, 400),
    result('startup: embedded server RSS after 100 list/search/save', 'MB', rss.after, 400),
  ];
}

/** The server child of this bench on that data folder (its command line names the folder). */
function childPid(dataDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (env.includes(`BACKOFFICE_DATA_DIR=${join(dataDir, 'server')}`)) return Number(entry);
    } catch {
      // a process that ended meanwhile, or not ours
    }
  }
  return undefined;
}

async function hundredCalls(transport: HttpTransport, url: string): Promise<void> {
  const bridge = new GraphqlBridge({ apiUrl: () => url, transport, clientVersion: 'bench' });
  const login = await bridge.request(
    {
      operationName: 'Login',
      query:
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: ADMIN,
    },
    null,
  );
  const token = (login.data as { login: { token: string } }).login.token;
  for (let i = 0; i < 100; i += 1) {
    const op = i % 3;
    if (op === 0)
      await bridge.request(
        {
          operationName: 'articles',
          query:
            'query articles { articles(first: 50, where: { brandKey: "TEL" }) { id title status } }',
        },
        token,
      );
    else if (op === 1)
      await bridge.request(
        {
          operationName: 'searchArticles',
          query:
            'query searchArticles { searchArticles(first: 50, query: "festival", where: { brandKey: "TEL" }) { id title } }',
        },
        token,
      );
    else
      await bridge.request(
        {
          operationName: 'upsertArticle',
          query:
            'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
          variables: {
            create: { brandKey: 'TEL', format: 'Rich', title: `Essai de démarrage ${i}` },
          },
        },
        token,
      );
  }
}

function chunkSizes(): BenchResult[] {
  const dir = join(ROOT, 'out/renderer/assets');
  const gz = (f: string) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length / 1024;
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const editor = files.filter((f) => f.startsWith('ArticleEditorPage'));
  const html = readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8');
  const first = files.filter((f) => html.includes(f));
  const lists = files.filter((f) => f.startsWith('ArticleListPage'));
  // Every chunk those import, as the browser loads them (the list's own imports included).
  const closure = (starts: string[], into = new Set<string>()) => {
    const load = (f: string) => {
      if (into.has(f)) return;
      into.add(f);
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(
        /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
      ))
        load(m[1]!);
    };
    starts.forEach(load);
    return into;
  };
  const loaded = closure([...first, ...lists]);
  // What opening the editor adds to that.
  const editorAdds = [...closure(editor, new Set(loaded))].filter((f) => !loaded.has(f));
  const sum = (fs: Iterable<string>) => [...fs].reduce((n, f) => n + gz(f), 0);
  console.log(`  renderer: login + shell + lists load ${loaded.size} chunks`);
  return [
    {
      name: 'startup: renderer login + shell + lists (gzip)',
      unit: 'kB',
      p50: sum(loaded),
      p95: sum(loaded),
      target: 250,
    },
    {
      name: 'startup: renderer editor, loaded on demand (gzip, beyond the first load)',
      unit: 'kB',
      p50: sum(editorAdds),
      p95: sum(editorAdds),
      target: null,
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [...chunkSizes()];
  const load = [1, 2, 3, 4, 5].map(() => mainModuleLoad());
  results.push(result('startup: main-process module load', 'ms', load, null));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    const rows: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
      try {
        const first = await launch(browser, dataDir, Boolean(process.env.DBUS_SESSION_BUS_ADDRESS));
        if (first.loginUsable !== null) cold.push(first.loginUsable);
        for (let again = 0; again < 2; again += 1) {
          const next = await launch(browser, dataDir, false);
          if (next.loginUsable !== null) warm.push(next.loginUsable);
          if (next.firstRows !== null) rows.push(next.firstRows);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      }
    }
    console.log(
      `  launches (ms): cold ${cold.map(Math.round).join(', ')}; warm rows ${rows.map(Math.round).join(', ')}`,
    );
    results.push(result('startup: launch → login usable, new data folder', 'ms', cold, 1500));
    if (warm.length) results.push(result('startup: launch → login usable, warm', 'ms', warm, 1500));
    if (rows.length)
      results.push(
        result('startup: launch → first rows, remembered session, warm', 'ms', rows, 2000),
      );
    else console.log('(no keychain in this session: remembered-session launch not measured)');
  } finally {
    await browser.close();
  }
  results.push(...(await electronLaunches()));
  results.push(...(await embeddedServer()));
  return results;
}
