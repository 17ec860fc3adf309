// Infinite loading: a marker placed on the row `threshold` rows from the end; when it scrolls
// into view the next page is asked.
import { useEffect, useRef } from 'react';

/** Asks the next page when it scrolls into view (infinite loading). */
export function LoadMoreSentinel({
  onVisible,
  className,
}: {
  onVisible(): void;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={ref} className={className} data-testid="load-more-sentinel" aria-hidden="true" />
  );
}
