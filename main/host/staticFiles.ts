// Serves the built renderer (out/renderer) without ever leaving its folder.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file a URL path names, relative to the renderer folder (`index.html` for `/`), after
 * percent-decoding and normalisation — what the file system will open, so that checks made on it
 * (the page needs the secret) hold for `/%69ndex.html`, `/./index.html` and the like. Null when
 * the path does not decode.
 */
export function staticPathOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  return relative === '' || relative === '.' ? 'index.html' : relative;
}

export async function readStaticFile(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; type: string } | null> {
  const relative = staticPathOf(urlPath);
  if (relative === null) return null;
  const full = join(root, relative);
  if (
    relative.startsWith('..') ||
    !(full === root || full.startsWith(root.endsWith(sep) ? root : root + sep))
  )
    return null;
  try {
    return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
