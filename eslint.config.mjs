// Lint rules that keep the architecture honest (DESIGN.md "The shape"):
//   renderer → common only (no main, server, preload, no Node);
//   preload  → common only (and electron);
//   main     → common and engines, never server (the embedded server runs in its own process);
//   server   → common and engines, never main, renderer or preload;
//   engines  → common only: Node engines both hosts run (the French correction engine, issue 33);
//   common   → nothing but itself (pure TypeScript: no I/O, no framework in common/domain).
// Electron is imported only in main/electron/ and preload/. tests/unit/lint/layers.test.ts proves
// each boundary with a deliberately wrong import.
// Inside the renderer (DESIGN.md "One content kit"): the kits never import a feature, and a feature
// never imports another feature; only the composition points (app/, the contentTypes/ registry)
// import features. tests/unit/lint/kits.test.ts proves it the same way.
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'worker_threads',
  'zlib',
  'events',
  'util',
  'buffer',
  'process',
  'readline',
  'dns',
  'tls',
];
const nodeImports = [...nodeBuiltins, ...nodeBuiltins.map((m) => `node:${m}`), 'node:*'];
const serverOnly = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-orm/*',
  'keytar',
  'conf',
  'electron-store',
  'sharp',
  'ws',
  'graphql-jit',
  '@graphql-tools/schema',
];
const layer = (name) => [`**/${name}/**`, `../${name}`, `../../${name}`];
const electron = (message) => ({ name: 'electron', message });
const rendererLayer = [
  {
    group: [...layer('main'), ...layer('server'), ...layer('preload'), ...layer('engines')],
    message: 'The renderer talks to main through window.backoffice only (common/ipc).',
  },
  {
    group: [...nodeImports, ...serverOnly],
    message: 'No Node or server-side module in renderer/.',
  },
];

/** The renderer's kits: shared machinery that every feature may use and that knows no feature. */
const rendererKits = [
  'editorKit',
  'draftsKit',
  'mediaKit',
  'listKit',
  'articleKit',
  'adminKit',
  'liveKit',
  'ui',
  'editor',
  'graphql',
  'bridge',
];
/** Every folder of renderer/src/features, read when the config loads: a new feature is covered. */
const features = readdirSync(new URL('./renderer/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One no-restricted-imports rule: forbidden paths and module patterns with their reasons. */
function restrict(paths, patterns) {
  return { 'no-restricted-imports': ['error', { paths, patterns }] };
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'coverage/**',
      'node_modules/**',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      ...restrict([electron("Only main/electron/ and preload/ may import 'electron'.")], []),
    },
  },
  {
    // Issue 31: a function over 200 lines is a screen or a service not yet split along its parts
    // (`node scripts/functionSizes.mjs` lists those over 80). Tests and generated code are exempt.
    files: ['{common,engines,main,preload,renderer,server}/**/*.{ts,tsx}'],
    ignores: ['**/generated/**'],
    rules: { 'max-lines-per-function': ['error', { max: 200 }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['main/**'],
    ignores: ['main/electron/**'],
    rules: restrict(
      [electron('No Electron outside main/electron/ and preload/.')],
      [
        {
          group: layer('server'),
          message: 'main/ never imports server/: what both need lives in common/.',
        },
        { group: layer('renderer'), message: 'main/ never imports renderer/.' },
      ],
    ),
  },
  {
    files: ['main/electron/**'],
    rules: restrict(
      [],
      [
        {
          group: layer('server'),
          message: 'main/ never imports server/: what both need lives in common/.',
        },
        { group: layer('renderer'), message: 'main/ never imports renderer/.' },
      ],
    ),
  },
  {
    files: ['preload/**'],
    rules: restrict(
      [],
      [
        {
          group: [...layer('main'), ...layer('server'), ...layer('renderer')],
          message: 'preload/ only exposes the contract of common/ipc.',
        },
      ],
    ),
  },
  {
    files: ['server/**'],
    rules: restrict(
      [electron('No Electron in server/.')],
      [
        {
          group: [...layer('main'), ...layer('renderer'), ...layer('preload')],
          message: 'server/ knows nothing of the desktop app: shared code lives in common/.',
        },
      ],
    ),
  },
  {
    files: ['engines/**'],
    rules: restrict(
      [electron('No Electron in engines/.')],
      [
        {
          group: [...layer('main'), ...layer('server'), ...layer('renderer'), ...layer('preload')],
          message: 'engines/ serve main and the server alike: they import common/ only.',
        },
      ],
    ),
  },
  {
    files: ['renderer/**'],
    rules: restrict([electron('No Electron in the renderer.')], rendererLayer),
  },
  {
    files: rendererKits.map((kit) => `renderer/src/${kit}/**`),
    rules: restrict(
      [electron('No Electron in the renderer.')],
      [
        ...rendererLayer,
        {
          group: layer('features'),
          message:
            'A kit never imports a feature: what both need lives in a kit; the contentTypes/ registry composes features.',
        },
      ],
    ),
  },
  ...features.map((feature) => ({
    files: [`renderer/src/features/${feature}/**`],
    rules: restrict(
      [electron('No Electron in the renderer.')],
      [
        ...rendererLayer,
        {
          // Up out of this feature's folder (at any depth), then into another feature's.
          regex: `^(\\.\\./)+(features/)?(?!${feature}(/|$))(${features.join('|')})(/|$)`,
          message:
            'A feature never imports another feature: what both need moves to a kit (or common/); the contentTypes/ registry composes features.',
        },
      ],
    ),
  })),
  {
    files: ['common/**'],
    rules: restrict(
      [electron('No Electron in common/.')],
      [
        {
          group: [...layer('main'), ...layer('server'), ...layer('renderer'), ...layer('preload')],
          message: 'common/ depends on nothing but itself.',
        },
        {
          group: [...nodeImports, ...serverOnly],
          message: 'No Node or server-side module in common/.',
        },
      ],
    ),
  },
  {
    files: ['common/domain/**'],
    rules: restrict(
      [electron('No Electron in common/.')],
      [
        {
          group: [...layer('main'), ...layer('server'), ...layer('renderer'), ...layer('preload')],
          message: 'common/ depends on nothing but itself.',
        },
        {
          group: [
            ...nodeImports,
            ...serverOnly,
            'react',
            'react-*',
            '@fluentui/*',
            '@apollo/*',
            'prosemirror-*',
            'graphql',
            'zod',
          ],
          message: 'common/domain is pure: no I/O and no framework.',
        },
      ],
    ),
  },
  {
    files: ['tests/unit/electron/**', 'tests/e2e/electron/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
