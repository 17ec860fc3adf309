// The slides of a slideshow's body, kept as the same objects across the edits the grid makes: a
// move writes a new body (bodyOfSlides) but the slides it was made of are handed back as they
// were, so the grid's memoised tiles re-render only where a slide changed place or fields. Read
// again from the body (slidesOf, every slide a new object: all tiles re-render) only when the body
// comes from elsewhere (the server's copy, a restored draft, an upload read from the form).
import { useCallback, useMemo, useRef } from 'react';
import { bodyOfSlides, slidesOf, type Slide } from '../../../../common/domain/slideshow';

type Body = Parameters<typeof slidesOf>[0];

export function useBodySlides(body: Body): {
  slides: Slide[];
  /** The body holding `next`, remembered with them (pass it to the form unchanged). */
  bodyOf: (next: Slide[]) => ReturnType<typeof bodyOfSlides>;
} {
  const written = useRef<{ body: Body; slides: Slide[] } | null>(null);
  const slides = useMemo(
    () =>
      written.current !== null && written.current.body === body
        ? written.current.slides
        : slidesOf(body),
    [body],
  );
  const bodyOf = useCallback((next: Slide[]) => {
    const made = bodyOfSlides(next);
    written.current = { body: made, slides: next };
    return made;
  }, []);
  return { slides, bodyOf };
}
