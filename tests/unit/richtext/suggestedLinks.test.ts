// getBodyWithSuggestedLinks' pure half: the internal_link mark on exactly the anchor's words, the
// rest untouched; a stale or linked anchor skipped; an unknown link type refused.
import { Node } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';
import {
  bodyBlockTexts,
  isLinkableRange,
  locateAnchor,
  setSuggestedLinks,
  type SuggestedLinkPlacement,
} from '../../../common/richtext/suggestedLinks';
import { bodySchema } from '../../../renderer/src/editor/schema';

const t = (text: string, marks?: RichTextNode['marks']): RichTextNode =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const link = { type: 'link', attrs: { href: 'https://ailleurs.fr' } };

const body: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'title', attrs: { anchor: '' }, content: [t('Le gratin dauphinois')] },
    p(t('Un gratin '), t('dauphinois', [{ type: 'bold' }]), t(' se sert chaud.')),
    {
      type: 'image',
      attrs: { key: 'k', href: 'https://img/x.jpg', caption: 'gratin', credit: 'c', source: 's' },
    },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [p(t('Voir la '), t('tarte', [link]), t(' et la tarte.'))] },
      ],
    },
    p(t('avant'), { type: 'hard_break' }, t('après')),
    p(),
  ],
};

const placement = (over: Partial<SuggestedLinkPlacement>): SuggestedLinkPlacement => ({
  id: 'r1',
  type: 'RECIPE',
  title: 'Gratin dauphinois',
  url: 'https://www.cuisineactuelle.fr/recettes/gratin',
  anchorText: 'gratin dauphinois',
  block: 0,
  start: 3,
  ...over,
});

const markOf = (l: SuggestedLinkPlacement) => ({
  type: 'internal_link',
  attrs: { href: l.url, id: l.id, linkType: l.type, title: l.title },
});

function applied(links: SuggestedLinkPlacement[]): RichTextDoc {
  const result = setSuggestedLinks(body, links);
  if (!result.ok) throw new Error(result.unknownType);
  return result.body;
}

describe('bodyBlockTexts / locateAnchor', () => {
  it('numbers text blocks in document order, elements and lists aside', () => {
    expect(bodyBlockTexts(body)).toEqual([
      'Le gratin dauphinois',
      'Un gratin dauphinois se sert chaud.',
      'Voir la tarte et la tarte.',
      'avant\nprès'.replace('près', 'après'),
      '',
    ]);
    expect(bodyBlockTexts(null)).toEqual([]);
  });

  it('finds the first unlinked occurrence, across marks, skipping linked ones', () => {
    expect(locateAnchor(body, 'gratin dauphinois')).toEqual({ block: 0, start: 3 });
    expect(locateAnchor(body, 'gratin dauphinois se')).toEqual({ block: 1, start: 3 });
    expect(locateAnchor(body, 'tarte')).toEqual({ block: 2, start: 20 });
    expect(locateAnchor(body, 'soufflé')).toBeNull();
    expect(locateAnchor(body, '')).toBeNull();
    expect(locateAnchor(body, 'avant\naprès')).toBeNull();
  });

  it('says which ranges are linkable', () => {
    const block = body.content[1]!;
    expect(isLinkableRange(block, 0, 3)).toBe(true);
    expect(isLinkableRange(block, 3, 3)).toBe(false);
    expect(isLinkableRange(block, -1, 3)).toBe(false);
    expect(isLinkableRange(block, 30, 99)).toBe(false);
    expect(isLinkableRange(p(), 0, 1)).toBe(false);
    expect(isLinkableRange({ type: 'paragraph' }, 0, 1)).toBe(false);
    // A malformed text node without text takes no room.
    expect(isLinkableRange(p({ type: 'text' }, t('abc')), 0, 3)).toBe(true);
  });
});

describe('setSuggestedLinks', () => {
  it('marks exactly the anchor, splitting text nodes and keeping their marks', () => {
    const l = placement({ block: 1, start: 3 });
    const out = applied([l]);
    expect(out.content[1]!.content).toEqual([
      t('Un '),
      t('gratin ', [markOf(l)]),
      t('dauphinois', [markOf(l), { type: 'bold' }]),
      t(' se sert chaud.'),
    ]);
    expect(out.content[0]).toEqual(body.content[0]);
    expect(out.content[2]).toEqual(body.content[2]);
    expect(() => Node.fromJSON(bodySchema, out).check()).not.toThrow();
  });

  it('sets several links in one block and in nested blocks', () => {
    const a = placement({ block: 0, start: 0, anchorText: 'Le', id: 'a', type: 'ARTICLE' });
    const b = placement({ block: 0, start: 3, anchorText: 'gratin', id: 'b', type: 'VIDEO' });
    const c = placement({ block: 2, start: 20, anchorText: 'tarte', id: 'c' });
    const out = applied([a, b, c]);
    expect(out.content[0]!.content).toEqual([
      t('Le', [markOf(a)]),
      t(' '),
      t('gratin', [markOf(b)]),
      t(' dauphinois'),
    ]);
    const item = out.content[3]!.content![0]!.content![0]!;
    expect(item.content!.at(-2)).toEqual(t('tarte', [markOf(c)]));
    expect(() => Node.fromJSON(bodySchema, out).check()).not.toThrow();
  });

  it('skips a stale anchor, a linked one, one over a hard break, an overlapping one, an unsafe URL', () => {
    const links = [
      placement({ block: 1, start: 0, anchorText: 'Une tarte' }),
      placement({ block: 2, start: 8, anchorText: 'tarte' }),
      placement({ block: 3, start: 0, anchorText: 'avant\naprès' }),
      placement({ block: 9, start: 0, anchorText: 'x' }),
      placement({ block: 1, start: 0, anchorText: '' }),
      placement({ block: 1, start: 3, anchorText: 'gratin', url: 'javascript:alert(1)' }),
      placement({ block: 0, start: 3, anchorText: 'gratin dauphinois' }),
      placement({ block: 0, start: 10, anchorText: 'dauphinois', id: 'overlap' }),
    ];
    const out = applied(links);
    expect(out.content.slice(1)).toEqual(body.content.slice(1));
    expect(JSON.stringify(out)).not.toContain('overlap');
    expect(JSON.stringify(out.content[0])).toContain('"id":"r1"');
  });

  it('refuses an unknown link type', () => {
    expect(setSuggestedLinks(body, [placement({ type: 'PODCAST' })])).toEqual({
      ok: false,
      unknownType: 'PODCAST',
    });
  });

  it('gives the same body back with no links', () => {
    expect(applied([])).toEqual(body);
  });
});
