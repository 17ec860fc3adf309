// Run alone (`tsx tests/bench/support/correctionRss.ts`) by the correction bench: a host that does
// nothing but correct the corpus, so that its memory is the checker's: its RSS before and after the
// engine (the Hunspell worker), and Grammalecte's processes (RSS, and PSS: its analysis process is
// a fork of the server and shares pages with it). Prints one JSON line.
import { readdirSync, readFileSync } from 'node:fs';
import { createLocalFrenchEngine } from '../../../engines/correction';
import { loadCorpus } from './correctionCorpus';

interface ProcessMemory {
  rssMb: number;
  /** Proportional: pages shared with another process (a fork's) count for their share only. */
  pssMb: number;
  ppid: number;
  pgid: number;
}

function kbField(text: string, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
}

function memoryOf(pid: string): ProcessMemory | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rssMb = kbField(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
    const pssMb = kbField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    return { rssMb, pssMb, ppid: Number(ppid), pgid: Number(pgid) };
  } catch {
    return null;
  }
}

/** This process's children's groups (Grammalecte's server leads its own, with its analysis process). */
function childGroups(): ProcessMemory[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => ({ pid: Number(pid), memory: memoryOf(pid) }));
  const leaders = new Set(all.filter((p) => p.memory?.ppid === process.pid).map((p) => p.pid));
  return all.flatMap((p) => (p.memory && leaders.has(p.memory.pgid) ? [p.memory] : []));
}

const mb = (bytes: number): number => bytes / 1024 / 1024;

async function main(): Promise<void> {
  const corpus = loadCorpus();
  const before = mb(process.memoryUsage().rss);
  const engine = await createLocalFrenchEngine();
  try {
    for (let round = 0; round < 3; round++)
      for (const article of corpus) await engine.check(article.segments);
    const children = childGroups();
    console.log(
      JSON.stringify({
        hostBeforeMb: before,
        hostMb: mb(process.memoryUsage().rss),
        hostPeakMb: process.resourceUsage().maxRSS / 1024,
        grammalecteRssMb: children.reduce((sum, p) => sum + p.rssMb, 0),
        grammalectePssMb: children.reduce((sum, p) => sum + p.pssMb, 0),
        grammalecteProcesses: children.length,
      }),
    );
  } finally {
    await engine.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
