import type { ArticleForRules, RichTextDoc } from '../../../common/domain/article';

export const NOW = new Date('2026-03-10T10:00:00Z');

export function bodyWithImages(...images: Record<string, unknown>[]): RichTextDoc {
  return {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Il était une fois' }] },
      ...images.map((attrs) => ({ type: 'image', attrs })),
    ],
  };
}

/** A Rich TEL article that satisfies every publishing requirement. */
export function publishableArticle(overrides: Partial<ArticleForRules> = {}): ArticleForRules {
  return {
    title: 'Les séries de la rentrée',
    status: 'Draft',
    format: 'Rich',
    brandKey: 'TEL',
    slug: 'les-series-de-la-rentree',
    publishedAt: null,
    medias: [{ key: 'img-1', credit: 'AFP', source: 'Getty', format: '16:9' }],
    body: bodyWithImages({
      key: 'img-2',
      href: 'https://images.example.fr/a.jpg',
      credit: 'Reuters',
      source: 'Reuters',
    }),
    tags: [{ id: 't1', title: 'Séries', type: 'Tag' }],
    categories: [{ id: 'c1', title: 'Séries' }],
    channels: [],
    authors: [{ author: { id: 'a1', name: 'Jeanne Martin' } }],
    source: null,
    events: [],
    qualifiers: [],
    machineTags: [],
    guides: [],
    ...overrides,
  };
}

export const many = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
