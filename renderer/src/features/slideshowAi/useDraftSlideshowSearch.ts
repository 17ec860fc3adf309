// The completion tab's search for the brand's Draft slideshows (spec 001 §9): from 3 characters
// typed, 300 ms after the last keystroke, through the article search (format Slideshow, status
// Draft); an answer to an older text never replaces a newer one's.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { DraftSlideshowSearchDocument } from '../../graphql/generated/graphql';

export interface DraftSlideshow {
  id: string;
  title: string;
  status: string;
}

const FIRST = 20;

export function useDraftSlideshowSearch(brandKey: string, text: string) {
  const client = useApolloClient();
  const [found, setFound] = useState<DraftSlideshow[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const typed = text.trim();
  const enough = typed.length >= LIMITS.debounce.draftSlideshowSearchMinChars;
  useEffect(() => {
    const ticket = ++latest.current;
    if (!enough) {
      setFound([]);
      return;
    }
    const timer = setTimeout(() => {
      void client
        .query({
          query: DraftSlideshowSearchDocument,
          variables: {
            first: FIRST,
            query: typed,
            where: { brandKey, format: 'Slideshow', status: 'Draft' },
          },
          fetchPolicy: 'network-only',
        })
        .then((answer) => {
          if (ticket !== latest.current) return;
          setFailed(!!answer.error);
          setFound(answer.data?.searchArticles ?? []);
        });
    }, LIMITS.debounce.draftSlideshowSearchMs);
    return () => clearTimeout(timer);
  }, [client, brandKey, typed, enough]);
  return { found, failed, enough };
}
