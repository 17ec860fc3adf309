// Why a finding is one, in French: Hunspell's words are unknown to the dictionary; Grammalecte's
// carry their rule's message and, for some, a page that says more.
import type { CorrectionExplanation, CorrectionFinding } from '../../common/correction/types';

/**
 * The wrong text: `text` is the finding's segment text; a caller holding only the wrong word may
 * pass that instead.
 */
export function wrongText(finding: CorrectionFinding, text: string): string {
  const { start, length } = finding.location;
  return start + length <= text.length ? text.slice(start, start + length) : text;
}

function suggestionSentence(corrections: readonly string[]): string {
  if (corrections.length === 0) return '';
  const listed = corrections.map((c) => `« ${c} »`).join(', ');
  return corrections.length === 1 ? ` Suggestion : ${listed}.` : ` Suggestions : ${listed}.`;
}

export function explainFinding(
  finding: CorrectionFinding,
  text: string,
  url: string | null,
): CorrectionExplanation {
  if (finding.type === 'spelling' && finding.rule === 'spelling') {
    const word = wrongText(finding, text);
    return {
      text: `« ${word} » n'est pas dans le dictionnaire français.${suggestionSentence(finding.corrections)}`,
      url: null,
    };
  }
  return { text: `${finding.label}${suggestionSentence(finding.corrections)}`, url };
}
