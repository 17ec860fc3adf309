// Podcast picker (001 §5): search from 3 characters; the playlist toggle is disabled when more
// than one podcast is selected or fewer than two items; at least one provider chip stays on.
import { LIMITS } from '../limits';

export function canSearchPodcasts(query: string): boolean {
  return query.trim().length >= LIMITS.podcastSearchMinChars;
}

export function canTogglePlaylist(selectedPodcasts: number, items: number): boolean {
  return selectedPodcasts <= 1 && items >= 2;
}

/** Toggles a provider chip, refusing to switch off the last one selected. */
export function toggleProvider<T>(selected: readonly T[], provider: T): T[] {
  if (!selected.includes(provider)) return [...selected, provider];
  return selected.length === 1 ? [...selected] : selected.filter((p) => p !== provider);
}
