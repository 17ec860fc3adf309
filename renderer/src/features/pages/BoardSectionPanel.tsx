// A Board ('Contenu') section: search articles, slideshows and — on recipe brands — published
// recipes of the brand and add them; pin an item; reorder by drag or Alt+↑ / Alt+↓; remove. A
// duplicate or a 41st item is refused with the spec's message (addBoardItem,
// common/domain/validation/page.ts). The server stores a recipe only if it is published and of the
// page's brand (001 §7 `recipes`, 000 §3 Section).
import { useLazyQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Caption1,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  SearchBox,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DeleteRegular,
  PinFilled,
  PinRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import {
  ARTICLE_STATUS_LABELS,
  RECIPE_STATUS_LABELS,
  type ArticleStatus,
  type RecipeStatus,
} from '../../../../common/domain/statuses';
import { addBoardItem } from '../../../../common/domain/validation/page';
import { BoardSearchDocument, RecipeSearchDocument } from '../../graphql/generated/graphql';
import type { BoardItemDraft } from './pageForm';
import { moveItem } from './pageForm';
import { useDragReorder, type DragRowProps } from '../../ui/useDragReorder';
import { useHandler } from '../../ui/useStable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  searchRow: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    flexWrap: 'wrap',
  },
  results: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  result: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  items: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    // Its own transform space (the identity, nothing moves): a row a move shifts keeps its
    // recorded paint instead of being repainted at its new place (Chromium trace, main-thread CPU
    // of a drop's frame ~8.1 → ~6.6 ms, paint ~2.1 → ~0.8 ms).
    transform: 'translate(0)',
  },
  pinned: { border: `1px solid ${tokens.colorBrandStroke1}` },
  dropTarget: { borderTop: `3px solid ${tokens.colorBrandStroke1}` },
  grip: { cursor: 'grab', color: tokens.colorNeutralForeground3 },
  grow: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const TYPE_LABELS = { article: 'Article', slideshow: 'Diaporama', recipe: 'Recette' } as const;
type SearchType = keyof typeof TYPE_LABELS;
const PLACEHOLDERS: Record<SearchType, string> = {
  article: "Titre de l'article",
  slideshow: 'Titre du diaporama',
  recipe: 'Titre de la recette publiée',
};
/** Results shown under the search (as many as the article search gives). */
const RESULTS = 10;

interface FoundItem {
  id: string;
  title: string;
  status: string;
}

/** The search's results, as rows: the recipes' or the articles' (articles and slideshows). */
function foundOf(
  type: SearchType,
  recipes: { id: string; title: string; status: string }[] | undefined,
  articles: { id: string; title: string; status: string }[] | undefined,
): FoundItem[] {
  return type === 'recipe'
    ? (recipes ?? []).map((r) => ({
        id: r.id,
        title: r.title,
        status: RECIPE_STATUS_LABELS[r.status as RecipeStatus] ?? r.status,
      }))
    : (articles ?? []).map((a) => ({
        id: a.id,
        title: a.title,
        status: ARTICLE_STATUS_LABELS[a.status as ArticleStatus] ?? a.status,
      }));
}

/** The debounced search of the brand's contents of the chosen type. */
function useBoardSearch(brandKey: string, text: string, type: SearchType) {
  const [search, result] = useLazyQuery(BoardSearchDocument);
  const [searchRecipes, recipeResult] = useLazyQuery(RecipeSearchDocument);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (type === 'recipe') {
        void searchRecipes({
          variables: {
            first: RESULTS,
            where: { brandKey, status: 'Published', title_contains: text.trim() || null },
            orderBy: 'publishedAt_DESC',
          },
        });
        return;
      }
      void search({
        variables: {
          like: text.trim() || null,
          where: {
            brandKey,
            ...(type === 'slideshow' ? { format: 'Slideshow' } : { format_in: ['Rich', 'Video'] }),
          },
        },
      });
    }, LIMITS.debounce.autocompleteMs);
    return () => clearTimeout(timer);
  }, [text, type, brandKey, search, searchRecipes]);
  return { recipes: recipeResult.data?.recipes, articles: result.data?.searchArticles };
}

/**
 * The rows' actions, the same functions every render (the rows are memoised: a drag or a move
 * re-renders the rows that changed, not the 40).
 */
function useRowActions(
  items: readonly BoardItemDraft[],
  onChange: (items: BoardItemDraft[]) => void,
  setRefusal: (refusal: string | null) => void,
) {
  const latest = useRef({ items, onChange });
  latest.current = { items, onChange };
  const pin = useCallback((index: number) => {
    const { items: current, onChange: change } = latest.current;
    change(
      current.map((other, i) =>
        i === index
          ? { ...other, pinnedAt: other.pinnedAt ? null : new Date().toISOString() }
          : other,
      ),
    );
  }, []);
  const remove = useCallback(
    (index: number) => {
      const { items: current, onChange: change } = latest.current;
      setRefusal(null);
      change(current.filter((_, i) => i !== index));
    },
    // setRefusal is a state setter, stable: so is `remove`.
    [setRefusal],
  );
  return { pin, remove };
}

/** The items present, whatever their order: a move leaves the search and its results alone. */
function usePresentKeys(items: readonly BoardItemDraft[]) {
  const presentKey = items
    .map((i) => `${i.type}:${i.id}`)
    .sort()
    .join('|');
  return useMemo(() => new Set(presentKey.split('|')), [presentKey]);
}

export function BoardSectionPanel({
  brandKey,
  items,
  disabled,
  onChange,
}: {
  brandKey: string;
  items: readonly BoardItemDraft[];
  disabled: boolean;
  onChange: (items: BoardItemDraft[]) => void;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('article');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { recipes, articles } = useBoardSearch(brandKey, text, type);
  const offersRecipes = brandProfile(brandKey).isRecipe;
  const { rowProps } = useDragReorder(items.length, (from, to) =>
    onChange(moveItem(items, from, to)),
  );
  const { pin, remove } = useRowActions(items, onChange, setRefusal);
  const add = useHandler((id: string, title: string) => {
    const { items: next, error } = addBoardItem(items, { id, type });
    setRefusal(error);
    if (error) return;
    const added = next.at(-1)!;
    onChange([...items, { ...added, title, pinnedAt: null }]);
  });
  const present = usePresentKeys(items);

  const searchPart = useMemo(
    () => (
      <BoardSearch
        type={type}
        onType={setType}
        text={text}
        onText={setText}
        disabled={disabled}
        offersRecipes={offersRecipes}
        refusal={refusal}
        found={foundOf(type, recipes, articles)}
        present={present}
        onAdd={add}
      />
    ),
    [type, text, disabled, offersRecipes, refusal, recipes, articles, present, add],
  );

  return (
    <div className={styles.root}>
      {searchPart}
      <Caption1 className={styles.muted}>
        {items.length} / {LIMITS.boardItemsMax} éléments — glisser-déposer ou Alt+↑ / Alt+↓ pour
        réordonner
      </Caption1>
      <ul className={styles.items} aria-label="Éléments de la section">
        {items.map((item, index) => (
          <BoardItemRow
            key={`${item.type}:${item.id}`}
            item={item}
            index={index}
            disabled={disabled}
            drag={rowProps(index)}
            onPin={pin}
            onRemove={remove}
          />
        ))}
      </ul>
    </div>
  );
}

/** The search: the content type, the text, a refusal, the results with « Ajouter ». */
function BoardSearch({
  type,
  onType,
  text,
  onText,
  disabled,
  offersRecipes,
  refusal,
  found,
  present,
  onAdd,
}: {
  type: SearchType;
  onType: (type: SearchType) => void;
  text: string;
  onText: (text: string) => void;
  disabled: boolean;
  offersRecipes: boolean;
  refusal: string | null;
  found: FoundItem[];
  present: ReadonlySet<string>;
  onAdd: (id: string, title: string) => void;
}) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.searchRow}>
        <Field label="Type de contenu">
          <Dropdown
            value={TYPE_LABELS[type]}
            selectedOptions={[type]}
            onOptionSelect={(_, d) => onType((d.optionValue as SearchType) ?? 'article')}
            disabled={disabled}
          >
            <Option value="article">{TYPE_LABELS.article}</Option>
            <Option value="slideshow">{TYPE_LABELS.slideshow}</Option>
            {offersRecipes ? <Option value="recipe">{TYPE_LABELS.recipe}</Option> : null}
          </Dropdown>
        </Field>
        <Field label="Rechercher un contenu" style={{ flexGrow: 1 }}>
          <SearchBox
            value={text}
            disabled={disabled}
            placeholder={PLACEHOLDERS[type]}
            onChange={(_, d) => onText(d.value)}
          />
        </Field>
      </div>
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.results} aria-label="Résultats de recherche">
        {found.map((result) => (
          <li key={result.id} className={styles.result}>
            <span className={styles.grow}>{result.title}</span>
            <Caption1 className={styles.muted}>{result.status}</Caption1>
            <Button
              size="small"
              icon={<AddRegular />}
              disabled={disabled}
              aria-label={`Ajouter ${result.title}`}
              onClick={() => onAdd(result.id, result.title)}
            >
              {present.has(`${type}:${result.id}`) ? 'Déjà ajouté' : 'Ajouter'}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One item of the board: re-rendered only when it, its place, or the drop target on it changes. */
const BoardItemRow = memo(function BoardItemRow({
  item,
  index,
  disabled,
  drag,
  onPin,
  onRemove,
}: {
  item: BoardItemDraft;
  index: number;
  disabled: boolean;
  drag: DragRowProps;
  onPin: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const styles = useStyles();
  return (
    <li
      {...(disabled ? {} : drag)}
      tabIndex={0}
      aria-label={`${index + 1}. ${item.title}${item.pinnedAt ? ' (épinglé)' : ''}`}
      className={mergeClasses(
        styles.item,
        item.pinnedAt !== null && styles.pinned,
        drag['data-drop-target'] && styles.dropTarget,
      )}
    >
      <ReOrderDotsVerticalRegular className={styles.grip} aria-hidden />
      <Badge appearance="outline">{TYPE_LABELS[item.type]}</Badge>
      <span className={styles.grow}>{item.title}</span>
      <ToggleButton
        size="small"
        appearance="subtle"
        checked={item.pinnedAt !== null}
        disabled={disabled}
        icon={item.pinnedAt ? <PinFilled /> : <PinRegular />}
        aria-label={item.pinnedAt ? `Désépingler ${item.title}` : `Épingler ${item.title}`}
        onClick={() => onPin(index)}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<DeleteRegular />}
        disabled={disabled}
        aria-label={`Retirer ${item.title}`}
        onClick={() => onRemove(index)}
      />
    </li>
  );
});
