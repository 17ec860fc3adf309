// A browser host on the demo data (`seed --demo`, issue 36: it imports the demo magazines of
// resources/demo/print-magazine.json — TEL's « Télé-Loisirs » and GEO's « GEO », their subjects,
// raw articles and board cards), for the print screens' specs. Worker-scoped: the print specs of
// one worker share it, so a test must not count what another may have made (web copies, subjects).
// `withHeldBridgeCalls` holds chosen calls of the app to main (its bridge socket) until the test
// lets them go: a screen's loading state can be seen and shot without racing the server.
import type { Page, WebSocketRoute } from '@playwright/test';
import { signIn, startSeededHost, type SeededHost } from '../articles/seededHost';

export type { SeededHost as PrintHost } from '../articles/seededHost';

/** The demo seed's arguments, as other demo specs use them (one seeded folder per run). */
export const PRINT_SEED_ARGS = ['--demo', '--articles', '0'] as const;

type WorkerHostFixture = [
  (fixtures: object, use: (host: SeededHost) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
];

/** `base.extend<object, { host: PrintHost }>({ host: printHostFixture })`. */
export const printHostFixture: WorkerHostFixture = [
  // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  async ({}: object, use: (host: SeededHost) => Promise<void>) => {
    const host = await startSeededHost([...PRINT_SEED_ARGS]);
    await use(host);
    await host.close();
  },
  { scope: 'worker', timeout: 180_000 },
];

export { signIn as signInPrintHost };

interface BridgeMessage {
  channel?: string;
  payload?: { operationName?: string };
}

/**
 * Relays the app's bridge socket, holding each GraphQL call named `operationName` until `release`
 * is called; calls made after `release` go straight through. Set up before the page (re)loads.
 */
export async function withHeldBridgeCalls(
  page: Page,
  operationName: string,
): Promise<{ held: () => number; release: () => void }> {
  const waiting: Array<() => void> = [];
  let holding = true;
  let count = 0;
  await page.routeWebSocket(/\/bridge(\?|$)/, (socket: WebSocketRoute) => {
    const main = socket.connectToServer();
    socket.onMessage((message) => {
      const data = JSON.parse(String(message)) as BridgeMessage;
      const send = () => main.send(message);
      if (
        holding &&
        data.channel === 'graphql.request' &&
        data.payload?.operationName === operationName
      ) {
        count += 1;
        waiting.push(send);
      } else send();
    });
  });
  return {
    held: () => count,
    release() {
      holding = false;
      for (const send of waiting.splice(0)) send();
    },
  };
}
