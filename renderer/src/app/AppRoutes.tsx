// The router: /login outside the shell, every route of the table inside it behind the auth
// guard, and anything unknown sent to the article list (spec 000 §2).
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LoginPage } from '../features/login/LoginPage';
import { ErrorPage } from './ErrorPage';
import { PlaceholderPage } from './PlaceholderPage';
import { ERROR_PATH, HOME_PATH, LOGIN_PATH, ROUTES, paramsSatisfy, type RouteDef } from './routeTable';
import { RequireAuth } from './session/RequireAuth';
import { AppShell } from './shell/AppShell';

function Screen({ route }: { route: RouteDef }) {
  const params = useParams();
  if (!paramsSatisfy(route, params)) return <Navigate to={HOME_PATH} replace />;
  return <PlaceholderPage route={route} />;
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
