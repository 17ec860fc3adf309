// Child process of the kill test (issue 13 "Figures"): autosaves one draft continuously — each
// revision a ~200 KB body — and prints `saved <revision>` once a write has returned, until the
// parent SIGKILLs it. `conf`: the app's DraftStore (one `conf` store per draft, what
// electron-store is built on); `atomic`: the earlier hand-written writer (temp + fsync + rename,
// main/drafts/atomicFile.ts) on the same file layout, for comparison.
import { writeFileAtomic } from '../../main/drafts/atomicFile';
import { DraftStore, fileNameForKey } from '../../main/drafts/DraftStore';

export const KILL_KEY = 'TEL:kill';

function body(revision: number): string {
  return `Révision ${revision} `.repeat(12_000 + (revision % 5) * 1_000);
}

async function conf(folder: string): Promise<void> {
  const store = await DraftStore.open(folder);
  let revision = store.get(KILL_KEY)?.revision ?? 0;
  process.stdout.write('ready\n');
  for (;;) {
    revision += 1;
    await store.put(KILL_KEY, { title: `Révision ${revision}`, body: body(revision) }, revision);
    process.stdout.write(`saved ${revision}\n`);
    // conf writes synchronously: let the parent's kill land between writes as well as within.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function atomic(folder: string): Promise<void> {
  const store = await DraftStore.open(folder);
  let revision = store.get(KILL_KEY)?.revision ?? 0;
  const file = `${folder}/${fileNameForKey(KILL_KEY)}`;
  process.stdout.write('ready\n');
  for (;;) {
    revision += 1;
    const at = new Date().toISOString();
    const draft = {
      key: KILL_KEY,
      value: { title: `Révision ${revision}`, body: body(revision) },
      baseVersion: revision,
      articleId: 'kill',
      revision,
      createdAt: at,
      updatedAt: at,
      problem: null,
    };
    await writeFileAtomic(file, JSON.stringify(draft));
    process.stdout.write(`saved ${revision}\n`);
  }
}

const [mode, folder] = process.argv.slice(2);
if (!folder || (mode !== 'atomic' && mode !== 'conf'))
  throw new Error('usage: killAutosaver atomic|conf <folder>');
void (mode === 'atomic' ? atomic(folder) : conf(folder));
