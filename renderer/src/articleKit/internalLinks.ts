// The two look-ups the rich-text editor asks of the article screen (issue 5): the internal link
// dialog's search (searchArticles, page of 100, Published, Rich or Video, newest first; and the
// edited content's brand's recipes, first page only: 100, Published, newest first — 001 §7) and
// the resolution of a pasted back-office /edit URL into the article it names.
import type { ApolloClient } from '@apollo/client';
import { LIMITS } from '../../../common/domain/limits';
import { brandProfile } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';
import type { InternalLinkResult, ResolvedInternalArticle } from '../editor';
import {
  InternalArticleDocument,
  InternalLinkSearchDocument,
  type ArticleFormat,
} from '../graphql/generated/graphql';
import { createRecipeSearch, recipeUrlOf } from '../mediaKit/recipeSearch';

interface LinkableArticle {
  id: string;
  title: string;
  format: ArticleFormat;
  slug: string | null;
  canonical: string | null;
  brandKey: string;
}

function linkType(format: ArticleFormat): string {
  return format === 'Video' ? 'VIDEO' : 'ARTICLE';
}

/**
 * The public URL of an article: its canonical URL, else the brand's site origin and slug when the
 * brand has a known origin (001 §9). Without either there is nothing a reader could follow.
 */
export function publicUrlOf(
  article: Pick<LinkableArticle, 'canonical' | 'slug' | 'brandKey'>,
): string | null {
  if (article.canonical) return article.canonical;
  const origin = brandProfile(article.brandKey).siteOrigin;
  return origin && article.slug ? `${origin}/${article.slug}` : null;
}

/** The article id in a pasted back-office URL (…/article/edit/<id>, …/video/edit/<id>). */
export function editUrlArticleId(url: string): string | null {
  const match = /\/(?:article|video)\/edit\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The dialog's search. With a brand, its published recipes whose title contains the text are
 * searched beside the articles and videos, and both lists are merged newest first.
 */
export function createInternalLinkSearch(
  client: ApolloClient,
  brandKey?: string | null,
): (query: string) => Promise<InternalLinkResult[]> {
  const searchRecipes = brandKey
    ? createRecipeSearch(client, brandKey, LIMITS.pageSize.internalLinkSearch)
    : null;
  return async (query) => {
    const [articles, recipes] = await Promise.all([
      client.query({
        query: InternalLinkSearchDocument,
        variables: {
          first: LIMITS.pageSize.internalLinkSearch,
          where: { status: 'Published', format_in: ['Rich', 'Video'] },
          query: query.trim() || null,
          orderBy: 'publishedAt_DESC',
        },
        fetchPolicy: 'network-only',
      }),
      searchRecipes ? searchRecipes(query) : Promise.resolve([]),
    ]);
    // A content with no public URL cannot be linked to: it is listed, disabled, with the reason.
    const found = [
      ...(articles.data?.searchArticles ?? []).map((article) => ({
        publishedAt: article.publishedAt ?? null,
        id: article.id,
        title: article.title || 'NO_TITLE',
        url: publicUrlOf(article),
        type: linkType(article.format),
      })),
      ...recipes.map((recipe) => ({
        publishedAt: recipe.publishedAt ?? null,
        id: recipe.id,
        title: recipe.title || 'NO_TITLE',
        url: recipeUrlOf(recipe),
        type: 'RECIPE',
      })),
    ];
    // Newest first across both lists (each already is); undated last.
    const time = (at: string | null) => (at ? Date.parse(at) : -Infinity);
    found.sort((a, b) => time(b.publishedAt) - time(a.publishedAt));
    return found.map(({ publishedAt: _publishedAt, url, ...result }) => ({
      ...result,
      url,
      ...(url ? {} : { whyNot: MESSAGES.internalLinkNoPublicUrl }),
    }));
  };
}

export function createInternalArticleResolver(
  client: ApolloClient,
): (url: string) => Promise<ResolvedInternalArticle | null> {
  return async (url) => {
    const id = editUrlArticleId(url);
    if (!id) return null;
    const { data } = await client.query({
      query: InternalArticleDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    const article = data?.article;
    if (!article) return null;
    return {
      id: article.id,
      title: article.title,
      canonicalUrl: publicUrlOf(article),
      type: linkType(article.format),
    };
  };
}
