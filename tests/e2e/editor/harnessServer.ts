// Starts the editor harness on a Vite dev server (127.0.0.1, free port) for Playwright: used as a
// worker fixture by the end-to-end spec and directly by the benchmark.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';

export interface HarnessServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The harness on a Vite dev server, or (production: true) built with Vite and served by
 * `vite preview`, so the benchmark measures production React rather than its development build.
 */
export async function startHarness(options: { production?: boolean } = {}): Promise<HarnessServer> {
  const root = join(__dirname, 'harness');
  if (options.production) {
    const outDir = await mkdtemp(join(tmpdir(), 'editor-harness-'));
    const shared = { configFile: false as const, root, logLevel: 'warn' as const, plugins: [react()] };
    await build({ ...shared, mode: 'production', build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } } });
    const server: PreviewServer = await preview({ ...shared, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
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
    plugins: [react()],
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [join(__dirname, '../../..')] } },
    optimizeDeps: { include: ['react', 'react-dom/client', '@fluentui/react-components', 'prosemirror-view', 'prosemirror-state', 'prosemirror-model', 'prosemirror-tables'] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
