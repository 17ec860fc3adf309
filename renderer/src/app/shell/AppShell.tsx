// The frame around every signed-in screen: top bar (brand selector, account menu), side menu,
// and the routed screen.
import { EmbeddedServerNotice } from '../EmbeddedServerNotice';
import {
  Body1Strong,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useParams, useSearchParams } from 'react-router-dom';
import type { AppInfo } from '../../../../common/ipc/channels';
import { backoffice } from '../../bridge/backoffice';
import { OFFLINE_NOTICE } from '../../../../common/ipc/offlineReads';
import { OfflineBanner } from '../../draftsKit/OfflineBanner';
import { LocalDraftsButton } from '../../features/drafts/LocalDraftsButton';
import { useReloadOnReconnect } from '../../draftsKit/useReloadOnReconnect';
import { useSession } from '../session/SessionContext';
import { AccountMenu } from './AccountMenu';
import { brandsForUser, effectiveBrand } from './brandChoice';
import { BrandSelector } from './BrandSelector';
import { useRestoreLastBrand } from './lastBrand';
import { ScreenBrandContext } from './screenBrand';
import { useHomePagePath } from '../../features/pages/useHomePagePath';
import { menuEntries } from './menuEntries';
import { APP_TITLE } from './sectionLook';
import { SideMenu } from './SideMenu';
import { TopBarSearch } from '../../features/articles/TopBarSearch';
import { UpdateBar } from './UpdateBar';

const AppToaster = lazy(() => import('../../ui/AppToaster'));

const NO_EXTERNAL_APPS: AppInfo['externalApps'] = { recipe: null, newsletter: null, people: null };

const useStyles = makeStyles({
  root: {
    height: '100vh',
    display: 'grid',
    gridTemplateColumns: '220px 1fr',
    gridTemplateRows: '52px auto 1fr',
    gridTemplateAreas: '"top top" "notice notice" "side main"',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  top: {
    gridArea: 'top',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { whiteSpace: 'nowrap' },
  accent: {
    width: '4px',
    height: '24px',
    borderRadius: '2px',
    backgroundColor: 'var(--section-colour)',
  },
  spacer: { flexGrow: 1 },
  notice: { gridArea: 'notice', display: 'flex', flexDirection: 'column' },
  side: {
    gridArea: 'side',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'auto',
  },
  main: {
    gridArea: 'main',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { outline: 'none' },
  },
  // « Aller au contenu »: off screen until focused (the first Tab of the window).
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    top: tokens.spacingVerticalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground2,
    border: `2px solid ${tokens.colorStrokeFocus2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { left: tokens.spacingHorizontalS },
  },
});

export function AppShell() {
  const styles = useStyles();
  const main = useRef<HTMLElement>(null);
  const { user, notice } = useSession();
  const [searchParams] = useSearchParams();
  const [externalApps, setExternalApps] = useState(NO_EXTERNAL_APPS);
  useReloadOnReconnect();

  useEffect(() => {
    void backoffice()
      .app.info()
      .then((info) => setExternalApps(info.externalApps))
      .catch(() => {});
  }, []);

  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  // Routes like /:brandKey/article/edit/:id name their brand in the path; the query wins when set.
  const { brandKey } = useParams();
  // The content on screen names its brand first (an editor opened by id: screenBrand.ts).
  const [screenBrand, setScreenBrand] = useState<string | null>(null);
  const brand = effectiveBrand(
    screenBrand ?? searchParams.get('brand') ?? brandKey ?? null,
    brandKeys,
  );
  useRestoreLastBrand(brandKeys, searchParams.has('brand') || brandKey !== undefined);
  // 'Home page' when the brand has a level-2 category (issue 17).
  const homePagePath = useHomePagePath(brand);
  const entries = menuEntries({
    brand,
    hasHomePage: homePagePath !== null,
    homePagePath,
    superAdmin: user?.isSuperAdmin === true,
    externalApps,
  });

  return (
    <div className={styles.root}>
      {/* A hash link would be a route under the HashRouter: the link moves focus itself. */}
      <a
        href="#contenu"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Aller au contenu
      </a>
      <header className={styles.top}>
        <span className={styles.accent} aria-hidden />
        <Body1Strong className={styles.title}>{APP_TITLE}</Body1Strong>
        <BrandSelector brandKeys={brandKeys} brand={brand} fixed={screenBrand !== null} />
        <span className={styles.spacer} />
        <TopBarSearch brand={brand} />
        <LocalDraftsButton />
        <AccountMenu />
      </header>
      <div className={styles.notice}>
        <EmbeddedServerNotice />
        <UpdateBar />
        {/* Offline, the banner follows main's status (the session's own offline notice is stale). */}
        {notice && notice !== OFFLINE_NOTICE ? (
          <MessageBar intent="warning">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        ) : (
          <OfflineBanner />
        )}
      </div>
      <aside className={styles.side}>
        <SideMenu entries={entries} />
      </aside>
      <main id="contenu" ref={main} tabIndex={-1} className={styles.main}>
        <ScreenBrandContext.Provider value={setScreenBrand}>
          <Outlet />
        </ScreenBrandContext.Provider>
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}
