// Pure rich-text rules: table dimensions never below 1, person-link offering, counts with French
// plural, pasted URL classification, URL whitelist, element validation, plain text.
import { describe, expect, it } from 'vitest';
import {
  canRemoveColumn,
  canRemoveRow,
  clampDimension,
  classifyPastedUrl,
  countCharacters,
  countWords,
  createTable,
  DEFAULT_ACCENTUATION,
  docHasPersonLink,
  docToPlainText,
  findWebUrls,
  formatCounts,
  isPersonLinkOffered,
  pluralize,
  resizeTable,
  safeHref,
  tableDimensions,
  validateElement,
  MULTIMEDIA_MESSAGES,
  multimediaProblem,
  type RichTextDoc,
} from '../../../common/richtext';
import { BODY_FIXTURES } from './fixtures';

const settings = { title: '', source: '', accentuation: DEFAULT_ACCENTUATION };

describe('table dimensions', () => {
  it.each([
    [3, 3, 3, 3],
    [0, 0, 1, 1],
    [-5, 2, 1, 2],
    [Number.NaN, 4, 1, 4],
    [2.7, 1, 2, 1],
  ])('createTable(%s, %s) is %s×%s', (rows, cols, r, c) => {
    expect(tableDimensions(createTable(rows, cols, settings))).toEqual({ rows: r, columns: c });
  });

  it.each([
    [2, 2, 1, 1, 1, 1],
    [2, 2, 0, 0, 1, 1],
    [1, 1, 3, 4, 3, 4],
    [3, 3, 2, -1, 2, 1],
  ])('resizeTable(%s×%s → %s×%s) is %s×%s', (r0, c0, r1, c1, r, c) => {
    expect(tableDimensions(resizeTable(createTable(r0, c0, settings), r1, c1))).toEqual({
      rows: r,
      columns: c,
    });
  });

  it.each([
    [1, false],
    [2, true],
    [10, true],
  ])('with %s rows/columns, removing one is %s', (n, allowed) => {
    expect(canRemoveRow(n)).toBe(allowed);
    expect(canRemoveColumn(n)).toBe(allowed);
  });

  it('clamps typed dimensions to at least 1', () => {
    expect([0, -1, 1, 5].map((n) => clampDimension(n))).toEqual([1, 1, 1, 5]);
  });

  it('keeps existing cells when growing, drops from the end when shrinking', () => {
    const resized = resizeTable(BODY_FIXTURES.table!.content[0]!, 1, 2);
    expect(tableDimensions(resized)).toEqual({ rows: 1, columns: 2 });
    expect(JSON.stringify(resized)).toContain('A1');
  });

  it('has top accentuation on by default', () => {
    expect(DEFAULT_ACCENTUATION).toEqual({ top: true, bottom: false, left: false, right: false });
  });
});

describe('person link offering (spec 001 §5)', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('body has one: %s, selection in one: %s → offered %s', (inBody, inSelection, offered) => {
    expect(isPersonLinkOffered(inBody, inSelection)).toBe(offered);
  });

  it('finds a person link anywhere in the body', () => {
    expect(docHasPersonLink(BODY_FIXTURES.person_link!)).toBe(true);
    expect(docHasPersonLink(BODY_FIXTURES.link!)).toBe(false);
    expect(
      docHasPersonLink({
        type: 'doc',
        content: [{ type: 'frame', content: BODY_FIXTURES.person_link!.content }],
      }),
    ).toBe(true);
    expect(docHasPersonLink(null)).toBe(false);
  });
});

describe('counts with plural', () => {
  it.each([
    [0, 'mot', 'mots', '0 mot'],
    [1, 'mot', 'mots', '1 mot'],
    [2, 'mot', 'mots', '2 mots'],
    [1, 'caractère', 'caractères', '1 caractère'],
    [1234, 'caractère', 'caractères', '1\u202f234 caractères'],
  ])('%s %s', (n, singular, plural, expected) => {
    expect(pluralize(n, singular, plural)).toBe(expected);
  });

  const doc = (...texts: string[]): RichTextDoc => ({
    type: 'doc',
    content: texts.map((text) => ({
      type: 'paragraph',
      content: text ? [{ type: 'text', text }] : [],
    })),
  });

  it.each([
    [doc(''), 0, 0],
    [doc('Bonjour'), 1, 7],
    [doc("L'article du jour — 2 mots"), 5, 26],
    [doc('fin', 'début'), 2, 8],
    [doc('  espaces   multiples  '), 2, 23],
    [doc('émoji 👍'), 1, 7],
  ])('counts words and characters of %j', (d, words, chars) => {
    expect(countWords(d)).toBe(words);
    expect(countCharacters(d)).toBe(chars);
  });

  it('formats both counts', () => {
    expect(formatCounts(1, 1)).toBe('1 caractère · 1 mot');
    expect(formatCounts(12, 3)).toBe('12 caractères · 3 mots');
  });
});

describe('pasted URLs (spec 001 §5)', () => {
  const forbiddenHosts = ['interdit.example'];
  it.each([
    ['https://www.example.org/page', false, 'link'],
    ['http://example.org', false, 'link'],
    ['chrome://settings', false, 'link'],
    ['https://bo.example.fr/article/edit/42', false, 'internal'],
    ['https://bo.example.fr/article/edit', false, 'internal'],
    ['https://bo.example.fr/editorial', false, 'link'],
    ['https://interdit.example/x.mp4', false, 'forbidden'],
    ['https://cdn.interdit.example/x.mp4', true, 'forbidden'],
    ['https://www.youtube.com/watch?v=a', true, 'embed'],
    ['https://www.youtube.com/watch?v=a', false, 'link'],
    ['https://www.dailymotion.com/video/x', true, 'embed'],
  ])('%s (alone: %s) → %s', (url, alone, kind) => {
    expect(classifyPastedUrl(url, { forbiddenHosts, alone })).toBe(kind);
  });

  it('finds web URLs without trailing punctuation', () => {
    expect(
      findWebUrls('Voir https://a.example/x. Et (http://b.example/y), ftp://c.example').map(
        (m) => m.url,
      ),
    ).toEqual(['https://a.example/x', 'http://b.example/y']);
  });
});

describe('URL whitelist', () => {
  it.each([
    ['https://a.example/', 'https://a.example/'],
    ['mailto:redaction@example.org', 'mailto:redaction@example.org'],
    ['#ancre', '#ancre'],
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['data:text/html,<script>', ''],
    ['vbscript:x', ''],
    ['/relative', ''],
    ['#bad anchor', ''],
  ])('safeHref(%j) = %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe('element validation', () => {
  it.each([
    ['image', { href: 'https://i.example/1.jpg', credit: 'AFP', source: 'AFP' }, []],
    ['image', { href: '', credit: '', source: '' }, ['href', 'credit', 'source']],
    ['image', { href: 'javascript:x', credit: 'a', source: 'b' }, ['href']],
    [
      'image',
      {
        href: 'https://i.example/1.jpg',
        credit: 'a',
        source: 'b',
        focusPoint: { x: 1, y: 1, relativeX: 2, relativeY: 0 },
      },
      ['focusPoint'],
    ],
    ['media', { url: 'https://www.youtube.com/watch?v=a' }, []],
    ['media', { url: 'chrome://x' }, ['url']],
    ['c2c', { label: '', url: 'https://a.example' }, ['label']],
    ['multimedia', { id: 'x', title: 'T', kind: 'Diapo' }, []],
    ['multimedia', { id: '', title: '', kind: 'Diapo' }, ['id', 'title']],
    ['multimedia', { id: 'x', title: 'T', kind: 'Quiz' }, ['kind']],
    ['multimedia', { id: 'x', title: 'T', url: 'https://www.telestar.fr/a' }, []],
    ['multimedia', { id: 'x', title: 'T', kind: 'Video', url: 'javascript:alert(1)' }, ['url']],
    ['multimedia', { id: 'x', title: 'T', kind: 'Video', url: 'ftp://a.example/v' }, ['url']],
    ['page_break', {}, []],
  ] as const)('%s %j → errors on %j', (type, attrs, fields) => {
    expect(Object.keys(validateElement(type, attrs)).sort()).toEqual([...fields].sort());
  });
});

describe('multimedia elements the server refuses', () => {
  it.each([
    [{ id: 'x', kind: 'Article', title: 'T', url: 'https://www.telestar.fr/a' }, null],
    [{ id: '', kind: 'Podcast', title: '', url: '' }, null],
    [{}, null],
    [undefined, null],
    [{ kind: 'Quiz' }, MULTIMEDIA_MESSAGES.unknownKind('Quiz')],
    [{ kind: 3 }, MULTIMEDIA_MESSAGES.unknownKind('3')],
    [{ kind: 'Diapo', url: 'javascript:alert(1)' }, MULTIMEDIA_MESSAGES.badUrl],
    [{ kind: 'Diapo', url: '/relative' }, MULTIMEDIA_MESSAGES.badUrl],
    [{ kind: 'Diapo', url: 42 }, MULTIMEDIA_MESSAGES.badUrl],
  ] as const)('%j → %s', (attrs, message) => {
    expect(multimediaProblem(attrs as Record<string, unknown> | undefined)).toBe(message);
  });

  it('says so in French, naming the kinds allowed', () => {
    expect(MULTIMEDIA_MESSAGES.unknownKind('Quiz')).toBe(
      'Élément multimédia : type de contenu inconnu (« Quiz »). Types possibles : Article, Recette, Video, Diapo, Podcast.',
    );
  });
});

describe('plain text', () => {
  it('joins blocks with newlines, keeps captions and cells, drops other elements', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        ...BODY_FIXTURES.hard_break!.content,
        ...BODY_FIXTURES.image!.content,
        ...BODY_FIXTURES.media!.content,
        ...BODY_FIXTURES.table!.content,
      ],
    };
    expect(docToPlainText(doc)).toBe('ligne 1\nligne 2\nLégende "citée"\nA1\nC1\nA2\nB2\nC2');
    expect(docToPlainText(null)).toBe('');
  });
});
