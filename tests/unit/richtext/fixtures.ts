// One document per node type and per mark, in the canonical form ProseMirror stores.
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';

const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const t = (text: string, ...marks: RichTextNode['marks'] & object): RichTextNode =>
  marks.length ? { type: 'text', text, marks } : { type: 'text', text };
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

export const BODY_FIXTURES: Record<string, RichTextDoc> = {
  paragraph: doc(p(t('Un paragraphe « entre guillemets » & <balises>'))),
  hard_break: doc(p(t('ligne 1'), { type: 'hard_break' }, t('ligne 2'))),
  title: doc({ type: 'title', attrs: { anchor: 'mon-titre' }, content: [t('Titre')] }),
  title_without_anchor: doc({ type: 'title', attrs: { anchor: '' }, content: [t('Titre')] }),
  headline: doc({ type: 'headline', attrs: { anchor: '' }, content: [t('Sous-titre')] }),
  bullet_list: doc({
    type: 'bullet_list',
    content: [
      { type: 'list_item', content: [p(t('un'))] },
      { type: 'list_item', content: [p(t('deux'))] },
    ],
  }),
  ordered_list: doc({
    type: 'ordered_list',
    attrs: { order: 3 },
    content: [
      {
        type: 'list_item',
        content: [
          p(t('trois')),
          { type: 'bullet_list', content: [{ type: 'list_item', content: [p(t('imbriqué'))] }] },
        ],
      },
    ],
  }),
  blockquote: doc({ type: 'blockquote', content: [p(t('citation'))] }),
  ...Object.fromEntries(
    ['Notice', 'Default', 'Deontology', 'Summary', 'Source', 'ReboundText', 'BulletPoint'].map(
      (kind) => [
        `frame_${kind}`,
        doc({
          type: 'frame',
          attrs: { kind },
          content: [{ type: 'title', attrs: { anchor: '' }, content: [t(kind)] }, p(t('contenu'))],
        }),
      ],
    ),
  ),
  image: doc({
    type: 'image',
    attrs: {
      key: 'k/1.jpg',
      href: 'https://img.example.org/1.jpg',
      caption: 'Légende "citée"',
      credit: 'AFP',
      source: 'Reuters',
      focusPoint: { x: 10, y: 20, relativeX: 0.25, relativeY: 0.5 },
      crop: { x: 0, y: 0, width: 100, height: 50 },
    },
  }),
  image_minimal: doc({
    type: 'image',
    attrs: { key: '', href: '', caption: '', credit: '', source: '', focusPoint: null, crop: null },
  }),
  media: doc({
    type: 'media',
    attrs: {
      url: 'https://www.youtube.com/watch?v=x',
      canonical: 'https://youtu.be/x',
      html: '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      width: 640,
      height: 360,
      credit: 'YouTube',
      meta: { title: 'Vidéo', site: 'YouTube', thumbnail: 'https://i.ytimg.com/x.jpg' },
    },
  }),
  page_break: doc(p(t('avant')), { type: 'page_break' }, p(t('après'))),
  c2c: doc({ type: 'c2c', attrs: { label: 'Appeler', url: 'https://example.org/appel' } }),
  multimedia: doc({
    type: 'multimedia',
    attrs: {
      id: 'd-12',
      kind: 'Diapo',
      title: 'Le diaporama',
      url: 'https://www.example.fr/diapo-12',
    },
  }),
  affilizz: doc({
    type: 'affilizz',
    attrs: {
      html: '<div class="affilizz-card"><h3>La Moka</h3></div>',
      title: 'La Moka, indémodable',
      publicationInfos: 'TEL/card-1',
      productName: 'Cafetière italienne',
      description: '12 offres',
      positivePoints: ['Robuste', 'Café « corsé »'],
      negativePoints: [],
      rating: '9 / 10',
    },
  }),
  table: doc({
    type: 'table',
    attrs: {
      title: 'Résultats',
      source: 'Insee',
      accentuation: { top: true, bottom: false, left: true, right: false },
    },
    content: [
      { type: 'table_row', content: [cell('A1', 2), cell('C1')] },
      {
        type: 'table_row',
        content: [
          cell('A2'),
          cell('B2'),
          {
            type: 'table_header',
            attrs: { colspan: 1, rowspan: 1, colwidth: null },
            content: [p(t('C2', { type: 'bold' }))],
          },
        ],
      },
    ],
  }),
  bold: doc(p(t('gras', { type: 'bold' }))),
  italic: doc(p(t('italique', { type: 'italic' }))),
  strikethrough: doc(p(t('barré', { type: 'strikethrough' }))),
  link: doc(p(t('lien', { type: 'link', attrs: { href: 'https://www.example.org/?a=1&b=2' } }))),
  internal_link: doc(
    p(
      t('interne', {
        type: 'internal_link',
        attrs: {
          href: 'https://www.example.fr/a.html',
          id: 'a1',
          linkType: 'RECIPE',
          title: 'Une recette',
        },
      }),
    ),
  ),
  anchor_link: doc(p(t('ancre', { type: 'anchor_link', attrs: { anchor: 'mon-titre' } }))),
  person_link: doc(
    p(
      t('Marie Curie', {
        type: 'person_link',
        attrs: {
          href: 'https://www.example.fr/personnes/curie',
          personId: 'p-7',
          name: 'Marie Curie',
        },
      }),
    ),
  ),
  stacked_marks: doc(
    p(
      t(
        'a',
        { type: 'link', attrs: { href: 'https://x.example/' } },
        { type: 'bold' },
        { type: 'italic' },
        { type: 'strikethrough' },
      ),
      t('b', { type: 'bold' }),
    ),
  ),
};

function cell(text: string, colspan = 1): RichTextNode {
  return {
    type: 'table_cell',
    attrs: { colspan, rowspan: 1, colwidth: null },
    content: [p(t(text))],
  };
}

export const LEAD_FIXTURES: Record<string, RichTextDoc> = {
  lead_marks: doc(
    p(
      t('gras', { type: 'bold' }),
      t(' '),
      t('italique', { type: 'italic' }),
      t(' '),
      t('lien', { type: 'link', attrs: { href: 'https://a.example/' } }),
    ),
    p(
      t('interne', {
        type: 'internal_link',
        attrs: { href: 'https://www.example.fr/v.html', id: 'v1', linkType: 'VIDEO', title: '' },
      }),
    ),
  ),
};
