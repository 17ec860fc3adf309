// The renderer's inner boundaries of eslint.config.mjs (DESIGN.md "One content kit"): a kit never
// imports a feature, a feature never imports another feature, and the contentTypes/ registry may.
// Each proved by a deliberately wrong import linted as if it sat there, next to an allowed one.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const refused: { boundary: string; file: string; wrong: string; allowed: string }[] = [
  {
    boundary: 'editorKit → a feature',
    file: 'renderer/src/editorKit/fixture.ts',
    wrong: "import { x } from '../features/drafts/LocalDraftsPage';",
    allowed: "import { x } from '../draftsKit';",
  },
  {
    boundary: 'a kit, nested, → a feature',
    file: 'renderer/src/editor/nodes/fixture.ts',
    wrong: "import { x } from '../../features/articles/ArticleEditor';",
    allowed: "import { x } from '../../mediaKit/useUploads';",
  },
  {
    boundary: 'listKit → a feature',
    file: 'renderer/src/listKit/fixture.ts',
    wrong: "import { x } from '../features/cards/CardListPage';",
    allowed: "import { x } from '../ui/LoadErrorBar';",
  },
  {
    boundary: 'a feature → another feature',
    file: 'renderer/src/features/slideshows/fixture.ts',
    wrong: "import { x } from '../articles/ArticleEditor';",
    allowed: "import { x } from '../../articleKit/articleForm';",
  },
  {
    boundary: 'a feature, nested, → another feature',
    file: 'renderer/src/features/admin/crud/fixture.ts',
    wrong: "import { x } from '../../pages/PageEditor';",
    allowed: "import { x } from '../adminApi';",
  },
  {
    boundary: 'a feature → another feature, through features/',
    file: 'renderer/src/features/cards/fixture.ts',
    wrong: "import { x } from '../../features/pages/pageForm';",
    allowed: "import { x } from './cardForm';",
  },
  {
    boundary: 'a kit keeps the renderer layer (→ node)',
    file: 'renderer/src/draftsKit/fixture.ts',
    wrong: "import { x } from 'node:fs';",
    allowed: "import { x } from '../../../common/ipc';",
  },
  {
    boundary: 'a feature keeps the renderer layer (→ main)',
    file: 'renderer/src/features/pages/fixture.ts',
    wrong: "import { x } from '../../../../main/drafts/DraftStore';",
    allowed: "import { x } from '../../../../common/domain/messages';",
  },
];

describe('renderer kits and features (eslint no-restricted-imports)', () => {
  it.each(refused)(
    '$boundary is refused, the allowed import is not',
    async (c) => {
      expect(await restrictedImports(c.file, `${c.wrong}\nexport const y = x;\n`)).not.toEqual([]);
      expect(await restrictedImports(c.file, `${c.allowed}\nexport const y = 1;\n`)).toEqual([]);
    },
    60_000,
  );

  it('the contentTypes/ registry and the app may import features', async () => {
    const code = "import { x } from '../features/cards/cardEditorAdapter';\nexport const y = x;\n";
    expect(await restrictedImports('renderer/src/contentTypes/fixture.ts', code)).toEqual([]);
    expect(await restrictedImports('renderer/src/app/fixture.ts', code)).toEqual([]);
  }, 60_000);
});
