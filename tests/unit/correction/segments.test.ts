// Segments of a title, a lead and a body (issue 33), and corrected texts written back: only the
// changed ranges, marks kept, hard breaks as '\n', other inline nodes one character each.
import { describe, expect, it } from 'vitest';
import {
  INLINE_ATOM,
  applySegments,
  applyTextEdits,
  contentSegments,
  docSegments,
  fieldOfSegment,
  inlineTextOf,
  parseSegmentKey,
  segmentKey,
  textBlocksOf,
  textEdits,
} from '../../../common/correction/segments';
import type { RichTextDoc, RichTextMark, RichTextNode } from '../../../common/richtext';
import { bodySchema } from '../../../renderer/src/editor/schema';

const bold: RichTextMark = { type: 'bold' };
const italic: RichTextMark = { type: 'italic' };
const t = (text: string, ...marks: RichTextMark[]): RichTextNode =>
  marks.length ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: RichTextNode[]): RichTextNode =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
const br: RichTextNode = { type: 'hard_break' };
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

const body = doc(
  { type: 'title', attrs: { anchor: '' }, content: [t('Les couts')] },
  p(t('Un '), t('batiment', bold), t(' tres cher.')),
  p(),
  {
    type: 'bullet_list',
    content: [{ type: 'list_item', content: [p(t('premier'), br, t('secont'))] }],
  },
  { type: 'image', attrs: { caption: 'Une légende' } },
  { type: 'headline', attrs: { anchor: '' }, content: [t('Fin')] },
);

describe('segment keys', () => {
  it('names and reads lead and body blocks; anything else is the title', () => {
    expect(segmentKey('body', 3)).toBe('body.3');
    expect(parseSegmentKey('lead.12')).toEqual({ field: 'lead', index: 12 });
    expect(parseSegmentKey('title')).toBeNull();
    expect(parseSegmentKey('body.01')).toBeNull();
    expect(parseSegmentKey('caption.1')).toBeNull();
    expect(fieldOfSegment('body.0')).toBe('body');
    expect(fieldOfSegment('lead.2')).toBe('lead');
    expect(fieldOfSegment('title')).toBe('title');
  });
});

describe('segments of a document', () => {
  it('lists the text blocks in document order, empty ones skipped but counted', () => {
    expect(docSegments('body', body)).toEqual([
      { key: 'body.0', text: 'Les couts' },
      { key: 'body.1', text: 'Un batiment tres cher.' },
      { key: 'body.3', text: 'premier\nsecont' },
      { key: 'body.4', text: 'Fin' },
    ]);
    expect(textBlocksOf(body)).toHaveLength(5);
    expect(docSegments('lead', null)).toEqual([]);
  });

  it('counts an inline node that is not text as one character', () => {
    const block = p(t('a'), { type: 'emoji' }, t('b'));
    expect(inlineTextOf(block)).toBe(`a${INLINE_ATOM}b`);
    expect(inlineTextOf({ type: 'text' })).toBe('');
    expect(inlineTextOf(p({ type: 'text' }))).toBe('');
  });

  it('reads title, lead and body in reading order; an empty title is no segment', () => {
    const lead = doc(p(t('Un chapo')));
    expect(contentSegments({ title: 'Titre', lead, body: null })).toEqual([
      { key: 'title', text: 'Titre' },
      { key: 'lead.0', text: 'Un chapo' },
    ]);
    expect(contentSegments({ title: '', lead: null, body: doc(p(t('x'))) })).toEqual([
      { key: 'body.0', text: 'x' },
    ]);
  });

  it('offsets match ProseMirror positions inside the block', () => {
    const node = bodySchema.nodeFromJSON(body);
    const texts: string[] = [];
    node.descendants((block) => {
      if (!block.isTextblock) return true;
      texts.push(
        block.textBetween(0, block.content.size, undefined, (leaf) =>
          leaf.type.name === 'hard_break' ? '\n' : INLINE_ATOM,
        ),
      );
      expect(texts.at(-1)!.length).toBe(block.content.size);
      return false;
    });
    expect(texts).toEqual(textBlocksOf(body).map(inlineTextOf));
  });
});

describe('textEdits', () => {
  it('is empty for the same text', () => {
    expect(textEdits('abc', 'abc')).toEqual([]);
  });

  it('gives each changed range, in order', () => {
    const before = 'Les couts du batiment';
    const after = 'Les coûts du bâtiment';
    const edits = textEdits(before, after);
    expect(edits).toEqual([
      { start: 6, end: 7, text: 'û' },
      { start: 14, end: 15, text: 'â' },
    ]);
    expect(applyTextEdits(before, edits)).toBe(after);
  });

  it('handles insertions, deletions and a change at either end', () => {
    for (const [a, b] of [
      ['abc', 'xabc'],
      ['abc', 'abcx'],
      ['abc', 'ac'],
      ['abc', ''],
      ['', 'abc'],
      ['tres cher', 'très chère'],
    ] as const)
      expect(applyTextEdits(a, textEdits(a, b))).toBe(b);
    expect(textEdits('abc', 'ac')).toEqual([{ start: 1, end: 2, text: '' }]);
    expect(textEdits('ac', 'abc')).toEqual([{ start: 1, end: 1, text: 'b' }]);
  });
});

describe('applySegments', () => {
  const check = (d: RichTextDoc) => bodySchema.nodeFromJSON(d).check();

  it('replaces only the changed ranges and keeps the marks', () => {
    const next = applySegments(
      'body',
      body,
      new Map([
        ['body.1', 'Un bâtiment très cher.'],
        ['lead.1', 'ignored: not this field'],
      ]),
    );
    check(next);
    expect(next.content[1]).toEqual(p(t('Un '), t('bâtiment', bold), t(' très cher.')));
    // Untouched blocks are the same objects.
    expect(next.content[0]).toBe(body.content[0]);
    expect(next.content[3]).toBe(body.content[3]);
    expect(docSegments('body', next).map((s) => s.text)).toContain('Un bâtiment très cher.');
  });

  it('is the same document when nothing changed', () => {
    expect(applySegments('body', body, new Map([['body.0', 'Les couts']]))).toBe(body);
    expect(applySegments('body', body, new Map())).toBe(body);
  });

  it('writes a newline as a hard break and keeps the breaks of the block', () => {
    const next = applySegments('body', body, new Map([['body.3', 'premier\nsecond\nfin']]));
    check(next);
    expect(textBlocksOf(next)[3]).toEqual(p(t('premier'), br, t('second'), br, t('fin')));
  });

  it('an insertion at the start takes no mark from nothing; after bold text it is bold', () => {
    const block = doc(p(t('gras', bold), t(' puis')));
    const start = applySegments('body', block, new Map([['body.0', 'Très gras puis']]));
    expect(start.content[0]).toEqual(p(t('Très '), t('gras', bold), t(' puis')));
    const afterBold = applySegments(
      'body',
      doc(p(t('gras', bold))),
      new Map([['body.0', 'grasse']]),
    );
    expect(afterBold.content[0]).toEqual(p(t('grasse', bold)));
  });

  it('a replacement spanning two marks takes the first one', () => {
    const block = doc(p(t('ab', bold), t('cd', italic)));
    const next = applySegments('body', block, new Map([['body.0', 'aXd']]));
    expect(next.content[0]).toEqual(p(t('aX', bold), t('d', italic)));
  });

  it('fills an empty block and can empty one', () => {
    const filled = applySegments('body', body, new Map([['body.2', 'Nouveau']]));
    check(filled);
    expect(filled.content[2]).toEqual(p(t('Nouveau')));
    const emptied = applySegments('body', body, new Map([['body.4', '']]));
    check(emptied);
    expect(emptied.content[5]).toEqual({ type: 'headline', attrs: { anchor: '' } });
  });

  it('reads a text node without text as empty', () => {
    const block = doc(p({ type: 'text' }, t('ab'), { type: 'text' }, t('cd')));
    const next = applySegments('body', block, new Map([['body.0', 'abXcd']]));
    expect(next.content[0]).toEqual(p(t('abXcd')));
  });

  it('deletes an inline node when its character goes, keeps it otherwise', () => {
    const block = doc(p(t('a'), br, t('b')));
    const joined = applySegments('body', block, new Map([['body.0', 'ab']]));
    expect(joined.content[0]).toEqual(p(t('ab')));
    const kept = applySegments('body', block, new Map([['body.0', 'a\nbc']]));
    expect(kept.content[0]).toEqual(p(t('a'), br, t('bc')));
  });
});
