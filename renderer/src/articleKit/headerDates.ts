// The editor header's subtitle (spec 000 §2): the publication or schedule date, then the last
// modification date, both 'dd/MM/yyyy à HH:mm'. A publication date shows only while the article
// is published or scheduled (after « Dépublier » it is no longer « Publié le … »).
import { formatDateTime } from '../../../common/domain/dates';
import { MESSAGES } from '../../../common/domain/messages';
import {
  isPublishedType,
  isScheduledType,
  type ArticleStatus,
} from '../../../common/domain/statuses';

interface Dated {
  status: ArticleStatus;
  publishedAt: string | null;
  updatedAt: string;
}

function subtitle(article: Dated | null): string {
  if (!article) return '';
  const parts: string[] = [];
  // An unpublished article keeps its old publication date on the server: it is not said here.
  if (article.publishedAt && (isPublishedType(article.status) || isScheduledType(article.status))) {
    const when = formatDateTime(new Date(article.publishedAt));
    parts.push(
      isScheduledType(article.status) ? `${MESSAGES.scheduledOn} ${when}` : `Publié le ${when}`,
    );
  }
  if (article.updatedAt)
    parts.push(`Dernière modification le ${formatDateTime(new Date(article.updatedAt))}`);
  return parts.join(' · ');
}

export const headerDates = { subtitle, format: (date: Date): string => formatDateTime(date) };
