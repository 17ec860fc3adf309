// One content tab of the media picker (000 §2 "Media picker": Article, Recette, Video, Diapo): a
// search field and the brand's published contents of that kind it finds (the newest at once, then
// 500 ms after typing), each with its thumbnail and publication date; a click (or Enter) picks one
// (contentPick.ts: a media object for a media field, the multimedia attributes for the body). A
// content that cannot be picked for that use is listed, disabled, with the reason.
import { Field, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../../common/domain/dates';
import { SearchableList } from '../ui/SearchableList';
import { Thumbnail } from '../ui/Thumbnail';
import { useSearchResults } from '../ui/useSearchResults';
import {
  CONTENT_WORDING,
  pickOf,
  type ContentKind,
  type ContentPick,
  type ContentSearch,
  type PickTarget,
  type PickableContent,
} from './contentPick';

const useStyles = makeStyles({
  root: { marginTop: tokens.spacingVerticalM, display: 'flex', flexDirection: 'column' },
  row: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumb: { width: '64px', height: '42px', objectFit: 'cover', borderRadius: '2px' },
  noThumb: {
    width: '64px',
    height: '42px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: '2px',
  },
  why: { color: tokens.colorPaletteRedForeground1 },
});

export interface ContentTabProps {
  kind: ContentKind;
  brandKey: string;
  target: PickTarget;
  search: ContentSearch;
  onPick: (pick: ContentPick) => void;
}

export function ContentTab({ kind, brandKey, target, search, onPick }: ContentTabProps) {
  const styles = useStyles();
  const wording = CONTENT_WORDING[kind];
  const [text, setText] = useState('');
  const run = useCallback((typed: string) => search(brandKey, typed), [search, brandKey]);
  const { results, failed } = useSearchResults<PickableContent>(run, text);

  return (
    <div className={styles.root} data-testid={`content-tab-${kind}`}>
      <Field label={wording.search}>
        <SearchBox
          autoFocus
          // Fluent caps a search box at 468 px: here it spans the tab, as its results do.
          style={{ maxWidth: 'none', width: '100%' }}
          value={text}
          onChange={(_e, d) => setText(d.value)}
        />
      </Field>
      <SearchableList
        label={wording.list}
        items={results}
        failed={failed}
        emptyText={wording.empty}
        itemKey={(c) => c.id}
        itemText={(c) => c.title}
        itemDetail={(c) => {
          const pick = pickOf(c, target);
          return (
            <span className={styles.row}>
              {c.image ? (
                <Thumbnail src={c.image.href} className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.noThumb} aria-hidden>
                  <ImageOffRegular />
                </span>
              )}
              {c.publishedAt
                ? `${wording.published} ${formatDateTime(new Date(c.publishedAt))}`
                : ''}
              {typeof pick === 'string' && <span className={styles.why}>{pick}</span>}
            </span>
          );
        }}
        itemDisabled={(c) => typeof pickOf(c, target) === 'string'}
        onChoose={(c) => {
          const pick = pickOf(c, target);
          if (typeof pick !== 'string') onPick(pick);
        }}
      />
    </div>
  );
}
