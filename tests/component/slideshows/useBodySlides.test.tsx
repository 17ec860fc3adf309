// The slideshow editor's slides across edits (issue 18): a move hands the grid back the same slide
// objects in their new order (its memoised tiles re-render only where a slide moved), and a body
// from elsewhere (the server's, a restored draft) is read again.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOfSlides, moveSlide, newSlide, type Slide } from '../../../common/domain/slideshow';
import { useBodySlides } from '../../../renderer/src/features/slideshows/useBodySlides';

const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) =>
    newSlide({ key: `k${i + 1}`, href: `https://img.test/${i + 1}.jpg`, caption: `L${i + 1}` }),
  );

describe('useBodySlides', () => {
  it('keeps every slide the same object when the body it wrote comes back', () => {
    const { result, rerender } = renderHook(({ body }) => useBodySlides(body), {
      initialProps: { body: bodyOfSlides(slides(200)) },
    });
    const before = result.current.slides;
    const moved = moveSlide(before, 3, 4);
    rerender({ body: result.current.bodyOf(moved) });
    expect(result.current.slides).toBe(moved);
    expect(result.current.slides[3]).toBe(before[4]);
    expect(result.current.slides[4]).toBe(before[3]);
    expect(result.current.slides[199]).toBe(before[199]);
  });

  it('reads a body from elsewhere again, with the same fields', () => {
    const { result, rerender } = renderHook(({ body }) => useBodySlides(body), {
      initialProps: { body: bodyOfSlides(slides(3)) },
    });
    const first = result.current.slides;
    result.current.bodyOf(moveSlide(first, 0, 2));
    const restored = bodyOfSlides(slides(3).reverse());
    rerender({ body: restored });
    expect(result.current.slides.map((s) => s.key)).toEqual(['k3', 'k2', 'k1']);
    expect(result.current.slides[2]).not.toBe(first[0]);
  });
});
