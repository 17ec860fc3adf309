// A link to the outside (an article's public address, an external section): under Electron main
// hands it to the system browser (shell.openExternal); the browser host has no system browser to
// hand it to, so the page opens it in a new tab itself, as it does for the OpenID provider's
// sign-in. Whatever cannot happen is said, in French, by the caller: nothing fails silently.
import { MESSAGES } from '../../../common/domain/messages';
import { backoffice } from './backoffice';

/** Why a link did not open, as the user is told; null when it opened. */
export async function openExternalLink(url: string): Promise<string | null> {
  const { handledBy } = await backoffice().app.openExternal(url);
  if (handledBy === 'main') return null;
  if (handledBy === 'refused') return MESSAGES.externalLinkRefused;
  const tab = window.open(url, '_blank');
  if (!tab) return `${MESSAGES.externalLinkBlocked} ${url}`;
  // The opened page must not reach back into the app (what 'noopener' would do, but a tab opened
  // with it cannot be told apart from a blocked one).
  tab.opener = null;
  return null;
}
