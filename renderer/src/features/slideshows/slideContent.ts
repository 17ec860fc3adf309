// What the speed dial's Article, Vidéo and Recette pickers offer (000 §2 "Slideshow editor"): the
// brand's published articles of format Article (Rich) or Video, full-text search, newest first, 20
// at a time (001 §9 "article list in dialog 20"), through the app's searchArticles; and the brand's
// published recipes whose title contains the text, newest first, 20 at a time (001 §7 `recipes`).
//
// A picked article becomes a slide as the address flow makes one (same typed block, no new
// attribute): `kind` 'article' or 'video', `target` the content's public address — its canonical
// URL, else the brand site's slug URL — or, when it has none (a brand with no known site origin),
// its back-office id, which the slide's shape allows ("the linked content's address or id");
// `caption` its title; `href` and `credit` its first image's when it has one, so the tile shows a
// picture and the slide is credited. A picked recipe becomes a 'recipe' slide the same way: its
// public address (canonical URL), its title, its first image and that image's credit.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import type { ApolloClient } from '@apollo/client';
import { LIMITS } from '../../../../common/domain/limits';
import { newSlide, type Slide } from '../../../../common/domain/slideshow';
import { SlideContentSearchDocument, type ArticleFormat } from '../../graphql/generated/graphql';
import { publicUrlOf } from '../../articleKit/internalLinks';
import {
  createRecipeSearch,
  recipeImageOf,
  recipeUrlOf,
  type FoundRecipe,
} from '../../mediaKit/recipeSearch';

export type PickableSlideKind = 'article' | 'video' | 'recipe';

export const FORMAT_OF_KIND: Readonly<Record<Exclude<PickableSlideKind, 'recipe'>, ArticleFormat>> =
  {
    article: 'Rich',
    video: 'Video',
  };

export interface SlideContent {
  id: string;
  title: string;
  /** The public address, else the id (see above). */
  target: string;
  /** The content's first image address, or ''. */
  picture: string;
  /** That image's credit, or '' (a slide needs one to publish). */
  credit: string;
  publishedAt: string | null;
}

export type SlideContentSearch = (kind: PickableSlideKind, text: string) => Promise<SlideContent[]>;

const NO_TITLE = 'NO_TITLE';
const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && isAllowedUrl(value, 'http');

/** The first image of an article's medias (a list of media objects) and its credit. */
export function pictureOf(medias: unknown): { href: string; credit: string } {
  if (Array.isArray(medias))
    for (const media of medias as unknown[]) {
      if (typeof media !== 'object' || media === null) continue;
      const m = media as { href?: unknown; format?: unknown; credit?: unknown };
      if ((m.format === undefined || m.format === 'image') && isHttpUrl(m.href))
        return { href: m.href, credit: typeof m.credit === 'string' ? m.credit : '' };
    }
  return { href: '', credit: '' };
}

export function slideContentOf(article: {
  id: string;
  title: string;
  slug?: string | null;
  canonical?: string | null;
  brandKey: string;
  publishedAt?: unknown;
  medias?: unknown;
}): SlideContent {
  return {
    id: article.id,
    title: article.title.trim() || NO_TITLE,
    target:
      publicUrlOf({
        ...article,
        slug: article.slug ?? null,
        canonical: article.canonical ?? null,
      }) ?? article.id,
    picture: pictureOf(article.medias).href,
    credit: pictureOf(article.medias).credit,
    publishedAt: typeof article.publishedAt === 'string' ? article.publishedAt : null,
  };
}

export function slideContentOfRecipe(recipe: FoundRecipe): SlideContent {
  const image = recipeImageOf(recipe.medias);
  return {
    id: recipe.id,
    title: recipe.title.trim() || NO_TITLE,
    target: recipeUrlOf(recipe) ?? recipe.id,
    picture: image?.href ?? '',
    credit: image?.credit ?? '',
    publishedAt: recipe.publishedAt ?? null,
  };
}

/** The slide a picked content becomes (a fresh key, as every added slide has). */
export function slideOfContent(kind: PickableSlideKind, content: SlideContent): Slide {
  return newSlide({
    key: crypto.randomUUID(),
    kind,
    target: content.target,
    caption: content.title,
    href: content.picture,
    credit: content.credit,
  });
}

export function createSlideContentSearch(
  client: ApolloClient,
  brandKey: string,
): SlideContentSearch {
  const recipes = createRecipeSearch(client, brandKey, LIMITS.pageSize.articleDialog);
  return async (kind, text) => {
    if (kind === 'recipe') return (await recipes(text)).map(slideContentOfRecipe);
    const { data } = await client.query({
      query: SlideContentSearchDocument,
      variables: {
        first: LIMITS.pageSize.articleDialog,
        where: { brandKey, status: 'Published', format: FORMAT_OF_KIND[kind] },
        query: text.trim() || null,
        orderBy: 'publishedAt_DESC',
      },
      fetchPolicy: 'network-only',
    });
    return (data?.searchArticles ?? []).map(slideContentOf);
  };
}
