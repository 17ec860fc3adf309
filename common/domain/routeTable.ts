// The route table of spec 000 §2 (and 001 §2 for the admin area), declared once. Screens that later
// issues build replace their placeholder here by pointing `screen` at the real component.
import { MESSAGES } from './messages';

export type Section = 'web' | 'slideshow' | 'page' | 'push';

export interface RouteDef {
  path: string;
  /** French name of the screen, shown by its placeholder and in the window title. */
  title: string;
  section: Section;
  /** Allowed values of a parameter (the spec's `:articleType(article or video)`). */
  constraints?: Record<string, readonly string[]>;
  /**
   * Opened by a `backoffice://` link or a notification (common/desktop/deepLinks.ts): screens that
   * show content. Screens that create or duplicate on opening, the AI and admin areas stay out.
   */
  deepLink?: true;
}

export const LOGIN_PATH = '/login';
/** The first launch's welcome (issue 30): newsroom server or local work with a first account. */
export const WELCOME_PATH = '/bienvenue';
export const ERROR_PATH = '/error';
/** Where unknown paths and a fresh sign-in land (spec 000 §2). */
export const HOME_PATH = '/article/list';

const LEVELS = '/:lvl1?/:lvl2?/:lvl3?/:lvl4?/:lvl5?';
const ARTICLE_TYPES = { articleType: ['article', 'video'] } as const;

/** The three-part admin shape: list, :id, new. */
function crud(base: string, label: string): RouteDef[] {
  return [
    { path: `/crud/${base}`, title: `${label} — liste`, section: 'web' },
    { path: `/crud/${base}/new`, title: `${label} — création`, section: 'web' },
    { path: `/crud/${base}/:id`, title: `${label} — édition`, section: 'web' },
  ];
}

/** Every authenticated route. /login and /error sit outside the shell. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/article/list', title: 'Articles', section: 'web', deepLink: true },
  { path: '/video/list', title: 'Vidéos', section: 'web', deepLink: true },
  {
    path: '/:brandKey/:articleType/edit/:id?/:search?',
    deepLink: true,
    title: 'Édition article / vidéo',
    section: 'web',
    constraints: ARTICLE_TYPES,
  },
  { path: '/article/dup/:brandKey/:id', title: "Duplication d'article", section: 'web' },
  { path: '/ia/article', title: 'I.A. Bons plans', section: 'web' },
  {
    path: '/:brandKey/:articleType/live/:id?',
    deepLink: true,
    title: 'Live',
    section: 'web',
    constraints: ARTICLE_TYPES,
  },
  {
    path: '/:brandKey/article/:rawArticleId/version/:versionId',
    title: 'Article web depuis le print',
    section: 'web',
  },
  {
    path: '/:brandKey/article/diagnostic/:id',
    title: 'Diagnostic',
    section: 'web',
    deepLink: true,
  },
  { path: '/:brandKey/article/:cardId', title: 'Carte du board', section: 'web', deepLink: true },
  { path: '/drafts', title: 'Brouillons locaux', section: 'web', deepLink: true },
  { path: '/authors/list', title: 'Auteurs', section: 'web', deepLink: true },
  { path: '/authors/edit/:id', title: 'Auteur', section: 'web', deepLink: true },
  { path: '/:brandKey/card/edit/:id?', title: 'Encart', section: 'web', deepLink: true },
  { path: '/:brandKey/card/list', title: 'Encarts', section: 'web', deepLink: true },
  { path: '/:brandKey/mobilepush/add', title: 'Nouveau push', section: 'push' },
  { path: '/mobilepush/list', title: 'Push', section: 'push', deepLink: true },
  {
    path: '/orphanpage/edit/:brandKey/:id',
    title: 'Page orpheline',
    section: 'web',
    deepLink: true,
  },
  { path: '/orphanpage/new/:brandKey', title: 'Nouvelle page orpheline', section: 'web' },
  { path: '/orphanpage', title: 'Pages orphelines', section: 'web', deepLink: true },
  { path: `/:brandKey/page/:format/create${LEVELS}`, title: 'Création de page', section: 'page' },
  {
    path: `/:brandKey/page/:format/edit${LEVELS}`,
    title: 'Édition de page',
    section: 'page',
    deepLink: true,
  },
  {
    path: `/:brandKey/page/:format/list${LEVELS}`,
    title: 'Pages',
    section: 'page',
    deepLink: true,
  },
  { path: '/page/:format/list', title: 'Pages', section: 'page', deepLink: true },
  { path: '/slideshow/list', title: 'Diaporamas', section: 'slideshow', deepLink: true },
  { path: '/slideshow/new/:brandKey', title: 'Nouveau diaporama', section: 'slideshow' },
  { path: '/slideshow/edit/:id', title: 'Diaporama', section: 'slideshow', deepLink: true },
  { path: '/slideshow/dup/:brandKey/:id', title: 'Duplication de diaporama', section: 'slideshow' },
  {
    path: '/slideshow/ia/:activeTab/:brandKey/:slideshowId?',
    title: MESSAGES.slideshowAiTitle,
    section: 'slideshow',
  },
  { path: '/tag/list', title: 'Tags', section: 'web', deepLink: true },
  { path: '/tag/edit/:id/:brandKey', title: 'Tag', section: 'web', deepLink: true },
  { path: '/crud', title: 'Administration', section: 'web' },
  ...crud('user', 'Utilisateurs'),
  ...crud('role', 'Rôles'),
  ...crud('googleGroup', 'Groupes'),
  ...crud('segment', 'Segments'),
  ...crud('qualifier', 'Qualifiers'),
  { path: '/crud/attributes/list', title: 'Attributs', section: 'web' },
  { path: '/crud/attribute/new/:brandKey', title: 'Nouvel attribut', section: 'web' },
  { path: '/crud/prompt', title: 'Prompts IA — liste', section: 'web' },
  { path: '/crud/prompt/:id', title: 'Prompts IA — édition', section: 'web' },
  { path: '/dashboard', title: 'Dashboard', section: 'web', deepLink: true },
];

/** True when every constrained parameter holds one of its allowed values. */
export function paramsSatisfy(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(route.constraints ?? {}).every(([name, allowed]) =>
    allowed.includes(params[name] ?? ''),
  );
}
