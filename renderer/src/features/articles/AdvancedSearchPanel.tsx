// The lists' advanced-search panel (spec 000 §2; filters in advancedSearch.ts). Pickers autocomplete
// 500 ms after the last keystroke with 10 results; « Rechercher » writes every filter into the URL,
// « Réinitialiser » goes back to the status tabs.
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { ArticleFormat } from '../../../../common/domain/statuses';
import { RelationPicker, type PickableItem } from '../../editorKit/RelationPicker';
import {
  CONTAINS_FLAGS,
  EMPTY_ADVANCED,
  type AdvancedSearch,
  type ContainsFlag,
  type NamedRef,
} from './advancedSearch';
import { drawerSearches, type DrawerSearches } from '../../articleKit/drawerSearch';
import { dayFromFrench, dayToFrench } from '../../../../common/domain/dates';
import { DayField } from '../../ui/DayField';

export const ADVANCED_DEBOUNCE_MS = 500;
const FILTER_LIMIT = 10;

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

const FORMAT_LABELS: Record<ArticleFormat, string> = {
  Rich: 'Article',
  Video: 'Vidéo',
  Slideshow: 'Diaporama',
};
const FLAG_LABELS: Record<ContainsFlag, string> = {
  push: 'Push',
  live: 'Live',
  video: 'Vidéo',
  diapo: 'Diapo',
  podcast: 'Podcast',
};

type SetSearch = (change: Partial<AdvancedSearch>) => void;
type FilterSearch = (text: string) => Promise<PickableItem[]>;

const refs = (items: { id: string; title: string }[]): NamedRef[] =>
  items.map(({ id, title }) => ({ id, title }));
const LIMIT_MESSAGE = `Au plus ${FILTER_LIMIT} valeurs par filtre.`;

function FormatField({ format, set }: { format: ArticleFormat | null; set: SetSearch }) {
  return (
    <Field label="Type">
      <Dropdown
        value={format ? FORMAT_LABELS[format] : 'Tous'}
        selectedOptions={[format ?? '']}
        onOptionSelect={(_, data) =>
          set({ format: (data.optionValue || null) as ArticleFormat | null })
        }
      >
        <Option value="">Tous</Option>
        {(Object.keys(FORMAT_LABELS) as ArticleFormat[]).map((option) => (
          <Option key={option} value={option}>
            {FORMAT_LABELS[option]}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** One autocompleting filter; `needsBrand` for those reading a brand's catalogue. */
function FilterPicker({
  label,
  selected,
  onChange,
  search,
  needsBrand,
}: {
  label: string;
  selected: NamedRef[];
  onChange: (refs: NamedRef[]) => void;
  search: FilterSearch;
  needsBrand?: boolean;
}) {
  return (
    <RelationPicker
      label={label}
      selected={selected}
      onChange={(items) => onChange(refs(items))}
      search={search}
      max={FILTER_LIMIT}
      limitMessage={LIMIT_MESSAGE}
      debounceMs={ADVANCED_DEBOUNCE_MS}
      {...(needsBrand === undefined
        ? {}
        : {
            disabled: needsBrand,
            placeholder: needsBrand ? 'Choisissez une marque' : undefined,
          })}
    />
  );
}

/** Tags (shared by every brand), then the chosen brand's categories, authors, sources, qualifiers. */
function FilterPickers({
  search,
  set,
  searches,
  needsBrand,
}: {
  search: AdvancedSearch;
  set: SetSearch;
  searches: DrawerSearches;
  needsBrand: boolean;
}) {
  return (
    <>
      <FilterPicker
        label="Tags"
        selected={search.tags}
        onChange={(tags) => set({ tags })}
        search={searches.tags(null)}
      />
      <FilterPicker
        label="Catégories"
        selected={search.categories}
        onChange={(categories) => set({ categories })}
        search={searches.categories('Category')}
        needsBrand={needsBrand}
      />
      <FilterPicker
        label="Auteur"
        selected={search.authors}
        onChange={(authors) => set({ authors })}
        search={searches.authors}
        needsBrand={needsBrand}
      />
      <FilterPicker
        label="Source"
        selected={search.sources}
        onChange={(sources) => set({ sources })}
        search={searches.sources}
        needsBrand={needsBrand}
      />
      <FilterPicker
        label="Qualificatif"
        selected={search.qualifiers}
        onChange={(qualifiers) => set({ qualifiers })}
        search={searches.qualifiers}
        needsBrand={needsBrand}
      />
    </>
  );
}

/** « Créés par moi », the image's credit and source, and the modification days. */
function DetailFields({
  search,
  set,
  userId,
}: {
  search: AdvancedSearch;
  set: SetSearch;
  userId: string | null;
}) {
  return (
    <>
      <Field label="Créateur">
        <Checkbox
          label="Créés par moi"
          checked={search.creatorId !== null}
          disabled={!userId}
          onChange={(_, data) => set({ creatorId: data.checked === true ? userId : null })}
        />
      </Field>
      <Field label="Crédit de l'image">
        <Input
          value={search.imageCredit}
          onChange={(_, data) => set({ imageCredit: data.value })}
        />
      </Field>
      <Field label="Source de l'image">
        <Input
          value={search.imageSource}
          onChange={(_, data) => set({ imageSource: data.value })}
        />
      </Field>
      {/* The search keeps its days as typed, jj/mm/aaaa (advancedSearch.ts reads them). */}
      <DayField
        label="Modifié après le"
        value={dayFromFrench(search.updatedAfter)}
        onChange={(day) => set({ updatedAfter: day ? dayToFrench(day) : '' })}
      />
      <DayField
        label="Modifié avant le"
        value={dayFromFrench(search.updatedBefore)}
        onChange={(day) => set({ updatedBefore: day ? dayToFrench(day) : '' })}
      />
    </>
  );
}

function ContainsField({ contains, set }: { contains: ContainsFlag[]; set: SetSearch }) {
  const styles = useStyles();
  return (
    <Field label="Contient">
      <div className={styles.flags}>
        {CONTAINS_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={FLAG_LABELS[flag]}
            checked={contains.includes(flag)}
            onChange={(_, data) =>
              set({
                contains:
                  data.checked === true ? [...contains, flag] : contains.filter((f) => f !== flag),
              })
            }
          />
        ))}
      </div>
    </Field>
  );
}

export function AdvancedSearchPanel({
  brand,
  userId,
  initial,
  onApply,
  onReset,
}: {
  brand: string | null;
  userId: string | null;
  initial: AdvancedSearch;
  onApply: (search: AdvancedSearch) => void;
  onReset: () => void;
}) {
  const styles = useStyles();
  const client = useApolloClient();
  const [search, setSearch] = useState(initial);
  // Pickers search the chosen brand's catalogue (tags are shared by every brand).
  const searches = useMemo(
    () => drawerSearches(client, brand ?? '', search.format ?? 'Rich'),
    [client, brand, search.format],
  );
  const set = (change: Partial<AdvancedSearch>) => setSearch((s) => ({ ...s, ...change }));

  return (
    <form
      className={styles.panel}
      aria-label="Recherche avancée"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(search);
      }}
    >
      <FormatField format={search.format} set={set} />
      <Field label="Statut" hint="Publié, toujours inclus">
        <Checkbox
          label="Programmé"
          checked={search.scheduled}
          onChange={(_, data) => set({ scheduled: data.checked === true })}
        />
      </Field>
      <FilterPickers search={search} set={set} searches={searches} needsBrand={brand === null} />
      <DetailFields search={search} set={set} userId={userId} />
      <ContainsField contains={search.contains} set={set} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit">
          Rechercher
        </Button>
        <Button
          onClick={() => {
            setSearch(EMPTY_ADVANCED);
            onReset();
          }}
        >
          Réinitialiser
        </Button>
      </div>
    </form>
  );
}
