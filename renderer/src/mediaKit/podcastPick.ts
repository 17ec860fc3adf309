// What a podcast chosen in the picker becomes (000 §2 "Media picker"): an episode, or a whole
// podcast as a playlist, becomes the body's « Multimédia » element of kind Podcast
// (`{ kind, id, title, url }`), as the other content tabs' picks do (contentPick.ts). A media field
// holds images: a podcast has no image of its own there, so the pick is refused with the reason.
import type { Podcast, PodcastEpisode } from '../../../common/ipc/channels';
import { MESSAGES } from '../../../common/domain/messages';
import type { ContentPick, PickTarget } from './contentPick';

export function episodePick(episode: PodcastEpisode, target: PickTarget): ContentPick | string {
  if (target !== 'multimedia') return MESSAGES.podcastBodyOnly;
  return {
    target,
    attrs: { kind: 'Podcast', id: episode.id, title: episode.title, url: episode.url },
  };
}

/** The podcast itself, as a playlist of its episodes (its feed is what a player reads). */
export function playlistPick(podcast: Podcast, target: PickTarget): ContentPick | string {
  if (target !== 'multimedia') return MESSAGES.podcastBodyOnly;
  return {
    target,
    attrs: { kind: 'Podcast', id: podcast.id, title: podcast.title, url: podcast.feed },
  };
}

/** « 1 h 05 min », « 42 min », « 30 s »: an episode's length in the list. */
export function formatEpisodeDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min`;
  return `${Math.round(seconds)} s`;
}
