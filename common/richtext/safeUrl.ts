// The only URL schemes a stored document may point to (the link rule of
// common/domain/validation/linkRule.ts). Everything else (javascript:, data:, vbscript:, file:, …) is
// dropped, both when HTML is parsed into a document and when a document is serialised to HTML, so
// a hostile value never reaches an href or src.
import { isAllowedUrl } from '../domain/validation/linkRule';

/** A link target: an absolute http(s)/mailto/chrome URL or an in-page anchor; '' when refused. */
export function safeHref(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Browsers ignore control characters and spaces inside schemes ("java\tscript:"): strip them first.
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (value.startsWith('#')) return /^#[A-Za-z0-9_-]+$/.test(value) ? value : '';
  return isAllowedUrl(value, 'link') ? value : '';
}

/** An image source: absolute http(s) only; '' when refused. */
export function safeImageSrc(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  return isAllowedUrl(value, 'http') ? value : '';
}

/** An anchor id usable in id="" and href="#…". */
export function safeAnchor(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : '';
}
