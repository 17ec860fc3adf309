// The slideshow editor's way to the AI screen (issue 35; spec 000 §2 "A given slideshow id is
// preloaded"): for CAC and FAC, an action opening the complete tab on this slideshow, usable once
// it is saved and while it is a Draft (001 §5 "AI features only for Draft slideshows").
import { SparkleRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasAiSlideshow } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';
import type { EditorAction } from '../editorKit/ActionsMenu';

export function useSlideshowAiAction(
  saved: { id: string; status: string } | null,
  brandKey: string,
): EditorAction[] {
  const navigate = useNavigate();
  const id = saved?.id ?? null;
  const status = saved?.status ?? null;
  return useMemo(() => {
    if (!hasAiSlideshow(brandKey)) return [];
    const unavailable = !id
      ? MESSAGES.slideshowAiSaveFirst
      : status !== 'Draft'
        ? MESSAGES.slideshowAiOnlyDraft
        : undefined;
    const path = `/slideshow/ia/complete/${encodeURIComponent(brandKey)}/${encodeURIComponent(id ?? '')}`;
    return [
      {
        key: 'slideshow-ai',
        label: MESSAGES.slideshowAiFromEditor,
        icon: <SparkleRegular />,
        unavailable,
        onSelect: () => navigate(path),
      },
    ];
  }, [brandKey, id, status, navigate]);
}
