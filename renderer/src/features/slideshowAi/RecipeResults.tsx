// The recipes a search found, in the order they will make the slideshow: image and title.
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '../../../../common/domain/messages';
import { recipeImageOf } from '../../mediaKit/recipeSearch';
import { Thumbnail } from '../../ui/Thumbnail';
import type { FoundRecipe } from './useRecipeSearch';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  image: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function RecipeResults({ recipes }: { recipes: readonly FoundRecipe[] }) {
  const styles = useStyles();
  if (recipes.length === 0)
    return <Body1 className={styles.muted}>{MESSAGES.slideshowAiNoRecipe}</Body1>;
  return (
    <section className={styles.root} aria-label={MESSAGES.slideshowAiRecipesFound}>
      <Body1>
        {MESSAGES.slideshowAiRecipesFound} : {recipes.length}
      </Body1>
      <ul className={styles.list}>
        {recipes.map((recipe) => {
          const image = recipeImageOf(recipe.medias);
          return (
            <li key={recipe.id} className={styles.item}>
              {image && <Thumbnail src={image.href} className={styles.image} loading="lazy" />}
              <Caption1>{recipe.title}</Caption1>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
