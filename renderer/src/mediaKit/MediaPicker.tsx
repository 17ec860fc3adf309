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
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Tab,
  TabList,
  Text,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { GridRegular, ListRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { MediaObject } from '../../../common/domain/article';
import { brandProfile } from '../../../common/domain/brands';
import type { MultimediaAttrs } from '../../../common/richtext';
import {
  mediaOfPhoto,
  searchExternalImages,
  searchPhotos,
  type ExternalImageResult,
  type PhotoResult,
} from './mediaApi';
import { searchPublishedArticles, type ContentPick } from './contentPick';
import { ContentTab } from './ContentTab';
import { MediaActions } from './MediaActions';
import { RecipeTab } from './RecipeTab';

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
  layout: {
    display: 'grid',
    gridTemplateColumns: '240px 1fr',
    gap: tokens.spacingHorizontalL,
    minHeight: '480px',
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  toolbar: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    marginBlock: tokens.spacingVerticalS,
  },
  grow: { flexGrow: 1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalS,
    maxHeight: '420px',
    overflowY: 'auto',
  },
  horizontal: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '200px',
    gridTemplateRows: 'repeat(2, 150px)',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    maxHeight: '330px',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '420px',
    overflowY: 'auto',
  },
  item: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalXS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    textAlign: 'left',
    color: tokens.colorNeutralForeground1,
  },
  listItem: { flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A result: the button that picks it, and the media actions beside (not inside) it, framed
  // together.
  result: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}` },
  },
  listResult: { flexDirection: 'row', alignItems: 'center' },
  resultActions: { display: 'flex', justifyContent: 'flex-end' },
  thumb: {
    width: '100%',
    height: '100px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  listThumb: { width: '96px', height: '56px' },
});

type SourceKind = 'providers' | 'photos' | 'story';
type View = 'grid' | 'list' | 'horizontal';
/** The brand's published articles, videos and slideshows by title (the picker's content tabs). */
const SEARCHES = {
  Article: searchPublishedArticles('Article'),
  Video: searchPublishedArticles('Video'),
  Diapo: searchPublishedArticles('Diapo'),
};

const PROVIDERS = [
  { id: 'unsplash', label: 'Unsplash' },
  { id: 'pixabay', label: 'Pixabay' },
] as const;

interface Candidate {
  id: string;
  thumb: string;
  title: string;
  detail: string;
  media: MediaObject;
}

function candidatesOfPhotos(photos: PhotoResult[]): Candidate[] {
  return photos.map((p) => ({
    id: p.id,
    thumb: p.previews.find((v) => v.size === 'thumbnail')?.href ?? p.publicUrl,
    title: p.originalName,
    detail: [p.credit, `${p.width}×${p.height}`].filter(Boolean).join(' · '),
    media: mediaOfPhoto(p),
  }));
}

function candidatesOfExternal(images: ExternalImageResult[]): Candidate[] {
  return images.map((image) => ({
    id: image.id,
    thumb: image.preview.url,
    title: image.credit ?? image.provider,
    detail: image.provider,
    media: {
      key: image.large,
      href: image.large,
      credit: image.credit,
      source: image.provider === 'unsplash' ? 'Unsplash' : 'Pixabay',
      format: 'image',
    },
  }));
}

/** Said on the Podcast tab until the podcast search exists (a later issue). */
export const PODCASTS_NOT_AVAILABLE =
  'Les podcasts ne sont pas encore disponibles : ils ne peuvent pas encore être choisis ici.';

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
  const [source, setSource] = useState<SourceKind>('photos');
  const [providers, setProviders] = useState<string[]>(['unsplash', 'pixabay']);
  const [view, setView] = useState<View>('grid');
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  // Results and warnings belong to the search that produced them (its source, banks and words):
  // a bank's « … n'est pas configurée » is not shown once the user looks elsewhere.
  const searchKey = `${source}|${providers.join(',')}|${submitted}`;
  const [results, setResults] = useState<{
    key: string;
    items: Candidate[];
    total: number;
    notes: string[];
  } | null>(null);
  const shown = results?.key === searchKey ? results : null;
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (tab !== 'photo' || source === 'story') return;
    if (source === 'providers' && !submitted) {
      setResults(null);
      return;
    }
    let live = true;
    setLoading(true);
    setError(null);
    const work =
      source === 'photos'
        ? searchPhotos(brandKey, submitted).then((r) => ({
            key: searchKey,
            items: candidatesOfPhotos(r.photos),
            total: r.count,
            notes: [],
          }))
        : searchExternalImages(submitted, providers).then((r) => ({
            key: searchKey,
            items: candidatesOfExternal(r.images),
            total: r.total,
            notes: r.errors,
          }));
    work
      .then((r) => live && setResults(r))
      .catch(
        (e: unknown) =>
          live && setError(e instanceof Error ? e.message : 'Une erreur est survenue'),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [tab, source, submitted, providers, brandKey, searchKey]);

  const toggleProvider = (id: string) =>
    setProviders((current) =>
      current.includes(id)
        ? current.length > 1
          ? current.filter((p) => p !== id)
          : current
        : [...current, id],
    );

  const listClass =
    view === 'grid' ? styles.grid : view === 'list' ? styles.list : styles.horizontal;

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
            {tab === 'article' ? (
              <ContentTab
                kind="Article"
                brandKey={brandKey}
                target={target}
                search={SEARCHES.Article}
                onPick={pickContent}
              />
            ) : tab === 'recipe' ? (
              <RecipeTab brandKey={brandKey} target={target} onPick={pickContent} />
            ) : tab === 'video' ? (
              <ContentTab
                kind="Video"
                brandKey={brandKey}
                target={target}
                search={SEARCHES.Video}
                onPick={pickContent}
              />
            ) : tab === 'diapo' ? (
              <ContentTab
                kind="Diapo"
                brandKey={brandKey}
                target={target}
                search={SEARCHES.Diapo}
                onPick={pickContent}
              />
            ) : tab === 'podcast' ? (
              <MessageBar intent="info" style={{ marginTop: tokens.spacingVerticalM }}>
                <MessageBarBody>{PODCASTS_NOT_AVAILABLE}</MessageBarBody>
              </MessageBar>
            ) : (
              <div className={styles.layout}>
                <Accordion multiple collapsible defaultOpenItems={['providers', 'photos', 'story']}>
                  <RadioGroup
                    value={source}
                    onChange={(_, data) => setSource(data.value as SourceKind)}
                    aria-label="Source des images"
                  >
                    <AccordionItem value="providers">
                      <AccordionHeader>Providers</AccordionHeader>
                      <AccordionPanel>
                        <Radio value="providers" label="Banques d'images" />
                        <div className={styles.chips} role="group" aria-label="Banques d'images">
                          {PROVIDERS.map((p) => (
                            <ToggleButton
                              key={p.id}
                              size="small"
                              shape="circular"
                              checked={providers.includes(p.id)}
                              onClick={() => toggleProvider(p.id)}
                            >
                              {p.label}
                            </ToggleButton>
                          ))}
                        </div>
                      </AccordionPanel>
                    </AccordionItem>
                    <AccordionItem value="photos">
                      <AccordionHeader>One Photos</AccordionHeader>
                      <AccordionPanel>
                        <Radio value="photos" label={`Photos de ${brandKey}`} />
                      </AccordionPanel>
                    </AccordionItem>
                    <AccordionItem value="story">
                      <AccordionHeader>One Story</AccordionHeader>
                      <AccordionPanel>
                        <Radio value="story" label="Sujets One Story" />
                      </AccordionPanel>
                    </AccordionItem>
                  </RadioGroup>
                </Accordion>
                <div>
                  <form
                    className={styles.toolbar}
                    onSubmit={(event) => {
                      event.preventDefault();
                      setSubmitted(query.trim());
                    }}
                  >
                    <Input
                      className={styles.grow}
                      aria-label="Rechercher une image"
                      placeholder="Rechercher (texte, crédit…)"
                      value={query}
                      onChange={(_, data) => setQuery(data.value)}
                    />
                    <Button type="submit" appearance="primary">
                      Rechercher
                    </Button>
                    <ToggleButton
                      icon={<GridRegular />}
                      aria-label="Grille"
                      checked={view === 'grid'}
                      onClick={() => setView('grid')}
                    />
                    <ToggleButton
                      icon={<ListRegular />}
                      aria-label="Liste"
                      checked={view === 'list'}
                      onClick={() => setView('list')}
                    />
                    <ToggleButton
                      icon={<TableSimpleRegular />}
                      aria-label="Grille horizontale"
                      checked={view === 'horizontal'}
                      onClick={() => setView('horizontal')}
                    />
                  </form>
                  {source === 'story' && (
                    <MessageBar intent="info">
                      <MessageBarBody>
                        One Story n'est pas encore relié à cette application.
                      </MessageBarBody>
                    </MessageBar>
                  )}
                  {source === 'providers' && !submitted && (
                    <Caption1>
                      Saisissez une recherche pour interroger les banques d'images.
                    </Caption1>
                  )}
                  {error && (
                    <MessageBar intent="error">
                      <MessageBarBody>{error}</MessageBarBody>
                    </MessageBar>
                  )}
                  {shown?.notes.map((note) => (
                    <MessageBar key={note} intent="warning">
                      <MessageBarBody>{note}</MessageBarBody>
                    </MessageBar>
                  ))}
                  {loading && <Spinner size="small" label="Recherche…" />}
                  {shown && source !== 'story' && (
                    <>
                      <Caption1 block>
                        {shown.total} {shown.total > 1 ? 'images' : 'image'}
                      </Caption1>
                      {shown.items.length === 0 ? (
                        <Text>Pas de résultat</Text>
                      ) : (
                        <div className={listClass} data-testid="picker-results" data-view={view}>
                          {shown.items.map((item) => (
                            <div
                              key={item.id}
                              className={mergeClasses(
                                styles.result,
                                view === 'list' && styles.listResult,
                              )}
                            >
                              <button
                                type="button"
                                className={mergeClasses(
                                  styles.item,
                                  view === 'list' && styles.listItem,
                                )}
                                onClick={() => pickMedias([item.media])}
                                aria-label={`Choisir ${item.title}`}
                              >
                                <img
                                  className={mergeClasses(
                                    styles.thumb,
                                    view === 'list' && styles.listThumb,
                                  )}
                                  src={item.thumb}
                                  alt=""
                                />
                                <span>
                                  <Text size={200} weight="semibold" truncate wrap={false} block>
                                    {item.title}
                                  </Text>
                                  <Caption1>{item.detail}</Caption1>
                                </span>
                              </button>
                              <div className={styles.resultActions}>
                                <MediaActions media={item.media} name={item.title} />
                              </div>
                            </div>
                          ))}
                        </div>
                      )}
                    </>
                  )}
                </div>
              </div>
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
