// The app's reads through the local copies: straight to the API, kept in the read cache when it is
// one the cache keeps; when the API cannot be reached, the last copy of it (marked with its date).
import type { GraphqlRequest, GraphqlResult, Settings } from '../../common/ipc/channels';
import { CHANNEL_API_URL } from '../../common/embedded/channelProtocol';
import { OFFLINE_READS } from '../../common/ipc/offlineReads';
import { errorCodes } from '../api/GraphqlBridge';
import { ReadCache } from './ReadCache';

export interface ReadThroughOptions {
  readCache: Promise<ReadCache | null>;
  /** The API call, with the session's token. */
  request: (request: GraphqlRequest) => Promise<GraphqlResult>;
  /** Sees every answer (the edition locks it took or gave back). */
  observe: (request: GraphqlRequest, result: GraphqlResult) => void;
  /** Whether the embedded server is starting. */
  starting: () => boolean;
  userId: () => string | null;
  location: () => Settings;
  stopped: () => boolean;
  log?: (message: string) => void;
}

/** Copies belong to one user of one API (the embedded server's address is fixed: known while it starts). */
function cacheScope(options: ReadThroughOptions): string | null {
  const user = options.userId();
  const location = options.location();
  const api = location.source === 'embedded' ? CHANNEL_API_URL : location.effectiveApiUrl;
  return user ? `${api ?? ''}\n${user}` : null;
}

/**
 * While the embedded server starts, a list the user saw last time is painted from its local copy
 * at once instead of after the server (issue 11: first rows of a warm start); the renderer asks
 * again once the server is ready ('embedded.status'). Lists only: they are read, where an
 * editor would start editing an older version.
 */
async function listCopyWhileStarting(
  options: ReadThroughOptions,
  request: GraphqlRequest,
): Promise<GraphqlResult | null> {
  if (!options.starting()) return null;
  if (OFFLINE_READS[request.operationName]?.kind !== 'list') return null;
  const cache = await options.readCache;
  const scope = cacheScope(options);
  const copy = cache && scope ? await cache.read(scope, request) : null;
  return copy?.result ?? null;
}

/** A read of the app (the 'graphql.request' channel). */
export function readThrough(
  options: ReadThroughOptions,
): (request: GraphqlRequest) => Promise<GraphqlResult> {
  return async (request) => {
    const whileStarting = await listCopyWhileStarting(options, request);
    if (whileStarting) return whileStarting;
    const result = await options.request(request);
    options.observe(request, result);
    if (!ReadCache.keeps(request)) return result;
    const cache = await options.readCache;
    const scope = cacheScope(options);
    if (!cache || !scope || options.stopped()) return result;
    if (errorCodes(result).includes('NETWORK_ERROR')) {
      const copy = await cache.read(scope, request);
      return copy ? { ...copy.result, offlineCopy: { savedAt: copy.savedAt } } : result;
    }
    void cache
      .store(scope, request, result)
      .catch((error: unknown) =>
        options.log?.(
          `Copie locale non écrite : ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    return result;
  };
}
