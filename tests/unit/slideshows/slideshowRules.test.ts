// The slideshow rules of common/domain/slideshow.ts (000 §2–§3, 001 §5), table-driven: the grid's
// zoom, moving and bulk-editing slides, the credit message naming the slides, the slides read
// back from a body, and the per-field checks of a stored slide.
import { describe, expect, it } from 'vitest';
import {
  SLIDESHOW_ZOOM,
  applyToSlides,
  bodyOfSlides,
  coverOf,
  moveSlide,
  newSlide,
  perRowOfZoom,
  slideCreditMessage,
  slideNodeErrors,
  slideshowPublishErrors,
  slidesOf,
} from '../../../common/domain/slideshow';

const slide = (n: number, credit = `C${n}`) =>
  newSlide({ key: `k${n}`, href: `https://img.test/${n}.jpg`, credit });

describe('the grid (000 §2: 3 to 10 per row, default 6, zoom from 6 down to 0)', () => {
  it.each([
    [SLIDESHOW_ZOOM.initial, 6],
    [SLIDESHOW_ZOOM.min, 10],
    [SLIDESHOW_ZOOM.max, 3],
    [7, 5],
    [-5, 10],
    [99, 3],
  ])('zoom %d shows %d per row', (zoom, perRow) => expect(perRowOfZoom(zoom)).toBe(perRow));
});

describe('moving and editing slides', () => {
  const five = [1, 2, 3, 4, 5].map((n) => slide(n));
  it.each([
    [0, 2, ['k2', 'k3', 'k1', 'k4', 'k5']],
    [4, 0, ['k5', 'k1', 'k2', 'k3', 'k4']],
    [1, 99, ['k1', 'k3', 'k4', 'k5', 'k2']],
    [9, 0, ['k1', 'k2', 'k3', 'k4', 'k5']],
  ])('moves %d to %d', (from, to, keys) =>
    expect(moveSlide(five, from, to).map((s) => s.key)).toEqual(keys),
  );
  it('sets credit and source on the selected slides only, leaving a blank field alone', () => {
    const out = applyToSlides(five, new Set([0, 2]), { credit: 'AFP', source: '  ' });
    expect(out.map((s) => s.credit)).toEqual(['AFP', 'C2', 'AFP', 'C4', 'C5']);
    expect(out.every((s) => s.source === '')).toBe(true);
  });
  it('keeps every field through the body and back; the cover is the first image', () => {
    const body = bodyOfSlides(five);
    expect(slidesOf(body)).toEqual(five);
    expect(coverOf(five)?.key).toBe('k1');
    expect(bodyOfSlides([])).toBeNull();
  });
});

describe('publishing (001 §5: a credit on every slide, naming the slides)', () => {
  it.each([
    [[2], "Chaque diapositive doit avoir un crédit : la diapositive 2 n'en a pas."],
    [[1, 3], "Chaque diapositive doit avoir un crédit : les diapositives 1 et 3 n'en ont pas."],
    [
      [1, 2, 5],
      "Chaque diapositive doit avoir un crédit : les diapositives 1, 2 et 5 n'en ont pas.",
    ],
  ])('names slides %j', (numbers, message) => expect(slideCreditMessage(numbers)).toBe(message));
  it('asks for a title, slides, credits, and a date to schedule', () => {
    const body = bodyOfSlides([slide(1), slide(2, ' ')]);
    expect(slideshowPublishErrors({ title: '', body, publishedAt: null }, 'schedule')).toEqual({
      title: 'Le titre est requis',
      slides: "Chaque diapositive doit avoir un crédit : la diapositive 2 n'en a pas.",
      publishedAt: 'Une date de publication est obligatoire pour programmer.',
    });
    expect(
      slideshowPublishErrors({ title: 'T', body: null, publishedAt: null }, 'publish'),
    ).toEqual({
      slides: 'Ajoutez au moins une diapositive avant de publier.',
    });
  });
});

describe('a stored slide, field by field', () => {
  const node = (attrs: Record<string, unknown>) => ({
    type: 'slide',
    attrs: { ...slide(1), ...attrs },
  });
  it('accepts a complete slide', () => expect(slideNodeErrors(node({}), 1)).toEqual([]));
  it.each([
    [{ key: '' }, 'la clé du média est obligatoire.'],
    [{ kind: 'podcast' }, 'type de diapositive inconnu.'],
    [
      { href: 'data:image/png;base64,xx' },
      "l'adresse de l'image doit commencer par http:// ou https://.",
    ],
    [{ crop: { x: 0.5, y: 0, width: 0.8, height: 1 } }, "le recadrage doit rester dans l'image."],
    [{ focusPoint: { x: -1, y: 0 } }, "le point focal doit être dans l'image."],
    [{ caption: 'x'.repeat(5001) }, 'la légende dépasse 5000 caractères.'],
    [{ extra: 1 }, 'champ inconnu « extra ».'],
  ])('refuses %j', (attrs, message) =>
    expect(slideNodeErrors(node(attrs), 3)).toContain(`Diapositive 3 : ${message}`),
  );
});
