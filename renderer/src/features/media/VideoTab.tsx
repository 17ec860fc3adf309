// The media picker's « Video » tab (000 §2 "Media picker"): the brand's published videos (format
// Video) by title, newest first, picked as a media object or as the body's multimedia element
// (ContentTab, contentPick.ts).
import { ContentTab } from './ContentTab';
import {
  searchPublishedArticles,
  type ContentPick,
  type ContentSearch,
  type PickTarget,
} from './contentPick';

const searchApp = searchPublishedArticles('Video');

export function VideoTab({
  brandKey,
  target,
  onPick,
  search = searchApp,
}: {
  brandKey: string;
  target: PickTarget;
  onPick: (pick: ContentPick) => void;
  search?: ContentSearch;
}) {
  return (
    <ContentTab kind="Video" brandKey={brandKey} target={target} search={search} onPick={onPick} />
  );
}
