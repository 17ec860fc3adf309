// What the media picker's content tabs (000 §2 "Media picker": Article, Recette, Video, Diapo) list
// and what a pick becomes. Each tab searches the brand's published contents of its kind into
// `PickableContent`s; who opened the picker decides what a pick produces:
//   - a media field ('media'): a media object (000 §3 "Media object"): the content's first image
//     (key, href, credit, source), its title as caption, `target` its public URL and `rel`
//     « <kind>:<id> » (recipe:, article:, video:, slideshow:) — what the media links to;
//   - the body's « Multimédia » element ('multimedia'): `{ kind, id, title, url }`.
// A content that cannot become that (no public URL; for a media field, no image either) is listed,
// disabled, with the reason.
import type { MediaObject } from '../../../common/domain/article';
import { LIMITS } from '../../../common/domain/limits';
import type { MultimediaAttrs, MultimediaKind } from '../../../common/richtext';
import { backoffice } from '../bridge/backoffice';
import { publicUrlOf } from '../articleKit/internalLinks';
import { recipeImageOf, type RecipeImage } from './recipeSearch';

/** The kinds a content tab lists (Podcast has its own tab: PodcastTab.tsx). */
export type ContentKind = Exclude<MultimediaKind, 'Podcast'>;

/** Who opened the picker: a media field, or the body's « Multimédia » element. */
export type PickTarget = 'media' | 'multimedia';

export type ContentPick =
  { target: 'media'; media: MediaObject } | { target: 'multimedia'; attrs: MultimediaAttrs };

export interface PickableContent {
  kind: ContentKind;
  id: string;
  title: string;
  /** The public address, or null when the content has none a reader could follow. */
  url: string | null;
  /** Its first image, or null. */
  image: RecipeImage | null;
  publishedAt: string | null;
}

export type ContentSearch = (brandKey: string, text: string) => Promise<PickableContent[]>;

/** How each kind is spoken of (French: gender matters in « publié(e) », « cet(te) »…). */
export const CONTENT_WORDING: Readonly<
  Record<
    ContentKind,
    {
      list: string;
      search: string;
      empty: string;
      published: string;
      noImage: string;
      noUrl: string;
      rel: string;
    }
  >
> = {
  Article: {
    list: 'Articles',
    search: 'Rechercher un article publié',
    empty: 'Aucun article publié ne correspond.',
    published: 'Publié le',
    noImage: "Cet article n'a pas d'image.",
    noUrl: "Cet article n'a pas d'adresse publique.",
    rel: 'article',
  },
  Recette: {
    list: 'Recettes',
    search: 'Rechercher une recette publiée',
    empty: 'Aucune recette publiée ne correspond.',
    published: 'Publiée le',
    noImage: "Cette recette n'a pas d'image.",
    noUrl: "Cette recette n'a pas d'adresse publique.",
    rel: 'recipe',
  },
  Video: {
    list: 'Vidéos',
    search: 'Rechercher une vidéo publiée',
    empty: 'Aucune vidéo publiée ne correspond.',
    published: 'Publiée le',
    noImage: "Cette vidéo n'a pas d'image.",
    noUrl: "Cette vidéo n'a pas d'adresse publique.",
    rel: 'video',
  },
  Diapo: {
    list: 'Diaporamas',
    search: 'Rechercher un diaporama publié',
    empty: 'Aucun diaporama publié ne correspond.',
    published: 'Publié le',
    noImage: "Ce diaporama n'a pas d'image.",
    noUrl: "Ce diaporama n'a pas d'adresse publique.",
    rel: 'slideshow',
  },
};

const NO_TITLE = 'NO_TITLE';

/** What a picked content becomes for `target`, or why it cannot become it (a French sentence). */
export function pickOf(content: PickableContent, target: PickTarget): ContentPick | string {
  const wording = CONTENT_WORDING[content.kind];
  if (target === 'media' && !content.image) return wording.noImage;
  if (!content.url) return wording.noUrl;
  if (target === 'multimedia')
    return {
      target,
      attrs: { kind: content.kind, id: content.id, title: content.title, url: content.url },
    };
  const image = content.image!;
  return {
    target,
    media: {
      key: image.key,
      href: image.href,
      caption: content.title,
      credit: image.credit || null,
      source: image.source || null,
      format: 'image',
      target: content.url,
      rel: `${wording.rel}:${content.id}`,
    },
  };
}

/** The article format each article-backed kind is stored as (000 §3: Rich, Slideshow, Video). */
export const FORMAT_OF_CONTENT_KIND = {
  Article: 'Rich',
  Video: 'Video',
  Diapo: 'Slideshow',
} as const;

export type ArticleContentKind = keyof typeof FORMAT_OF_CONTENT_KIND;

export interface FoundArticle {
  id: string;
  title: string;
  slug: string | null;
  canonical: string | null;
  brandKey: string;
  publishedAt?: string | null;
  medias: unknown;
}

export function contentOfArticle(kind: ArticleContentKind, article: FoundArticle): PickableContent {
  return {
    kind,
    id: article.id,
    title: article.title.trim() || NO_TITLE,
    url: publicUrlOf(article),
    image: recipeImageOf(article.medias),
    publishedAt: article.publishedAt ?? null,
  };
}

/**
 * The app's search (through main, as the other media searches): the brand's published articles of
 * the kind's format matching the text (searchArticles' full-text search, the title first), newest
 * first, 20 at a time (001 §9 "article list in dialog 20").
 */
export function searchPublishedArticles(kind: ArticleContentKind): ContentSearch {
  return async (brandKey, text) => {
    const result = await backoffice().graphql.request({
      operationName: 'ContentMediaSearch',
      query: `query ContentMediaSearch($first: Int!, $where: ArticleWhereInput, $query: String, $orderBy: ArticleOrderByInput) {
        searchArticles(first: $first, where: $where, query: $query, orderBy: $orderBy) {
          id title slug canonical brandKey publishedAt medias
        }
      }`,
      variables: {
        first: LIMITS.pageSize.articleDialog,
        where: { brandKey, status: 'Published', format: FORMAT_OF_CONTENT_KIND[kind] },
        query: text.trim() || null,
        orderBy: 'publishedAt_DESC',
      },
    });
    if (result.errors?.length)
      throw new Error(result.errors[0]?.message ?? 'Une erreur est survenue');
    return (result.data as { searchArticles: FoundArticle[] }).searchArticles.map((a) =>
      contentOfArticle(kind, a),
    );
  };
}
