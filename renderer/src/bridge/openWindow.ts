// A screen the spec opens "in a new window" (a slideshow's duplicate, the diagnostic): main opens
// another app window under Electron; the browser host has no windows of its own, so the page opens
// the same app at that route (the host's session cookie signs it in).
import { backoffice } from './backoffice';

export async function openInNewWindow(route: string): Promise<void> {
  const { handledBy } = await backoffice().app.openWindow(route);
  if (handledBy === 'renderer') window.open(`#${route}`, '_blank', 'noopener');
}
