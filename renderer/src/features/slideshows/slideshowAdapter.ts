// What the editor kit needs to know of a slideshow: the article adapter (a slideshow is an
// article of format Slideshow, 000 §3) with the slideshow's routes, rule and compared fields.
// The form's body holds the slides (common/domain/slideshow.ts); its media is the first slide's.
import { COPY_WORDINGS } from '../../draftsKit/ConflictComparisonDialog';
import type { ApolloClient } from '@apollo/client';
import { isBlank } from '../../../../common/domain/article';
import { MESSAGES } from '../../../../common/domain/messages';
import { coverOf, slidesOf } from '../../../../common/domain/slideshow';
import {
  articleEditorAdapter,
  type ArticleEditorAdapter,
} from '../../articleKit/articleEditorAdapter';

export function slideshowEditorAdapter(
  client: ApolloClient,
  brandKey: string,
): ArticleEditorAdapter {
  const article = articleEditorAdapter(client, { brandKey, format: 'Slideshow' });
  return {
    ...article,
    saveVariables: (saved, values, change, basedOnVersion) => {
      const cover = coverOf(slidesOf(values.body));
      return article.saveVariables(
        saved,
        { ...values, medias: cover ? [cover] : [] },
        change,
        basedOnVersion,
      );
    },
    compareFields: (values) => [
      { label: 'Titre', text: values.title },
      {
        label: 'Diapositives',
        text: slidesOf(values.body)
          .map((slide, i) => `${i + 1}. ${slide.caption} (${slide.credit || 'sans crédit'})`)
          .join('\n'),
      },
    ],
    copyWording: COPY_WORDINGS.slideshow,
    newContentPath: (newDraftId) =>
      `/slideshow/new/${encodeURIComponent(brandKey)}?draft=${newDraftId}`,
    checkBeforeSave: (values) =>
      isBlank(values.title) ? { title: MESSAGES.slideshowTitleRequired } : null,
    saveErrorMessage: MESSAGES.slideshowSaveError,
    savedMessage: MESSAGES.slideshowSaved,
  };
}
