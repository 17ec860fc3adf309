// The media picker's « Recette » tab (000 §2 "Media picker", recipe brands only): searches the
// brand's published recipes by title (500 ms after typing, newest first, 20 at a time) and picks
// one as a media object (000 §3 "Media object"): the recipe's image (key, href, credit, source),
// its title as caption, `target` its public URL and `rel` « recipe:<id> » (what the media links
// to). A recipe without an image or a public URL is listed, disabled, with the reason.
import { Field, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { MediaObject } from '../../../../common/domain/article';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { backoffice } from '../../bridge/backoffice';
import { SearchableList } from '../../ui/SearchableList';
import { Thumbnail } from '../../ui/Thumbnail';
import { recipeImageOf, recipeUrlOf, type FoundRecipe } from '../recipes/recipeSearch';

export const RECIPE_NO_IMAGE = "Cette recette n'a pas d'image.";
export const RECIPE_NO_URL = "Cette recette n'a pas d'adresse publique.";

const useStyles = makeStyles({
  root: { marginTop: tokens.spacingVerticalM, display: 'flex', flexDirection: 'column' },
  row: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumb: { width: '64px', height: '42px', objectFit: 'cover', borderRadius: '2px' },
});

/** The media object a picked recipe becomes, or why it cannot become one. */
export function mediaOfRecipe(recipe: FoundRecipe): MediaObject | string {
  const image = recipeImageOf(recipe.medias);
  if (!image) return RECIPE_NO_IMAGE;
  const url = recipeUrlOf(recipe);
  if (!url) return RECIPE_NO_URL;
  return {
    key: image.key,
    href: image.href,
    caption: recipe.title,
    credit: image.credit || null,
    source: image.source || null,
    format: 'image',
    target: url,
    rel: `recipe:${recipe.id}`,
  };
}

export type RecipeTabSearch = (brandKey: string, text: string) => Promise<FoundRecipe[]>;

/** The app's search (through main, as the other media searches). */
export const searchRecipesForMedia: RecipeTabSearch = async (brandKey, text) => {
  const result = await backoffice().graphql.request({
    operationName: 'RecipeMediaSearch',
    query: `query RecipeMediaSearch($first: Int!, $where: RecipeWhereInput, $orderBy: RecipeOrderByInput) {
      recipes(first: $first, where: $where, orderBy: $orderBy) {
        id brandKey title status slug publishedAt medias recipeUrls { url isCanonical }
      }
    }`,
    variables: {
      first: LIMITS.pageSize.articleDialog,
      where: { brandKey, status: 'Published', title_contains: text.trim() || null },
      orderBy: 'publishedAt_DESC',
    },
  });
  if (result.errors?.length)
    throw new Error(result.errors[0]?.message ?? 'Une erreur est survenue');
  return (result.data as { recipes: FoundRecipe[] }).recipes;
};

export function RecipeTab({
  brandKey,
  onPick,
  search = searchRecipesForMedia,
}: {
  brandKey: string;
  onPick: (media: MediaObject) => void;
  search?: RecipeTabSearch;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [results, setResults] = useState<FoundRecipe[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(
      () => {
        setResults(null);
        setFailed(false);
        search(brandKey, text).then(
          (found) => ticket === latest.current && setResults(found),
          () => {
            if (ticket !== latest.current) return;
            setFailed(true);
            setResults([]);
          },
        );
      },
      text === '' ? 0 : LIMITS.debounce.autocompleteMs,
    );
    return () => clearTimeout(timer);
  }, [brandKey, text, search]);

  return (
    <div className={styles.root}>
      <Field label="Rechercher une recette publiée">
        <SearchBox
          style={{ maxWidth: 'none', width: '100%' }}
          value={text}
          onChange={(_e, d) => setText(d.value)}
        />
      </Field>
      <SearchableList
        label="Recettes"
        items={results}
        failed={failed}
        emptyText="Aucune recette publiée ne correspond."
        itemKey={(r) => r.id}
        itemText={(r) => r.title}
        itemDetail={(r) => {
          const media = mediaOfRecipe(r);
          if (typeof media === 'string') return media;
          return (
            <span className={styles.row}>
              <Thumbnail src={media.href!} className={styles.thumb} loading="lazy" />
              {r.publishedAt ? `Publiée le ${formatDateTime(new Date(r.publishedAt))}` : ''}
            </span>
          );
        }}
        itemDisabled={(r) => typeof mediaOfRecipe(r) === 'string'}
        onChoose={(r) => {
          const media = mediaOfRecipe(r);
          if (typeof media !== 'string') onPick(media);
        }}
      />
    </div>
  );
}
