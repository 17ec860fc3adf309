// The slideshow AI screen's small rules (spec 000 §2): which tab an :activeTab shows, the screen's
// address, the number fields as typed, and a server refusal split between fields and the bar.
import { slideshowGenerationErrors } from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import { apiErrorOf } from '../../editorKit/apiError';
import { messagesOutside, type FieldErrors } from '../../editorKit/fieldErrors';

export type SlideshowAiTab = 'generate' | 'complete' | 'history';

/** generate and complete by name; any other value is « my generated slideshows ». */
export function tabOf(activeTab: string | undefined): SlideshowAiTab {
  return activeTab === 'generate' || activeTab === 'complete' ? activeTab : 'history';
}

export function slideshowAiPath(
  tab: SlideshowAiTab,
  brandKey: string,
  slideshowId?: string | null,
): string {
  const base = `/slideshow/ia/${tab}/${encodeURIComponent(brandKey)}`;
  return slideshowId ? `${base}/${encodeURIComponent(slideshowId)}` : base;
}

/** A number field's text as the rules read it: null when not a whole number. */
export function countOf(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export interface Refusal {
  fieldErrors: FieldErrors;
  /** What no field of the form shows (rights, brand, the service), for the bar. */
  barMessages: string[];
}

/** A refused call: BAD_USER_INPUT's field messages on the fields the form shows, the rest in the bar. */
export function refusalOf(error: unknown, displayed: ReadonlySet<string>): Refusal {
  const problem = apiErrorOf(error);
  const fields = problem.fields;
  const shown = Object.fromEntries(Object.entries(fields).filter(([f]) => displayed.has(f)));
  const outside = messagesOutside(fields, displayed);
  const hasFields = Object.keys(fields).length > 0;
  return {
    fieldErrors: shown,
    barMessages: hasFields ? outside : [problem.message],
  };
}

/** A recipe search needs the count and the text (the subject only matters to « Générer »). */
export function recipeSearchErrors(
  recipeNumber: number | null,
  query: string,
  excludedIngredients: readonly string[],
): FieldErrors {
  const all: FieldErrors = {
    ...slideshowGenerationErrors({ subject: null, recipeNumber, query, excludedIngredients }),
    ...(query.trim() === '' ? { query: MESSAGES.aiQueryRequired } : {}),
  };
  return Object.fromEntries(Object.entries(all).filter(([field]) => field !== 'subject'));
}
