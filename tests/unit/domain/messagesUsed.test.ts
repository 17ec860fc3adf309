// Every sentence of the catalogue is used somewhere (issue 31): an entry nothing reads is removed,
// not kept "in case". A key counts as used when a source file (any layer, tests included) names it
// as `MESSAGES.key` or as a quoted key ('key', for formatMessage and typed keys).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';

const ROOT = join(__dirname, '..', '..', '..');
const SCANNED = ['common', 'main', 'preload', 'renderer/src', 'server/src', 'scripts', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'dist', 'out']);
const CATALOGUE = 'common/domain/messages.ts';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('message catalogue', () => {
  it('has no sentence used nowhere', () => {
    const self = relative(ROOT, __filename).split('\\').join('/');
    const text = SCANNED.flatMap(sources)
      .filter((path) => path !== CATALOGUE && path !== self)
      .map((path) => readFileSync(join(ROOT, path), 'utf8'))
      .join('\n');
    // authorSaved is read by authorSavedMessage, in the catalogue itself.
    const catalogue = readFileSync(join(ROOT, CATALOGUE), 'utf8').split('} as const;')[1] ?? '';
    const unused = Object.keys(MESSAGES).filter((key) => {
      const used = new RegExp(`MESSAGES\\.${key}\\b|['"\`]${key}['"\`]`);
      return !used.test(text) && !used.test(catalogue);
    });
    expect(unused).toEqual([]);
  });
});
