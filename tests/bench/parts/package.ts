// `npm run bench -- package` (issue 38): the packaged app's main-process module load in plain Node
// (out/main from the packaged layout, `electron` stubbed: Electron's binary cannot run here), over
// 20 cold `node` processes, and the .deb's size (default xz compression, as installers ship it).
// Needs `npm run build`, dpkg-deb and fakeroot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildDeb,
  buildDirTarget,
  makeStandInElectron,
  sizeMb,
} from '../../../scripts/packageCheck/build';
import {
  extractLayout,
  timeMainLoad,
  writeElectronStandIn,
} from '../../../scripts/packageCheck/layout';
import { percentile, type BenchResult } from '../run';

export async function run(): Promise<BenchResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-package-'));
  try {
    const appDir = await buildDirTarget(work, await makeStandInElectron(work));
    const layout = extractLayout(appDir, join(work, 'layout'));
    const standIn = writeElectronStandIn(work);
    const loads = Array.from({ length: 20 }, () => timeMainLoad(layout, standIn));
    const deb = sizeMb(await buildDeb(appDir, join(work, 'deb')));
    return [
      {
        name: 'package: main-process module load (packaged out/main, plain Node)',
        unit: 'ms',
        p50: percentile(loads, 50),
        p95: percentile(loads, 95),
        target: 250,
      },
      { name: 'package: .deb size (xz)', unit: 'MB', p50: deb, p95: deb, target: null },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
