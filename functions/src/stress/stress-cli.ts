// `npm run stress`: the full-size load and crash runs (the test suite runs them reduced), printing
// their figures. Exits 1 when anything acknowledged was lost or doubled, or errors reach 0.1 %.
import { formatCrashFigures, runCrash } from './crash.js';
import { formatGalleryEditFigures } from './gallery-edits.js';
import { formatLoadFigures } from './load-check.js';
import { runLoad } from './load.js';

const log = (line: string) => console.log(`  ${line}`);

console.log('Load: 1,000 contact messages from verified addresses + 200 photo uploads, 50 in flight;');
console.log('then 4 galleries each get 25 uploads, 25 caption edits and 25 gallery edits at once, and two saves from one version');
const load = await runLoad({ contacts: 1000, uploads: 200, concurrency: 50, galleryEdits: 25, log });
console.log(formatLoadFigures(load));
const edits = load.galleryEdits;
if (edits) console.log(formatGalleryEditFigures(edits));
const editsOk = edits !== undefined && edits.errors === 0 && edits.lost === 0 && edits.racesNotCaught === 0;
const loadOk = load.errorRate < 0.001 && load.lost === 0 && load.duplicates === 0 && load.problems.length === 0 && editsOk;

console.log('\nCrash safety: 50 SIGKILLs during writes and uploads, restarting on the same DATA_DIR');
const crash = await runCrash({ kills: 50, log });
console.log(formatCrashFigures(crash));
const crashOk =
  crash.killsSurvived === crash.kills &&
  crash.lost === 0 &&
  crash.halfWritten === 0 &&
  crash.orphansAfterRestarts === 0 &&
  crash.refused === 0 &&
  crash.problems.length === 0;

console.log(`\nLoad ${loadOk ? 'passed' : 'FAILED'}; crash safety ${crashOk ? 'passed' : 'FAILED'}.`);
process.exitCode = loadOk && crashOk ? 0 : 1;
