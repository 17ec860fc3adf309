// Typed elements of the body (after guardian/prosemirror-elements): each has a fixed set of
// attributes and per-field validators returning French messages. The image attributes are read by
// the publish rules (credit, source, valid href), so their names are part of the stored format.

import { NODE, type ElementNodeName } from './names';
import { safeImageSrc } from './safeUrl';
import { isAllowedUrl } from '../domain/validation/linkRule';

export interface FocusPoint {
  x: number;
  y: number;
  relativeX: number;
  relativeY: number;
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageAttrs {
  key: string;
  href: string;
  caption: string;
  credit: string;
  source: string;
  focusPoint: FocusPoint | null;
  crop: Crop | null;
}

/** iframely-style metadata of an embedded media (spec 000 §3, media object). */
export interface EmbedMeta {
  title?: string;
  description?: string;
  site?: string;
  author?: string;
  thumbnail?: string;
}

/** French messages of the embed-metadata look-up (main answers them; the editor shows them on the element). */
export const EMBED_METADATA_MESSAGES = {
  notConfigured: "Le service de métadonnées des médias n'est pas configuré.",
  unreachable: 'Impossible de récupérer les informations du média.',
  notFound: "Ce média n'a pas été trouvé.",
} as const;

export interface MediaAttrs {
  url: string;
  canonical: string;
  html: string;
  width: number | null;
  height: number | null;
  credit: string;
  meta: EmbedMeta | null;
}

export interface C2cAttrs {
  label: string;
  url: string;
}

export type MultimediaKind = 'Article' | 'Recette' | 'Video' | 'Diapo' | 'Podcast';
export const MULTIMEDIA_KINDS: readonly MultimediaKind[] = [
  'Article',
  'Recette',
  'Video',
  'Diapo',
  'Podcast',
];

export interface MultimediaAttrs {
  id: string;
  kind: MultimediaKind;
  title: string;
  url: string;
}

/** An affiliate product card (spec 000 §3 "Affiliate", inserted block; issue 37). */
export interface AffilizzAttrs {
  /** The platform's rendering, stored as it came; the editor never injects it. */
  html: string;
  title: string;
  publicationInfos: string;
  productName: string;
  description: string;
  positivePoints: string[];
  negativePoints: string[];
  /** 'N / 10' or ''. */
  rating: string;
}

export const EMPTY_AFFILIZZ: AffilizzAttrs = {
  html: '',
  title: '',
  publicationInfos: '',
  productName: '',
  description: '',
  positivePoints: [],
  negativePoints: [],
  rating: '',
};

export const EMPTY_IMAGE: ImageAttrs = {
  key: '',
  href: '',
  caption: '',
  credit: '',
  source: '',
  focusPoint: null,
  crop: null,
};
export const EMPTY_MEDIA: MediaAttrs = {
  url: '',
  canonical: '',
  html: '',
  width: null,
  height: null,
  credit: '',
  meta: null,
};
export const EMPTY_C2C: C2cAttrs = { label: '', url: '' };
export const EMPTY_MULTIMEDIA: MultimediaAttrs = { id: '', kind: 'Article', title: '', url: '' };

/** Field name → French message; empty when the element is valid. */
export type FieldErrors = Record<string, string>;

const REQUIRED = 'Ce champ est obligatoire';
const BAD_URL = "L'URL n'est pas valide";

function required(errors: FieldErrors, field: string, value: string): void {
  if (value.trim() === '') errors[field] = REQUIRED;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export function validateImage(attrs: ImageAttrs): FieldErrors {
  const errors: FieldErrors = {};
  if (safeImageSrc(attrs.href) === '') errors.href = attrs.href.trim() === '' ? REQUIRED : BAD_URL;
  // Spec 001 §5: every body image needs a credit and a source to publish; the editor says so early.
  required(errors, 'credit', attrs.credit);
  required(errors, 'source', attrs.source);
  const fp = attrs.focusPoint;
  if (
    fp &&
    !(
      isFiniteNumber(fp.relativeX) &&
      isFiniteNumber(fp.relativeY) &&
      fp.relativeX >= 0 &&
      fp.relativeX <= 1 &&
      fp.relativeY >= 0 &&
      fp.relativeY <= 1
    )
  ) {
    errors.focusPoint = 'Le point focal doit être dans l’image';
  }
  const crop = attrs.crop;
  if (
    crop &&
    !(
      isFiniteNumber(crop.width) &&
      isFiniteNumber(crop.height) &&
      crop.width > 0 &&
      crop.height > 0
    )
  ) {
    errors.crop = 'Le recadrage doit avoir une largeur et une hauteur positives';
  }
  return errors;
}

export function validateMedia(attrs: MediaAttrs): FieldErrors {
  const errors: FieldErrors = {};
  if (!isAllowedUrl(attrs.url, 'http')) errors.url = attrs.url.trim() === '' ? REQUIRED : BAD_URL;
  if (attrs.canonical !== '' && !isAllowedUrl(attrs.canonical, 'http')) errors.canonical = BAD_URL;
  return errors;
}

export function validateC2c(attrs: C2cAttrs): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'label', attrs.label);
  if (!isAllowedUrl(attrs.url, 'http')) errors.url = attrs.url.trim() === '' ? REQUIRED : BAD_URL;
  return errors;
}

/** Messages of a multimedia element the server refuses (a hand-made request, an old client). */
export const MULTIMEDIA_MESSAGES = {
  unknownKind: (kind: string) =>
    `Élément multimédia : type de contenu inconnu (« ${kind} »). Types possibles : ${MULTIMEDIA_KINDS.join(', ')}.`,
  badUrl: "Élément multimédia : l'adresse doit être une URL http:// ou https://.",
} as const;

/** Absent kind reads as the default (Article); any other value must be a known kind. */
function knownKind(kind: unknown): boolean {
  return kind === undefined || MULTIMEDIA_KINDS.includes(kind as MultimediaKind);
}

/** An empty URL is allowed (hand-typed elements of old documents may have none); else http(s). */
function goodMultimediaUrl(url: unknown): boolean {
  if (url === undefined || url === '') return true;
  return isAllowedUrl(url, 'http');
}

export function validateMultimedia(attrs: MultimediaAttrs): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'id', attrs.id);
  required(errors, 'title', attrs.title);
  if (!knownKind(attrs.kind)) errors.kind = 'Type de contenu inconnu';
  if (!goodMultimediaUrl(attrs.url)) errors.url = BAD_URL;
  return errors;
}

/**
 * Why the server refuses a stored multimedia element (raw attributes), or null: an unknown kind or
 * a URL that is not http(s). Empty ids and titles are only flagged in the editor (old documents).
 */
export function multimediaProblem(attrs: Record<string, unknown> | undefined): string | null {
  const a = attrs ?? {};
  if (!knownKind(a.kind)) return MULTIMEDIA_MESSAGES.unknownKind(String(a.kind));
  if (!goodMultimediaUrl(a.url)) return MULTIMEDIA_MESSAGES.badUrl;
  return null;
}

const RATING_TAG = /^(?:10|\d) \/ 10$/;
const TEXT_FIELDS = ['html', 'title', 'publicationInfos', 'productName', 'description'] as const;

export function validateAffilizz(attrs: AffilizzAttrs): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'title', attrs.title);
  required(errors, 'productName', attrs.productName);
  if (attrs.rating !== '' && !RATING_TAG.test(attrs.rating))
    errors.rating = 'La note doit être un nombre entier entre 0 et 10.';
  // 001 §5: blank points are dropped before a card is stored (pointsForSave); one left is refused.
  for (const kind of ['positivePoints', 'negativePoints'] as const)
    if (attrs[kind].some((point) => point.trim() === ''))
      errors[kind] = 'Un point ne peut pas être vide.';
  return errors;
}

/**
 * Why the server refuses a stored affiliate card (raw attributes), or null: texts that are not
 * strings, points that are not lists of strings or hold a blank line, a blank title or product, a
 * rating other than 'N / 10'.
 */
export function affilizzProblem(
  attrs: Record<string, unknown> | undefined,
  message: string,
): string | null {
  const a = attrs ?? {};
  const isText = (v: unknown) => v === undefined || typeof v === 'string';
  const isPoints = (v: unknown) =>
    v === undefined || (Array.isArray(v) && v.every((p) => typeof p === 'string'));
  if (!TEXT_FIELDS.every((k) => isText(a[k])) || !isText(a.rating)) return message;
  if (!isPoints(a.positivePoints) || !isPoints(a.negativePoints)) return message;
  return Object.keys(validateAffilizz(readAffilizzAttrs(a))).length > 0 ? message : null;
}

export function readAffilizzAttrs(attrs: Record<string, unknown> | undefined): AffilizzAttrs {
  const a = attrs ?? {};
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  return {
    html: str(a.html),
    title: str(a.title),
    publicationInfos: str(a.publicationInfos),
    productName: str(a.productName),
    description: str(a.description),
    positivePoints: list(a.positivePoints),
    negativePoints: list(a.negativePoints),
    rating: str(a.rating),
  };
}

/** Reads an element's attributes from stored JSON, defaulting what is missing or mistyped. */
export function readImageAttrs(attrs: Record<string, unknown> | undefined): ImageAttrs {
  const a = attrs ?? {};
  return {
    key: str(a.key),
    href: str(a.href),
    caption: str(a.caption),
    credit: str(a.credit),
    source: str(a.source),
    focusPoint: readFocusPoint(a.focusPoint),
    crop: readCrop(a.crop),
  };
}

export function readMediaAttrs(attrs: Record<string, unknown> | undefined): MediaAttrs {
  const a = attrs ?? {};
  return {
    url: str(a.url),
    canonical: str(a.canonical),
    html: str(a.html),
    width: isFiniteNumber(a.width) ? a.width : null,
    height: isFiniteNumber(a.height) ? a.height : null,
    credit: str(a.credit),
    meta: readMeta(a.meta),
  };
}

export function readC2cAttrs(attrs: Record<string, unknown> | undefined): C2cAttrs {
  const a = attrs ?? {};
  return { label: str(a.label), url: str(a.url) };
}

export function readMultimediaAttrs(attrs: Record<string, unknown> | undefined): MultimediaAttrs {
  const a = attrs ?? {};
  const kind = MULTIMEDIA_KINDS.includes(a.kind as MultimediaKind)
    ? (a.kind as MultimediaKind)
    : 'Article';
  return { id: str(a.id), kind, title: str(a.title), url: str(a.url) };
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function readFocusPoint(v: unknown): FocusPoint | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (![o.x, o.y, o.relativeX, o.relativeY].every(isFiniteNumber)) return null;
  return {
    x: o.x as number,
    y: o.y as number,
    relativeX: o.relativeX as number,
    relativeY: o.relativeY as number,
  };
}

function readCrop(v: unknown): Crop | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (![o.x, o.y, o.width, o.height].every(isFiniteNumber)) return null;
  return {
    x: o.x as number,
    y: o.y as number,
    width: o.width as number,
    height: o.height as number,
  };
}

function readMeta(v: unknown): EmbedMeta | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const meta: EmbedMeta = {};
  for (const k of ['title', 'description', 'site', 'author', 'thumbnail'] as const) {
    if (typeof o[k] === 'string') meta[k] = o[k];
  }
  return meta;
}

/** Errors of any element node, by node name; {} for names that carry no fields. */
export function validateElement(
  type: ElementNodeName,
  attrs: Record<string, unknown> | undefined,
): FieldErrors {
  switch (type) {
    case NODE.image:
      return validateImage(readImageAttrs(attrs));
    case NODE.media:
      return validateMedia(readMediaAttrs(attrs));
    case NODE.c2c:
      return validateC2c(readC2cAttrs(attrs));
    case NODE.multimedia:
      // The kind as stored: an unknown one is reported, not read as the default.
      return validateMultimedia({
        ...readMultimediaAttrs(attrs),
        kind: (attrs?.kind ?? 'Article') as MultimediaKind,
      });
    case NODE.affilizz:
      return validateAffilizz(readAffilizzAttrs(attrs));
    case NODE.pageBreak:
      return {};
  }
}
