// LISTEN on PostgreSQL (issue 39): one dedicated pg.Client outside the pool, since a LISTEN lives
// as long as its connection. A lost connection (server restart, admin termination) is reopened
// with a doubling back-off; once back, the caller is told with an empty payload, because the
// notifications sent meanwhile are gone and it must catch up from what it last saw.
import pg from 'pg';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 4000;

/** The channel's name quoted as an identifier (LISTEN takes no parameters). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function pgListener(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // An error ends this client: retry, never crash the process.
    next.on('error', () => void next.end().catch(() => {}));
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const retry = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().then(
        () => {
          delay = RETRY_FIRST_MS;
          onPayload('');
        },
        () => {
          delay = Math.min(delay * 2, RETRY_MAX_MS);
          retry();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
