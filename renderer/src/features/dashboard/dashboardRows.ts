// How a dashboard row reads (spec 000 §2 columns: published date, image, description, categories,
// contributors, media, diffusion, status) and where it leads: the article or video editor, the
// slideshow editor. The media and diffusion wording is common/domain's, shared with the CSV.
import {
  dashboardDiffusionSummary,
  dashboardImageUrl,
  dashboardMediaSummary,
} from '../../../../common/domain/dashboard';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, isScheduledType } from '../../../../common/domain/statuses';
import type { DashboardRowFragment } from '../../graphql/generated/graphql';

export const FORMAT_LABELS: Readonly<Record<DashboardRowFragment['format'], string>> = {
  Rich: 'Article',
  Slideshow: 'Diaporama',
  Video: 'Vidéo',
};

export function dashboardRowCells(row: DashboardRowFragment) {
  const authors = row.authors.map((a) => a.author.name);
  return {
    published: row.publishedAt ? formatDateTime(new Date(row.publishedAt)) : '—',
    image: dashboardImageUrl(row.medias),
    title: row.title.trim() === '' ? MESSAGES.noTitle : row.title,
    kind: `${FORMAT_LABELS[row.format]} · ${row.brandKey}`,
    categories: row.categories.map((c) => c.title).join(', '),
    contributors: authors.length ? authors.join(', ') : (row.creator?.name ?? ''),
    media: dashboardMediaSummary(row.medias),
    diffusion: dashboardDiffusionSummary({
      brandKey: row.brandKey,
      pushCount: row.pushCount,
      hasLive: row.live !== null,
    }),
    status:
      isScheduledType(row.status) && row.publishedAt
        ? `${MESSAGES.scheduledOn} ${formatDateTime(new Date(row.publishedAt))}`
        : ARTICLE_STATUS_LABELS[row.status],
  };
}

/** The editor a row opens: slideshows in theirs, articles and videos in the article editor. */
export function rowPath(row: Pick<DashboardRowFragment, 'id' | 'brandKey' | 'format'>): string {
  const id = encodeURIComponent(row.id);
  if (row.format === 'Slideshow') return `/slideshow/edit/${id}`;
  const kind = row.format === 'Video' ? 'video' : 'article';
  return `/${encodeURIComponent(row.brandKey)}/${kind}/edit/${id}`;
}

/** Chart labels made unique (the night DST ends, 02:00 happens twice in Paris). */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}
