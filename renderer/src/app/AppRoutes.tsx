// The router: /login outside the shell, every route of the table inside it behind the auth
// guard, and anything unknown sent to the article list (spec 000 §2).
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ArticleEditorPage } from '../features/articles/ArticleEditorPage';
import { ArticleListPage } from '../features/articles/ArticleListPage';
import { LoginPage } from '../features/login/LoginPage';
import { ErrorPage } from './ErrorPage';
import { PlaceholderPage } from './PlaceholderPage';
import { ERROR_PATH, HOME_PATH, LOGIN_PATH, ROUTES, paramsSatisfy, type RouteDef } from './routeTable';
import { RequireAuth } from './session/RequireAuth';
import { AppShell } from './shell/AppShell';

/** Built screens by route path; every other route keeps its placeholder. */
const SCREENS: Readonly<Record<string, () => ReactElement>> = {
  '/article/list': () => <ArticleListPage kind="article" />,
  '/video/list': () => <ArticleListPage kind="video" />,
  '/:brandKey/:articleType/edit/:id?/:search?': () => <ArticleEditorPage />,
};

function Screen({ route }: { route: RouteDef }) {
  const params = useParams();
  if (!paramsSatisfy(route, params)) return <Navigate to={HOME_PATH} replace />;
  const screen = SCREENS[route.path];
  return screen ? screen() : <PlaceholderPage route={route} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path={ERROR_PATH} element={<ErrorPage />} />
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<Screen route={route} />} />
        ))}
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
