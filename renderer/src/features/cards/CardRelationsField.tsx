// A card's categories and tags (000 §3: both ordered): the article drawer's pickers, searching the
// brand's categories and the active tags, each choice list reorderable by drag, Alt+↑ / Alt+↓ or
// its buttons. The server's refusal of a choice (an unknown id, a category of another brand) is
// shown under its field.
import { makeStyles, tokens } from '@fluentui/react-components';
import { RelationPicker, type PickableItem } from '../../editorKit/RelationPicker';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface CardRelationSearches {
  categories: (text: string) => Promise<PickableItem[]>;
  tags: (text: string) => Promise<PickableItem[]>;
}

/** The spec sets no limit on a card's categories or tags, nor does the server. */
const NO_LIMIT = Number.POSITIVE_INFINITY;

export function CardRelationsField({
  categories,
  tags,
  errors,
  searches,
  onChange,
  disabled = false,
}: {
  categories: readonly PickableItem[];
  tags: readonly PickableItem[];
  errors: { categories?: string; tags?: string };
  searches: CardRelationSearches;
  onChange: (change: { categories?: PickableItem[]; tags?: PickableItem[] }) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.pair}>
      <RelationPicker
        label="Catégories"
        selected={categories}
        onChange={(items) => onChange({ categories: items })}
        search={searches.categories}
        max={NO_LIMIT}
        limitMessage=""
        validationMessage={errors.categories}
        placeholder="Rechercher une catégorie…"
        disabled={disabled}
        reorderable
      />
      <RelationPicker
        label="Tags"
        selected={tags}
        onChange={(items) => onChange({ tags: items })}
        search={searches.tags}
        max={NO_LIMIT}
        limitMessage=""
        validationMessage={errors.tags}
        placeholder="Rechercher un tag…"
        disabled={disabled}
        reorderable
      />
    </div>
  );
}
