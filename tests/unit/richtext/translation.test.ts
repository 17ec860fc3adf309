// The pure half of translateArticle: texts collected in document order, written back in place,
// everything else (marks, links, elements, ids, attributes that are not prose) kept.
import { Node } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';
import {
  articleTexts,
  batchTexts,
  collectTexts,
  keepSpacing,
  replaceTexts,
  withArticleTexts,
} from '../../../common/richtext/translation';
import { bodySchema } from '../../../renderer/src/editor/schema';

const t = (text: string, marks?: RichTextNode['marks']): RichTextNode =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

const internal = {
  type: 'internal_link',
  attrs: { href: 'https://www.femmeactuelle.fr/a', id: 'a1', linkType: 'ARTICLE', title: 'A' },
};

const body: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'title', attrs: { anchor: 'la-recette' }, content: [t('La recette')] },
    p(t('Une tarte '), t('aux pommes', [{ type: 'bold' }]), t(' et '), t('un lien', [internal])),
    {
      type: 'image',
      attrs: {
        key: 'k1',
        href: 'https://img/x.jpg',
        caption: 'Une tarte',
        credit: 'AFP',
        source: 'AFP',
      },
    },
    {
      type: 'table',
      attrs: { title: 'Les ingrédients', source: 'Maison', accentuation: { top: true } },
      content: [
        {
          type: 'table_row',
          content: [
            {
              type: 'table_cell',
              attrs: { colspan: 1, rowspan: 1, colwidth: null },
              content: [p(t('Farine'))],
            },
          ],
        },
      ],
    },
    { type: 'c2c', attrs: { label: 'Acheter', url: 'https://shop/x' } },
    {
      type: 'multimedia',
      attrs: { id: 'm1', kind: 'Article', title: 'Autre article', url: 'https://x/y' },
    },
    p(t('   ')),
    p(),
  ],
};

const upper = (texts: readonly string[]) => texts.map((text) => text.toUpperCase());

describe('collectTexts', () => {
  it('lists every prose text in document order, element attributes included, blanks left out', () => {
    expect(collectTexts(body)).toEqual([
      'La recette',
      'Une tarte ',
      'aux pommes',
      ' et ',
      'un lien',
      'Une tarte',
      'Les ingrédients',
      'Farine',
      'Acheter',
    ]);
  });

  it('has nothing for a missing document', () => {
    expect(collectTexts(null)).toEqual([]);
    expect(collectTexts(undefined)).toEqual([]);
  });
});

describe('replaceTexts', () => {
  it('replaces only the texts: marks, links, ids, credits and other attributes are kept', () => {
    const out = replaceTexts(body, upper(collectTexts(body)));
    expect(collectTexts(out)).toEqual(upper(collectTexts(body)));
    const para = out.content[1]!;
    expect(para.content![1]).toEqual(t('AUX POMMES', [{ type: 'bold' }]));
    expect(para.content![3]).toEqual(t('UN LIEN', [internal]));
    expect(out.content[0]!.attrs).toEqual({ anchor: 'la-recette' });
    expect(out.content[2]!.attrs).toMatchObject({ key: 'k1', credit: 'AFP', caption: 'UNE TARTE' });
    expect(out.content[3]!.attrs).toMatchObject({ source: 'Maison', title: 'LES INGRÉDIENTS' });
    expect(out.content[4]!.attrs).toEqual({ label: 'ACHETER', url: 'https://shop/x' });
    expect(out.content[5]).toEqual(body.content[5]);
    expect(out.content[6]).toEqual(body.content[6]);
    // The untouched original.
    expect(collectTexts(body)[0]).toBe('La recette');
  });

  it('gives a document the editor accepts', () => {
    const out = replaceTexts(body, upper(collectTexts(body)));
    expect(() => Node.fromJSON(bodySchema, out).check()).not.toThrow();
  });

  it('keeps the spaces around a text node even when the translation trims them', () => {
    const out = replaceTexts(
      body,
      collectTexts(body).map((text) => text.trim().toUpperCase()),
    );
    expect(out.content[1]!.content!.map((n) => n.text)).toEqual([
      'UNE TARTE ',
      'AUX POMMES',
      ' ET ',
      'UN LIEN',
    ]);
  });

  it('refuses a count that does not match', () => {
    expect(() => replaceTexts(body, ['une'])).toThrow(RangeError);
  });

  it('keeps an element whose attributes are missing', () => {
    const blank = { type: 'image', attrs: { caption: ' ', credit: 'AFP' } };
    const bare: RichTextDoc = { type: 'doc', content: [{ type: 'image' }, blank, p(t('x'))] };
    expect(replaceTexts(bare, ['y'])).toEqual({
      type: 'doc',
      content: [{ type: 'image' }, blank, p(t('y'))],
    });
  });
});

describe('slides', () => {
  const slide = (caption: string, slideshow?: Record<string, unknown>) => ({
    type: 'slide',
    attrs: { key: 's1', caption, credit: 'AFP', ...(slideshow ? { slideshow } : {}) },
  });

  it('translates a slide’s caption, description and button title, nothing else of it', () => {
    const data = {
      description: 'Une recette',
      hasButton: true,
      buttonTitle: 'Voir',
      buttonUrl: 'https://x',
    };
    const slides: RichTextDoc = {
      type: 'doc',
      content: [slide('Légende', data), slide('', { description: ' ' }), slide('Seule')],
    };
    expect(collectTexts(slides)).toEqual(['Légende', 'Une recette', 'Voir', 'Seule']);
    const out = replaceTexts(slides, upper(collectTexts(slides)));
    expect(out.content[0]!.attrs).toEqual({
      key: 's1',
      caption: 'LÉGENDE',
      credit: 'AFP',
      slideshow: { ...data, description: 'UNE RECETTE', buttonTitle: 'VOIR' },
    });
    expect(out.content[1]).toEqual(slides.content[1]);
    expect(out.content[2]!.attrs).toMatchObject({ caption: 'SEULE' });
    // The original's nested object is not changed.
    expect(data.description).toBe('Une recette');
  });
});

describe('keepSpacing', () => {
  it('puts back the leading and trailing whitespace of the original', () => {
    expect(keepSpacing('  a b\n', 'c d')).toBe('  c d\n');
    expect(keepSpacing('a', ' b ')).toBe('b');
  });
});

describe('batchTexts', () => {
  it('cuts by count and by characters, never leaving a batch empty', () => {
    expect(batchTexts(['a', 'b', 'c'], 2, 100)).toEqual([['a', 'b'], ['c']]);
    expect(batchTexts(['aaaa', 'bb', 'cc'], 10, 5)).toEqual([['aaaa'], ['bb', 'cc']]);
    expect(batchTexts(['x'.repeat(50), 'y'], 10, 5)).toEqual([['x'.repeat(50)], ['y']]);
    expect(batchTexts([], 10, 5)).toEqual([]);
  });
});

describe('articleTexts / withArticleTexts', () => {
  const lead: RichTextDoc = { type: 'doc', content: [p(t('Le chapô'))] };

  it('puts the title first, then the lead, then the body, and writes them back', () => {
    const article = { title: 'Titre', lead, body };
    const texts = articleTexts(article);
    expect(texts.slice(0, 2)).toEqual(['Titre', 'Le chapô']);
    const out = withArticleTexts(article, upper(texts));
    expect(out.title).toBe('TITRE');
    expect(collectTexts(out.lead)).toEqual(['LE CHAPÔ']);
    expect(collectTexts(out.body)).toEqual(upper(collectTexts(body)));
  });

  it('leaves a blank title, no lead and no body as they are', () => {
    const article = { title: ' ', lead: null, body: null };
    expect(articleTexts(article)).toEqual([]);
    expect(withArticleTexts(article, [])).toEqual(article);
  });

  it('refuses a count that does not match', () => {
    expect(() => withArticleTexts({ title: 'T', lead, body: null }, ['T'])).toThrow(RangeError);
  });
});
