// The renderer's inner boundaries of eslint.config.mjs (DESIGN.md "One content kit"): a kit never
// imports a feature, a feature never imports another feature, and the contentTypes/ registry may.
// Each proved by a deliberately wrong import linted as if it sat there, next to an allowed one.
import { describe, expect, it } from 'vitest';
import { itRefusesTheWrongImport, restrictedImports, type BoundaryCase } from './lintFixture';

const refused: BoundaryCase[] = [
  {
    layer: 'editorKit → a feature',
    file: 'renderer/src/editorKit/fixture.ts',
    wrong: "import { x } from '../features/drafts/LocalDraftsPage';",
    allowed: "import { x } from '../draftsKit';",
  },
  {
    layer: 'a kit, nested, → a feature',
    file: 'renderer/src/editor/nodes/fixture.ts',
    wrong: "import { x } from '../../features/articles/ArticleEditor';",
    allowed: "import { x } from '../../mediaKit/useUploads';",
  },
  {
    layer: 'listKit → a feature',
    file: 'renderer/src/listKit/fixture.ts',
    wrong: "import { x } from '../features/cards/CardListPage';",
    allowed: "import { x } from '../ui/LoadErrorBar';",
  },
  {
    layer: 'a feature → another feature',
    file: 'renderer/src/features/slideshows/fixture.ts',
    wrong: "import { x } from '../articles/ArticleEditor';",
    allowed: "import { x } from '../../articleKit/articleForm';",
  },
  {
    layer: 'a feature, nested, → another feature',
    file: 'renderer/src/features/admin/crud/fixture.ts',
    wrong: "import { x } from '../../pages/PageEditor';",
    allowed: "import { x } from '../adminApi';",
  },
  {
    layer: 'a feature → another feature, through features/',
    file: 'renderer/src/features/cards/fixture.ts',
    wrong: "import { x } from '../../features/pages/pageForm';",
    allowed: "import { x } from './cardForm';",
  },
  {
    layer: 'a kit keeps the renderer layer (→ node)',
    file: 'renderer/src/draftsKit/fixture.ts',
    wrong: "import { x } from 'node:fs';",
    allowed: "import { x } from '../../../common/ipc';",
  },
  {
    layer: 'a feature keeps the renderer layer (→ main)',
    file: 'renderer/src/features/pages/fixture.ts',
    wrong: "import { x } from '../../../../main/drafts/DraftStore';",
    allowed: "import { x } from '../../../../common/domain/messages';",
  },
];

describe('renderer kits and features (eslint no-restricted-imports)', () => {
  itRefusesTheWrongImport(refused);

  it('the contentTypes/ registry and the app may import features', async () => {
    const code = "import { x } from '../features/cards/cardEditorAdapter';\nexport const y = x;\n";
    expect(await restrictedImports('renderer/src/contentTypes/fixture.ts', code)).toEqual([]);
    expect(await restrictedImports('renderer/src/app/fixture.ts', code)).toEqual([]);
  }, 60_000);
});
