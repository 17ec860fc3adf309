// The window's taskbar/dock progress (Electron's setProgressBar): one bar for every upload under
// way, photos and videos together, weighted by bytes; -1 removes the bar when none is running.
export interface UploadTotals {
  sent: number;
  total: number;
}

export function taskbarProgress(parts: readonly UploadTotals[]): number {
  let sent = 0;
  let total = 0;
  for (const part of parts) {
    sent += part.sent;
    total += part.total;
  }
  return total > 0 ? Math.min(1, sent / total) : -1;
}
