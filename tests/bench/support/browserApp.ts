// The app as a journalist uses it, for the benchmarks measured in a browser: the built browser host
// (out/main/host.js, as `npm run web` runs it) pointed at a bench's own API (BACKOFFICE_API_URL),
// Debian's Chromium, a signed-in session. The host keeps its token in the keychain: run the bench
// inside a keyring session (see README « Benchmarks »).
//
// Timing, measured in the page (no round trip to this process in the figure):
//   - `paintedAfter`: from just before an action to a task posted from the animation frame that
//     follows the moment a selector matches (that task runs once the frame showing it is produced);
//   - `inputToPaint`: from each input event to the frame after it.
// The frame figures (what each frame cost while scrolling or dragging) are in support/frames.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startHost, type StartedHost } from '../../e2e/support/hostProcess';
import { CHROMIUM_LAUNCH } from '../../support/chromium';

export interface Credentials {
  email: string;
  password: string;
}

export interface BrowserApp {
  /** The app's address (`http://127.0.0.1:port/`); routes are hashes (`#/article/list`). */
  url: string;
  page: Page;
  /** A second signed-in window (another journalist's screen), opened on demand. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Launches the host on `apiUrl`, opens Chromium and signs `who` in. Chromium draws a frame as soon
 * as the page needs one (--disable-frame-rate-limit: the paint-after-action figures do not wait for
 * a 60 Hz tick), or with `screenRate` at a screen's 60 Hz, for the frame figures (support/frames.ts).
 */
export async function openBrowserApp(
  apiUrl: string,
  who: Credentials,
  options: { screenRate?: boolean } = {},
): Promise<BrowserApp> {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS)
    throw new Error(
      'Ce banc ouvre une session dans le navigateur : lancez-le dans une session D-Bus avec un trousseau déverrouillé (README, « Benchmarks »).',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  let host: StartedHost | null = null;
  let browser: Browser | null = null;
  try {
    host = await startHost({ BACKOFFICE_DATA_DIR: dataDir, BACKOFFICE_API_URL: apiUrl });
    browser = await chromium.launch({
      ...CHROMIUM_LAUNCH,
      args: [
        ...CHROMIUM_LAUNCH.args,
        ...(options.screenRate ? [] : ['--disable-frame-rate-limit']),
      ],
    });
    const context: BrowserContext = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1440, height: 900 },
    });
    // tsx names the functions this file hands to page.evaluate with an `__name` helper the page
    // lacks: give it one that does nothing.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await signIn(page, host.url, who);
    const started = host;
    const opened = browser;
    return {
      url: host.url,
      page,
      newPage: () => context.newPage(),
      async close() {
        await opened.close();
        await started.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function signIn(page: Page, url: string, who: Credentials): Promise<void> {
  await page.goto(`${url}#/login`);
  await page.getByLabel('Adresse e-mail').fill(who.email);
  await page.getByLabel('Mot de passe').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: /^Compte :/ }).waitFor({ timeout: 60_000 });
}

/**
 * Signs out by the account menu: the keychain forgets the session, so another window (e.g. one
 * opened at the screen's rate) can sign in afresh.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Compte :/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.getByLabel('Adresse e-mail').waitFor();
}

/**
 * ms from just before `act` to the frame showing the first element matching `selector` (a CSS
 * selector; `:has-text()` is not CSS — use `text` to require an element's text to contain it).
 * The selector must not match before `act` (else 0 would be measured): `ready` checks that.
 */
export async function paintedAfter(
  page: Page,
  act: () => Promise<void>,
  selector: string,
  options: { text?: string; timeoutMs?: number } = {},
): Promise<number> {
  await page.evaluate(
    ({ selector, text, timeoutMs }) => {
      const w = window as unknown as { __benchPaint?: Promise<number> };
      const started = performance.now();
      const matches = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => text === undefined || (element.textContent ?? '').includes(text),
        );
      w.__benchPaint = new Promise<number>((done, fail) => {
        const timer = window.setTimeout(
          () => fail(new Error(`« ${selector} » jamais affiché`)),
          timeoutMs,
        );
        const painted = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              window.clearTimeout(timer);
              done(performance.now() - started);
            };
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (!matches()) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
    },
    { selector, text: options.text, timeoutMs: options.timeoutMs ?? 30_000 },
  );
  await act();
  return page.evaluate(() => (window as unknown as { __benchPaint: Promise<number> }).__benchPaint);
}

/**
 * For every event of `types` (`wheel`, `pointermove`, `dragover`…) dispatched while `act` runs: ms
 * from the event's timestamp to a task posted from the next animation frame, i.e. input to the frame
 * that shows its effect (the editor bench's keystroke-to-paint, for scrolling and dragging).
 */
export async function inputToPaint(
  page: Page,
  types: string[],
  act: () => Promise<void>,
): Promise<number[]> {
  await page.evaluate((types) => {
    const w = window as unknown as { __benchInput?: { samples: number[]; stop: () => void } };
    const samples: number[] = [];
    const listener = (event: Event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    };
    for (const type of types)
      window.addEventListener(type, listener, { capture: true, passive: true });
    w.__benchInput = {
      samples,
      stop: () => types.forEach((type) => window.removeEventListener(type, listener, true)),
    };
  }, types);
  await act();
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const input = (window as unknown as { __benchInput: { samples: number[]; stop: () => void } })
      .__benchInput;
    input.stop();
    return input.samples;
  });
}

/** The load average, printed beside browser figures: on a shared machine they mean little without it. */
export function loadLine(): string {
  return `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
}

/**
 * Drags row `from` over the rows up to `to` and drops it there, by DragEvents dispatched in the page
 * (one per frame, as a pointer crossing the rows makes them: dragenter then 3 dragover a row, the
 * drop, the dragend). Playwright's mouse drag through Chromium's drag interception was tried: in the
 * pages' board it delivered dragenter but no dragover nor drop, so the figure would have missed the work a
 * drag does. The handlers, re-renders and frames measured are the app's own.
 */
export async function dragRow(
  page: Page,
  selector: string,
  from: number,
  to: number,
): Promise<void> {
  await page.evaluate(
    async ({ selector, from, to }) => {
      const rows = () => [...document.querySelectorAll<HTMLElement>(selector)];
      const data = new DataTransfer();
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const fire = (element: HTMLElement, type: string) => {
        const box = element.getBoundingClientRect();
        element.dispatchEvent(
          new DragEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            dataTransfer: data,
            clientX: box.x + box.width / 2,
            clientY: box.y + box.height / 2,
          }),
        );
      };
      const source = rows()[from]!;
      source.scrollIntoView({ block: 'center' });
      await frame();
      fire(source, 'dragstart');
      await frame();
      const step = from < to ? 1 : -1;
      for (let i = from + step; ; i += step) {
        for (let k = 0; k < 4; k++) {
          fire(rows()[i]!, k === 0 ? 'dragenter' : 'dragover');
          await frame();
        }
        if (i === to) break;
      }
      fire(rows()[to]!, 'drop');
      fire(source, 'dragend');
      await frame();
    },
    { selector, from, to },
  );
}

/** Wheel events whose dispatch stalled (see `wheel`) since the process started, and how many of
 * them were answered after the page's view was resized. */
export const wheelStalls = { count: 0, recovered: 0 };

/**
 * `page.mouse.wheel`, but never waiting forever. Chromium answers the protocol's wheel dispatch
 * once the renderer has handled the event (in a frame), and Playwright waits for that answer
 * without a timeout. In a Chromium drawing each frame as soon as committed, without vsync, on this
 * 2-core machine (the frame figures' Chromium until they moved to support/frames.ts), the page was seen to stop producing frames in the middle of a scroll: its main thread
 * idle and answering evaluate, but no animation frame coming, the scroller still, the wheel
 * unanswered for minutes (the dashboard bench hung there; the lists' scroll too, traced). Asking for
 * an animation frame or changing a style did not wake it; resizing the view did, sometimes. So:
 * after `stallMs` without an answer the view is resized by one pixel and back, again every
 * `stallMs`, and after `timeoutMs` the wheel fails with an error saying what happened.
 */
export async function wheel(
  page: Page,
  deltaX: number,
  deltaY: number,
  { stallMs = 2_000, timeoutMs = 30_000 } = {},
): Promise<void> {
  const sent = page.mouse.wheel(deltaX, deltaY).then(() => true);
  // Given up on, it may still fail later (the window closed): not an unhandled rejection.
  sent.catch(() => undefined);
  const later = (ms: number) => new Promise<false>((done) => setTimeout(() => done(false), ms));
  if (await Promise.race([sent, later(stallMs)])) return;
  wheelStalls.count++;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const size = page.viewportSize();
    if (size) {
      await page.setViewportSize({ width: size.width, height: size.height - 1 });
      await page.setViewportSize(size);
    }
    if (await Promise.race([sent, later(stallMs)])) {
      wheelStalls.recovered++;
      return;
    }
  }
  throw new Error(
    `Chromium left a wheel event unanswered for ${(stallMs + timeoutMs) / 1000} s (the page stopped producing frames)`,
  );
}

/** Resolves once the page has produced its next frame (a task after the next animation frame). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
}
