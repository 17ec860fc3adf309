// The print body (issue 36) ⇄ the rich body: what travels between the print system and a web
// article. Print → rich → print keeps paragraphs, intertitles, headlines and emphasis; rich →
// print keeps every text block in order and leaves elements on the web side.
import { describe, expect, it } from 'vitest';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';
import {
  printBodyToRich,
  printTextToLead,
  richLeadToPrintText,
  richToPrintBody,
} from '../../../common/richtext/printBody';
import { BODY_FIXTURES } from './fixtures';

type Marks = NonNullable<RichTextNode['marks']>;
const t = (text: string, ...marks: Marks): RichTextNode =>
  marks.length ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const h2 = (...content: RichTextNode[]): RichTextNode => ({ type: 'title', content });
const h3 = (...content: RichTextNode[]): RichTextNode => ({ type: 'headline', content });
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });
const BOLD = { type: 'bold' };
const ITALIC = { type: 'italic' };
const BR: RichTextNode = { type: 'hard_break' };
const EMPTY = doc({ type: 'paragraph' });

describe('print → rich', () => {
  it.each<[string, string, RichTextDoc]>([
    ['paragraphs', '<p>Un.</p><p>Deux.</p>', doc(p(t('Un.')), p(t('Deux.')))],
    [
      'an intertitle and a headline',
      '<h2>Inter</h2><h3>Tête</h3>',
      doc(h2(t('Inter')), h3(t('Tête'))),
    ],
    [
      'h1 and h4 as intertitle and headline',
      '<h1>Un</h1><h4>Quatre</h4>',
      doc(h2(t('Un')), h3(t('Quatre'))),
    ],
    [
      'div and li as paragraphs',
      '<div>Bloc</div><ul><li>Point</li></ul>',
      doc(p(t('Bloc')), p(t('Point'))),
    ],
    [
      'bold and strong',
      '<p><b>a</b> <strong>b</strong></p>',
      doc(p(t('a', BOLD), t(' '), t('b', BOLD))),
    ],
    ['italic and em', '<p><i>a</i><em>b</em></p>', doc(p(t('ab', ITALIC)))],
    [
      'bold and italic nested',
      '<p><b>gras <i>et italique</i></b> rien</p>',
      doc(p(t('gras ', BOLD), t('et italique', BOLD, ITALIC), t(' rien'))),
    ],
    ['italic inside bold, either way', '<p><i><b>x</b></i></p>', doc(p(t('x', BOLD, ITALIC)))],
    [
      'entities decoded',
      '<p>A &amp; B &lt;C&gt; &eacute;t&#233; &quot;q&quot;&nbsp;!</p>',
      doc(p(t('A & B <C> été "q"\u00a0!'))),
    ],
    [
      'a <br/> as a hard break',
      '<p>ligne 1<br/>ligne 2</p>',
      doc(p(t('ligne 1'), BR, t('ligne 2'))),
    ],
    ['a <br> too', '<p>a<br>b</p>', doc(p(t('a'), BR, t('b')))],
    [
      'plain text, a paragraph per line',
      'Premier.\nDeuxième.\r\n\r\nTroisième.',
      doc(p(t('Premier.')), p(t('Deuxième.')), p(t('Troisième.'))),
    ],
    ['markup wrapped over lines', '<p>Le chat\n  noir</p>', doc(p(t('Le chat noir')))],
    [
      'indented markup',
      '\n  <p>\n    Texte\n  </p>\n  <h2>  Inter  </h2>\n',
      doc(p(t('Texte')), h2(t('Inter'))),
    ],
    [
      'unknown tags read as text',
      '<p>Un <span class="x">mot</span> <u>souligné</u> <a href="https://x.fr">lié</a></p>',
      doc(p(t('Un mot souligné lié'))),
    ],
    [
      'text outside any block',
      'Avant<p>Dans</p>Après',
      doc(p(t('Avant')), p(t('Dans')), p(t('Après'))),
    ],
    ['unclosed paragraphs', '<p>a<p>b', doc(p(t('a')), p(t('b')))],
    ['a stray closing mark', '</b>x', doc(p(t('x')))],
    ['runs of spaces collapsed', '<p>a  \t b <span> c</span></p>', doc(p(t('a b c')))],
    ['empty blocks dropped', '<p> </p><p><b></b></p><h2></h2><p>x</p>', doc(p(t('x')))],
  ])('%s', (_what, body, rich) => {
    expect(printBodyToRich(body)).toEqual(rich);
  });

  it.each([
    ['script', '<script>alert("x")</script><p>Texte</p>'],
    ['style', '<style>p { color: red }</style><p>Texte</p>'],
    ['script inside a paragraph', '<p>Te<script>var a = 1;</script>xte</p>'],
    ['noscript and template', '<noscript>Activez JS</noscript><template>t</template><p>Texte</p>'],
    ['an uppercase script', '<SCRIPT>alert(1)</SCRIPT><p>Texte</p>'],
  ])('does not leak the content of %s as text', (_what, body) => {
    expect(printBodyToRich(body)).toEqual(doc(p(t('Texte'))));
  });

  it.each([null, undefined, '', '   ', '\n\n', '<p></p>'])('gives an empty body for %j', (body) => {
    expect(printBodyToRich(body)).toEqual(EMPTY);
  });
});

describe('print → rich → print', () => {
  it.each([
    '<p>Un paragraphe.</p>',
    '<h2>Intertitre</h2>\n<p>Texte.</p>\n<h3>Tête</h3>',
    '<p>Du <b>gras</b>, de l’<i>italique</i> et <b><i>les deux</i></b>.</p>',
    '<p>A &amp; B &lt;C&gt; « été »</p>',
    '<p>ligne 1<br/>ligne 2</p>',
  ])('keeps %s', (body) => {
    expect(richToPrintBody(printBodyToRich(body))).toBe(body);
  });

  it.each([
    '<p><b>gras <i>puis les deux</i></b><i> puis italique</i></p>',
    '<p><i>a <b>b</b></i> <b>c <i>d</i> e</b></p>',
    '<h2>Le <i>titre</i></h2><p>x<br/><b>y</b></p>',
  ])('keeps the emphasis of %s, written one way', (body) => {
    const rich = printBodyToRich(body);
    expect(printBodyToRich(richToPrintBody(rich))).toEqual(rich);
  });

  it('normalises what print writes several ways', () => {
    expect(richToPrintBody(printBodyToRich('<P><STRONG>a</STRONG></P><h1>b</h1>\nc\nd'))).toBe(
      '<p><b>a</b></p>\n<h2>b</h2>\n<p>c</p>\n<p>d</p>',
    );
  });
});

describe('rich → print', () => {
  it('reads lists, nested lists, quotes and frames as paragraphs and intertitles', () => {
    const rich = doc(
      BODY_FIXTURES.bullet_list!.content![0]!,
      BODY_FIXTURES.ordered_list!.content![0]!,
      BODY_FIXTURES.blockquote!.content![0]!,
      BODY_FIXTURES.frame_Notice!.content![0]!,
    );
    expect(richToPrintBody(rich)).toBe(
      [
        '<p>un</p>',
        '<p>deux</p>',
        '<p>trois</p>',
        '<p>imbriqué</p>',
        '<p>citation</p>',
        '<h2>Notice</h2>',
        '<p>contenu</p>',
      ].join('\n'),
    );
  });

  it.each(['image', 'image_minimal', 'media', 'c2c', 'multimedia', 'table'])(
    'leaves a %s out',
    (name) => {
      expect(richToPrintBody(BODY_FIXTURES[name])).toBe('');
    },
  );

  it('keeps the text around a page break', () => {
    expect(richToPrintBody(BODY_FIXTURES.page_break)).toBe('<p>avant</p>\n<p>après</p>');
  });

  it('leaves a slide out', () => {
    const slide = { type: 'slide', content: [p(t('diapo'))] };
    expect(richToPrintBody(doc(slide, p(t('texte'))))).toBe('<p>texte</p>');
  });

  it.each(['link', 'internal_link', 'strikethrough'])('reduces a %s to its text', (name) => {
    expect(richToPrintBody(BODY_FIXTURES[name])).toMatch(/^<p>[^<]+<\/p>$/);
  });

  it('escapes the text', () => {
    expect(richToPrintBody(BODY_FIXTURES.paragraph)).toBe(
      '<p>Un paragraphe « entre guillemets » &amp; &lt;balises&gt;</p>',
    );
    expect(printBodyToRich(richToPrintBody(BODY_FIXTURES.paragraph))).toEqual(
      BODY_FIXTURES.paragraph,
    );
  });

  it('keeps bold and italic, the one inside the other', () => {
    expect(richToPrintBody(doc(p(t('a', ITALIC, BOLD), t('b', BOLD))))).toBe(
      '<p><b><i>a</i></b><b>b</b></p>',
    );
  });

  it('drops empty blocks and blocks of breaks only', () => {
    expect(richToPrintBody(doc(p(), p(t('  ')), p(BR, BR), { type: 'paragraph' }))).toBe('');
  });

  it('writes nothing for no body', () => {
    expect(richToPrintBody(null)).toBe('');
    expect(richToPrintBody(undefined)).toBe('');
  });
});

describe('leads and signatures', () => {
  it('reads a print lead as one paragraph, spaces collapsed', () => {
    expect(printTextToLead('  Un   chapô\nsur deux lignes ')).toEqual(
      doc(p(t('Un chapô sur deux lignes'))),
    );
  });

  it.each([null, undefined, '', ' \n '])('has no lead for %j', (text) => {
    expect(printTextToLead(text)).toBeNull();
  });

  it('writes a rich lead as plain text, blocks joined by a space', () => {
    expect(richLeadToPrintText(doc(p(t('Un ', BOLD), t('chapô')), p(t('suite'))))).toBe(
      'Un chapô suite',
    );
    expect(richLeadToPrintText(null)).toBe('');
  });

  it('round-trips a lead', () => {
    expect(richLeadToPrintText(printTextToLead('Le chapô « cité » & co'))).toBe(
      'Le chapô « cité » & co',
    );
  });
});
