// Lint rules that keep the architecture honest: Electron only in main/electron/, no Node in the
// renderer or in common/ (pure domain rules, IPC contract and schema).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url', 'stream',
  'worker_threads', 'zlib', 'events', 'util', 'buffer', 'process', 'readline', 'dns', 'tls',
];
const nodeImports = [...nodeBuiltins, ...nodeBuiltins.map((m) => `node:${m}`), 'node:*'];
const serverOnly = ['pg', '@electric-sql/pglite', 'drizzle-orm', 'drizzle-orm/*', 'keytar', 'conf', 'electron-store', 'sharp', 'ws', 'graphql-jit', '@graphql-tools/schema'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'coverage/**', 'node_modules/**', '**/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: "Only main/electron/ and preload/ may import 'electron'." }] }],
    },
  },
  {
    files: ['main/electron/**', 'preload/**', 'tests/unit/electron/**', 'tests/e2e/electron/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**', 'common/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'No Electron outside main/electron/ and preload/.' }],
        patterns: [{ group: [...nodeImports, ...serverOnly], message: 'No Node or server-side module in renderer/ or common/.' }],
      }],
    },
  },
  {
    files: ['common/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'No Electron in common/.' }],
        patterns: [{ group: [...nodeImports, ...serverOnly, 'react', 'react-*', '@fluentui/*', '@apollo/*', 'prosemirror-*', 'graphql', 'zod'], message: 'common/domain is pure: no I/O and no framework.' }],
      }],
    },
  },
);
