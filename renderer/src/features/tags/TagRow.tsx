// One row of the tag list (TagListPage): title, type, brand chips, article and published counts,
// slug. On a list filtered to one brand (« Tags — TEL ») the chips and counts are that brand's.
import { StatusChip } from '../../ui/StatusChip';
import { Badge, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TagListRowFragment } from '../../graphql/generated/graphql';
import { LoadMoreSentinel } from '../../listKit/LoadMoreSentinel';
import { brandChips, tagCounts } from './tagListModel';
import { tagTypeIcon } from './tagTypeIcon';

const useStyles = makeStyles({
  chips: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  // 24 px high at least (WCAG 2.2 target size): the badge alone is 20.
  chipLink: {
    textDecorationLine: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
  },
  type: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/**
 * One tag's row, re-rendered only when its tag, the brand or its sentinel changes: a keystroke in
 * the search box re-rendered all 100 rows of badges and links before the answer even came.
 */
export const TagRow = memo(function TagRow({
  tag,
  brand,
  onLoadMore,
}: {
  tag: TagListRowFragment;
  brand: string | null;
  /** Set on the row that asks for the next page when it scrolls into view. */
  onLoadMore: (() => void) | null;
}) {
  const styles = useStyles();
  const chips = brandChips(tag, brand);
  const counts = tagCounts(tag, brand);
  return (
    <TableRow>
      <TableCell>
        {tag.title}
        {onLoadMore && <LoadMoreSentinel onVisible={onLoadMore} />}
      </TableCell>
      <TableCell>
        <span className={styles.type}>
          {tagTypeIcon(tag.type)}
          {tag.type}
        </span>
      </TableCell>
      <TableCell>
        <div className={styles.chips}>
          {chips.map((chip) => (
            <Link
              key={chip.brandKey}
              className={styles.chipLink}
              to={`/tag/edit/${tag.id}/${chip.brandKey}`}
              // The visible « TEL · 12 » inside the name (WCAG 2.5.3).
              aria-label={`Modifier ${tag.title} pour ${chip.brandKey} · ${chip.articleCount} articles${chip.active ? '' : ' (inactif)'}`}
            >
              <Badge
                appearance={chip.active ? 'filled' : 'tint'}
                color={chip.active ? 'brand' : 'subtle'}
                icon={chip.hasContent ? <ImageRegular /> : undefined}
              >
                {chip.brandKey} · {chip.articleCount}
              </Badge>
            </Link>
          ))}
          {brand && !chips.some((c) => c.brandKey === brand) && (
            <Link
              to={`/tag/edit/${tag.id}/${brand}`}
              className={styles.chipLink}
              aria-label={`Modifier ${tag.title} pour ${brand} · 0 articles`}
            >
              <Badge appearance="outline">{brand} · 0</Badge>
            </Link>
          )}
        </div>
      </TableCell>
      <TableCell>{counts.articles}</TableCell>
      <TableCell>
        {/* A native title, not a Fluent Tooltip: 100 tooltips cost each render of the list. */}
        <Link
          className={styles.chipLink}
          title="Articles publiés avec ce tag"
          to={`/article/list?status=Published&tag=${tag.id}${brand ? `&brand=${brand}` : ''}`}
        >
          <StatusChip tone="success">{counts.published}</StatusChip>
        </Link>
      </TableCell>
      <TableCell>{tag.slug}</TableCell>
    </TableRow>
  );
});
