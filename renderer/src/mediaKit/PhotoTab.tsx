// The media picker's Photo tab (spec 000 §2 "Media picker"): collapsible sources (Providers, One
// Photos, One Story), the external banks as chips of which at least one stays selected, a search
// bar and the results in grid, list or horizontal-grid view. Its state lives in the picker (through
// usePhotoSearch), so leaving the tab and coming back keeps the search.
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { GridRegular, ListRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { MediaObject } from '../../../common/domain/article';
import {
  mediaOfPhoto,
  searchExternalImages,
  searchPhotos,
  type ExternalImageResult,
  type PhotoResult,
} from './mediaApi';
import { MediaActions } from './MediaActions';

const useStyles = makeStyles({
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
export type PhotoView = 'grid' | 'list' | 'horizontal';

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

interface SearchResults {
  key: string;
  items: Candidate[];
  total: number;
  notes: string[];
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

/** One search of the brand's photos or of the external banks, as candidates keyed by `key`. */
function searchCandidates(
  key: string,
  source: SourceKind,
  brandKey: string,
  words: string,
  providers: string[],
): Promise<SearchResults> {
  return source === 'photos'
    ? searchPhotos(brandKey, words).then((r) => ({
        key,
        items: candidatesOfPhotos(r.photos),
        total: r.count,
        notes: [],
      }))
    : searchExternalImages(words, providers).then((r) => ({
        key,
        items: candidatesOfExternal(r.images),
        total: r.total,
        notes: r.errors,
      }));
}

/** The Photo tab's search state, held by the picker: source, banks, words, results. */
export function usePhotoSearch(tab: string, brandKey: string) {
  const [source, setSource] = useState<SourceKind>('photos');
  const [providers, setProviders] = useState<string[]>(['unsplash', 'pixabay']);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  // Results and warnings belong to the search that produced them (its source, banks and words):
  // a bank's « … n'est pas configurée » is not shown once the user looks elsewhere.
  const searchKey = `${source}|${providers.join(',')}|${submitted}`;
  const [results, setResults] = useState<SearchResults | null>(null);
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
    searchCandidates(searchKey, source, brandKey, submitted, providers)
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

  return {
    source,
    setSource,
    providers,
    toggleProvider,
    query,
    setQuery,
    submitted,
    submit: () => setSubmitted(query.trim()),
    shown,
    loading,
    error,
  };
}

export type PhotoSearch = ReturnType<typeof usePhotoSearch>;

interface PhotoTabProps {
  brandKey: string;
  search: PhotoSearch;
  view: PhotoView;
  onView(view: PhotoView): void;
  onPick(medias: MediaObject[]): void;
}

export function PhotoTab({ brandKey, search, view, onView, onPick }: PhotoTabProps) {
  const styles = useStyles();
  const { source, submitted, error, shown, loading } = search;
  return (
    <div className={styles.layout}>
      <PhotoSources brandKey={brandKey} search={search} />
      <div>
        <PhotoSearchBar search={search} view={view} onView={onView} />
        {source === 'story' && (
          <MessageBar intent="info">
            <MessageBarBody>One Story n'est pas encore relié à cette application.</MessageBarBody>
          </MessageBar>
        )}
        {source === 'providers' && !submitted && (
          <Caption1>Saisissez une recherche pour interroger les banques d'images.</Caption1>
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
          <PhotoResults results={shown} view={view} onPick={onPick} />
        )}
      </div>
    </div>
  );
}

/** The sources, one radio each, in collapsible sections; the banks' chips under Providers. */
function PhotoSources({ brandKey, search }: { brandKey: string; search: PhotoSearch }) {
  const styles = useStyles();
  const { source, setSource, providers, toggleProvider } = search;
  return (
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
  );
}

/** The words searched (sent on submit) and the three view toggles. */
function PhotoSearchBar({
  search,
  view,
  onView,
}: {
  search: PhotoSearch;
  view: PhotoView;
  onView(view: PhotoView): void;
}) {
  const styles = useStyles();
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <Input
        className={styles.grow}
        aria-label="Rechercher une image"
        placeholder="Rechercher (texte, crédit…)"
        value={search.query}
        onChange={(_, data) => search.setQuery(data.value)}
      />
      <Button type="submit" appearance="primary">
        Rechercher
      </Button>
      <ToggleButton
        icon={<GridRegular />}
        aria-label="Grille"
        checked={view === 'grid'}
        onClick={() => onView('grid')}
      />
      <ToggleButton
        icon={<ListRegular />}
        aria-label="Liste"
        checked={view === 'list'}
        onClick={() => onView('list')}
      />
      <ToggleButton
        icon={<TableSimpleRegular />}
        aria-label="Grille horizontale"
        checked={view === 'horizontal'}
        onClick={() => onView('horizontal')}
      />
    </form>
  );
}

/** The count, then the candidates in the chosen view (or « Pas de résultat »). */
function PhotoResults({
  results,
  view,
  onPick,
}: {
  results: SearchResults;
  view: PhotoView;
  onPick(medias: MediaObject[]): void;
}) {
  const styles = useStyles();
  const listClass =
    view === 'grid' ? styles.grid : view === 'list' ? styles.list : styles.horizontal;
  return (
    <>
      <Caption1 block>
        {results.total} {results.total > 1 ? 'images' : 'image'}
      </Caption1>
      {results.items.length === 0 ? (
        <Text>Pas de résultat</Text>
      ) : (
        <div className={listClass} data-testid="picker-results" data-view={view}>
          {results.items.map((item) => (
            <ResultTile key={item.id} item={item} view={view} onPick={onPick} />
          ))}
        </div>
      )}
    </>
  );
}

/** A result: the button that picks it, its media actions beside it. */
function ResultTile({
  item,
  view,
  onPick,
}: {
  item: Candidate;
  view: PhotoView;
  onPick(medias: MediaObject[]): void;
}) {
  const styles = useStyles();
  const list = view === 'list';
  return (
    <div className={mergeClasses(styles.result, list && styles.listResult)}>
      <button
        type="button"
        className={mergeClasses(styles.item, list && styles.listItem)}
        onClick={() => onPick([item.media])}
        aria-label={`Choisir ${item.title}`}
      >
        <img
          className={mergeClasses(styles.thumb, list && styles.listThumb)}
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
  );
}
