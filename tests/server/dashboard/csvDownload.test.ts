// The desktop side of « Télécharger le CSV » (main/dashboard): main streams the API's CSV into a
// file, over HTTP (a remote API) and over the embedded server's message channel (the default),
// keeping the file only when the whole answer arrived and showing the API's French refusal.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelStream, httpGetStream } from '../../../main/dashboard/apiStream';
import {
  DownloadRegistry,
  exportDashboardCsv,
  savedFileTarget,
} from '../../../main/dashboard/csvExport';
import { createApp } from '../../../server/src/app';
import { serveOverChannel, type ParentChannel } from '../../../server/src/channel';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { articles } from '../../../server/src/db/schema/content';

describe('dashboard CSV download from main', () => {
  let server: TestServer;
  let dir: string;
  const filter = { startDate: '2026-05-04', endDate: '2026-05-04' };

  beforeAll(async () => {
    server = await startTestServer();
    // More rows than one batch of the export (1,000), in one statement.
    await server.handle.db.insert(articles).values(
      Array.from({ length: 1500 }, (_, i) => ({
        title: `Article n°${i} ; « été »`,
        brandKey: 'TEL',
        format: 'Rich',
        status: 'Published',
        publishedAt: new Date(Date.UTC(2026, 4, 4, 8, 0, i % 60, i)),
      })),
    );
    dir = mkdtempSync(join(tmpdir(), 'dashboard-csv-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function readCsv(path: string): string[] {
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  }

  it('saves the whole CSV where the user chose, over HTTP', async () => {
    const path = join(dir, 'http.csv');
    const result = await exportDashboardCsv({
      apiUrl: server.url,
      token: server.admin.token,
      filter,
      stream: httpGetStream,
      target: savedFileTarget(path),
    });
    expect(result).toEqual({ outcome: 'saved', path });
    const lines = readCsv(path);
    expect(lines).toHaveLength(1 + 1500);
    expect(lines[1]).toMatch(/^04\/05\/2026 10:0\d;;"Article n°\d+ ; « été »";/);
    // No part file left beside it.
    expect(readdirSync(dir)).toEqual(['http.csv']);
  });

  it('streams over the embedded server channel too, as a one-time download', async () => {
    // The server's channel side and main's, linked in memory as the child process links them.
    const toServer: ((m: unknown) => void)[] = [];
    const toMain: ((m: unknown) => void)[] = [];
    const parent: ParentChannel = {
      onMessage: (l) => void toServer.push(l),
      send: (m) => setImmediate(() => toMain.forEach((l) => l(structuredClone(m)))),
      onClose: () => {},
    };
    serveOverChannel(createApp({ handle: server.handle }), parent);
    const stream = channelStream(
      {
        send: (m) => setImmediate(() => toServer.forEach((l) => l(structuredClone(m)))),
        onMessage: (l) => void toMain.push(l),
      },
      new Promise(() => {}),
    );
    const downloads = new DownloadRegistry();
    try {
      const result = await exportDashboardCsv({
        apiUrl: 'ipc://serveur-integre/',
        token: server.admin.token,
        filter,
        stream,
        target: downloads.target('dashboard.csv'),
      });
      expect(result.outcome).toBe('download');
      const id = result.outcome === 'download' ? result.url.split('/').pop()! : '';
      const file = await downloads.take(id);
      expect(file?.name).toBe('dashboard.csv');
      expect(readCsv(file!.path)).toHaveLength(1501);
      expect(await downloads.take(id)).toBeNull();

      // A refusal comes back as the API's French message, and no file is made.
      const refused = await exportDashboardCsv({
        apiUrl: 'ipc://serveur-integre/',
        token: null,
        filter,
        stream,
        target: downloads.target('x.csv'),
      });
      expect(refused).toEqual({ outcome: 'error', message: 'user token not found' });
    } finally {
      await downloads.close();
    }
  });

  it('keeps no file when the API refuses the filter', async () => {
    const path = join(dir, 'refused.csv');
    const result = await exportDashboardCsv({
      apiUrl: server.url,
      token: server.admin.token,
      filter: { startDate: '04/05/2026' },
      stream: httpGetStream,
      target: savedFileTarget(path),
    });
    expect(result).toEqual({
      outcome: 'error',
      message: "Le contenu saisi n'est pas valide",
    });
    expect(readdirSync(dir)).not.toContain('refused.csv');
  });
});
