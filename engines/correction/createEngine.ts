// The local French engine: Hunspell in a worker thread for spelling, Grammalecte's server as a
// child process for grammar (where installed), their findings merged one per location.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type {
  CorrectionExplanation,
  CorrectionFinding,
  CorrectionSegment,
} from '../../common/correction/types';
import { explainFinding } from './explain';
import { GrammalecteChecker } from './grammalecteChecker';
import type { MappedError } from './grammalecteFindings';
import { GrammalecteProcess } from './grammalecteProcess';
import type {
  CreateLocalFrenchEngine,
  LocalEngineOptions,
  LocalFrenchEngine,
  Misspelling,
} from './localEngine';
import { SpellClient } from './spellClient';
import type { SuggestedMisspelling } from './workerProtocol';

export const GRAMMALECTE_COMMAND = 'grammalecte-server';
/**
 * Hunspell's own suggestions (100–700 ms a word) are sought within this much of a session start;
 * past it, the quick ones only (accents, one-letter slips). Grammalecte takes 200–800 ms meanwhile.
 */
const SLOW_SUGGESTION_BUDGET_MS = 300;
/** Rule pages remembered for explain(): Grammalecte gives them with its findings only. */
const MAX_REMEMBERED_URLS = 2000;

/** `grammalecte-server` on PATH, or null. */
export function findOnPath(command: string, path = process.env.PATH ?? ''): string | null {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export function spellingFinding(found: SuggestedMisspelling): CorrectionFinding {
  return {
    location: { segment: found.segment, start: found.start, length: found.length },
    type: 'spelling',
    diagnosis: 'Mot inconnu',
    label: `« ${found.word} » n'est pas dans le dictionnaire français.`,
    corrections: found.suggestions,
    rule: 'spelling',
  };
}

function overlaps(a: CorrectionFinding, b: CorrectionFinding): boolean {
  return (
    a.location.segment === b.location.segment &&
    a.location.start < b.location.start + b.location.length &&
    b.location.start < a.location.start + a.location.length
  );
}

/** One finding per location: a word Hunspell does not know is a spelling mistake first. */
export function mergeFindings(
  spelling: readonly CorrectionFinding[],
  grammar: readonly CorrectionFinding[],
): CorrectionFinding[] {
  const kept = grammar.filter((g) => !spelling.some((s) => overlaps(s, g)));
  return [...spelling, ...kept];
}

/** In reading order: segment after segment, then by offset. */
export function inReadingOrder(
  segments: readonly CorrectionSegment[],
  findings: CorrectionFinding[],
): CorrectionFinding[] {
  const order = new Map(segments.map((segment, index) => [segment.key, index]));
  const rank = (f: CorrectionFinding): number => order.get(f.location.segment) ?? segments.length;
  return findings.sort((a, b) => rank(a) - rank(b) || a.location.start - b.location.start);
}

export class LocalEngine implements LocalFrenchEngine {
  readonly name = 'local' as const;
  private grammarOk: boolean;
  private spellerNow: SpellClient;
  private closed = false;
  private readonly urls = new Map<string, string>();

  constructor(
    private readonly startSpeller: () => SpellClient,
    private readonly grammalecte: GrammalecteChecker | null,
    private readonly log: (message: string) => void,
  ) {
    this.grammarOk = grammalecte !== null;
    this.spellerNow = startSpeller();
  }

  /** The worker, started again if it stopped (a crash must not end spelling for the session). */
  get speller(): SpellClient {
    if (this.spellerNow.stopped && !this.closed) {
      this.log('Spelling worker stopped; starting another');
      this.spellerNow = this.startSpeller();
    }
    return this.spellerNow;
  }

  /** False without Grammalecte, or when it failed on the last check (spelling alone then). */
  get grammarChecked(): boolean {
    return this.grammarOk;
  }

  async check(segments: readonly CorrectionSegment[]): Promise<CorrectionFinding[]> {
    const [spelling, grammar] = await Promise.all([
      this.speller.check(segments, SLOW_SUGGESTION_BUDGET_MS),
      this.checkGrammar(segments),
    ]);
    return inReadingOrder(segments, mergeFindings(spelling.map(spellingFinding), grammar));
  }

  async spell(segments: readonly CorrectionSegment[]): Promise<Misspelling[]> {
    const found = await this.speller.spell(segments);
    return found.map(({ segment, start, length }) => ({ segment, start, length }));
  }

  suggest(word: string): Promise<string[]> {
    return this.speller.suggest(word);
  }

  async explain(finding: CorrectionFinding, text: string): Promise<CorrectionExplanation> {
    return explainFinding(finding, text, this.urls.get(urlKey(finding)) ?? null);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.spellerNow.close(), this.grammalecte?.close()]);
  }

  private async checkGrammar(segments: readonly CorrectionSegment[]): Promise<CorrectionFinding[]> {
    if (!this.grammalecte || segments.length === 0) return [];
    try {
      const mapped = await this.grammalecte.check(segments);
      this.remember(mapped);
      this.grammarOk = true;
      return mapped.map((m) => m.finding);
    } catch (error) {
      this.log(`Grammalecte: ${String(error)}; spelling only`);
      this.grammarOk = false;
      return [];
    }
  }

  private remember(mapped: readonly MappedError[]): void {
    for (const { finding, url } of mapped) {
      if (!url) continue;
      if (this.urls.size >= MAX_REMEMBERED_URLS) this.urls.clear();
      this.urls.set(urlKey(finding), url);
    }
  }
}

function urlKey(finding: CorrectionFinding): string {
  return `${finding.rule}\u0000${finding.label}`;
}

export const createLocalFrenchEngine: CreateLocalFrenchEngine = async (
  options: LocalEngineOptions = {},
) => {
  const log = options.log ?? (() => undefined);
  const command =
    options.grammalecteCommand === undefined
      ? findOnPath(GRAMMALECTE_COMMAND)
      : options.grammalecteCommand;
  const grammalecte = command
    ? new GrammalecteChecker(new GrammalecteProcess({ command, log }))
    : null;
  return new LocalEngine(() => new SpellClient(), grammalecte, log);
};
