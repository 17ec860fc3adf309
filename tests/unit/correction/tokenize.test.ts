// The engine's pure parts: French word tokens, quick suggestions, Grammalecte's offsets and answer.
import { describe, expect, it } from 'vitest';
import { explainFinding } from '../../../engines/correction/explain';
import { parseAnswer, utf16Offset } from '../../../engines/correction/grammalecteFindings';
import {
  accentVariants,
  fastSuggestions,
  oneEditVariants,
} from '../../../engines/correction/suggestions';
import {
  afterElision,
  hyphenParts,
  startsSentence,
  wordTokens,
} from '../../../engines/correction/tokenize';

describe('French word tokens', () => {
  it('keeps elisions and hyphenated words whole, with their offsets', () => {
    expect(wordTokens('Jusqu’à l’école, porte-parole.')).toEqual([
      { word: 'Jusqu’à', start: 0, properNoun: false },
      { word: 'l’école', start: 8, properNoun: false },
      { word: 'porte-parole', start: 17, properNoun: false },
    ]);
  });

  it('marks a capitalised word inside a sentence as a name, also after an elision', () => {
    const tokens = wordTokens('Elle va à Lyon. Puis « Ensuite » d’Auch');
    expect(tokens.map((t) => [t.word, t.properNoun])).toEqual([
      ['Elle', false],
      ['va', false],
      ['à', false],
      ['Lyon', true],
      ['Puis', false],
      ['Ensuite', true],
      ['d’Auch', true],
    ]);
    expect(startsSentence('Il dit : « Oui', 11)).toBe(true);
  });

  it('splits off an elision and the parts of a compound', () => {
    expect(afterElision('qu’il')).toEqual({ word: 'il', offset: 3 });
    expect(afterElision('aujourd’hui')).toBeNull();
    expect(hyphenParts('va-t-il')).toEqual([
      { word: 'va', offset: 0 },
      { word: 't', offset: 3 },
      { word: 'il', offset: 5 },
    ]);
  });
});

describe('quick suggestions', () => {
  it('re-accents a word, keeping its capital', () => {
    expect(accentVariants('Ecole')).toContain('École');
    expect(accentVariants('xyz')).toEqual([]);
  });

  it('puts doubled letters and swaps before other one-letter edits', () => {
    const edits = oneEditVariants('pome');
    expect(edits.indexOf('pomme')).toBeLessThan(edits.indexOf('pose'));
    expect(edits).toContain('opme');
  });

  it('offers known accent variants first, at most five', () => {
    const known = new Set(['coûts', 'cours', 'cous', 'courts', 'scouts', 'coups', 'bouts']);
    const found = fastSuggestions((w) => known.has(w), 'couts');
    expect(found[0]).toBe('coûts');
    expect(found).toHaveLength(5);
  });
});

describe('Grammalecte answers', () => {
  it('turns code-point offsets into UTF-16 ones', () => {
    expect(utf16Offset('a😀b', 2)).toBe(3);
    expect(utf16Offset('abc', 2)).toBe(2);
  });

  it('keeps well-formed errors and refuses an answer that is not one', () => {
    const body = {
      data: [
        {
          iParagraph: 2,
          lGrammarErrors: [
            {
              nStart: 0,
              nEnd: 3,
              sRuleId: 'r',
              sType: 'conj',
              sMessage: 'm',
              aSuggestions: ['x'],
              URL: '',
            },
            { nStart: 'bad' },
          ],
        },
      ],
    };
    expect(parseAnswer(body)).toEqual([
      {
        iParagraph: 2,
        lGrammarErrors: [
          {
            nStart: 0,
            nEnd: 3,
            sRuleId: 'r',
            sType: 'conj',
            sMessage: 'm',
            aSuggestions: ['x'],
            URL: '',
          },
        ],
      },
    ]);
    expect(() => parseAnswer('oops')).toThrow();
    expect(() => parseAnswer({ error: 'Executor broken. The server failed.' })).toThrow(/Executor/);
  });
});

describe('explanations', () => {
  it('names the unknown word from the segment text, or from the word alone', () => {
    const finding = {
      location: { segment: 'title', start: 3, length: 8 },
      type: 'spelling' as const,
      diagnosis: 'Mot inconnu',
      label: '',
      corrections: ['bâtiment', 'battement'],
      rule: 'spelling',
    };
    const expected = {
      text: "« batiment » n'est pas dans le dictionnaire français. Suggestions : « bâtiment », « battement ».",
      url: null,
    };
    expect(explainFinding(finding, 'Un batiment', null)).toEqual(expected);
    expect(explainFinding(finding, 'batiment', null)).toEqual(expected);
  });
});
