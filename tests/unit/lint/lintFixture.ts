// Lints a deliberately wrong import, and an allowed one, as if they sat in a given file of the tree:
// how tests/unit/lint proves each import boundary of eslint.config.mjs.
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages of `code` linted as the file at `filePath`. */
export async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

export interface BoundaryCase {
  /** The boundary the case proves (a layer, or kits and features inside the renderer). */
  layer: string;
  file: string;
  wrong: string;
  allowed: string;
}

/** One test per case: the wrong import is refused, the allowed one is not. */
export function itRefusesTheWrongImport(cases: BoundaryCase[]): void {
  it.each(cases)(
    '$layer is refused, the allowed import is not',
    async (c) => {
      expect(await restrictedImports(c.file, `${c.wrong}\nexport const y = x;\n`)).not.toEqual([]);
      expect(await restrictedImports(c.file, `${c.allowed}\nexport const y = 1;\n`)).toEqual([]);
    },
    60_000,
  );
}
