// The browser host's side of a download: the file registered by the CSV export, sent once as an
// attachment and then deleted.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { DownloadRegistry } from './csvExport';

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveDownload(
  downloads: DownloadRegistry,
  id: string,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  const file = await downloads.take(id);
  if (!file) {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end('Ce téléchargement a expiré.');
    return;
  }
  try {
    const { size } = await stat(file.path);
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(size),
      'content-disposition': disposition(file.name),
    });
    await pipeline(createReadStream(file.path), res);
  } catch {
    if (!res.headersSent) res.writeHead(500);
    res.destroy();
  } finally {
    await rm(file.path, { force: true });
  }
}
