// Child process of the kill test (issue 13 "Figures"): autosaves one draft continuously — each
// revision a ~200 KB body — and prints `saved <revision>` once a write has returned, until the
// parent SIGKILLs it. `atomic`: the app's DraftStore (hand-written temp + fsync + rename writer);
// `conf`: one `conf` store per draft (what electron-store is built on), for comparison.
import { DraftStore, fileNameForKey } from '../../main/drafts/DraftStore';

export const KILL_KEY = 'TEL:kill';

function body(revision: number): string {
  return `Révision ${revision} `.repeat(12_000 + (revision % 5) * 1_000);
}

async function atomic(folder: string): Promise<void> {
  const store = await DraftStore.open(folder);
  let revision = store.get(KILL_KEY)?.revision ?? 0;
  process.stdout.write('ready\n');
  for (;;) {
    revision += 1;
    await store.put(KILL_KEY, { title: `Révision ${revision}`, body: body(revision) }, revision);
    process.stdout.write(`saved ${revision}\n`);
  }
}

async function conf(folder: string): Promise<void> {
  const { default: Conf } = await import('conf');
  const store = new Conf<Record<string, unknown>>({
    cwd: folder,
    configName: fileNameForKey(KILL_KEY).replace(/\.json$/, ''),
    projectName: 'kill-test',
  });
  let revision = Number(store.get('revision') ?? 0);
  process.stdout.write('ready\n');
  for (;;) {
    revision += 1;
    store.store = {
      key: KILL_KEY,
      revision,
      value: { title: `Révision ${revision}`, body: body(revision) },
    };
    process.stdout.write(`saved ${revision}\n`);
    // conf writes synchronously: let the parent's kill land between writes as well as within.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const [mode, folder] = process.argv.slice(2);
if (!folder || (mode !== 'atomic' && mode !== 'conf'))
  throw new Error('usage: killAutosaver atomic|conf <folder>');
void (mode === 'atomic' ? atomic(folder) : conf(folder));
