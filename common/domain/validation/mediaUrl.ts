// Media URL input (001 §5): an URL without scheme gets https; for Cerise brands a www host is
// replaced by a news subdomain; hosts on the forbidden list give 'Les url's Cerise ne sont pas
// autorisées'. The forbidden hosts are configuration, passed in.
import { brandProfile } from '../brands';
import { MESSAGES } from '../messages';

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function normalizeMediaUrl(input: string, brandKey: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!brandProfile(brandKey).isCerise) return withScheme;
  return withScheme.replace(/^(https?:\/\/)www\./i, '$1news.');
}

/** The error for a forbidden host (the host itself or any subdomain of it), else null. */
export function mediaUrlError(url: string, forbiddenHosts: readonly string[]): string | null {
  const host = hostOf(url);
  if (host === null) return MESSAGES.sectionUrlInvalid;
  const forbidden = forbiddenHosts.some(
    (f) => host === f.toLowerCase() || host.endsWith(`.${f.toLowerCase()}`),
  );
  return forbidden ? MESSAGES.mediaCeriseUrlForbidden : null;
}
