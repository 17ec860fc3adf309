// The correction bench's fixed corpus (tests/bench/fixtures/correction): three ~2,000-word
// newsroom articles with planted spelling, accent and agreement mistakes, and their answer key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorrectionFinding, CorrectionSegment } from '../../../common/correction/types';
import { wordTokens } from '../../../engines/correction/tokenize';

const FIXTURES = join(__dirname, '..', 'fixtures', 'correction');
export const ARTICLE_IDS = ['tramway', 'rentree', 'secheresse'] as const;

interface ArticleFile {
  id: string;
  title: string;
  lead: string[];
  body: string[];
}

export interface PlantedMistake {
  article: string;
  /** A phrase unique in the article that holds the mistake. */
  phrase: string;
  wrong: string;
  right: string;
  kind: 'spelling' | 'accent' | 'agreement';
}

export interface BenchArticle {
  id: string;
  segments: CorrectionSegment[];
  words: number;
  planted: Array<PlantedMistake & { segment: string; start: number }>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as T;
}

function segmentsOf(article: ArticleFile): CorrectionSegment[] {
  return [
    { key: 'title', text: article.title },
    ...article.lead.map((text, n) => ({ key: `lead.${n}`, text })),
    ...article.body.map((text, n) => ({ key: `body.${n}`, text })),
  ];
}

function locate(
  segments: CorrectionSegment[],
  mistake: PlantedMistake,
): BenchArticle['planted'][number] {
  const holders = segments.filter((s) => s.text.includes(mistake.phrase));
  const segment = holders[0];
  if (
    holders.length !== 1 ||
    !segment ||
    segment.text.indexOf(mistake.phrase) !== segment.text.lastIndexOf(mistake.phrase)
  )
    throw new Error(`Answer key: « ${mistake.phrase} » must occur once in ${mistake.article}`);
  const inPhrase = mistake.phrase.indexOf(mistake.wrong);
  if (inPhrase < 0)
    throw new Error(`Answer key: « ${mistake.wrong} » not in « ${mistake.phrase} »`);
  return {
    ...mistake,
    segment: segment.key,
    start: segment.text.indexOf(mistake.phrase) + inPhrase,
  };
}

export function loadCorpus(): BenchArticle[] {
  const answers = readJson<PlantedMistake[]>('answers.json');
  return ARTICLE_IDS.map((id) => {
    const segments = segmentsOf(readJson<ArticleFile>(`${id}.json`));
    const words = segments.reduce((sum, s) => sum + wordTokens(s.text).length, 0);
    const planted = answers.filter((a) => a.article === id).map((a) => locate(segments, a));
    return { id, segments, words, planted };
  });
}

export interface Quality {
  found: number;
  planted: number;
  falseAlarms: CorrectionFinding[];
  missed: PlantedMistake[];
}

/** A planted mistake is found when a finding covers it; a finding covering none is a false alarm. */
export function quality(article: BenchArticle, findings: readonly CorrectionFinding[]): Quality {
  const covers = (f: CorrectionFinding, p: BenchArticle['planted'][number]): boolean =>
    f.location.segment === p.segment &&
    f.location.start < p.start + p.wrong.length &&
    p.start < f.location.start + f.location.length;
  const missed = article.planted.filter((p) => !findings.some((f) => covers(f, p)));
  const falseAlarms = findings.filter((f) => !article.planted.some((p) => covers(f, p)));
  return {
    found: article.planted.length - missed.length,
    planted: article.planted.length,
    falseAlarms,
    missed,
  };
}
