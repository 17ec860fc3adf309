// The kill test's parent (issue 13 "Figures"): starts the autosaver, SIGKILLs it at a random
// moment, reads the draft back as the app would at its next start, and counts a round as lost
// when the draft is unreadable (corrupt) or older than the last autosave that had returned.
// Run alone: `npx tsx tests/kill/killRounds.ts atomic|conf [rounds]`.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { DraftStore } from '../../main/drafts/DraftStore';

const KILL_KEY = 'TEL:kill';

export interface KillFigures {
  mode: 'atomic' | 'conf';
  rounds: number;
  lost: number;
  corrupt: number;
  /** Rounds killed before the first write of that run returned (nothing new to lose). */
  earlyKills: number;
  ms: number;
}

/** The autosaver bundled once to plain JavaScript: a round then costs a bare `node` start. */
async function bundle(outdir: string): Promise<string> {
  const outfile = join(outdir, 'killAutosaver.mjs');
  await build({
    entryPoints: [join(__dirname, 'killAutosaver.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    external: ['conf'],
    // ESM output next to node_modules: `conf` is found there.
    logLevel: 'silent',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/** Both modes write the same layout: read back by the app's DraftStore, as at the next start. */
async function readBack(folder: string): Promise<number | 'corrupt'> {
  const logs: string[] = [];
  const store = await DraftStore.open(folder, (m) => logs.push(m));
  if (logs.length > 0) return 'corrupt';
  const draft = store.get(KILL_KEY);
  if (!draft) return 0;
  return draft.value.title === `Révision ${draft.revision}` ? draft.revision : 'corrupt';
}

export async function killRounds(
  mode: 'atomic' | 'conf',
  rounds: number,
  cwd = process.cwd(),
): Promise<KillFigures> {
  const work = await mkdtemp(join(tmpdir(), `kill-${mode}-`));
  const folder = join(work, 'drafts');
  // Bundled inside the project so the child resolves `conf` from node_modules (whose .cache
  // folder a fresh `npm ci` does not have).
  const cache = join(cwd, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const scripts = await mkdtemp(join(cache, `kill-${mode}-`));
  const script = await bundle(scripts);
  const started = Date.now();
  let lost = 0;
  let corrupt = 0;
  let earlyKills = 0;
  let acknowledged = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const child = spawn(process.execPath, [script, mode, folder], {
        cwd,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NODE_PATH: join(cwd, 'node_modules') },
      });
      let out = '';
      let firstSaved = false;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          for (const match of out.matchAll(/saved (\d+)\n/g)) {
            acknowledged = Math.max(acknowledged, Number(match[1]));
            firstSaved = true;
          }
          out = out.slice(out.lastIndexOf('\n') + 1);
          if (out === '' || firstSaved) resolve();
        });
      });
      // A random moment: sometimes before the first write returns, mostly in the stream.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 120));
      child.kill('SIGKILL');
      await exited;
      if (!firstSaved) earlyKills += 1;
      const found = await readBack(folder);
      if (found === 'corrupt') corrupt += 1;
      else if (found < acknowledged) lost += 1;
      if (found !== 'corrupt') acknowledged = Math.max(acknowledged, found);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(scripts, { recursive: true, force: true });
  }
  return { mode, rounds, lost, corrupt, earlyKills, ms: Date.now() - started };
}

if (process.argv[1]?.endsWith('killRounds.ts')) {
  const mode = process.argv[2] === 'atomic' ? 'atomic' : 'conf';
  const rounds = Number(process.argv[3] ?? 200);
  void killRounds(mode, rounds).then((figures) => console.log(JSON.stringify(figures)));
}
