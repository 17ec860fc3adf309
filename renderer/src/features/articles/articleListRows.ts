// How a list row reads (spec 000 §2, §4): the title or 'NO_TITLE', the status label, and the
// dates in 'dd/MM/yyyy à HH:mm'; scheduled statuses show 'Programmé le' with their date.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, isScheduledType } from '../../../../common/domain/statuses';
import type { ArticleListRowFragment } from '../../graphql/generated/graphql';

export function rowTitle(row: Pick<ArticleListRowFragment, 'title'>): string {
  return row.title.trim() === '' ? MESSAGES.noTitle : row.title;
}

export function rowStatus(row: Pick<ArticleListRowFragment, 'status' | 'publishedAt'>): string {
  if (isScheduledType(row.status) && row.publishedAt)
    return `${MESSAGES.scheduledOn} ${formatDateTime(new Date(row.publishedAt))}`;
  return ARTICLE_STATUS_LABELS[row.status];
}

export function rowDate(value: string | null): string {
  return value ? formatDateTime(new Date(value)) : '—';
}

/** The row's thumbnail: its first media's address, when it has one. */
export function rowThumbnail(row: Pick<ArticleListRowFragment, 'medias'>): string | null {
  const first = Array.isArray(row.medias) ? (row.medias[0] as unknown) : null;
  if (typeof first !== 'object' || first === null) return null;
  const href = (first as { href?: unknown }).href;
  return typeof href === 'string' && isAllowedUrl(href, 'http') ? href : null;
}

/** The row's authors, in their order, joined for one cell. */
export function rowAuthors(row: Pick<ArticleListRowFragment, 'authors'>): string {
  return row.authors.map(({ author }) => author.name).join(', ');
}

/** Who is editing the row's article right now ('Verrouillé par …'), or null. */
export function rowLock(row: Pick<ArticleListRowFragment, 'lockedAt' | 'lockedBy'>): string | null {
  return row.lockedAt && row.lockedBy ? `Verrouillé par ${row.lockedBy.name}` : null;
}
