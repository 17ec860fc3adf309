// « Duplication web » (spec 000 §2): a new article in another brand, started from an existing one.
// What crosses brands: the titles, lead, body, main media and tags (tags are shared by every brand);
// categories, channels, events, guides, authors, source and qualifiers belong to the source brand
// and stay behind. When the brands' languages differ the copy would be translated; no translation
// service is configured, so it is an untranslated copy saying 'Impossible de traduire l'article'.
import { getBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { formOf, type ArticleFormValues, type SavedArticle } from './articleForm';

export interface DuplicationStart {
  values: Partial<ArticleFormValues>;
  /** Said above the new article (the translation failed), or null. */
  notice: string | null;
}

export function duplicationStart(source: SavedArticle, targetBrandKey: string): DuplicationStart {
  const form = formOf(source);
  const translate = getBrand(source.brandKey).language !== getBrand(targetBrandKey).language;
  return {
    values: {
      title: form.title,
      discoverTitle: form.discoverTitle,
      partnerTitle: form.partnerTitle,
      secondaryTitle: form.secondaryTitle,
      // A slug is unique per brand and follows the title: the copy gets its own when saved.
      slug: '',
      lead: form.lead,
      body: form.body,
      medias: form.medias,
      tags: form.tags,
    },
    notice: translate ? MESSAGES.articleTranslateError : null,
  };
}
