// The dashboard channel of the contract: the CSV of a filter, streamed from the API by main. The
// host decides where it goes: a save dialog (Electron, `chooseSavePath`) or a one-time download
// served by the browser host (DownloadRegistry).
import { parisDay } from '../../common/domain/dashboard';
import { UNREACHABLE_MESSAGE } from '../api/GraphqlBridge';
import type { Handlers } from '../ipc/dispatcher';
import type { StreamTransport } from './apiStream';
import { exportDashboardCsv, savedFileTarget, type DownloadRegistry } from './csvExport';

export interface DashboardHandlerDeps {
  /** The API's base URL once known, and how to stream from it (channel or HTTP). */
  api: () => Promise<{ url: string | null; stream: StreamTransport; token: string | null }>;
  /** Electron: the save dialog (null = cancelled). Absent under the browser host. */
  chooseSavePath?: (defaultName: string) => Promise<string | null>;
  downloads: DownloadRegistry;
}

export function dashboardHandlers(
  deps: DashboardHandlerDeps,
): Pick<Handlers, 'dashboard.exportCsv'> {
  return {
    'dashboard.exportCsv': async ({ filter }) => {
      const name = `dashboard-${parisDay(new Date())}.csv`;
      let target = deps.downloads.target(name);
      if (deps.chooseSavePath) {
        const path = await deps.chooseSavePath(name);
        if (!path) return { outcome: 'cancelled' as const };
        target = savedFileTarget(path);
      }
      const api = await deps.api();
      if (!api.url) return { outcome: 'error' as const, message: UNREACHABLE_MESSAGE };
      return exportDashboardCsv({
        apiUrl: api.url,
        token: api.token,
        filter,
        stream: api.stream,
        target,
      });
    },
  };
}
