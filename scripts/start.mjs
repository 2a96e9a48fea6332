// `npm start`: build the web app when it is missing or older than its sources, then run the
// embedded server (TypeScript through tsx, so there is no separate API build to forget).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, isWebBuildCurrent } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!isWebBuildCurrent()) {
  console.log('Building the web app (first start, or its sources changed)...');
  if (!buildWeb()) process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/entry/embedded/server.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
