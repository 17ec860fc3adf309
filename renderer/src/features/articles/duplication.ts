// « Duplication web » (spec 000 §2): a new article in another brand, started from an existing one.
// What crosses brands: the titles, lead, body, main media and tags (tags are shared by every brand);
// categories, channels, events, guides, authors, source and qualifiers belong to the source brand
// and stay behind — the copy says which, and why (issue 30: they were dropped without a word), and
// says what it is a copy of. Its slug is made from the title (001 §5 helper), as any new article's.
// When the brands' languages differ the copy is translated (translateArticle, issue 34: title,
// lead and body, the body's structure kept); when that fails it is an untranslated copy saying
// 'Impossible de traduire l'article' (001 §8).
import { getBrand } from '../../../../common/domain/brands';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { slugify } from '../../../../common/domain/validation/slug';
import { isRichTextDoc } from '../../../../common/richtext';
import { formOf, type ArticleFormValues, type SavedArticle } from '../../articleKit/articleForm';
import type { DuplicationNotice, DuplicationStart } from '../../articleKit/articleStart';

/** translateArticle's answer; null when it failed (or nothing was asked). */
export interface TranslatedTexts {
  title: string;
  lead?: unknown;
  body?: unknown;
}

/** The language the copy must be translated into, or null when both brands share one. */
export function translationTarget(sourceBrandKey: string, targetBrandKey: string): string | null {
  const target = getBrand(targetBrandKey).language;
  return getBrand(sourceBrandKey).language === target ? null : target;
}

export type { DuplicationNotice, DuplicationStart } from '../../articleKit/articleStart';

/** The source brand's own relations, by the drawer's labels. */
const LEFT_BEHIND: readonly [string, (form: ArticleFormValues) => readonly { title: string }[]][] =
  [
    ['Catégories', (f) => f.categories],
    ['Chaîne vidéo', (f) => f.channels],
    ['Événements', (f) => f.events],
    ['Guide', (f) => f.guides],
    ['Auteurs', (f) => f.authors],
    ['Source', (f) => (f.source ? [f.source] : [])],
    ['Qualificatifs', (f) => f.qualifiers],
  ];

/** « Catégories : « Sport », « Culture » · Auteurs : « Julien Roux » », or '' when nothing stays. */
export function leftBehindList(form: ArticleFormValues): string {
  return LEFT_BEHIND.map(([label, read]) => [label, read(form)] as const)
    .filter(([, items]) => items.length > 0)
    .map(([label, items]) => `${label} : ${items.map((i) => `« ${i.title} »`).join(', ')}`)
    .join(' · ');
}

export function duplicationStart(
  source: SavedArticle,
  targetBrandKey: string,
  translated: TranslatedTexts | null = null,
): DuplicationStart {
  const form = formOf(source);
  const translate = translationTarget(source.brandKey, targetBrandKey) !== null;
  const leftBehind = leftBehindList(form);
  const notices: DuplicationNotice[] = [
    {
      intent: 'info',
      text: formatMessage('duplicationCopyOf', { title: form.title, label: source.brandKey }),
    },
  ];
  if (leftBehind)
    notices.push({
      intent: 'warning',
      text: formatMessage('duplicationLeftBehind', { title: leftBehind, label: source.brandKey }),
    });
  if (translate && !translated)
    notices.push({ intent: 'warning', text: MESSAGES.articleTranslateError });
  // The other titles are not translated: carried in the source's language they would be wrong.
  const texts = translate && translated ? translatedTexts(translated) : null;
  const title = texts?.title ?? form.title;
  return {
    values: {
      title,
      discoverTitle: texts ? '' : form.discoverTitle,
      partnerTitle: texts ? '' : form.partnerTitle,
      secondaryTitle: texts ? '' : form.secondaryTitle,
      slug: slugify(title),
      lead: texts ? texts.lead : form.lead,
      body: texts ? texts.body : form.body,
      medias: form.medias,
      tags: form.tags,
    },
    notices,
  };
}

function translatedTexts(translated: TranslatedTexts) {
  return {
    title: translated.title,
    lead: isRichTextDoc(translated.lead) ? translated.lead : null,
    body: isRichTextDoc(translated.body) ? translated.body : null,
  };
}
