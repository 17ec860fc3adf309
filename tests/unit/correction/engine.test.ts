// The local French engine for real: Hunspell (hunspell-asm) in its worker thread and Grammalecte's
// server as a child process, on planted mistakes whose offsets are checked to the code unit.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionFinding, CorrectionSegment } from '../../../common/correction/types';
import { createLocalFrenchEngine, type LocalFrenchEngine } from '../../../engines/correction';
import {
  findOnPath,
  GRAMMALECTE_COMMAND,
  LocalEngine,
} from '../../../engines/correction/createEngine';
import { GrammalecteChecker } from '../../../engines/correction/grammalecteChecker';
import { GrammalecteProcess } from '../../../engines/correction/grammalecteProcess';
import { SpellClient, workerEntry } from '../../../engines/correction/spellClient';

const ROOT = join(__dirname, '..', '..', '..');
const grammalecte = findOnPath(GRAMMALECTE_COMMAND);

/** The text a finding points at. */
function at(segments: readonly CorrectionSegment[], finding: CorrectionFinding): string {
  const text = segments.find((s) => s.key === finding.location.segment)?.text ?? '';
  return text.slice(finding.location.start, finding.location.start + finding.location.length);
}

function wrongWords(
  segments: readonly CorrectionSegment[],
  findings: CorrectionFinding[],
): string[] {
  return findings.map((f) => at(segments, f));
}

/** Processes of a group still running (a killed one may stay a zombie: PID 1 here reaps none). */
/** The group's processes once signals had time to land (a second at most), polled, not slept. */
async function survivorsOf(group: number): Promise<number[]> {
  for (let i = 0; i < 100 && runningInGroup(group).length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return runningInGroup(group);
}

function runningInGroup(group: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return state !== 'Z' && Number(pgrp) === group ? [Number(pid)] : [];
      } catch {
        return [];
      }
    });
}

describe('local French engine', () => {
  let engine: LocalFrenchEngine;

  beforeAll(async () => {
    expect(
      grammalecte,
      'grammalecte-server must be installed (.ci/run installs it)',
    ).not.toBeNull();
    engine = await createLocalFrenchEngine();
  });
  afterAll(() => engine.close());

  it('finds planted spelling, accent and agreement mistakes at their exact offsets', async () => {
    const segments = [
      { key: 'title', text: 'Les couts du batiment explosent' },
      { key: 'body.0', text: 'Les enfants est partis hier.' },
    ];
    const findings = await engine.check(segments);
    const byWord = new Map(findings.map((f) => [at(segments, f), f]));
    expect(byWord.get('couts')).toMatchObject({
      location: { segment: 'title', start: 4, length: 5 },
      type: 'spelling',
      diagnosis: 'Mot inconnu',
      rule: 'spelling',
    });
    expect(byWord.get('couts')?.corrections[0]).toBe('coûts');
    expect(byWord.get('batiment')?.corrections).toEqual(['bâtiment']);
    expect(byWord.get('est')).toMatchObject({
      location: { segment: 'body.0', start: 12, length: 3 },
      type: 'grammar',
      diagnosis: 'Conjugaison',
      corrections: ['sont'],
    });
    expect(byWord.get('partis')?.corrections).toEqual(['parti']);
    expect(engine.grammarChecked).toBe(true);
  });

  it('checks the word after an elision, straight or typographic apostrophe', async () => {
    const segments = [
      {
        key: 'body.0',
        text: "Jusqu’à hier, l’ecole et l'hopital qu’il aimait étaient aujourd’hui fermés.",
      },
    ];
    const found = await engine.spell(segments);
    expect(found.map((m) => segments[0]!.text.slice(m.start, m.start + m.length))).toEqual([
      'ecole',
      'hopital',
    ]);
    expect(found[0]).toEqual({ segment: 'body.0', start: 16, length: 5 });
  });

  it('checks a hyphenated word whole, then only its unknown parts', async () => {
    const segments = [
      {
        key: 'lead.0',
        text: 'Le porte-parol de Jean-Pierre a-t-il dit peut-être « anti-inflation » ?',
      },
    ];
    const found = await engine.spell(segments);
    expect(found).toEqual([{ segment: 'lead.0', start: 9, length: 5 }]);
  });

  it('skips numbers, words with digits, acronyms, URLs and e-mail addresses', async () => {
    const text =
      'En 2026, la SNCF et l’ONU (COVID-19, 3e, A380) : voir https://exmple.fr/batimnt ou ecrir@redacton.fr.';
    expect(await engine.spell([{ key: 'body.3', text }])).toEqual([]);
  });

  it('leaves capitalised words inside a sentence alone (names), but checks a sentence’s first word', async () => {
    const text =
      'Batiment neuf à Gerland, près de l’Inserm et d’Épinal. « Ecole fermée », dit Dommartin : Reponse attendue.';
    const found = await engine.spell([{ key: 'body.0', text }]);
    expect(found.map((m) => text.slice(m.start, m.start + m.length))).toEqual([
      'Batiment',
      'Ecole',
      'Reponse',
    ]);
  });

  it('writes suggestions with the apostrophe the word was typed with', async () => {
    expect((await engine.suggest('aujourd’hiu'))[0]).toBe('aujourd’hui');
    expect(await engine.suggest('gouvernemant')).toContain('gouvernement');
    expect(await engine.suggest('maison')).toEqual([]);
  });

  it('maps Grammalecte’s code-point offsets to UTF-16 past an emoji', async () => {
    const segments = [
      { key: 'body.0', text: 'Bonjour.' },
      { key: 'body.1', text: 'Fête 🎉 hier. Ils ont mangés des pommes.' },
    ];
    const findings = await engine.check(segments);
    expect(wrongWords(segments, findings)).toEqual(['mangés']);
    expect(findings[0]?.location).toEqual({ segment: 'body.1', start: 22, length: 6 });
  });

  it('reports one finding per location: spelling before Grammalecte’s own on the same word', async () => {
    const segments = [{ key: 'body.0', text: 'Les batiments neufs sont prêts.' }];
    const findings = await engine.check(segments);
    expect(findings.map((f) => [at(segments, f), f.type])).toEqual([['batiments', 'spelling']]);
  });

  it('leaves the noisy typography out and gives the plain typography one correction', async () => {
    const segments = [
      { key: 'body.0', text: "Il a dit : « c'est l'heure » ; puis il est parti,, etc... Voilà !" },
    ];
    const findings = await engine.check(segments);
    expect(findings.map((f) => [at(segments, f), f.type, f.corrections])).toEqual([
      [',,', 'typography', [',']],
      ['etc...', 'typography', ['etc.']],
    ]);
  });

  it('drops the rules of the options turned off even when Grammalecte raises them', async () => {
    const segments = [{ key: 'body.0', text: 'Il y a eu 45 000 voyageurs et 1 200 personnes.' }];
    expect(await engine.check(segments)).toEqual([]);
  });

  it('explains a spelling mistake and a grammar rule, with its page', async () => {
    const spellingSegments = [{ key: 'title', text: 'Un batiment' }];
    const [spelling] = await engine.check(spellingSegments);
    expect(await engine.explain(spelling!, spellingSegments[0]!.text)).toEqual({
      text: "« batiment » n'est pas dans le dictionnaire français. Suggestion : « bâtiment ».",
      url: null,
    });
    const grammarSegments = [{ key: 'body.0', text: 'Quand au budget, il est voté.' }];
    const [grammar] = await engine.check(grammarSegments);
    const explanation = await engine.explain(grammar!, grammarSegments[0]!.text);
    expect(explanation.text).toMatch(/^Confusion probable.*Quant à.*Suggestion : « Quant »\.$/);
    expect(explanation.url).toBe('https://fr.wiktionary.org/wiki/quant_%C3%A0');
  });

  it('keeps its host’s event loop turning while the worker checks a long text', async () => {
    const paragraph = 'Les couts du batiment ont encore augmenté cette année selon le ministére. ';
    // Each paragraph its own text: the worker remembers the paragraphs it checked.
    const segments = Array.from({ length: 400 }, (_, i) => ({
      key: `body.${i}`,
      text: `${paragraph}(${i})`,
    }));
    let ticks = 0;
    let checking = true;
    const tick = (): void => {
      ticks++;
      if (checking) setImmediate(tick);
    };
    setImmediate(tick);
    const found = await engine.spell(segments);
    checking = false;
    expect(found).toHaveLength(1200);
    expect(ticks).toBeGreaterThan(1);
  });
});

describe('local French engine without Grammalecte', () => {
  it('checks spelling alone and says grammar was not checked', async () => {
    const engine = await createLocalFrenchEngine({ grammalecteCommand: null });
    try {
      const segments = [{ key: 'body.0', text: 'Les enfants est partis au batiment.' }];
      const findings = await engine.check(segments);
      expect(wrongWords(segments, findings)).toEqual(['batiment']);
      expect(engine.grammarChecked).toBe(false);
    } finally {
      await engine.close();
    }
  });

  it('starts another spelling worker when its worker stopped', async () => {
    const engine = await createLocalFrenchEngine({ grammalecteCommand: null });
    try {
      expect(engine).toBeInstanceOf(LocalEngine);
      const first = (engine as LocalEngine).speller;
      await first.close();
      expect(first.stopped).toBe(true);
      const found = await engine.spell([{ key: 'title', text: 'Un batiment' }]);
      expect(found).toEqual([{ segment: 'title', start: 3, length: 8 }]);
      expect((engine as LocalEngine).speller).not.toBe(first);
    } finally {
      await engine.close();
    }
  });

  it('falls back to spelling alone when the command cannot run', async () => {
    const logged: string[] = [];
    const engine = await createLocalFrenchEngine({
      grammalecteCommand: join(ROOT, 'no-such-grammalecte-server'),
      log: (m) => logged.push(m),
    });
    try {
      const segments = [{ key: 'body.0', text: 'Les enfants est partis au batiment.' }];
      expect(wrongWords(segments, await engine.check(segments))).toEqual(['batiment']);
      expect(engine.grammarChecked).toBe(false);
      expect(logged.join('\n')).toContain('spelling only');
    } finally {
      await engine.close();
    }
  });
});

describe('Grammalecte child process', () => {
  const form = { text: 'Les enfants est partis.', options: '{}' };

  it('is started again when it died, and close() ends it and its pool', async () => {
    const server = new GrammalecteProcess({ command: grammalecte! });
    try {
      await server.post('/gc_text/fr', form);
      const first = server.pid!;
      // The server and its analysis process: one group, led by the server.
      expect(runningInGroup(first).length).toBeGreaterThanOrEqual(2);
      process.kill(-first, 'SIGKILL');
      // Until its exit event the server still looks alive; the next call after it starts another.
      while (server.pid !== null) await new Promise((resolve) => setTimeout(resolve, 10));
      const body = await server.post('/gc_text/fr', form);
      expect(JSON.stringify(body)).toContain('sont');
      const second = server.pid!;
      expect(second).not.toBe(first);
      expect(await survivorsOf(first)).toEqual([]);
      await server.close();
      expect(server.pid).toBeNull();
      expect(await survivorsOf(second)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('Grammalecte child process of a host that dies', () => {
  it('ends with its host even without close()', async () => {
    const host = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures', 'dyingHost.ts'), grammalecte!],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    host.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const signal = await new Promise((resolve) => host.on('exit', (_code, s) => resolve(s)));
    expect(signal).toBe('SIGKILL');
    const group = Number(out.trim());
    expect(group).toBeGreaterThan(0);
    expect(await survivorsOf(group)).toEqual([]);
  });
});

describe('Grammalecte checker', () => {
  /** The real server, with the texts sent to it noted. */
  class NotingProcess extends GrammalecteProcess {
    readonly sent: string[] = [];
    override post(path: string, form: Record<string, string>): Promise<unknown> {
      this.sent.push(form.text ?? '');
      return super.post(path, form);
    }
  }

  it('asks again only for the paragraphs that changed', async () => {
    const server = new NotingProcess({ command: grammalecte! });
    const checker = new GrammalecteChecker(server);
    try {
      const segments = [
        { key: 'body.0', text: 'Ils ont mangés des pommes.' },
        { key: 'body.1', text: 'Les enfants est partis.' },
      ];
      const first = await checker.check(segments);
      const edited = [segments[0]!, { key: 'body.1', text: 'Les enfants sont partis.' }];
      const second = await checker.check(edited);
      expect(
        wrongWords(
          segments,
          first.map((m) => m.finding),
        ),
      ).toEqual(['mangés', 'partis', 'est']);
      expect(second).toEqual([first[0]]);
      expect(server.sent).toEqual([
        'Ils ont mangés des pommes.\nLes enfants est partis.',
        'Les enfants sont partis.',
      ]);
    } finally {
      await checker.close();
    }
  });
});

describe('spelling worker bundled', () => {
  const outDir = join(ROOT, 'out', 'test-correction-worker');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('runs from a CommonJS bundle beside the host’s entry, as electron-vite builds it', async () => {
    mkdirSync(join(outDir, 'chunks'), { recursive: true });
    // As electron.vite.config.ts: CommonJS, dependencies left in node_modules.
    await build({
      entryPoints: { 'correction-worker': join(ROOT, 'engines/correction/spellWorker.ts') },
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      logLevel: 'silent',
    });
    const entry = workerEntry(join(outDir, 'chunks', 'shared.js'), join(outDir, 'chunks'));
    expect(entry).toEqual({ code: join(outDir, 'correction-worker.js'), eval: false });
    const client = new SpellClient(entry);
    try {
      const found = await client.spell([{ key: 'title', text: 'Le batiment' }]);
      expect(found).toEqual([{ segment: 'title', start: 3, length: 8, word: 'batiment' }]);
    } finally {
      await client.close();
    }
  });
});
