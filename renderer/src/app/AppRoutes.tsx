// The router: /login outside the shell, every route of the table inside it behind the auth
// guard, and anything unknown sent to the article list (spec 000 §2).
import { Spinner } from '@fluentui/react-components';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LoginPage } from '../features/login/LoginPage';
import { WelcomePage } from '../features/firstLaunch/WelcomePage';
import { DesktopEvents } from './DesktopEvents';
import { ErrorPage } from './ErrorPage';
import { PlaceholderPage } from './PlaceholderPage';
import {
  ERROR_PATH,
  HOME_PATH,
  LOGIN_PATH,
  ROUTES,
  WELCOME_PATH,
  paramsSatisfy,
  type RouteDef,
} from './routeTable';
import { prefetchLikelyScreens, SCREENS } from './screens';
import { RequireAuth } from './session/RequireAuth';
import { AppShell } from './shell/AppShell';

/**
 * The likely next screens load once the first one had time to show its data: prefetched at the
 * first idle moment, the editor's chunks were parsed while the list waited for its rows, and the
 * rows were painted after them.
 */
const PREFETCH_AFTER_MS = 3000;

function Screen({ route }: { route: RouteDef }) {
  const params = useParams();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const timer = window.setTimeout(() => idle(() => prefetchLikelyScreens()), PREFETCH_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!paramsSatisfy(route, params)) return <Navigate to={HOME_PATH} replace />;
  const Built = SCREENS[route.path];
  if (!Built) return <PlaceholderPage route={route} />;
  return (
    <Suspense fallback={<Spinner label="Chargement…" style={{ marginTop: 48 }} />}>
      <Built />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <>
      <DesktopEvents />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path={WELCOME_PATH} element={<WelcomePage />} />
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
    </>
  );
}
