// How a list row reads (spec 000 §2, §4): the title or 'NO_TITLE', the status label, and the
// dates in 'dd/MM/yyyy à HH:mm'; scheduled statuses show 'Programmé le' with their date.
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, isScheduledType } from '../../../../common/domain/statuses';
import type { ArticleListRowFragment } from '../../graphql/generated/graphql';

export function rowTitle(row: Pick<ArticleListRowFragment, 'title'>): string {
  return row.title.trim() === '' ? MESSAGES.noTitle : row.title;
}

export function rowStatus(row: Pick<ArticleListRowFragment, 'status' | 'publishedAt'>): string {
  if (isScheduledType(row.status) && row.publishedAt) return `${MESSAGES.scheduledOn} ${formatDateTime(new Date(row.publishedAt))}`;
  return ARTICLE_STATUS_LABELS[row.status];
}

export function rowDate(value: string | null): string {
  return value ? formatDateTime(new Date(value)) : '—';
}
