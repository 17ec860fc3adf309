// A recipe as a slide, the way the slideshow editor's Recette picker makes one
// (renderer/src/features/slideshows/slideContent.ts): kind 'recipe', target its public address
// (else its id), caption its title, href and credit its first image's; the AI's text goes in the
// slide's slideshow description.
import { randomUUID } from 'node:crypto';
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { newSlide, type Slide } from '../../../../common/domain/slideshow';
import { recipeUrlOf } from '../../ai/internalLinkCandidates';
import type { RecipeOut } from '../../services/recipes/recipes';

const NO_TITLE = 'NO_TITLE';

/** The recipe's first image (its medias are media objects) and that image's credit. */
export function recipeImage(medias: unknown): { href: string; credit: string; source: string } {
  if (Array.isArray(medias))
    for (const media of medias as unknown[]) {
      if (typeof media !== 'object' || media === null) continue;
      const m = media as Record<string, unknown>;
      if (m.format !== undefined && m.format !== null && m.format !== 'image') continue;
      if (typeof m.href !== 'string' || !isAllowedUrl(m.href, 'http')) continue;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return { href: m.href, credit: text(m.credit), source: text(m.source) };
    }
  return { href: '', credit: '', source: '' };
}

/** Where a recipe slide points: the recipe's public address, else its id. */
export function recipeTarget(recipe: RecipeOut): string {
  return recipeUrlOf(recipe) ?? recipe.id;
}

export function recipeSlide(recipe: RecipeOut, description: string): Slide {
  const image = recipeImage(recipe.medias);
  return newSlide({
    key: randomUUID(),
    kind: 'recipe',
    target: recipeTarget(recipe),
    caption: recipe.title.trim() || NO_TITLE,
    href: image.href,
    credit: image.credit,
    source: image.source,
    slideshow: {
      description,
      hasButton: false,
      buttonTitle: '',
      buttonUrl: '',
      buttonRel: '',
    },
  });
}

/** The targets of a slideshow's recipe slides: a recipe already there is not added again. */
export function recipeTargets(slides: readonly Slide[]): Set<string> {
  return new Set(slides.filter((s) => s.kind === 'recipe').map((s) => s.target));
}

/** Whether the recipe is one of these slides (by address or by id). */
export function isInSlides(recipe: RecipeOut, targets: ReadonlySet<string>): boolean {
  return targets.has(recipe.id) || targets.has(recipeTarget(recipe));
}
