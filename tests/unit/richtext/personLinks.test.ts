// The person links a save checks (spec 001 §5): one per person, in document order, wherever they sit.
import { describe, expect, it } from 'vitest';
import { personLinksOf } from '../../../common/richtext';
import type { RichTextNode } from '../../../common/richtext/types';

const linked = (text: string, attrs: Record<string, unknown>): RichTextNode => ({
  type: 'text',
  text,
  marks: [{ type: 'bold' }, { type: 'person_link', attrs }],
});

describe('personLinksOf', () => {
  it('lists each person once, in document order, inside frames too', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [linked('Zidane', { personId: 'p2', name: 'Zinédine Zidane' })],
        },
        {
          type: 'frame',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'et ' },
                linked('Adjani', { personId: 'p1', name: '' }),
                linked('Zizou', { personId: ' p2 ', name: 'Zizou' }),
              ],
            },
          ],
        },
      ],
    };
    expect(personLinksOf(doc)).toEqual([
      { personId: 'p2', name: 'Zinédine Zidane' },
      { personId: 'p1', name: 'Adjani' },
    ]);
  });

  it('keeps a person link without an id (so the save refuses it), named by its text', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [linked('Quelqu’un', { personId: 3 })] }],
    };
    expect(personLinksOf(doc)).toEqual([{ personId: '', name: 'Quelqu’un' }]);
    expect(
      personLinksOf({
        type: 'doc',
        content: [{ type: 'paragraph', marks: [{ type: 'person_link' }] }],
      }),
    ).toEqual([{ personId: '', name: '' }]);
  });

  it('has none for an empty or absent body', () => {
    expect(personLinksOf(null)).toEqual([]);
    expect(personLinksOf({ type: 'doc', content: [] })).toEqual([]);
  });
});
