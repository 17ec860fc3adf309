// The internal-link suggestions (spec 001 §7, §8; issue 34): what the dialog asks the server, and
// the texts of the links already in the body (sent so they are not suggested again).
import type { ApolloClient } from '@apollo/client';
import { MARK, type RichTextDoc, type RichTextNode } from '../../../../common/richtext';
import {
  BodyWithSuggestedLinksDocument,
  SuggestInternalLinksDocument,
  type SuggestInternalLinksQuery,
} from '../../graphql/generated/graphql';
import { fetchRows } from '../../adminKit/adminApi';

export type SuggestedLink = SuggestInternalLinksQuery['suggestInternalLinks'][number];

/** The words under every link of the body (internal or not), each once, in reading order. */
export function existingLinkTexts(doc: RichTextDoc | null): string[] {
  const texts = new Set<string>();
  const visit = (node: RichTextNode) => {
    const linked = node.marks?.some((m) => m.type === MARK.link || m.type === MARK.internalLink);
    if (linked && node.text?.trim()) texts.add(node.text.trim());
    node.content?.forEach(visit);
  };
  if (doc) visit(doc);
  return [...texts];
}

export interface LinkSuggestionSource {
  title: string;
  body: RichTextDoc | null;
  brandKey: string;
  articleId: string | null;
}

export async function suggestLinks(
  client: ApolloClient,
  source: LinkSuggestionSource,
): Promise<SuggestedLink[]> {
  const data = await fetchRows(client, SuggestInternalLinksDocument, {
    title: source.title,
    body: source.body ?? { type: 'doc', content: [] },
    brandKey: source.brandKey,
    existingLinksLabels: existingLinkTexts(source.body),
    idArticle: source.articleId,
  });
  return data.suggestInternalLinks;
}

/** The body with the chosen links set, as the server places them. */
export async function bodyWithLinks(
  client: ApolloClient,
  body: RichTextDoc,
  links: readonly SuggestedLink[],
): Promise<unknown> {
  const data = await fetchRows(client, BodyWithSuggestedLinksDocument, {
    body,
    links: links.map(({ id, type, title, url, anchorText, block, start }) => ({
      id,
      type,
      title,
      url,
      anchorText,
      block,
      start,
    })),
  });
  return data.getBodyWithSuggestedLinks.updatedBody;
}
