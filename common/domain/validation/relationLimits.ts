// Article relation limits checked on save (001 §9): 2 categories, 1 channel, 20 tags, …
import type { ArticleForRules } from '../article';
import { ARTICLE_RELATION_LIMITS, type ArticleRelation } from '../limits';
import { formatMessage } from '../messages';
import type { FieldErrors } from './fieldErrors';

export { ARTICLE_RELATION_LIMITS };

/**
 * French nouns for the messages: plural after 'plus de {max}', and with its article for the
 * relations limited to one ('Un article ne peut comporter qu'une chaîne.').
 */
export const RELATION_LABELS: Readonly<Record<ArticleRelation, string>> = {
  categories: 'catégories',
  channels: 'une chaîne',
  tags: 'tags',
  authors: 'auteurs',
  events: 'événements',
  qualifiers: 'qualificatifs',
  machineTags: 'tags machine',
  guides: 'un guide',
};

export function checkRelationLimits(article: Pick<ArticleForRules, ArticleRelation>): FieldErrors {
  const errors: FieldErrors = {};
  for (const relation of Object.keys(ARTICLE_RELATION_LIMITS) as ArticleRelation[]) {
    const max = ARTICLE_RELATION_LIMITS[relation];
    if (article[relation].length > max) {
      const label = RELATION_LABELS[relation];
      errors[relation] =
        max === 1
          ? formatMessage('tooManySingleRelation', { label })
          : formatMessage('tooManyRelations', { max, label });
    }
  }
  return errors;
}

/** The sentence a picker shows once its relation is full (the server's message for one more). */
export function relationLimitMessage(relation: ArticleRelation): string {
  const max = ARTICLE_RELATION_LIMITS[relation];
  const label = RELATION_LABELS[relation];
  return max === 1
    ? formatMessage('tooManySingleRelation', { label })
    : formatMessage('tooManyRelations', { max, label });
}
