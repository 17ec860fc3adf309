// The side menu of spec 000 §1, in its order. Internal entries carry the `brand` query parameter
// when a brand is chosen; entries needing a brand are disabled until one is; the separate apps
// (Recette, Newsletter, People) open in the system browser; super-admins also get the admin hub.
import type { AppInfo } from '../../../../common/ipc/channels';

export type MenuIcon =
  | 'article'
  | 'slideshow'
  | 'video'
  | 'recipe'
  | 'page'
  | 'orphan'
  | 'card'
  | 'push'
  | 'newsletter'
  | 'people'
  | 'authors'
  | 'tags'
  | 'dashboard'
  | 'home'
  | 'admin';

export type MenuEntry =
  | { kind: 'route'; label: string; icon: MenuIcon; to: string; disabled: false }
  | { kind: 'route'; label: string; icon: MenuIcon; to: null; disabled: true; reason: string }
  | {
      kind: 'external';
      label: string;
      icon: MenuIcon;
      url: string | null;
      disabled: boolean;
      reason?: string;
    };

export const NEEDS_BRAND_REASON = 'Choisissez une marque';
export const NOT_CONFIGURED_REASON = "Adresse de l'application non configurée";

type ExternalApps = AppInfo['externalApps'];

interface Definition {
  label: string;
  icon: MenuIcon;
  /** Path without query; receives the chosen brand (null for 'Toutes'). */
  path?: (brand: string | null) => string | null;
  external?: keyof ExternalApps;
}

const DEFINITIONS: readonly Definition[] = [
  { label: 'Article', icon: 'article', path: () => '/article/list' },
  { label: 'Diaporama', icon: 'slideshow', path: () => '/slideshow/list' },
  { label: 'Vidéo', icon: 'video', path: () => '/video/list' },
  { label: 'Recette', icon: 'recipe', external: 'recipe' },
  {
    label: 'Page',
    icon: 'page',
    path: (brand) => (brand ? `/${brand}/page/category/list` : '/page/category/list'),
  },
  { label: 'Orpheline', icon: 'orphan', path: () => '/orphanpage' },
  { label: 'Encart', icon: 'card', path: (brand) => (brand ? `/${brand}/card/list` : null) },
  { label: 'Push', icon: 'push', path: () => '/mobilepush/list' },
  { label: 'Newsletter', icon: 'newsletter', external: 'newsletter' },
  { label: 'People', icon: 'people', external: 'people' },
  { label: 'Auteurs', icon: 'authors', path: () => '/authors/list' },
  { label: 'Tags', icon: 'tags', path: () => '/tag/list' },
  { label: 'Dashboard', icon: 'dashboard', path: () => '/dashboard' },
];

const HOME_PAGE: Definition = {
  label: 'Home page',
  icon: 'home',
  path: (brand) => (brand ? `/${brand}/page/category/list` : null),
};

/**
 * The admin hub (spec 001 §2), for super-admins only: the desktop app has no address bar, so
 * without this entry /crud could not be reached (issue 30). Last, apart from the newsroom's work.
 */
const ADMINISTRATION: Definition = {
  label: 'Administration',
  icon: 'admin',
  path: () => '/crud',
};

export function menuEntries(options: {
  brand: string | null;
  hasHomePage: boolean;
  /** The signed-in user is a super-admin: the admin hub gets its entry. */
  superAdmin?: boolean;
  externalApps: ExternalApps;
  /** Where 'Home page' opens (the page list at level 2, issue 17); the brand's list otherwise. */
  homePagePath?: string | null;
}): MenuEntry[] {
  const home: Definition = options.homePagePath
    ? { ...HOME_PAGE, path: () => options.homePagePath ?? null }
    : HOME_PAGE;
  const definitions = [
    ...DEFINITIONS,
    ...(options.hasHomePage ? [home] : []),
    ...(options.superAdmin ? [ADMINISTRATION] : []),
  ];
  return definitions.map((definition): MenuEntry => {
    if (definition.external) {
      const url = options.externalApps[definition.external];
      return url
        ? { kind: 'external', label: definition.label, icon: definition.icon, url, disabled: false }
        : {
            kind: 'external',
            label: definition.label,
            icon: definition.icon,
            url: null,
            disabled: true,
            reason: NOT_CONFIGURED_REASON,
          };
    }
    const path = definition.path?.(options.brand) ?? null;
    if (path === null)
      return {
        kind: 'route',
        label: definition.label,
        icon: definition.icon,
        to: null,
        disabled: true,
        reason: NEEDS_BRAND_REASON,
      };
    const to = options.brand ? `${path}?brand=${encodeURIComponent(options.brand)}` : path;
    return { kind: 'route', label: definition.label, icon: definition.icon, to, disabled: false };
  });
}
