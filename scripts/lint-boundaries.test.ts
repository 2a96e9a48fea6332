import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.js (ARCHITECTURE.md, "boundary rules") must catch a wrong
// import, not merely be configured. Each fixture is source text linted as if it lived at its path
// (the file need not exist; the rules judge by folder), once wrong and once right.
const root = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'no-restricted-properties', 'no-restricted-imports']);

let eslint: ESLint;

beforeAll(() => {
  // Type-aware parsing would have to build a TypeScript program for each file that is not on disk
  // (minutes on two cores); the boundary rules read imports and paths only, so types are off here.
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

async function boundaryProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${path} did not parse: ${fatal.map((message) => message.message).join('; ')}`);
  return messages.filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

const wrong: [string, string, string, RegExp][] = [
  [
    'domain imports an adapter',
    'functions/src/domain/galleries/fixture.ts',
    "import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';\nexport const store = SqliteDocumentStore;\n",
    /Domain code knows neither HTTP nor storage/,
  ],
  [
    'domain imports the HTTP layer',
    'functions/src/domain/fixture.ts',
    "import { buildApp } from '../http/app.js';\nexport const app = buildApp;\n",
    /Domain code knows neither HTTP nor storage/,
  ],
  [
    'domain imports express',
    'functions/src/domain/events/fixture.ts',
    "import express from 'express';\nexport const router = express.Router;\n",
    /Domain code knows neither HTTP nor storage/,
  ],
  [
    'a port imports an adapter',
    'functions/src/ports/fixture.ts',
    "import { contentTypeFor } from '../adapters/file-keys.js';\nexport const type = contentTypeFor;\n",
    /A port is an interface/,
  ],
  [
    'a route imports firebase-admin',
    'functions/src/http/routes/fixture.ts',
    "import { getAuth } from 'firebase-admin/auth';\nexport const auth = getAuth;\n",
    /firebase-admin \/ firebase-functions belong in adapters\/firebase/,
  ],
  [
    'a route parses with a schema',
    'functions/src/http/routes/fixture.ts',
    "import { parse } from '../../domain/parse.js';\nexport const check = parse;\n",
    /Routes decode transport only/,
  ],
  [
    'a web feature imports a server file',
    'web/src/features/news/fixture.tsx',
    "import { readItems as newsUseCases } from '../../../../functions/src/domain/events/event-reads';\nexport const parts = newsUseCases;\n",
    /The web never imports functions\//,
  ],
  [
    'web lib imports the server entry',
    'web/src/lib/fixture.ts',
    "import { readEnv } from '../../../functions/src/entry/embedded/env';\nexport const env = readEnv;\n",
    /The web never imports functions\//,
  ],
  [
    'web lib imports a feature',
    'web/src/lib/fixture.ts',
    "import { getUser } from '../features/auth/auth-storage';\nexport const user = getUser;\n",
    /lib\/ is the lower floor/,
  ],
  [
    'web lib imports app',
    'web/src/lib/ui/fixture.tsx',
    "import { schoolInfo } from '../../app/school-info';\nexport const info = schoolInfo;\n",
    /lib\/ is the lower floor/,
  ],
  [
    'a feature imports another feature',
    'web/src/features/news/fixture.tsx',
    "import { MediaPage } from '../media/media-page';\nexport const page = MediaPage;\n",
    /Features do not import each other/,
  ],
  [
    'a public feature imports MUI',
    'web/src/features/contact/fixture.tsx',
    "import Button from '@mui/material/Button';\nexport const button = Button;\n",
    /Public pages use CSS modules/,
  ],
  [
    'a public feature imports the admin parts of lib',
    'web/src/features/news/fixture.tsx',
    "import { ConfirmDialog } from '../../lib/admin/confirm-dialog';\nexport const dialog = ConfirmDialog;\n",
    /Public pages use CSS modules/,
  ],
  [
    'the shared package imports a server library',
    'packages/shared/src/fixture.ts',
    "import express from 'express';\nexport const app = express;\n",
    /@school\/shared imports nothing but zod/,
  ],
  [
    'a feature imports the shared package by path',
    'web/src/features/news/fixture.ts',
    "import { eventInputSchema } from '../../../../packages/shared/src/event-schemas';\nexport const schema = eventInputSchema;\n",
    /Import the shared package by name/,
  ],
  [
    'domain code reads process.env',
    'functions/src/domain/otp/fixture.ts',
    'export const ttl = Number(process.env.OTP_TTL ?? 600);\n',
    /'process.env' is restricted/,
  ],
  [
    'a browser spec takes test from Playwright itself',
    'web/e2e/fixture.spec.ts',
    "import { test } from '@playwright/test';\ntest('x', () => {});\n",
    /Take test from '.\/fixtures'/,
  ],
  [
    'a Firebase adapter reads process.env',
    'functions/src/adapters/firebase/fixture.ts',
    'export const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;\n',
    /'process.env' is restricted/,
  ],
];

const right: [string, string, string][] = [
  [
    'a route decodes the transport, calls a use case and presents the answer',
    'functions/src/http/routes/fixture.ts',
    "import { readEventSubmission } from '../decode/event-fields.js';\nimport { createItem } from '../../domain/events/event-items.js';\nimport { presentItem } from '../present/events.js';\nexport const parts = [readEventSubmission, createItem, presentItem];\n",
  ],
  [
    'domain imports a port, its own module and the shared package',
    'functions/src/domain/galleries/fixture.ts',
    "import type { DocumentStore } from '../../ports/document-store.js';\nimport { NotFoundError } from '../errors.js';\nimport { z } from 'zod';\nexport type Store = DocumentStore;\nexport const parts = [NotFoundError, z];\n",
  ],
  [
    'a domain test wires a real adapter',
    'functions/src/domain/galleries/fixture.test.ts',
    "import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';\nexport const store = SqliteDocumentStore;\n",
  ],
  [
    'the Firebase adapter imports firebase-admin',
    'functions/src/adapters/firebase/fixture.ts',
    "import { getAuth } from 'firebase-admin/auth';\nexport const auth = getAuth;\n",
  ],
  [
    'the Cloud Function entry imports firebase-functions and reads its settings from the env module',
    'functions/src/entry/firebase/cloud-function.ts',
    "import { onRequest } from 'firebase-functions/v2/https';\nimport { readFirebaseEnv } from './firebase-env.js';\nexport const parts = [onRequest, readFirebaseEnv];\n",
  ],
  ['the env module reads process.env', 'functions/src/entry/firebase/firebase-env.ts', 'export const env = { ...process.env };\n'],
  [
    'a feature imports lib and its own files',
    'web/src/features/news/fixture.tsx',
    "import { PageHero } from '../../lib/page-hero';\nimport { NewsCard } from './news-card';\nexport const parts = [PageHero, NewsCard];\n",
  ],
  [
    'an admin feature imports MUI',
    'web/src/features/admin-news/fixture.tsx',
    "import Button from '@mui/material/Button';\nexport const button = Button;\n",
  ],
  [
    'the admin parts of lib import MUI and an admin feature imports them',
    'web/src/features/admin-media/fixture.tsx',
    "import Button from '@mui/material/Button';\nimport { ConfirmDialog } from '../../lib/admin/confirm-dialog';\nexport const parts = [Button, ConfirmDialog];\n",
  ],
  [
    'the shared package imports zod and its own files',
    'packages/shared/src/fixture.ts',
    "import { z } from 'zod';\nimport { eventInputSchema } from './event-schemas.js';\nexport const parts = [z, eventInputSchema];\n",
  ],
  [
    'app composes features',
    'web/src/app/fixture.tsx',
    "import { LoginPage } from '../features/auth/login-page';\nimport { PageHero } from '../lib/page-hero';\nexport const parts = [LoginPage, PageHero];\n",
  ],
  [
    "a browser spec takes test from './fixtures' and Playwright's types from Playwright",
    'web/e2e/fixture.spec.ts',
    "import type { Page } from '@playwright/test';\nimport { test } from './fixtures';\ntest('x', ({ page }: { page: Page }) => page.close());\n",
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(wrong)('reports it when %s', async (_name, path, code, expected) => {
    const problems = await boundaryProblems(path, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it.each(right)('accepts it when %s', async (_name, path, code) => {
    expect(await boundaryProblems(path, code)).toEqual([]);
  });
});
