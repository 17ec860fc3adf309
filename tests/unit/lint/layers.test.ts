// The layer boundaries of eslint.config.mjs, each proved by a deliberately wrong import linted as if
// it sat in that layer, next to an allowed one that must stay clean.
import { describe } from 'vitest';
import { itRefusesTheWrongImport, type BoundaryCase } from './lintFixture';

const cases: BoundaryCase[] = [
  {
    layer: 'renderer → main',
    file: 'renderer/src/fixture.ts',
    wrong: "import { x } from '../../main/api/GraphqlBridge';",
    allowed: "import { x } from '../../common/domain/messages';",
  },
  {
    layer: 'renderer → server',
    file: 'renderer/src/features/fixture.ts',
    wrong: "import { x } from '../../../server/src/app';",
    allowed: "import { x } from '../../../common/ipc';",
  },
  {
    layer: 'renderer → node',
    file: 'renderer/src/fixture.ts',
    wrong: "import { x } from 'node:fs';",
    allowed: "import { x } from 'react';",
  },
  {
    layer: 'main → server',
    file: 'main/embedded/fixture.ts',
    wrong: "import { x } from '../../server/src/channel';",
    allowed: "import { x } from '../../common/embedded/channelProtocol';",
  },
  {
    layer: 'preload → main',
    file: 'preload/fixture.ts',
    wrong: "import { x } from '../main/electron/index';",
    allowed: "import { x } from '../common/ipc/events';",
  },
  {
    layer: 'server → main',
    file: 'server/src/fixture.ts',
    wrong: "import { x } from '../../main/app/Backoffice';",
    allowed: "import { x } from '../../common/domain/messages';",
  },
  {
    layer: 'engines → main',
    file: 'engines/correction/fixture.ts',
    wrong: "import { x } from '../../main/app/Backoffice';",
    allowed: "import { x } from '../../common/correction/session';",
  },
  {
    layer: 'renderer → engines',
    file: 'renderer/src/fixture.ts',
    wrong: "import { x } from '../../engines/correction/localEngine';",
    allowed: "import { x } from '../../common/correction/hash';",
  },
  {
    layer: 'common → server',
    file: 'common/ipc/fixture.ts',
    wrong: "import { x } from '../../server/src/config';",
    allowed: "import { x } from './channels';",
  },
  {
    layer: 'common/domain → framework',
    file: 'common/domain/fixture.ts',
    wrong: "import { x } from 'react';",
    allowed: "import { x } from './messages';",
  },
  {
    layer: 'electron outside main/electron',
    file: 'main/api/fixture.ts',
    wrong: "import { app } from 'electron';",
    allowed: "import { x } from './httpTransport';",
  },
];

describe('layer boundaries (eslint no-restricted-imports)', () => {
  itRefusesTheWrongImport(cases);
});
