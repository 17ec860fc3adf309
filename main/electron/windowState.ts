// Remembered window size and position, per display, kept on screen: each display (by its id and
// work area) has its own bounds; the window opens where it was last closed when that display is
// still there, else with the bounds saved for a display that is, else centred on the primary
// display instead of opening out of sight. Pure: index.ts hands it Electron's `screen` answers.
import type { StoredSettings, WindowBounds } from '../settings/AppSettings';

export interface DisplayArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the window state needs of an Electron `Display`. */
export interface DisplayInfo {
  id: number;
  workArea: DisplayArea;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 };
const MIN_VISIBLE = 100;

/** The settings key of a display: the same monitor at another resolution is another layout. */
export function displayKey(display: DisplayInfo): string {
  const { x, y, width, height } = display.workArea;
  return `${display.id}@${x},${y},${width}x${height}`;
}

export function restoreBounds(
  saved: WindowBounds | null,
  displays: readonly DisplayArea[],
): WindowBounds | { width: number; height: number; maximized: boolean } {
  if (!saved) return { ...DEFAULT_SIZE, maximized: false };
  const visible = displays.some(
    (d) =>
      saved.x + saved.width - MIN_VISIBLE >= d.x &&
      saved.x + MIN_VISIBLE <= d.x + d.width &&
      saved.y >= d.y - MIN_VISIBLE / 2 &&
      saved.y + MIN_VISIBLE <= d.y + d.height,
  );
  return visible ? saved : { width: saved.width, height: saved.height, maximized: saved.maximized };
}

/**
 * The bounds to open the window with: the last display's when connected, else those of the first
 * connected display (primary first) that has some, else the 1.x file's single window (migrated as
 * the legacy display), always kept on screen.
 */
export function restoreWindow(
  settings: Pick<StoredSettings, 'windows' | 'lastDisplay'>,
  displays: readonly DisplayInfo[],
): ReturnType<typeof restoreBounds> {
  const connected = displays.map(displayKey);
  const key =
    (settings.lastDisplay !== null &&
    connected.includes(settings.lastDisplay) &&
    settings.windows[settings.lastDisplay]
      ? settings.lastDisplay
      : connected.find((k) => settings.windows[k])) ?? settings.lastDisplay;
  const saved = (key !== null ? settings.windows[key] : undefined) ?? null;
  return restoreBounds(
    saved,
    displays.map((d) => d.workArea),
  );
}

/** The settings change when the window closes on `display` with `bounds`. */
export function rememberWindow(
  settings: Pick<StoredSettings, 'windows'>,
  display: DisplayInfo,
  bounds: WindowBounds,
): Pick<StoredSettings, 'windows' | 'lastDisplay'> {
  const key = displayKey(display);
  return { windows: { ...settings.windows, [key]: bounds }, lastDisplay: key };
}
