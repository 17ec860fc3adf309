// Providers: Fluent theme following the OS, Apollo through the bridge, the session, the router.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useMemo } from 'react';
import { HashRouter } from 'react-router-dom';
import { backoffice } from '../bridge/backoffice';
import { createApolloClient } from '../graphql/apolloClient';
import { useOsColorScheme } from '../ui/useOsColorScheme';
import { AppRoutes } from './AppRoutes';
import { SessionProvider } from './session/SessionProvider';

export function App() {
  const scheme = useOsColorScheme();
  const client = useMemo(() => createApolloClient(backoffice), []);
  return (
    <FluentProvider
      theme={scheme === 'dark' ? webDarkTheme : webLightTheme}
      style={{ minHeight: '100vh' }}
    >
      <ApolloProvider client={client}>
        <SessionProvider>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </SessionProvider>
      </ApolloProvider>
    </FluentProvider>
  );
}
