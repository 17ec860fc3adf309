// The tag list (spec 000 §2, 001 §2): the brand of the top bar's selector, 'Rechercher un tag'
// with the Type and Statut filters (all kept in the URL), columns title, type (icon), brand chips
// (key and article count, linking to the tag edit, inactive brands tinted), article count,
// published article count (a chip to the article list filtered by the tag, status Published),
// slug; sorted by title, loaded 40 at a time as the list scrolls.
import {
  Field,
  SearchBox,
  Select,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { isKnownBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import {
  TagListDocument,
  TagSearchDocument,
  type TagListRowFragment,
  type TagWhereInput,
} from '../../graphql/generated/graphql';
import { fetchRows } from '../../adminKit/adminApi';
import { apiErrorOf } from '../../editorKit/apiError';
import { ListPage } from '../../listKit/ListPage';
import { ProgressiveListStates } from '../../listKit/ProgressiveListStates';
import { useProgressiveRows, type ProgressiveRows } from '../../listKit/useProgressiveRows';
import { useUrlFilters } from '../../listKit/useUrlFilters';
import {
  readTagListParams,
  TAG_FILTER_TYPES,
  TAG_PAGE_SIZE,
  type TagListParams,
} from './tagListModel';
import { TagRow } from './TagRow';

/** The next page is asked when this many loaded rows remain below the screen's last. */
const LOAD_MORE_THRESHOLD = 20;

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
  },
  search: { width: '360px' },
  num: { width: '110px' },
});

export function TagListPage() {
  const styles = useStyles();
  useSectionLook('Tags', 'web');
  const { params, setFilters } = useUrlFilters();
  const filters = readTagListParams(params);
  const rawBrand = params.get('brand');
  const brand = rawBrand && isKnownBrand(rawBrand) ? rawBrand : null;
  const [typed, setTyped] = useState(filters.search);
  const setParam = (name: string, value: string | null) =>
    setFilters({ [name]: value }, { replace: name === 'search' });

  // Searched as the admin types (no debounce to wait out): each keystroke restarts the list, and
  // useProgressiveRows drops the answers of the keystrokes before the last.
  const changeSearch = (value: string) => {
    setTyped(value);
    setParam('search', value.trim() ? value : null);
  };
  const list = useTagRows(filters, brand);

  return (
    <ListPage titleId="tag-list-title" title={`Tags${brand ? ` — ${brand}` : ''}`}>
      <div className={styles.filters} role="search">
        <SearchBox
          className={styles.search}
          placeholder={MESSAGES.tagSearch}
          aria-label={MESSAGES.tagSearch}
          value={typed}
          onChange={(_e, data) => changeSearch(data.value)}
        />
        <Field label="Type" orientation="horizontal">
          <Select
            value={filters.type ?? ''}
            onChange={(_e, d) => setParam('type', d.value || null)}
          >
            <option value="">Tous</option>
            {TAG_FILTER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Statut" orientation="horizontal">
          <Select
            value={filters.status ?? ''}
            onChange={(_e, d) => setParam('status', d.value || null)}
          >
            <option value="">Tous</option>
            <option value="active">Actif</option>
            <option value="inactive">Inactif</option>
          </Select>
        </Field>
      </div>
      <ProgressiveListStates list={list}>
        <TagTable list={list} brand={brand} />
      </ProgressiveListStates>
    </ListPage>
  );
}

/** The filter's tags, 40 at a time (the search's when the admin typed one). */
function useTagRows(filters: TagListParams, brand: string | null) {
  const client = useApolloClient();
  const whereKey = JSON.stringify(whereOf(filters, brand));
  const where = useMemo(() => JSON.parse(whereKey) as TagWhereInput | null, [whereKey]);
  const query = filters.search.trim();
  const fetchPage = useCallback(
    async ({ first, skip }: { first: number; skip: number }) =>
      query
        ? (await fetchRows(client, TagSearchDocument, { query, first, skip, where })).searchTags
        : (await fetchRows(client, TagListDocument, { first, skip, where })).tags,
    [client, query, where],
  );
  return useProgressiveRows<TagListRowFragment>(
    JSON.stringify([query, where]),
    TAG_PAGE_SIZE,
    fetchPage,
    (error) => apiErrorOf(error).message,
  );
}

function TagTable({
  list,
  brand,
}: {
  list: ProgressiveRows<TagListRowFragment>;
  brand: string | null;
}) {
  const styles = useStyles();
  const sentinelIndex = Math.max(list.rows.length - LOAD_MORE_THRESHOLD, 0);
  return (
    <Table aria-label="Liste des tags" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Titre</TableHeaderCell>
          <TableHeaderCell style={{ width: '150px' }}>Type</TableHeaderCell>
          <TableHeaderCell>Marques</TableHeaderCell>
          <TableHeaderCell className={styles.num}>Articles</TableHeaderCell>
          <TableHeaderCell className={styles.num}>Publiés</TableHeaderCell>
          <TableHeaderCell>Slug</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.rows.map((tag, index) => (
          <TagRow
            key={tag.id}
            tag={tag}
            brand={brand}
            onLoadMore={index === sentinelIndex ? list.loadMore : null}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function whereOf(filters: TagListParams, brand: string | null): TagWhereInput | null {
  const where: TagWhereInput = {};
  if (brand) where.brandKey = brand;
  if (filters.type) where.type_in = [filters.type];
  if (filters.status) where.isActive = filters.status === 'active';
  return Object.keys(where).length ? where : null;
}
