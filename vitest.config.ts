import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './web/messages-plugin.ts';

// Tests that need firebase-tools' emulators (about 25 s to start, once per run) form their own
// project, so `vitest run --project unit` stays quick while working on everything else.
const firebaseTests = [
  'functions/src/adapters/firebase/firebase-identity.test.ts',
  'functions/src/entry/firebase/cloud-function.test.ts',
  'functions/src/entry/firebase/seed-firebase.test.ts',
  'functions/src/http/hardening/firebase-attacks.test.ts',
  'functions/src/http/hardening/firebase-home.test.ts',
  'functions/src/http/routes/photo-retention-firebase.test.ts',
  'functions/src/http/routes/staff-firebase.test.ts',
  'functions/src/http/routes/documents-firebase.test.ts',
  'functions/src/http/routes/search-firebase.test.ts',
  'functions/src/http/routes/disclosure-fees-firebase.test.ts',
  'functions/src/http/routes/personal-data-firebase.test.ts',
  'functions/src/http/routes/enquiries-firebase.test.ts',
  'functions/src/http/routes/subscriptions-firebase.test.ts',
  'functions/src/entry/firebase/code-expiry-firebase.test.ts',
];

// `npm run emulators` without Java starts its own emulators (about a minute), so it does not need the
// firebase project's shared ones.
const firebaseHomeTests = ['scripts/emulators.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, so the 41 files ran one after the other although
    // most of their time is spent waiting on servers, CLIs and emulators they spawned (16 minutes
    // on a busy machine). VITEST_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...firebaseTests, ...firebaseHomeTests],
          environment: 'node',
          // After the web's component tests (group 0, below), on the three workers.
          sequence: { groupOrder: 1 },
          // The files share their worker's loaded modules (Express, sharp, zod, the whole app): loading
          // them again in a fresh worker for every file was 547 of the run's 2,163 test-file seconds.
          // Every test builds its own app, store and servers from scratch (startTestApi), so no state
          // lives in a module between files; VITEST_ISOLATE=1 brings the old way back to rule that out.
          isolate: process.env.VITEST_ISOLATE === '1',
          // The tests of server-rendered pages need the web's server build, and those that spawn the server
          // or a CLI their bundles: each made here when missing or stale.
          globalSetup: ['./scripts/web-build.mjs', './scripts/embedded-build.mjs'],
          testTimeout: 30_000,
          // A project does not inherit the root's hookTimeout: without this, a suite's beforeAll that
          // starts a server and makes accounts had 10 s, too little on a loaded 2-core machine.
          hookTimeout: 120_000,
        },
      },
      {
        // Component tests of the web's screens (web/src/**/*.test.tsx): a DOM in the test process
        // (happy-dom) and the API client replaced by the fake server of web/src/test/setup.ts.
        // The catalogues compiled as the build compiles them: test/render-public.tsx words pages with the English ones.
        plugins: [react(), compiledMessages()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./web/src/test/setup.ts'],
          // The files share their workers' loaded modules (MUI, React): loading them again for every
          // file was most of the run. Each test starts clean anyway (setup.ts: cleanup, fake API, storage).
          isolate: false,
          // One worker, in a group of their own before the server's tests: each worker loads React, MUI
          // and the screens once (isolate: false), so three workers loaded them three times, 13 of the
          // project's 122 CPU-seconds. `npm test` runs this project in a Vitest of its own from the start
          // (it needs no build), beside the type check, the lint and the build, so no core waits on it.
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
          // A test takes a second or two alone; beside the type check, ESLint and the server tests of
          // `npm test` on 2 cores, a typing-heavy one took over 15 s. A passing test never waits for this.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'firebase-home',
          include: firebaseHomeTests,
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'firebase',
          include: firebaseTests,
          environment: 'node',
          // One after the other: the files share one set of emulators, so one site with one settings
          // document and one admission link. The hostile bodies of firebase-home.test.ts (an accepted
          // PUT /admission/link among them) once changed the link between seed-firebase.test.ts's
          // seed and its check of it.
          fileParallelism: false,
          // In one worker that keeps its loaded modules (firebase-admin, gRPC, the whole app), as the
          // unit project does: a fresh worker per file loaded them 14 times, 186 -> 137 CPU-seconds
          // for the project. Each file makes its own firebase-admin app under its own name, and
          // the emulators' addresses are the same for every file (vitest.global-setup.ts).
          isolate: process.env.VITEST_ISOLATE === '1',
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
