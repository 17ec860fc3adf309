// A tiny local engine for the session suites: spelling only, from a word list, with the
// LocalFrenchEngine's name and shape (engines/correction/localEngine.ts). It counts its checks and
// whether it was closed, so a suite can tell the server started one engine and closed it.
import type {
  CorrectionEngine,
  CorrectionExplanation,
  CorrectionFinding,
  CorrectionSegment,
} from '../../../common/correction/types';

const WORDS: Record<string, string[]> = {
  batiment: ['bâtiment'],
  couteux: ['coûteux'],
  recu: ['reçu'],
};

export interface WordListEngine extends CorrectionEngine {
  readonly name: 'local';
  checks: number;
  closed: boolean;
  close(): Promise<void>;
}

export function wordListEngine(): WordListEngine {
  const engine: WordListEngine = {
    name: 'local',
    grammarChecked: false,
    checks: 0,
    closed: false,
    check(segments: readonly CorrectionSegment[]): Promise<CorrectionFinding[]> {
      engine.checks++;
      return Promise.resolve(
        segments.flatMap((segment) =>
          [...segment.text.matchAll(/\p{L}+/gu)]
            .filter((m) => WORDS[m[0]])
            .map((m) => ({
              location: { segment: segment.key, start: m.index, length: m[0].length },
              type: 'spelling' as const,
              diagnosis: 'Mot inconnu',
              label: `« ${m[0]} » ne figure pas dans le dictionnaire.`,
              corrections: WORDS[m[0]]!,
              rule: 'spelling',
            })),
        ),
      );
    },
    explain(finding: CorrectionFinding, text: string): Promise<CorrectionExplanation> {
      const { start, length } = finding.location;
      return Promise.resolve({
        text: `« ${text.slice(start, start + length)} » ne figure pas dans le dictionnaire français.`,
        url: null,
      });
    },
    close() {
      engine.closed = true;
      return Promise.resolve();
    },
  };
  return engine;
}
