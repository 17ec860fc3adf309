// « Duplication web » (spec 000 §2): a new article in another brand, started from an existing one.
// What crosses brands: the titles, lead, body, main media and tags (tags are shared by every brand);
// categories, channels, events, guides, authors, source and qualifiers belong to the source brand
// and stay behind — the copy says which, and why (issue 30: they were dropped without a word), and
// says what it is a copy of. Its slug is made from the title (001 §5 helper), as any new article's.
// When the brands' languages differ the copy would be translated; no translation service is
// configured, so it is an untranslated copy saying 'Impossible de traduire l'article'.
import { getBrand } from '../../../../common/domain/brands';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { slugify } from '../../../../common/domain/validation/slug';
import { formOf, type ArticleFormValues, type SavedArticle } from '../../articleKit/articleForm';

export interface DuplicationNotice {
  intent: 'info' | 'warning';
  text: string;
}

export interface DuplicationStart {
  values: Partial<ArticleFormValues>;
  /** Said above the new article until it is saved: its origin, what stayed behind, a failure. */
  notices: DuplicationNotice[];
}

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

export function duplicationStart(source: SavedArticle, targetBrandKey: string): DuplicationStart {
  const form = formOf(source);
  const translate = getBrand(source.brandKey).language !== getBrand(targetBrandKey).language;
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
  if (translate) notices.push({ intent: 'warning', text: MESSAGES.articleTranslateError });
  return {
    values: {
      title: form.title,
      discoverTitle: form.discoverTitle,
      partnerTitle: form.partnerTitle,
      secondaryTitle: form.secondaryTitle,
      slug: slugify(form.title),
      lead: form.lead,
      body: form.body,
      medias: form.medias,
      tags: form.tags,
    },
    notices,
  };
}
