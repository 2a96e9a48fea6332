// `npm start`: build the web app when it is missing or older than its sources, then run the
// embedded server from its esbuild bundle (scripts/embedded-build.mjs, bundled here too when missing
// or stale) with plain `node`. Through tsx a start cost 3.4 CPU-seconds and kept a loader thread
// compiling TypeScript; from the bundle it costs 1.2, and there is still no API build to forget.
import { buildWeb, isWebBuildCurrent } from './web-build.mjs';
import { runEmbedded } from './run-embedded.mjs';

if (!isWebBuildCurrent()) {
  console.log('Building the web app (first start, or its sources changed)...');
  if (!buildWeb()) process.exit(1);
}

await runEmbedded('server', []);
