// The slideshow the address names (/slideshow/ia/complete/:brandKey/:slideshowId), read once to
// show it in the selector; null while it loads, when none is given or when it is not found.
import { useQuery } from '@apollo/client/react';
import { SlideshowAiTargetDocument } from '../../graphql/generated/graphql';
import type { DraftSlideshow } from './useDraftSlideshowSearch';

export function usePreloadedSlideshow(slideshowId: string | null): DraftSlideshow | null {
  const query = useQuery(SlideshowAiTargetDocument, {
    variables: { id: slideshowId ?? '' },
    skip: !slideshowId,
    fetchPolicy: 'network-only',
  });
  const article = query.data?.article;
  if (!slideshowId || !article || article.format !== 'Slideshow') return null;
  return { id: article.id, title: article.title, status: article.status };
}
