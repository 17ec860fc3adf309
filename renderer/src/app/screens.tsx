// Built screens by route path, each loaded on demand so the login screen and the shell do not pay
// for editors they have not opened (issue 11: login + shell + lists < 250 kB gzip). A route absent
// from this table keeps its placeholder. To add a screen: one `lazyScreen` line here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** A named export of a feature module, loaded when first rendered; `prefetch` warms it early. */
function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): Screen & {
  prefetch: () => void;
} {
  const screen = lazy(() => load().then((m) => ({ default: pick(m) })));
  return Object.assign(screen, { prefetch: () => void load() });
}

const loadArticleList = () => import('../features/articles/ArticleListPage');
const articleList = lazyScreen(loadArticleList, (m) =>
  Object.assign(() => <m.ArticleListPage kind="article" />, { displayName: 'ArticleList' }),
);
const videoList = lazyScreen(loadArticleList, (m) =>
  Object.assign(() => <m.ArticleListPage kind="video" />, { displayName: 'VideoList' }),
);
const articleEditor = lazyScreen(
  () => import('../features/articles/ArticleEditorPage'),
  (m) => m.ArticleEditorPage,
);
const duplicateArticle = lazyScreen(
  () => import('../features/articles/DuplicateArticlePage'),
  (m) => m.DuplicateArticlePage,
);

const slideshowList = lazyScreen(loadArticleList, (m) =>
  Object.assign(() => <m.ArticleListPage kind="slideshow" />, { displayName: 'SlideshowList' }),
);
const loadSlideshowEditor = () => import('../features/slideshows/SlideshowEditorPage');

const cardList = lazyScreen(
  () => import('../features/cards/CardListPage'),
  (m) => m.CardListPage,
);
const cardEditor = lazyScreen(
  () => import('../features/cards/CardEditorPage'),
  (m) => m.CardEditorPage,
);
const orphanPageList = lazyScreen(
  () => import('../features/orphanPages/OrphanPageListPage'),
  (m) => m.OrphanPageListPage,
);
const orphanPageEditor = lazyScreen(
  () => import('../features/orphanPages/OrphanPageEditorPage'),
  (m) => m.OrphanPageEditorPage,
);
const liveScreen = lazyScreen(
  () => import('../features/lives/LivePage'),
  (m) => m.LivePage,
);

const loadAdmin = () => import('../features/admin/AdminScreens');
const admin = (pick: (m: Awaited<ReturnType<typeof loadAdmin>>) => ComponentType) =>
  lazyScreen(loadAdmin, pick);
const loadPages = () => import('../features/pages/PageListPage');
const pageList = lazyScreen(loadPages, (m) => m.PageListPage);
const loadPageEditor = () => import('../features/pages/PageEditorPage');
const pageCreate = lazyScreen(loadPageEditor, (m) =>
  Object.assign(() => <m.PageEditorPage mode="create" />, { displayName: 'PageCreate' }),
);
const pageEdit = lazyScreen(loadPageEditor, (m) =>
  Object.assign(() => <m.PageEditorPage mode="edit" />, { displayName: 'PageEdit' }),
);

const dashboard = lazyScreen(
  () => import('../features/dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);
const pushScreen = lazyScreen(
  () => import('../features/pushes/PushScreen'),
  (m) => m.PushScreen,
);
const pushList = lazyScreen(
  () => import('../features/pushes/PushListPage'),
  (m) => m.PushListPage,
);
const goodDeals = lazyScreen(
  () => import('../features/goodDeals/GoodDealPage'),
  (m) => m.GoodDealPage,
);
const localDrafts = lazyScreen(
  () => import('../features/drafts/LocalDraftsPage'),
  (m) => m.LocalDraftsPage,
);

/** Screen component by route path (routeTable.ts). */
export const SCREENS: Readonly<Record<string, Screen>> = {
  '/drafts': localDrafts,
  '/article/list': articleList,
  '/video/list': videoList,
  '/:brandKey/:articleType/edit/:id?/:search?': articleEditor,
  '/crud': admin((m) => m.AdminHub),
  '/crud/user': admin((m) => m.UserList),
  '/crud/user/new': admin((m) => m.UserEdit),
  '/crud/user/:id': admin((m) => m.UserEdit),
  '/crud/role': admin((m) => m.RoleList),
  '/crud/role/new': admin((m) => m.RoleEdit),
  '/crud/role/:id': admin((m) => m.RoleEdit),
  '/crud/googleGroup': admin((m) => m.GoogleGroupList),
  '/crud/googleGroup/new': admin((m) => m.GoogleGroupEdit),
  '/crud/googleGroup/:id': admin((m) => m.GoogleGroupEdit),
  '/crud/segment': admin((m) => m.SegmentList),
  '/crud/segment/new': admin((m) => m.SegmentEdit),
  '/crud/segment/:id': admin((m) => m.SegmentEdit),
  '/crud/qualifier': admin((m) => m.QualifierList),
  '/crud/qualifier/new': admin((m) => m.QualifierEdit),
  '/crud/qualifier/:id': admin((m) => m.QualifierEdit),
  '/crud/attributes/list': admin((m) => m.AttributeList),
  '/crud/prompt': admin((m) => m.PromptList),
  '/crud/prompt/:id': admin((m) => m.PromptEdit),
  '/crud/attribute/new/:brandKey': admin((m) => m.AttributeNew),
  '/authors/list': lazyScreen(
    () => import('../features/authors/AuthorsPage'),
    (m) => m.AuthorsPage,
  ),
  '/authors/edit/:id': lazyScreen(
    () => import('../features/authors/AuthorsPage'),
    (m) => m.AuthorsPage,
  ),
  '/tag/list': lazyScreen(
    () => import('../features/tags/TagListPage'),
    (m) => m.TagListPage,
  ),
  '/tag/edit/:id/:brandKey': lazyScreen(
    () => import('../features/tags/TagEditPage'),
    (m) => m.TagEditPage,
  ),
  '/:brandKey/page/:format/list/:lvl1?/:lvl2?/:lvl3?/:lvl4?/:lvl5?': pageList,
  '/page/:format/list': pageList,
  '/:brandKey/page/:format/create/:lvl1?/:lvl2?/:lvl3?/:lvl4?/:lvl5?': pageCreate,
  '/:brandKey/page/:format/edit/:lvl1?/:lvl2?/:lvl3?/:lvl4?/:lvl5?': pageEdit,
  '/article/dup/:brandKey/:id': duplicateArticle,
  '/:brandKey/article/:rawArticleId/version/:versionId': lazyScreen(
    () => import('../features/printSource/PrintSourcePage'),
    (m) => m.PrintSourcePage,
  ),
  '/:brandKey/article/diagnostic/:id': lazyScreen(
    () => import('../features/diagnostic/ArticleDiagnosticPage'),
    (m) => m.ArticleDiagnosticPage,
  ),
  '/:brandKey/article/:cardId': lazyScreen(
    () => import('../features/printSource/BoardCardPage'),
    (m) => m.BoardCardPage,
  ),
  '/ia/article': goodDeals,
  '/slideshow/list': slideshowList,
  '/slideshow/new/:brandKey': lazyScreen(loadSlideshowEditor, (m) => m.NewSlideshowPage),
  '/slideshow/edit/:id': lazyScreen(loadSlideshowEditor, (m) => m.EditSlideshowPage),
  '/slideshow/dup/:brandKey/:id': lazyScreen(loadSlideshowEditor, (m) => m.DuplicateSlideshowPage),
  '/slideshow/ia/:activeTab/:brandKey/:slideshowId?': lazyScreen(
    () => import('../features/slideshowAi/SlideshowAiPage'),
    (m) => m.SlideshowAiPage,
  ),
  '/:brandKey/card/list': cardList,
  '/:brandKey/card/edit/:id?': cardEditor,
  '/orphanpage': orphanPageList,
  '/orphanpage/new/:brandKey': orphanPageEditor,
  '/orphanpage/edit/:brandKey/:id': orphanPageEditor,
  '/:brandKey/:articleType/live/:id?': liveScreen,
  '/dashboard': dashboard,
  '/:brandKey/mobilepush/add': pushScreen,
  '/mobilepush/list': pushList,
};

/** Warm the chunks a journalist opens next once the first screen is idle. */
export function prefetchLikelyScreens(): void {
  articleEditor.prefetch();
}

/**
 * At start, the lists' chunk when the window opens on a list (or on nothing: the home list), so it
 * loads while main restores the session instead of after it (issue 11: first rows painted).
 */
export function prefetchStartScreen(hash: string): void {
  if (opensOnList(hash)) articleList.prefetch();
}

/** Whether a window opened at this hash shows a content list first. */
export function opensOnList(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' || path === '/' || /^\/(article|video|slideshow)\/list$/.test(path);
}
