// GET /dashboard/export.csv?filter=<DashboardFilterInput as JSON>: the CSV of the dashboard's
// current filter, streamed (services/dashboard/csvExport.ts). Same bearer token, same checks and
// brand scoping as the GraphQL queries; errors before the first byte are the API's JSON errors.
import { GraphQLError } from 'graphql';
import { parisDay } from '../../../../common/domain/dashboard';
import { resolveSession } from '../../auth/session';
import type { GraphQLContext } from '../../context';
import type { DatabaseHandle } from '../../db/database';
import { GENERIC_ERROR_MESSAGE, logUnexpectedError } from '../../errors';
import { writeDashboardCsv } from '../../services/dashboard/csvExport';
import { dashboardCount } from '../../services/dashboard/dashboardQueries';
import { DASHBOARD_LIMITS, DASHBOARD_MESSAGES } from '../../../../common/domain/dashboard';
import { MESSAGES } from '../../../../common/domain/messages';
import { dashboardQueryFor, parseFilterJson } from './dashboardFilter';
import type { StreamRoute, StreamSink } from './streamRoute';

export const DASHBOARD_CSV_PATH = '/dashboard/export.csv';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

async function fail(
  sink: StreamSink,
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  sink.start(status, JSON_HEADERS);
  await sink.write(JSON.stringify({ errors: [{ message, extensions: { code, ...extra } }] }));
  sink.end();
}

const STATUS_OF: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
};

export function dashboardCsvRoute({
  handle,
  now = () => new Date(),
  maxRows = DASHBOARD_LIMITS.csvRows,
}: {
  handle: DatabaseHandle;
  now?: () => Date;
  /** Tests lower it to see the refusal without 200,000 rows. */
  maxRows?: number;
}): StreamRoute {
  return async (request, sink) => {
    if (request.method !== 'GET')
      return fail(sink, 405, 'Méthode non autorisée : utilisez GET', 'METHOD_NOT_ALLOWED');
    let started = false;
    try {
      const at = now();
      const authorization = request.headers.authorization;
      const session = await resolveSession(
        handle.db,
        typeof authorization === 'string' ? authorization : null,
        at,
      );
      if (!session.user) return fail(sink, 401, MESSAGES.userTokenNotFound, 'UNAUTHENTICATED');
      const url = new URL(request.url, 'http://localhost');
      const input = parseFilterJson(url.searchParams.get('filter'));
      if (!input) return fail(sink, 400, DASHBOARD_MESSAGES.badFilter, 'BAD_USER_INPUT');
      const ctx = { db: handle.db, user: session.user, now: at } as GraphQLContext;
      let q;
      try {
        q = dashboardQueryFor(ctx, session.user, input);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        const { code, ...extra } = error.extensions as { code: string };
        return fail(sink, STATUS_OF[code] ?? 400, error.message, code, extra);
      }
      if ((await dashboardCount(handle.db, q)) > maxRows)
        return fail(sink, 413, DASHBOARD_MESSAGES.csvTooLarge, 'PAYLOAD_TOO_LARGE');
      sink.start(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="dashboard-${parisDay(at)}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      started = true;
      const complete = await writeDashboardCsv(
        handle.db,
        q,
        (chunk) => sink.write(chunk),
        () => sink.closed,
      );
      if (complete) sink.end();
      else sink.abort();
    } catch (error) {
      logUnexpectedError(error);
      if (started) sink.abort();
      else await fail(sink, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
    }
  };
}
