// The media picker dialog (spec 000 §2 "Media picker"): collapsible sources (Providers, One
// Photos, One Story); tabs Article, Recette (recipe brands), Video, Diapo, Podcast (not HBZ), Photo;
// the external banks as chips of which at least one stays selected; grid, list and horizontal-grid
// views. It holds all its state, so closing it (unmounting) resets everything.
//
// `mode` says who opened it and so what a pick produces:
//   'images'     (default) an image-only media field: the Photo tab only; a pick → MediaObject[];
//   'medias'     a media field that may link to a content: every tab; a content pick becomes a
//                media object (the content's image linking to its public URL, contentPick.ts);
//   'multimedia' the body's « Multimédia » element: the content tabs, no Photo tab; a pick →
//                `{ kind, id, title, url }` (onPickContent).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { MediaObject } from '../../../common/domain/article';
import { brandProfile } from '../../../common/domain/brands';
import type { MultimediaAttrs } from '../../../common/richtext';
import { searchPublishedArticles, type ContentPick, type PickTarget } from './contentPick';
import { ContentTab } from './ContentTab';
import { PodcastTab } from './PodcastTab';
import { PhotoTab, usePhotoSearch, type PhotoView } from './PhotoTab';
import { RecipeTab } from './RecipeTab';

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
});

/** The brand's published articles, videos and slideshows by title (the picker's content tabs). */
const SEARCHES = {
  Article: searchPublishedArticles('Article'),
  Video: searchPublishedArticles('Video'),
  Diapo: searchPublishedArticles('Diapo'),
};

/** Said in the picker of a single-image field that already has its image. */
export const REPLACES_CURRENT_IMAGE =
  "L'image choisie remplacera l'image actuelle du champ (sa légende, son crédit et sa source avec).";

export type MediaPickerProps = {
  brandKey: string;
  onClose(): void;
  /** A single-image field that is filled: a pick replaces its image (and the picker says so). */
  replacing?: boolean;
} & (
  | { mode?: 'images' | 'medias'; onPick(medias: MediaObject[]): void }
  | { mode: 'multimedia'; onPickContent(content: MultimediaAttrs): void }
);

type TabId = 'article' | 'recipe' | 'video' | 'diapo' | 'podcast' | 'photo';

/** The tabs offered for a brand in a mode (000 §2: Recette on recipe brands, no Podcast on HBZ). */
export function pickerTabs(
  brandKey: string,
  mode: 'images' | 'medias' | 'multimedia',
): { id: TabId; label: string }[] {
  const profile = brandProfile(brandKey);
  const contents: { id: TabId; label: string }[] = [
    { id: 'article', label: 'Article' },
    ...(profile.isRecipe ? [{ id: 'recipe' as const, label: 'Recette' }] : []),
    { id: 'video', label: 'Video' },
    { id: 'diapo', label: 'Diapo' },
    ...(profile.hasPodcast ? [{ id: 'podcast' as const, label: 'Podcast' }] : []),
  ];
  const photo = { id: 'photo' as const, label: 'Photo' };
  if (mode === 'images') return [photo];
  if (mode === 'multimedia') return contents;
  return [...contents, photo];
}

export function MediaPicker(props: MediaPickerProps) {
  const { brandKey, onClose } = props;
  const mode = props.mode ?? 'images';
  const styles = useStyles();
  const tabs = pickerTabs(brandKey, mode);
  const [tab, setTab] = useState<TabId>(mode === 'multimedia' ? 'article' : 'photo');
  const target = mode === 'multimedia' ? 'multimedia' : 'media';
  const pickMedias = (medias: MediaObject[]) => {
    if (props.mode !== 'multimedia') props.onPick(medias);
  };
  const pickContent = (pick: ContentPick) => {
    if (pick.target === 'multimedia') {
      if (props.mode === 'multimedia') props.onPickContent(pick.attrs);
    } else pickMedias([pick.media]);
  };
  // The Photo tab's state lives here, so that it survives a visit to another tab.
  const photoSearch = usePhotoSearch(tab, brandKey);
  const [view, setView] = useState<PhotoView>('grid');

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Médiathèque</DialogTitle>
          <DialogContent>
            {props.replacing && (
              <MessageBar intent="info">
                <MessageBarBody>{REPLACES_CURRENT_IMAGE}</MessageBarBody>
              </MessageBar>
            )}
            <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabId)}>
              {tabs.map((t) => (
                <Tab key={t.id} value={t.id}>
                  {t.label}
                </Tab>
              ))}
            </TabList>
            {tab === 'photo' ? (
              <PhotoTab
                brandKey={brandKey}
                search={photoSearch}
                view={view}
                onView={setView}
                onPick={pickMedias}
              />
            ) : (
              <ContentTabPanel tab={tab} brandKey={brandKey} target={target} onPick={pickContent} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The panel of a content tab (every tab but Photo). */
function ContentTabPanel({
  tab,
  brandKey,
  target,
  onPick,
}: {
  tab: Exclude<TabId, 'photo'>;
  brandKey: string;
  target: PickTarget;
  onPick(pick: ContentPick): void;
}) {
  // One ContentTab element for the three kinds, as before: moving between them keeps it mounted.
  if (tab === 'recipe') return <RecipeTab brandKey={brandKey} target={target} onPick={onPick} />;
  if (tab === 'podcast') return <PodcastTab target={target} onPick={onPick} />;
  const kind = tab === 'article' ? 'Article' : tab === 'video' ? 'Video' : 'Diapo';
  return (
    <ContentTab
      kind={kind}
      brandKey={brandKey}
      target={target}
      search={SEARCHES[kind]}
      onPick={onPick}
    />
  );
}
