// The top-bar search (spec 000 §2): autocompletes published articles — 10, newest publication
// first, of the section's format and the chosen brand — each labelled with its title ('NO_TITLE'
// when it has none) and its publication date; picking one opens its editor (the slideshow editor
// for slideshows). Asked as the journalist types, one request at a time (graphql/latestOnly.ts).
// Ctrl/Cmd+K focuses it from anywhere but a text editor that uses the shortcut.
import { useApolloClient } from '@apollo/client/react';
import { Combobox, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import {
  TopBarSearchDocument,
  type ArticleFormat,
  type ArticleWhereInput,
  type TopBarSearchQuery,
} from '../../graphql/generated/graphql';
import { latestOnly } from '../../graphql/latestOnly';

export const TOP_BAR_SEARCH_LABEL = 'Rechercher un article publié';
export const NO_TITLE = 'NO_TITLE';

type Found = TopBarSearchQuery['searchArticles'][number];

const useStyles = makeStyles({
  box: { minWidth: '320px', marginRight: tokens.spacingHorizontalM },
  option: { display: 'flex', flexDirection: 'column' },
  date: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The formats the search covers in the section open (000 §2 "filtered by format"). */
export function formatsFor(pathname: string): ArticleFormat[] {
  if (/^\/(?:[^/]+\/)?video\//.test(pathname)) return ['Video'];
  if (/^\/(?:[^/]+\/)?slideshow\//.test(pathname)) return ['Slideshow'];
  return ['Rich'];
}

/** Where a found article opens. */
export function openPathOf(found: Pick<Found, 'id' | 'brandKey' | 'format'>): string {
  const brand = encodeURIComponent(found.brandKey);
  if (found.format === 'Slideshow') return `/slideshow/edit/${found.id}`;
  return `/${brand}/${found.format === 'Video' ? 'video' : 'article'}/edit/${found.id}`;
}

export function foundLabel(found: Pick<Found, 'title' | 'publishedAt'>): {
  title: string;
  date: string;
} {
  return {
    title: found.title.trim() || NO_TITLE,
    date: found.publishedAt ? formatDateTime(new Date(found.publishedAt)) : '',
  };
}

/** Ctrl/Cmd+K focuses and selects the search, unless a text editor used the shortcut first. */
function useFocusOnCtrlK(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      // The rich-text editors use Ctrl+K for a link when text is selected: theirs comes first.
      if (event.defaultPrevented) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/** The published articles matching `text`, of the formats in `formatKey` and the chosen brand. */
function usePublishedArticles(text: string, brand: string | null, formatKey: string) {
  const client = useApolloClient();
  const [found, setFound] = useState<Found[]>([]);
  // Sent as the journalist types, one at a time (graphql/latestOnly.ts): no debounce to wait out.
  const search = useMemo(
    () =>
      latestOnly(
        ({ like, where }: { like: string; where: ArticleWhereInput }) =>
          client.query({
            query: TopBarSearchDocument,
            variables: { like, where },
            fetchPolicy: 'network-only',
          }),
        ({ data }) => setFound(data?.searchArticles ?? []),
        () => setFound([]),
      ),
    [client],
  );
  useEffect(() => () => search.cancel(), [search]);

  useEffect(() => {
    const like = text.trim();
    if (like === '') {
      search.cancel();
      setFound([]);
      return;
    }
    search.ask({
      like,
      where: {
        status: 'Published',
        format_in: formatKey.split(',') as ArticleFormat[],
        ...(brand ? { brandKey: brand } : {}),
      },
    });
  }, [text, brand, formatKey, search]);
  return { found, setFound };
}

export function TopBarSearch({ brand }: { brand: string | null }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // Opened by typing (not only by the arrow), shown once there is something to choose.
  const [open, setOpen] = useState(false);
  const formats = formatsFor(pathname);
  const formatKey = formats.join(',');
  useFocusOnCtrlK(input);
  const { found, setFound } = usePublishedArticles(text, brand, formatKey);

  const openChosen = (id: string | undefined) => {
    const chosen = found.find((article) => article.id === id);
    if (!chosen) return;
    setText('');
    setFound([]);
    setOpen(false);
    navigate(openPathOf(chosen));
  };

  return (
    <Combobox
      ref={input}
      className={styles.box}
      aria-label={TOP_BAR_SEARCH_LABEL}
      placeholder="Rechercher… (Ctrl+K)"
      freeform
      // Fluent names this button « Open <label> » in English unless it is given a name.
      expandIcon={{ children: <SearchRegular />, 'aria-label': 'Afficher les résultats' }}
      value={text}
      selectedOptions={[]}
      open={open && found.length > 0}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => openChosen(data.optionValue)}
    >
      {found.map((article) => {
        const label = foundLabel(article);
        return (
          <Option key={article.id} value={article.id} text={label.title}>
            <span className={styles.option}>
              <span>{label.title}</span>
              <span className={styles.date}>{label.date}</span>
            </span>
          </Option>
        );
      })}
    </Combobox>
  );
}
