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
import { RelationPicker } from '../../editorKit/RelationPicker';
import {
  CONTAINS_FLAGS,
  EMPTY_ADVANCED,
  type AdvancedSearch,
  type ContainsFlag,
  type NamedRef,
} from './advancedSearch';
import { drawerSearches } from '../../articleKit/drawerSearch';
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
  const refs = (items: { id: string; title: string }[]): NamedRef[] =>
    items.map(({ id, title }) => ({ id, title }));
  const limit = `Au plus ${FILTER_LIMIT} valeurs par filtre.`;
  const needsBrand = brand === null;

  return (
    <form
      className={styles.panel}
      aria-label="Recherche avancée"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(search);
      }}
    >
      <Field label="Type">
        <Dropdown
          value={search.format ? FORMAT_LABELS[search.format] : 'Tous'}
          selectedOptions={[search.format ?? '']}
          onOptionSelect={(_, data) =>
            set({ format: (data.optionValue || null) as ArticleFormat | null })
          }
        >
          <Option value="">Tous</Option>
          {(Object.keys(FORMAT_LABELS) as ArticleFormat[]).map((format) => (
            <Option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Statut" hint="Publié, toujours inclus">
        <Checkbox
          label="Programmé"
          checked={search.scheduled}
          onChange={(_, data) => set({ scheduled: data.checked === true })}
        />
      </Field>
      <RelationPicker
        label="Tags"
        selected={search.tags}
        onChange={(items) => set({ tags: refs(items) })}
        search={searches.tags(null)}
        max={FILTER_LIMIT}
        limitMessage={limit}
        debounceMs={ADVANCED_DEBOUNCE_MS}
      />
      <RelationPicker
        label="Catégories"
        selected={search.categories}
        onChange={(items) => set({ categories: refs(items) })}
        search={searches.categories('Category')}
        max={FILTER_LIMIT}
        limitMessage={limit}
        debounceMs={ADVANCED_DEBOUNCE_MS}
        disabled={needsBrand}
        placeholder={needsBrand ? 'Choisissez une marque' : undefined}
      />
      <RelationPicker
        label="Auteur"
        selected={search.authors}
        onChange={(items) => set({ authors: refs(items) })}
        search={searches.authors}
        max={FILTER_LIMIT}
        limitMessage={limit}
        debounceMs={ADVANCED_DEBOUNCE_MS}
        disabled={needsBrand}
        placeholder={needsBrand ? 'Choisissez une marque' : undefined}
      />
      <RelationPicker
        label="Source"
        selected={search.sources}
        onChange={(items) => set({ sources: refs(items) })}
        search={searches.sources}
        max={FILTER_LIMIT}
        limitMessage={limit}
        debounceMs={ADVANCED_DEBOUNCE_MS}
        disabled={needsBrand}
        placeholder={needsBrand ? 'Choisissez une marque' : undefined}
      />
      <RelationPicker
        label="Qualificatif"
        selected={search.qualifiers}
        onChange={(items) => set({ qualifiers: refs(items) })}
        search={searches.qualifiers}
        max={FILTER_LIMIT}
        limitMessage={limit}
        debounceMs={ADVANCED_DEBOUNCE_MS}
        disabled={needsBrand}
        placeholder={needsBrand ? 'Choisissez une marque' : undefined}
      />
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
      <Field label="Contient">
        <div className={styles.flags}>
          {CONTAINS_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={FLAG_LABELS[flag]}
              checked={search.contains.includes(flag)}
              onChange={(_, data) =>
                set({
                  contains:
                    data.checked === true
                      ? [...search.contains, flag]
                      : search.contains.filter((f) => f !== flag),
                })
              }
            />
          ))}
        </div>
      </Field>
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
