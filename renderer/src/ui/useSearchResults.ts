// What a search picker shows for the text typed: the newest results at once on opening, then a
// search each time the user stops typing (the autocomplete debounce); an answer to an older text
// never replaces a newer one's. `results` is null while a search runs; `failed` when it threw.
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../common/domain/limits';

export function useSearchResults<T>(
  run: (text: string) => Promise<T[]>,
  text: string,
): { results: T[] | null; failed: boolean } {
  const [results, setResults] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(
      () => {
        setResults(null);
        setFailed(false);
        run(text).then(
          (found) => ticket === latest.current && setResults(found),
          () => {
            if (ticket !== latest.current) return;
            setFailed(true);
            setResults([]);
          },
        );
      },
      text === '' ? 0 : LIMITS.debounce.autocompleteMs,
    );
    return () => clearTimeout(timer);
  }, [run, text]);
  return { results, failed };
}
