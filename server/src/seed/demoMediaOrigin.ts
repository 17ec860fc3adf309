// The origin the demo's photo URLs are written with. An uploaded photo's URL carries the origin of
// the server that received it; the seed runs before any server, so it says where the media routes
// will be: BACKOFFICE_PUBLIC_URL when set (a newsroom behind a proxy); with DATABASE_URL the server
// run alone (`npm run server`, PORT, default 4000); else the embedded server's media port, which
// it remembers in `<media folder>/.port` and takes again at each start (mediaHttp.listenMedia):
// the seed reads that file, or picks a free port and writes it for the server to take.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DEFAULT_PORT } from '../config';
import { mediaFolderFor } from '../media/mediaFromEnv';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('Aucun port libre sur 127.0.0.1.');
  return address.port;
}

export async function demoMediaOrigin(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const publicUrl = env.BACKOFFICE_PUBLIC_URL?.trim();
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (!dataDir) return `http://127.0.0.1:${Number(env.PORT) || DEFAULT_PORT}`;
  const portFile = join(mediaFolderFor(dataDir, env), '.port');
  const remembered = Number((await readFile(portFile, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(remembered) && remembered > 1024) return `http://127.0.0.1:${remembered}`;
  const port = await freePort();
  await mkdir(dirname(portFile), { recursive: true });
  await writeFile(portFile, String(port));
  return `http://127.0.0.1:${port}`;
}
