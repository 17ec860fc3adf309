// Which AI controls the article editor shows for its brand (issue 34; spec 000 §2): the title chips
// for brands with displayIATitle and Cerise brands, « Liens internes (bêta) » for brands with
// internalLinks. The AI status is asked once per brand, and only when the brand has one of them.
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { pluralize } from '../../../../common/richtext';
import { useAiStatus, type AiAvailability } from '../../articleKit/ai/useAiStatus';
import type { TitleChips } from './ArticleEditorFields';

export function useEditorAi({ profile, brandKey }: { profile: BrandProfile; brandKey: string }): {
  chips: TitleChips | null;
  linksAvailability: AiAvailability | null;
} {
  const hasChips = profile.displayIATitle || profile.isCerise;
  const availability = useAiStatus(brandKey, hasChips || profile.internalLinks);
  return {
    chips: hasChips ? { brandKey, availability } : null,
    linksAvailability: profile.internalLinks ? availability : null,
  };
}

/** « 2 liens ajoutés » after « Ajouter ». */
export function linksAddedMessage(count: number): string {
  return pluralize(count, 'lien ajouté', 'liens ajoutés');
}
