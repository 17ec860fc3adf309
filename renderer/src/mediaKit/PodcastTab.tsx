// The media picker's Podcast tab (000 §2 "Media picker", 001 §5 "Podcast search", §7): the podcast
// service searched through main from 3 characters; the providers found as chips of which at least
// one stays selected; podcasts ticked to list (and search) their episodes; a click on an episode
// picks it, and the playlist switch — only with one podcast ticked and two episodes or more —
// picks the whole podcast instead (podcastPick.ts). « Ajouter un flux » reads a feed's RSS (fetched
// by main, parsed here: podcastFeed.ts) and sends it to the service with its title and playlist
// choice. Every refusal is shown as main says it; what the user typed stays.
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Switch,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES } from '../../../common/domain/messages';
import {
  canSearchPodcasts,
  canTogglePlaylist,
  toggleProvider,
} from '../../../common/domain/validation/podcast';
import type { Podcast, PodcastEpisode } from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';
import { SearchableList } from '../ui/SearchableList';
import { useSearchResults } from '../ui/useSearchResults';
import type { ContentPick, PickTarget } from './contentPick';
import { parsePodcastFeed, type PodcastFeed } from './podcastFeed';
import { episodePick, formatEpisodeDuration, playlistPick } from './podcastPick';

export const PODCAST_WORDING = {
  search: 'Rechercher un podcast',
  providers: 'Fournisseurs',
  podcasts: 'Podcasts',
  noPodcast: 'Aucun podcast ne correspond.',
  episodeSearch: 'Rechercher un épisode',
  episodes: 'Épisodes',
  noEpisode: 'Aucun épisode ne correspond.',
  playlist: 'Playlist',
  insertPlaylist: 'Insérer la playlist',
  addFeed: 'Ajouter un flux',
  feedUrl: 'Adresse du flux RSS',
  readFeed: 'Lire le flux',
  feedTitle: 'Titre',
  submitFeed: 'Envoyer le flux',
} as const;

const useStyles = makeStyles({
  root: {
    marginTop: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  podcasts: { display: 'flex', flexDirection: 'column', maxHeight: '180px', overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  feed: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  why: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface PodcastTabProps {
  target: PickTarget;
  onPick(pick: ContentPick): void;
}

export function PodcastTab({ target, onPick }: PodcastTabProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // An older search's answer must not show (or clear) a refusal over the newer one's.
  const latestText = useRef(text);
  latestText.current = text;
  const run = useCallback(async (typed: string): Promise<Podcast[]> => {
    if (!canSearchPodcasts(typed)) {
      setRefusal(null);
      return [];
    }
    const answer = await backoffice().podcasts.search(typed.trim());
    if (typed === latestText.current) setRefusal(answer.ok ? null : answer.message);
    return answer.ok ? answer.podcasts : [];
  }, []);
  const { results, failed } = useSearchResults<Podcast>(run, text);
  const searching = canSearchPodcasts(text);

  // Providers of what was found; none chosen yet means all of them.
  const providers = useMemo(
    () => [...new Set((results ?? []).map((p) => p.provider))].sort(),
    [results],
  );
  const [chosenProviders, setChosenProviders] = useState<string[] | null>(null);
  const shownProviders = (chosenProviders ?? providers).filter((p) => providers.includes(p));
  const activeProviders = shownProviders.length ? shownProviders : providers;
  const podcasts = (results ?? []).filter((p) => activeProviders.includes(p.provider));

  const [ticked, setTicked] = useState<Podcast[]>([]);
  const tick = (podcast: Podcast, on: boolean) =>
    setTicked((list) =>
      on
        ? [...list.filter((p) => p.id !== podcast.id), podcast]
        : list.filter((p) => p.id !== podcast.id),
    );
  const [episodeText, setEpisodeText] = useState('');
  const episodes = useEpisodes(ticked, episodeText);
  const playlistAllowed = canTogglePlaylist(ticked.length, episodes.list?.length ?? 0);
  const [playlist, setPlaylist] = useState(false);
  const playlistOn = playlist && playlistAllowed;
  const listed = ticked.length > 0;

  return (
    <div className={styles.root} data-testid="podcast-tab">
      <Field
        label={PODCAST_WORDING.search}
        validationState={text.trim() && !searching ? 'warning' : 'none'}
        validationMessage={text.trim() && !searching ? MESSAGES.podcastSearchTooShort : undefined}
      >
        <SearchBox
          autoFocus
          style={{ maxWidth: 'none', width: '100%' }}
          value={text}
          onChange={(_e, d) => setText(d.value)}
        />
      </Field>
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {searching && providers.length > 0 && (
        <div role="group" aria-label={PODCAST_WORDING.providers} className={styles.chips}>
          {providers.map((provider) => (
            <ToggleButton
              key={provider}
              size="small"
              shape="circular"
              checked={activeProviders.includes(provider)}
              onClick={() => setChosenProviders(toggleProvider(activeProviders, provider))}
            >
              {provider}
            </ToggleButton>
          ))}
        </div>
      )}
      {searching && results !== null && !refusal && (
        <div role="group" aria-label={PODCAST_WORDING.podcasts} className={styles.podcasts}>
          {failed && <Text role="alert">{MESSAGES.genericError}</Text>}
          {!failed && podcasts.length === 0 && <Text>{PODCAST_WORDING.noPodcast}</Text>}
          {podcasts.map((podcast) => (
            <Checkbox
              key={podcast.id}
              checked={ticked.some((p) => p.id === podcast.id)}
              onChange={(_e, d) => tick(podcast, d.checked === true)}
              label={`${podcast.title} · ${podcast.provider}`}
            />
          ))}
        </div>
      )}
      {listed && (
        <>
          <div className={styles.row}>
            <Field label={PODCAST_WORDING.episodeSearch} style={{ flexGrow: 1 }}>
              <SearchBox
                style={{ maxWidth: 'none', width: '100%' }}
                value={episodeText}
                onChange={(_e, d) => setEpisodeText(d.value)}
              />
            </Field>
            <Switch
              label={PODCAST_WORDING.playlist}
              checked={playlistOn}
              disabled={!playlistAllowed}
              onChange={(_e, d) => setPlaylist(d.checked)}
            />
            {playlistOn && ticked[0] && (
              <PickButton pick={playlistPick(ticked[0], target)} onPick={onPick} />
            )}
          </div>
          {episodes.refusal && (
            <MessageBar intent="error">
              <MessageBarBody>{episodes.refusal}</MessageBarBody>
            </MessageBar>
          )}
          {!playlistOn && !episodes.refusal && (
            <SearchableList<PodcastEpisode>
              label={PODCAST_WORDING.episodes}
              items={episodes.list}
              emptyText={PODCAST_WORDING.noEpisode}
              itemKey={(e) => `${e.podcastId}/${e.id}`}
              itemText={(e) => e.title}
              itemDetail={(e) => {
                const pick = episodePick(e, target);
                return (
                  <>
                    {formatEpisodeDuration(e.duration)}
                    {typeof pick === 'string' && <span className={styles.why}> {pick}</span>}
                  </>
                );
              }}
              itemDisabled={(e) => typeof episodePick(e, target) === 'string'}
              onChoose={(e) => {
                const pick = episodePick(e, target);
                if (typeof pick !== 'string') onPick(pick);
              }}
            />
          )}
        </>
      )}
      <AddFeed />
    </div>
  );
}

function PickButton({
  pick,
  onPick,
}: {
  pick: ContentPick | string;
  onPick(p: ContentPick): void;
}) {
  if (typeof pick === 'string') return <Text size={200}>{pick}</Text>;
  return (
    <Button appearance="primary" onClick={() => onPick(pick)}>
      {PODCAST_WORDING.insertPlaylist}
    </Button>
  );
}

/** The episodes of the ticked podcasts matching the episode search (from 3 characters; all below). */
function useEpisodes(ticked: Podcast[], text: string) {
  const [list, setList] = useState<PodcastEpisode[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(0);
  const q = canSearchPodcasts(text) ? text.trim() : '';
  const ids = ticked.map((p) => p.id).join('\n');
  useEffect(() => {
    const ticket = ++latest.current;
    if (!ids) return;
    setList(null);
    void Promise.all(ids.split('\n').map((id) => backoffice().podcasts.episodes(id, q))).then(
      (answers) => {
        if (ticket !== latest.current) return;
        const refused = answers.find((a) => !a.ok);
        setRefusal(refused && !refused.ok ? refused.message : null);
        setList(answers.flatMap((a) => (a.ok ? a.episodes : [])));
      },
    );
  }, [ids, q]);
  return { list, refusal };
}

/** « Ajouter un flux »: read the feed (main fetches, this parses), then send it to the service. */
function AddFeed() {
  const styles = useStyles();
  const [url, setUrl] = useState('');
  const [feed, setFeed] = useState<PodcastFeed | null>(null);
  const [title, setTitle] = useState('');
  const [playlist, setPlaylist] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const read = async () => {
    setBusy(true);
    setOutcome(null);
    setFeed(null);
    const answer = await backoffice().podcasts.feed(url.trim());
    setBusy(false);
    if (!answer.ok) return setOutcome({ ok: false, message: answer.message });
    const parsed = parsePodcastFeed(answer.xml);
    if ('error' in parsed) return setOutcome({ ok: false, message: parsed.error });
    setFeed(parsed);
    setTitle((typed) => typed || parsed.title);
  };
  const submit = async () => {
    if (!feed) return;
    setBusy(true);
    const answer = await backoffice().podcasts.submit({
      feed: url.trim(),
      title: title.trim(),
      playlist: playlist && canTogglePlaylist(1, feed.episodes.length),
    });
    setBusy(false);
    setOutcome(answer.ok ? { ok: true, message: MESSAGES.podcastSubmitted } : answer);
  };

  return (
    <section className={styles.feed} aria-label={PODCAST_WORDING.addFeed}>
      <Text weight="semibold">{PODCAST_WORDING.addFeed}</Text>
      <div className={styles.row}>
        <Field label={PODCAST_WORDING.feedUrl} style={{ flexGrow: 1 }}>
          <Input type="url" value={url} onChange={(_e, d) => setUrl(d.value)} />
        </Field>
        <Button
          disabled={busy || !/^https?:\/\/\S+$/i.test(url.trim())}
          onClick={() => void read()}
        >
          {PODCAST_WORDING.readFeed}
        </Button>
      </div>
      {feed && (
        <div className={styles.row}>
          <Field label={PODCAST_WORDING.feedTitle} style={{ flexGrow: 1 }} required>
            <Input value={title} onChange={(_e, d) => setTitle(d.value)} />
          </Field>
          <Text className={styles.muted}>
            {feed.episodes.length} épisode{feed.episodes.length > 1 ? 's' : ''}
          </Text>
          <Switch
            label={PODCAST_WORDING.playlist}
            checked={playlist && canTogglePlaylist(1, feed.episodes.length)}
            disabled={!canTogglePlaylist(1, feed.episodes.length)}
            onChange={(_e, d) => setPlaylist(d.checked)}
          />
          <Button
            appearance="primary"
            disabled={busy || !title.trim()}
            onClick={() => void submit()}
          >
            {PODCAST_WORDING.submitFeed}
          </Button>
        </div>
      )}
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'}>
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
