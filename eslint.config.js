// Linting for the whole repository (React in web/, Node in functions/ and tooling), in two tools.
// The rules that need TypeScript's types (no-floating-promises, no-misused-promises, no-unsafe-* ...:
// typescript-eslint's recommendedTypeChecked, the same set and options) run in oxlint with
// tsgolint (.oxlintrc.json), which checks them on TypeScript 7's native compiler: 25 CPU-seconds
// here against the 136 they added to ESLint, which must build a TypeScript 5 program for them.
// ESLint keeps every rule without types: this file.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

/** Packages of the server's outer ring, which the domain must not know. */
const serverLibraries = ['express', 'firebase-admin', 'firebase-functions', 'better-sqlite3'];
const webElements = ['web-lib', 'web-admin-lib', 'web-app', 'web-admin-feature', 'web-public-feature'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'functions/lib/**',
      'functions/dist-embedded*/**',
      '**/node_modules/**',
      '.firebase-test/**',
      'test-results/**',
      'web/dist-ssr/**',
      '**/coverage/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No regular expression may take more than linear time on what it is given (issue 32, item 3: one
    // admin's body of 70,000 "<" froze the site for seconds). Both rules check every pattern; a test
    // file's patterns only see our own output, but the rules cost nothing there either.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests poke at JSON answers whose shape is the thing under test.
    files: ['**/*.test.ts', 'web/e2e/**', 'functions/src/testing/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    // The floors of the code (ARCHITECTURE.md, "boundary rules"). eslint-plugin-boundaries rather than
    // no-restricted-imports: it resolves each import to the file it names, so '../../adapters/x.js'
    // and '../news/y' are judged by where they land, not by how the path is spelt; and "features do not
    // import each other" is one rule (a feature folder is one element; imports inside it are its own).
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { [fileURLToPath(new URL('scripts/eslint-ts-resolver.cjs', import.meta.url))]: {} },
      'boundaries/elements': [
        { type: 'fn-domain', pattern: 'functions/src/domain', partialMatch: false },
        { type: 'fn-ports', pattern: 'functions/src/ports', partialMatch: false },
        { type: 'fn-http', pattern: 'functions/src/http', partialMatch: false },
        { type: 'fn-adapters', pattern: 'functions/src/adapters', partialMatch: false },
        // lib/admin: the parts admin features share (MUI allowed); listed first so it is its own element.
        { type: 'web-admin-lib', pattern: 'web/src/lib/admin', partialMatch: false },
        { type: 'web-lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
        // Admin features (the back office under /admin, MUI allowed) and public ones; one element per folder.
        { type: 'web-admin-feature', pattern: 'web/src/features/{admin-*,auth}', partialMatch: false },
        { type: 'web-public-feature', pattern: 'web/src/features/*', partialMatch: false },
        // The rest of the server (entry, testing, stress): listed so the web can be told it is out of bounds.
        { type: 'fn-other', pattern: 'functions', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.{test,contract}.{ts,tsx}' },
        { category: 'test', pattern: 'functions/src/testing/**' },
        // Where firebase-admin / firebase-functions may be imported: the Firebase home and its entries (the API, the trash's and the codes' schedules).
        { category: 'firebase-home', pattern: 'functions/src/adapters/firebase/**' },
        {
          category: 'firebase-home',
          pattern: 'functions/src/entry/firebase/{cloud-function,firebase-wiring,trash-schedule,code-expiry-schedule}.ts',
        },
        // Everything else: a file without a category matches no file selector at all.
        { category: 'code', pattern: '**' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              // Tests may wire real adapters to a use case; the code they test may not.
              from: { element: { type: 'fn-domain' }, file: { categories: 'code' } },
              disallow: {
                to: [{ element: { types: { anyOf: ['fn-http', 'fn-adapters'] } } }, { module: { source: serverLibraries } }],
              },
              message: 'Domain code knows neither HTTP nor storage: take what it needs through a port (functions/src/ports).',
            },
            {
              from: { element: { type: 'fn-ports' }, file: { categories: 'code' } },
              disallow: { to: { element: { type: 'fn-adapters' } } },
              message: 'A port is an interface; adapters implement it, never the other way round.',
            },
            {
              from: { file: { categories: 'code' } },
              disallow: { to: { module: { source: ['firebase-admin', 'firebase-functions'] } } },
              message: 'firebase-admin / firebase-functions belong in adapters/firebase and the Cloud Function entry only.',
            },
            {
              // The web runs in the visitor's browser: it shares with the server only what
              // packages/shared exports, never a server file (which would also ship it in the bundle).
              from: { element: { types: { anyOf: webElements } } },
              disallow: [
                { to: { element: { types: { anyOf: ['fn-domain', 'fn-ports', 'fn-http', 'fn-adapters', 'fn-other'] } } } },
                { to: { module: { source: ['functions', 'functions/*'] } } },
              ],
              message: 'The web never imports functions/: share it through @school/shared.',
            },
            {
              from: { element: { types: { anyOf: ['web-lib', 'web-admin-lib'] } } },
              disallow: { to: { element: { types: { anyOf: ['web-app', 'web-admin-feature', 'web-public-feature'] } } } },
              message: 'lib/ is the lower floor: it may not import app/ or features/ (pass what it needs in).',
            },
            {
              from: { element: { types: { anyOf: ['web-admin-feature', 'web-public-feature'] } } },
              disallow: { to: { element: { types: { anyOf: ['web-admin-feature', 'web-public-feature'] } } } },
              message: 'Features do not import each other: move what both need to lib/, or compose them in app/.',
            },
            {
              from: [{ element: { type: 'web-public-feature' } }, { element: { type: 'web-lib' } }],
              disallow: [{ to: { module: { source: '@mui/*' } } }, { to: { element: { type: 'web-admin-lib' } } }],
              message: 'Public pages use CSS modules; MUI is for the admin (features/admin-*, features/auth, lib/admin).',
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are read once, checked, in the env modules and passed in; tooling and tests are exempt.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      'functions/src/entry/embedded/env.ts',
      'functions/src/entry/firebase/firebase-env.ts',
      'functions/src/testing/**',
      'functions/src/stress/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in functions/src/entry/embedded/env.ts or firebase-env.ts and pass them in.',
        },
      ],
    },
  },
  {
    // The shared package is the contract of both sides: browser-safe, so it imports zod, itself, and
    // the phone library the enquiry form and API both check numbers with (issue 38).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js/min$|\\./)',
              message: '@school/shared imports nothing but zod, libphonenumber-js/min and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Both sides import the shared package by its name, so what is shared is what it exports.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)packages/shared/', message: "Import the shared package by name: '@school/shared/<file>'." }] },
      ],
    },
  },
  {
    // The seam (ARCHITECTURE.md): a route decodes the transport and hands what it got to a use
    // case, which parses it with the shared schema; so one 400 text rule and one place per input.
    // Repeats the shared-package pattern: a later no-restricted-imports replaces an earlier one.
    files: ['functions/src/http/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)packages/shared/', message: "Import the shared package by name: '@school/shared/<file>'." },
            {
              regex: '/domain/parse\\.js$',
              message: 'Routes decode transport only: pass the input to the use case, which parses it with the shared schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // Public pages keep the visitor's language in every link (repeats the rule above: a later
    // no-restricted-imports replaces an earlier one for the files both match).
    files: ['web/src/app/layout/**/*.tsx', 'web/src/features/**/*.tsx', 'web/src/lib/**/*.tsx'],
    ignores: ['web/src/features/{admin-*,auth}/**', 'web/src/lib/admin/**', 'web/src/lib/i18n/links.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)packages/shared/', message: "Import the shared package by name: '@school/shared/<file>'." }],
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Public pages link with LocalLink / LocalNavLink (lib/i18n/links.tsx), which keep the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser specs take `test` from web/e2e/fixtures.ts, which holds every worker fixture once: a spec
    // with worker fixtures of its own gets Playwright workers (and browsers) of its own (fixtures.ts).
    files: ['web/e2e/**/*.ts'],
    ignores: ['web/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from './fixtures': one set of worker fixtures, so the specs share workers.",
            },
          ],
        },
      ],
    },
  },
  {
    // The import resolver is loaded with require() by eslint-module-utils, so it is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
