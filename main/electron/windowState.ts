// Remembered window size and position, kept on screen: a window saved on a monitor that is gone
// comes back centred on the primary display instead of opening out of sight.
import type { WindowBounds } from '../settings/SettingsStore';

export interface DisplayArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 };
const MIN_VISIBLE = 100;

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
