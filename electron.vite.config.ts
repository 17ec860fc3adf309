// Three builds: main (Node, CommonJS), preload (CommonJS: sandboxed preloads cannot be ESM, and
// they may require nothing but 'electron', so everything is bundled) and the renderer (React).
import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/** The server's SQL migrations and GraphQL SDL are read from disk next to the bundled server entry. */
function copyServerFiles(): Plugin {
  return {
    name: 'copy-server-files',
    writeBundle() {
      cpSync(
        resolve(__dirname, 'server/src/db/migrations'),
        resolve(__dirname, 'out/main/migrations'),
        { recursive: true },
      );
      cpSync(
        resolve(__dirname, 'common/graphql/schema'),
        resolve(__dirname, 'out/main/graphql-schema'),
        { recursive: true },
      );
    },
  };
}

export default defineConfig({
  main: {
    plugins: [copyServerFiles()],
    build: {
      outDir: 'out/main',
      // Native modules and the server's heavy deps stay in node_modules; ESM-only packages
      // (electron-store, conf; openid-client, oauth4webapi and jose for the sign-in with the
      // OpenID provider) are bundled so the CommonJS main and server can load them.
      externalizeDeps: {
        exclude: ['electron-store', 'conf', 'openid-client', 'oauth4webapi', 'jose'],
      },
      rollupOptions: {
        // server.js is the embedded API, run by a utilityProcess (never on the main event loop).
        input: {
          index: resolve(__dirname, 'main/electron/index.ts'),
          server: resolve(__dirname, 'server/src/cli.ts'),
          host: resolve(__dirname, 'main/host/cli.ts'),
          seed: resolve(__dirname, 'server/src/seed/cli.ts'),
          // The local correction engine's Hunspell thread (engines/correction/spellClient.ts).
          'correction-worker': resolve(__dirname, 'engines/correction/spellWorker.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    base: './',
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } },
    },
  },
});
