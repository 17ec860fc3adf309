// Starts the editor harness on a Vite dev server (127.0.0.1, free port) for Playwright: used as a
// worker fixture by the end-to-end spec and directly by the benchmark. Given an embed-metadata
// service, the dev server also answers the harness's `embeds.metadata` invocations with main's own
// dispatcher and client (POST /__bridge), as the browser host does over its WebSocket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  build,
  createServer,
  preview,
  type Plugin,
  type PreviewServer,
  type ViteDevServer,
} from 'vite';
import react from '@vitejs/plugin-react';
import { EmbedMetadataClient } from '../../../main/embeds/EmbedMetadataClient';
import { embedHandlers } from '../../../main/embeds/embedHandlers';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';

export interface HarnessServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The harness on a Vite dev server, or (production: true) built with Vite and served by
 * `vite preview`, so the benchmark measures production React rather than its development build.
 */
export async function startHarness(
  options: { production?: boolean; embedMetadataUrl?: string } = {},
): Promise<HarnessServer> {
  const root = join(__dirname, 'harness');
  if (options.production) {
    const outDir = await mkdtemp(join(tmpdir(), 'editor-harness-'));
    const shared = {
      configFile: false as const,
      root,
      logLevel: 'warn' as const,
      plugins: [react()],
    };
    await build({
      ...shared,
      mode: 'production',
      build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    const server: PreviewServer = await preview({
      ...shared,
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}/`,
      close: async () => {
        await server.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  }
  const server: ViteDevServer = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      react(),
      ...(options.embedMetadataUrl ? [embedsBridge(options.embedMetadataUrl)] : []),
    ],
    server: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      fs: { allow: [join(__dirname, '../../..')] },
    },
    optimizeDeps: {
      include: [
        'react',
        'react-dom/client',
        '@fluentui/react-components',
        'prosemirror-view',
        'prosemirror-state',
        'prosemirror-model',
        'prosemirror-tables',
        '@apollo/client',
        '@apollo/client/react',
        'graphql',
        'rxjs',
      ],
    },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export { CHROMIUM_LAUNCH } from '../../support/chromium';

/** POST /__bridge { channel, payload } → main's dispatcher with the embeds channel only. */
function embedsBridge(serviceUrl: string): Plugin {
  const client = new EmbedMetadataClient(() => ({ url: serviceUrl, key: null, keyHeader: null }));
  const dispatch = createDispatcher(embedHandlers(client) as Handlers);
  return {
    name: 'harness-embeds-bridge',
    configureServer(server) {
      server.middlewares.use('/__bridge', (req: IncomingMessage, res: ServerResponse) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          void (async () => {
            let invocation: { channel?: unknown; payload?: unknown } = {};
            try {
              invocation = JSON.parse(body) as typeof invocation;
            } catch {
              // An unreadable body is an unknown channel below.
            }
            const { channel, payload } = invocation;
            const envelope =
              channel === 'embeds.metadata'
                ? await dispatch(channel, payload, true)
                : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: 'Canal inconnu' } };
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(envelope));
          })();
        });
      });
    },
  };
}
