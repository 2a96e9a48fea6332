// `npm run build --workspace functions`: the Cloud Function as Firebase uploads it. esbuild bundles
// src/entry/firebase/cloud-function.ts with our own code and the workspace package @school/shared inlined, and
// writes functions/dist/ with a package.json that lists only the registry packages the bundle still
// imports, so Cloud Build's `npm install` never meets a workspace link. firebase.json deploys
// functions/dist. What the entry does not import (the embedded home, seed, stress, tests) is not in it.
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
// Another directory as the first argument: scripts/deploy-bundle.test.ts builds into a temporary one.
const outDir = process.argv[2] ? resolve(process.argv[2]) : join(functionsDir, 'dist');
const manifest = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8'));

/** Registry packages stay imports (sharp has native code; firebase-* read their own files). */
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@school/'));

rmSync(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(functionsDir, 'src/entry/firebase/cloud-function.ts')],
  outfile: join(outDir, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // Bare imports of the externals and their subpaths (firebase-functions/v2/https).
  external: external.flatMap((name) => [name, `${name}/*`]),
  // ESM output still meets CommonJS-style code in a few dependencies' re-exports.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// The deployed function carries the Cloud Function's code only. If an import pulls in test, seed or
// stress code or the embedded home (SQLite, disk files, local accounts), fail here and fix the import:
// it would otherwise be uploaded, loaded on every cold start, and widen what runs in production.
const excluded = [/^src\/(stress|seed|testing)\//, /^src\/adapters\/embedded\//, /\.test\.tsx?$/, /\.contract\.ts$/];
const strays = Object.keys(result.metafile.inputs)
  .map((input) => relative(functionsDir, resolve(input)).split(sep).join('/'))
  .filter((input) => excluded.some((pattern) => pattern.test(input)));
if (strays.length > 0) {
  rmSync(outDir, { recursive: true, force: true });
  console.error(`The deploy bundle must not include test, seed, stress or embedded-home code, but has:\n  ${strays.join('\n  ')}`);
  console.error('Follow the imports from src/entry/firebase/cloud-function.ts to these files and cut them.');
  process.exit(1);
}

const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => packageName(entry.path)),
  ),
);
// The Functions Framework is not imported but runs the bundle: listed, Cloud Build installs this
// version instead of its own default.
const RUNTIME = '@google-cloud/functions-framework';
// Loaded by path, not imported: the PDF reader's thread imports pdfjs (domain/documents/pdf-reader.ts).
const LOADED_BY_PATH = ['pdfjs-dist'];
const dependencies = Object.fromEntries(
  external
    .filter((name) => imported.has(name) || name === RUNTIME || LOADED_BY_PATH.includes(name))
    .map((name) => [name, manifest.dependencies[name]]),
);

writeFileSync(
  join(outDir, 'package.json'),
  `${JSON.stringify(
    {
      name: 'school-api',
      private: true,
      type: 'module',
      description: 'Built by functions/scripts/build-deploy.mjs; do not edit.',
      main: 'index.js',
      engines: manifest.engines,
      dependencies,
    },
    null,
    2,
  )}\n`,
);
// Cloud Functions runs the bundle under Google's Functions Framework (pinned above: the version the
// deploy-bundle test runs it under), which by default answers /robots.txt and /favicon.ico itself
// with an empty 404 before the function sees them. The site's robots.txt is the function's
// (http/pages/sitemap.ts, the Hosting rewrite in firebase.json); an empty IGNORED_ROUTES ("no route
// ignored", the framework's own option) lets it through. Firebase deploys .env as the runtime's.
writeFileSync(
  join(outDir, '.env'),
  '# Written by functions/scripts/build-deploy.mjs; do not edit. Read by the Functions Framework.\nIGNORED_ROUTES=""\n',
);
// Functions params read non-secret values from .env.<project> beside the deployed package.json.
for (const name of readdirSync(functionsDir).filter((file) => /^\.env\.[\w-]+$/.test(file))) {
  copyFileSync(join(functionsDir, name), join(outDir, name));
}
// The web app's server build (React included), which renders the public pages: the function loads
// it from dist/web (entry/firebase/cloud-function.ts). Built by `npm run build --workspace web`.
const ssrDir = join(functionsDir, '..', 'web', 'dist-ssr');
if (!existsSync(join(ssrDir, 'entry-server.js'))) {
  rmSync(outDir, { recursive: true, force: true });
  console.error('The web app is not built (web/dist-ssr is missing): run `npm run build --workspace web` first.');
  process.exit(1);
}
cpSync(ssrDir, join(outDir, 'web'), { recursive: true });
// What went into the bundle, for the deploy-bundle test (firebase.json does not upload it).
writeFileSync(join(outDir, 'meta.json'), JSON.stringify(result.metafile));

function packageName(path) {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
