// The dashboard (route /dashboard, spec 000 §2): what was published, by whom, where. A left drawer
// of filters, the brand menu, the search bar, « Télécharger le CSV », « Reset », the publication
// chart on top and the infinite list. Filters, brand and search persist in session storage; a
// « nouveaux articles » button appears when the count asked every 60 s changed, and loads them.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { brandOptions, brandsForUser } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useSession } from '../../app/session/SessionContext';
import { backoffice } from '../../bridge/backoffice';
import type { DashboardFilterInput } from '../../graphql/generated/graphql';
import { ListStates } from '../../listKit/ListStates';
import { DashboardHeader } from './DashboardHeader';
import { DashboardList } from './DashboardList';
import { FilterDrawer } from './FilterDrawer';
import { PublicationChart } from './PublicationChart';
import { rowPath } from './dashboardRows';
import { filterSearches } from './filterSearches';
import {
  filterInput,
  loadState,
  resetState,
  saveState,
  type DashboardState,
} from './dashboardState';
import { useDashboardData } from './useDashboardData';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    overflow: 'hidden',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  // Not shrunk by the page's flex column: the chart's axis labels would run under the count below.
  chart: { minHeight: '250px', flexShrink: 0 },
});

/** Where the browser host serves a download: its path; the page's session cookie goes with it. */
function downloadHref(path: string): string {
  return path;
}

/** The filters, brand and search: from session storage, the brand from the URL when it has one. */
function useDashboardState(urlBrand: string | null) {
  const [state, setState] = useState<DashboardState>(() => {
    const stored = loadState(sessionStorage, new Date());
    return urlBrand !== null ? { ...stored, brand: urlBrand } : stored;
  });
  // The top bar's brand selector writes ?brand=: the dashboard follows it.
  useEffect(() => {
    if (urlBrand !== null) setState((s) => (s.brand === urlBrand ? s : { ...s, brand: urlBrand }));
  }, [urlBrand]);
  useEffect(() => saveState(sessionStorage, state), [state]);
  return [state, setState] as const;
}

type Notice = { intent: 'success' | 'error'; text: string };

/** « Télécharger le CSV »: saved by the desktop app, or downloaded under the browser host. */
function useCsvExport(input: DashboardFilterInput) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setNotice(null);
    try {
      const result = await backoffice().dashboard.exportCsv(
        input as unknown as Record<string, unknown>,
      );
      if (result.outcome === 'saved')
        setNotice({ intent: 'success', text: `CSV enregistré : ${result.path}` });
      else if (result.outcome === 'download') {
        const link = document.createElement('a');
        link.href = downloadHref(result.url);
        link.download = '';
        document.body.append(link);
        link.click();
        link.remove();
      } else if (result.outcome === 'error') setNotice({ intent: 'error', text: result.message });
    } catch {
      setNotice({ intent: 'error', text: MESSAGES.genericError });
    } finally {
      setExporting(false);
    }
  };
  return { notice, exporting, exportCsv };
}

/** The chart's box and its width, followed as the window resizes. */
function useChartWidth() {
  const chartBox = useRef<HTMLDivElement>(null);
  const [chartWidth, setChartWidth] = useState(800);
  useEffect(() => {
    const box = chartBox.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setChartWidth(Math.max(320, Math.floor(entry.contentRect.width)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { chartBox, chartWidth };
}

export function DashboardPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  useSectionLook('Dashboard', 'web');
  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const [state, setState] = useDashboardState(searchParams.get('brand'));
  // Only brands the user may see; one brand only = that brand.
  const brand =
    brandKeys.length === 1
      ? brandKeys[0]!
      : state.brand !== null && brandKeys.includes(state.brand)
        ? state.brand
        : null;
  const input = useMemo(() => filterInput({ ...state, brand }), [state, brand]);
  const data = useDashboardData(input);
  const searches = useMemo(() => filterSearches(client, brand), [client, brand]);
  const { chartBox, chartWidth } = useChartWidth();
  const { notice, exporting, exportCsv } = useCsvExport(input);

  return (
    <div className={styles.root}>
      <FilterDrawer state={state} onChange={setState} searches={searches} />
      <section className={styles.main} aria-labelledby="dashboard-title">
        <DashboardHeader
          brand={brand}
          options={brandOptions(brandKeys)}
          search={state.search}
          exporting={exporting}
          onBrand={(next) => setState((s) => ({ ...s, brand: next }))}
          onSearch={(search) => setState((s) => ({ ...s, search }))}
          onReset={() =>
            setState((s) => resetState(new Date(), { brand: s.brand, search: s.search }))
          }
          onExport={() => void exportCsv()}
        />
        {notice && (
          <MessageBar intent={notice.intent}>
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        )}
        {data.newArticles && (
          <Button
            appearance="primary"
            shape="circular"
            icon={<ArrowSyncRegular />}
            style={{ alignSelf: 'center' }}
            onClick={data.reload}
          >
            {MESSAGES.newArticles}
          </Button>
        )}
        <div ref={chartBox} className={styles.chart}>
          {data.histogram && <PublicationChart histogram={data.histogram} width={chartWidth} />}
        </div>
        <Body1 className={styles.muted} aria-live="polite">
          {data.count === null
            ? 'Chargement…'
            : `${data.count} résultat${data.count > 1 ? 's' : ''}`}
        </Body1>
        <ListStates
          failed={!!data.error && data.rows.length === 0}
          onRetry={data.reload}
          loading={data.loading && data.rows.length === 0}
          empty={data.rows.length === 0}
        >
          <DashboardList
            rows={data.rows}
            hasMore={data.hasMore}
            onLoadMore={data.loadMore}
            onOpen={(row) => navigate(rowPath(row))}
          />
        </ListStates>
      </section>
    </div>
  );
}
