// Frames as soon as the page needs them, for the frame figures (drag, keyboard reorder, scroll) of
// the browser benches of issues 17, 18 and 21.
// openBrowserApp launches Chromium with --disable-frame-rate-limit, but Debian's headless Chromium
// still draws at 60 Hz here: a one-word text change measured from a task after a frame to the
// frame showing it takes 17–18 ms p50 with that flag alone, 1.2 ms once the compositor also draws
// each frame as soon as it is committed (--run-all-compositor-stages-before-draw) with no vsync
// (--disable-gpu-vsync). At 60 Hz every input waits 0–16.7 ms for the next frame whatever the page
// does, so a 16 ms p95 would measure the clock, not the screen.
//
// Not for the paint-after-action figures: with the compositor drawing inside each frame, a frame
// waits for the whole screen's software raster (--disable-gpu) on the page's thread; on this
// loaded machine a dashboard search went from ~160 ms p50 (harness) to ~700–1,100 ms. Those use the
// harness's Chromium as it is.
//
// The harness (browserApp.ts) is shared and left as it is: this wraps `chromium.launch` for the
// duration of one `openBrowserApp` call to add the two flags. A second window in the same keyring
// session opens signed in (the keychain holds the session): sign out in the first one before.
import { chromium } from '@playwright/test';

export const UNTHROTTLED_FLAGS = ['--disable-gpu-vsync', '--run-all-compositor-stages-before-draw'];

export async function withUnthrottledFrames<T>(open: () => Promise<T>): Promise<T> {
  const launch = chromium.launch.bind(chromium);
  chromium.launch = ((options: Parameters<typeof launch>[0] = {}) =>
    launch({
      ...options,
      args: [...(options.args ?? []), ...UNTHROTTLED_FLAGS],
    })) as typeof chromium.launch;
  try {
    return await open();
  } finally {
    chromium.launch = launch;
  }
}
