import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four suites: pure units (node), React components (happy-dom), the API server (node, PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), and the kill tier (child processes SIGKILLed at
// random real-time moments: minutes of wall clock, not a unit; `npx vitest run --project kill`,
// run by scripts/test.sh).
// Vitest's default on this 2-core machine is one worker (cores - 1): files importing React, Fluent
// UI and the app's modules wait on the disk and the module graph as much as they compute, and three
// workers took the units and components from 265 s to 165 s (README, Tests).
const FILE_WORKERS = 3;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One graphql for the whole process: graphql-jit (CommonJS) requires graphql's CommonJS build,
    // and the schema and documents it compiles must come from that same copy, while Vite would
    // otherwise hand our sources graphql's ESM build ("Cannot use GraphQLSchema from another
    // module or realm"). Node does the same outside Vitest (tsx, the built server).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          maxWorkers: FILE_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          maxWorkers: FILE_WORKERS,
          // A screen typed into key by key (userEvent) in happy-dom takes 1–3 s alone, and up to
          // 10 s on this 2-core machine when the suite's other files run beside it: a timeout is
          // not a figure (benchmarks measure speed), so the default 5 s only made them flaky.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: a file waits on its server and database as much as it computes
          // (one at a time kept the suite at 65 % of one core of two). Each PGlite database loads
          // the run's migrated template, not initdb's 800 MB peak.
          maxWorkers: 2,
          // Files share a worker's module graph (each file builds its own server and database):
          // importing the server's modules again for every file was a third of the suite's CPU
          // (628 → 355 core-seconds, 410 → 265 s on two cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The packaging check (tests/package): builds the dir target and the .deb from out/.
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'kill',
          environment: 'node',
          include: ['tests/kill/**/*.test.ts'],
          testTimeout: 1_800_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['common/domain/**/*.ts', 'common/correction/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
