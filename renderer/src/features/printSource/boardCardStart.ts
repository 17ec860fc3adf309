// The board card (spec 000 §3 "Board card": title, authors, userId, category, publicationDate) as
// the start of a new article, by the « Duplication web » mechanism (features/articles/duplication):
// the editor opens unsaved with these fields and a notice saying where they come from. The editor
// has no planned date, so the card's publication date is said in that notice rather than lost.
import { formatDate } from '../../../../common/domain/dates';
import { formatMessage } from '../../../../common/domain/messages';
import { slugify } from '../../../../common/domain/validation/slug';
import type { BoardCardStartQuery } from '../../graphql/generated/graphql';
import type { DuplicationStart } from '../../articleKit/articleStart';

export type BoardCard = NonNullable<BoardCardStartQuery['boardCard']>;

export function boardCardStart(card: BoardCard): DuplicationStart {
  const planned = card.publicationDate ? new Date(card.publicationDate) : null;
  const origin =
    planned && !Number.isNaN(planned.getTime())
      ? formatMessage('boardCardOriginPlanned', { title: card.title, label: formatDate(planned) })
      : formatMessage('boardCardOrigin', { title: card.title });
  return {
    values: {
      title: card.title,
      slug: slugify(card.title),
      categories: card.category ? [{ id: card.category.id, title: card.category.title }] : [],
      // None: the editor puts the journalist's main author, as on any new article.
      ...(card.authors.length > 0
        ? { authors: card.authors.map((a) => ({ id: a.id, title: a.name })) }
        : {}),
    },
    notices: [{ intent: 'info', text: origin }],
  };
}
