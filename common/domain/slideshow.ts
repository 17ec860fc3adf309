// A slideshow is an article with format Slideshow whose body's atomic blocks are slides (000 §3).
// A slide is one `slide` node of the body; its attributes are the typed fields below. The
// renderer edits slides as this array, the server stores them in the body and checks every field
// with `slideErrors` (the editor makes valid slides; this keeps a hand-made request honest), and
// publishing or scheduling needs a credit on every slide, the message naming the slides (001 §5).
import { isBlank, type MediaObject, type RichTextDoc, type RichTextNode } from './article';
import { MESSAGES } from './messages';
import { isAllowedUrl } from './validation/linkRule';
import { NODE } from '../richtext/names';

/** What a slide shows: an image (dropped, imported), or a link to a video, article, recipe, page. */
export const SLIDE_KINDS = ['image', 'video', 'article', 'recipe', 'link'] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

export const BUTTON_RELS = ['nofollow', ''] as const;
export type ButtonRel = (typeof BUTTON_RELS)[number];

export interface SlidePoint {
  x: number;
  y: number;
}

/** A crop in fractions of the image (0–1), as the focus point is. */
export interface SlideCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the media said of itself when imported (its EXIF or the photo base). */
export interface SlideMediaMetadata {
  source: string;
  credit: string;
  originalName: string;
  extension: string;
  defaultTitle: string;
  defaultDescription: string;
}

export interface SlideSlideshowData {
  description: string;
  hasButton: boolean;
  buttonTitle: string;
  buttonUrl: string;
  buttonRel: ButtonRel;
}

export interface Slide {
  /** The media key (image) or a stable id of the linked content. */
  key: string;
  kind: SlideKind;
  /** The image's address (for a link slide, its picture when it has one). */
  href: string;
  /** The linked content's address or id (video, article, recipe, link slides). */
  target: string;
  caption: string;
  credit: string;
  source: string;
  crop: SlideCrop | null;
  focusPoint: SlidePoint | null;
  media: SlideMediaMetadata;
  slideshow: SlideSlideshowData;
}

export const SLIDE_TEXT_MAX = { short: 500, long: 5000, url: 2048 } as const;

export const EMPTY_METADATA: SlideMediaMetadata = {
  source: '',
  credit: '',
  originalName: '',
  extension: '',
  defaultTitle: '',
  defaultDescription: '',
};

export const EMPTY_SLIDESHOW_DATA: SlideSlideshowData = {
  description: '',
  hasButton: false,
  buttonTitle: '',
  buttonUrl: '',
  buttonRel: '',
};

export function newSlide(fields: Partial<Slide> & { key: string }): Slide {
  return {
    kind: 'image',
    href: '',
    target: '',
    caption: '',
    credit: '',
    source: '',
    crop: null,
    focusPoint: null,
    ...fields,
    media: { ...EMPTY_METADATA, ...fields.media },
    slideshow: { ...EMPTY_SLIDESHOW_DATA, ...fields.slideshow },
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const rec = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function pointOf(value: unknown): SlidePoint | null {
  const v = rec(value);
  return typeof v.x === 'number' && typeof v.y === 'number' ? { x: v.x, y: v.y } : null;
}

function cropOf(value: unknown): SlideCrop | null {
  const v = rec(value);
  return typeof v.x === 'number' &&
    typeof v.y === 'number' &&
    typeof v.width === 'number' &&
    typeof v.height === 'number'
    ? { x: v.x, y: v.y, width: v.width, height: v.height }
    : null;
}

/** A slide node's attributes read leniently (a draft, an old body): missing fields are empty. */
export function slideOfAttrs(attrs: unknown): Slide {
  const a = rec(attrs);
  const m = rec(a.media);
  const s = rec(a.slideshow);
  const kind = SLIDE_KINDS.find((k) => k === a.kind) ?? 'image';
  return {
    key: str(a.key),
    kind,
    href: str(a.href),
    target: str(a.target),
    caption: str(a.caption),
    credit: str(a.credit),
    source: str(a.source),
    crop: cropOf(a.crop),
    focusPoint: pointOf(a.focusPoint),
    media: {
      source: str(m.source),
      credit: str(m.credit),
      originalName: str(m.originalName),
      extension: str(m.extension),
      defaultTitle: str(m.defaultTitle),
      defaultDescription: str(m.defaultDescription),
    },
    slideshow: {
      description: str(s.description),
      hasButton: s.hasButton === true,
      buttonTitle: str(s.buttonTitle),
      buttonUrl: str(s.buttonUrl),
      buttonRel: s.buttonRel === 'nofollow' ? 'nofollow' : '',
    },
  };
}

/** The slides of a slideshow's body, in order (slide nodes, and legacy image nodes). */
export function slidesOf(body: RichTextDoc | null | undefined): Slide[] {
  if (!body || !Array.isArray(body.content)) return [];
  return body.content
    .filter((node) => node.type === NODE.slide || node.type === NODE.image)
    .map((node) => slideOfAttrs(node.attrs));
}

/** The body holding these slides (null when there is none, as an empty body is stored). */
export function bodyOfSlides(slides: readonly Slide[]): RichTextDoc | null {
  if (slides.length === 0) return null;
  return {
    type: 'doc',
    content: slides.map((slide): RichTextNode => ({
      type: NODE.slide,
      attrs: { ...slide } as Record<string, unknown>,
    })),
  };
}

/** The slideshow's image for lists and the dashboard: its first slide showing an image. */
export function coverOf(slides: readonly Slide[]): MediaObject | null {
  const first = slides.find((slide) => slide.href !== '');
  if (!first) return null;
  return {
    key: first.key,
    href: first.href,
    caption: first.caption || null,
    credit: first.credit || null,
    source: first.source || null,
    format: 'image',
    ...(first.focusPoint
      ? {
          focusPoint: {
            x: first.focusPoint.x,
            y: first.focusPoint.y,
            relativeX: first.focusPoint.x,
            relativeY: first.focusPoint.y,
          },
        }
      : {}),
  };
}

/** Slide numbers (from 1, in order) whose credit is missing. */
export function slidesMissingCredit(slides: readonly Pick<Slide, 'credit'>[]): number[] {
  const out: number[] = [];
  slides.forEach((slide, index) => {
    if (isBlank(slide.credit)) out.push(index + 1);
  });
  return out;
}

/** « Chaque diapositive doit avoir un crédit… » naming the slides without one (at least one). */
export function slideCreditMessage(numbers: readonly number[]): string {
  const base = MESSAGES.slideshowCreditRequired.replace(/\.$/, '');
  return numbers.length === 1
    ? `${base} : la diapositive ${numbers[0]} n'en a pas.`
    : `${base} : les diapositives ${numbers.slice(0, -1).join(', ')} et ${numbers.at(-1)} n'en ont pas.`;
}

/** The publishing requirements of a slideshow (001 §5): a title, slides, a credit on each. */
export function slideshowPublishErrors(
  slideshow: { title: string | null; body: RichTextDoc | null; publishedAt: Date | null },
  kind: 'publish' | 'schedule',
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isBlank(slideshow.title)) errors.title = MESSAGES.slideshowTitleRequired;
  const slides = slidesOf(slideshow.body);
  if (slides.length === 0) errors.slides = MESSAGES.slideshowNoSlide;
  const missing = slidesMissingCredit(slides);
  if (missing.length > 0) errors.slides = slideCreditMessage(missing);
  if (kind === 'schedule' && !slideshow.publishedAt)
    errors.publishedAt = MESSAGES.requiredPublishedAt;
  return errors;
}

const fraction = (n: number): boolean => Number.isFinite(n) && n >= 0 && n <= 1;

/**
 * Field messages of one stored slide node (number `n` from 1): every attribute typed, texts within
 * their limits, addresses http(s), focus point and crop inside the image, rel 'nofollow' or empty.
 */
export function slideNodeErrors(node: RichTextNode, n: number): string[] {
  const out: string[] = [];
  const say: Say = (what) => out.push(`Diapositive ${n} : ${what}`);
  if (node.type !== NODE.slide) return [`Diapositive ${n} : ce bloc n'est pas une diapositive.`];
  if (node.content !== undefined && node.content.length > 0) say('elle ne peut rien contenir.');
  const a = rec(node.attrs);
  for (const name of Object.keys(a)) if (!SLIDE_ATTRS.has(name)) say(`champ inconnu « ${name} ».`);
  slideTextErrors(a, say);
  slideGeometryErrors(a, say);
  if (a.media !== undefined && a.media !== null) slideMediaErrors(a.media, say);
  if (a.slideshow !== undefined && a.slideshow !== null) slideButtonErrors(a.slideshow, say);
  return out;
}

type Say = (what: string) => void;

const SLIDE_ATTRS = new Set([
  'key',
  'kind',
  'href',
  'target',
  'caption',
  'credit',
  'source',
  'crop',
  'focusPoint',
  'media',
  'slideshow',
]);

function slideTextErrors(a: Record<string, unknown>, say: Say): void {
  if (typeof a.key !== 'string' || a.key.trim() === '' || a.key.length > SLIDE_TEXT_MAX.short)
    say('la clé du média est obligatoire.');
  if (a.kind !== undefined && !SLIDE_KINDS.includes(a.kind as SlideKind))
    say('type de diapositive inconnu.');
  for (const [name, label, max] of [
    ['caption', 'la légende', SLIDE_TEXT_MAX.long],
    ['credit', 'le crédit', SLIDE_TEXT_MAX.short],
    ['source', 'la source', SLIDE_TEXT_MAX.short],
    ['href', "l'adresse de l'image", SLIDE_TEXT_MAX.url],
    ['target', "l'adresse du contenu lié", SLIDE_TEXT_MAX.url],
  ] as const) {
    const v = a[name];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') say(`${label} doit être un texte.`);
    else if (v.length > max) say(`${label} dépasse ${max} caractères.`);
  }
  if (typeof a.href === 'string' && a.href !== '' && !isAllowedUrl(a.href, 'http'))
    say("l'adresse de l'image doit commencer par http:// ou https://.");
}

function slideGeometryErrors(a: Record<string, unknown>, say: Say): void {
  if (a.focusPoint !== undefined && a.focusPoint !== null) {
    const p = pointOf(a.focusPoint);
    if (!p || !fraction(p.x) || !fraction(p.y)) say("le point focal doit être dans l'image.");
  }
  if (a.crop !== undefined && a.crop !== null) {
    const c = cropOf(a.crop);
    if (
      !c ||
      !fraction(c.x) ||
      !fraction(c.y) ||
      !(c.width > 0) ||
      !(c.height > 0) ||
      c.x + c.width > 1.0001 ||
      c.y + c.height > 1.0001
    )
      say("le recadrage doit rester dans l'image.");
  }
}

/** A text of at most SLIDE_TEXT_MAX.long characters, or nothing. */
function optionalLongText(v: unknown): boolean {
  return (
    v === undefined || v === null || (typeof v === 'string' && v.length <= SLIDE_TEXT_MAX.long)
  );
}

function slideMediaErrors(media: unknown, say: Say): void {
  const m = rec(media);
  if (m !== media) say('les métadonnées du média sont mal formées.');
  for (const name of Object.keys(EMPTY_METADATA))
    if (!optionalLongText(m[name])) say(`métadonnée « ${name} » invalide.`);
}

function slideButtonErrors(slideshow: unknown, say: Say): void {
  const s = rec(slideshow);
  if (s !== slideshow) say('les données du diaporama sont mal formées.');
  if (s.hasButton !== undefined && typeof s.hasButton !== 'boolean')
    say('« bouton » doit être vrai ou faux.');
  for (const name of ['description', 'buttonTitle', 'buttonUrl'] as const)
    if (!optionalLongText(s[name])) say(`« ${name} » invalide.`);
  if (
    s.buttonRel !== undefined &&
    s.buttonRel !== null &&
    !BUTTON_RELS.includes(s.buttonRel as ButtonRel)
  )
    say("l'attribut rel du bouton doit être « nofollow » ou vide.");
  if (s.hasButton === true) {
    if (isBlank(str(s.buttonTitle))) say('le titre du bouton est obligatoire.');
    if (!isAllowedUrl(str(s.buttonUrl), 'web'))
      say("l'adresse du bouton doit commencer par http:// ou https://.");
  }
}

/** The first messages (at most 5) of a slideshow body's slides, joined; null when all are valid. */
export function slideshowBodyError(body: RichTextDoc | null): string | null {
  if (!body) return null;
  const out: string[] = [];
  body.content.forEach((node, index) => out.push(...slideNodeErrors(node, index + 1)));
  return out.length ? out.slice(0, 5).join(' ') : null;
}

/** Any slide node outside a slideshow's body: refused (slides belong to slideshows only). */
export function hasSlideNode(body: RichTextDoc | null): boolean {
  const visit = (nodes: readonly RichTextNode[]): boolean =>
    nodes.some((node) => node.type === NODE.slide || (node.content ? visit(node.content) : false));
  return body ? visit(body.content) : false;
}

/**
 * The editor's grid (000 §2): 3 to 10 slides per row, 6 by default; the zoom starts at 6 and goes
 * down to 0. Zooming in shows fewer, larger slides: per row = 12 − zoom, kept within 3–10.
 */
export const SLIDESHOW_ZOOM = { min: 0, max: 9, initial: 6 } as const;
export function perRowOfZoom(zoom: number): number {
  return Math.min(10, Math.max(3, 12 - Math.round(zoom)));
}

/** The slides with the one at `from` moved to `to` (both clamped), others in their order. */
export function moveSlide<T>(slides: readonly T[], from: number, to: number): T[] {
  const next = [...slides];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, moved as T);
  return next;
}

/** Credit and source set at once on the selected slides (by index); empty fields are left alone. */
export function applyToSlides(
  slides: readonly Slide[],
  selected: ReadonlySet<number>,
  change: { credit?: string; source?: string },
): Slide[] {
  return slides.map((slide, index) =>
    selected.has(index)
      ? {
          ...slide,
          ...(change.credit !== undefined && change.credit.trim() !== ''
            ? { credit: change.credit }
            : {}),
          ...(change.source !== undefined && change.source.trim() !== ''
            ? { source: change.source }
            : {}),
        }
      : slide,
  );
}
