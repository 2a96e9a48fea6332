// `npm run admin|seed|migrate|backup|restore -- ...`: `node scripts/run-embedded.mjs admin-cli ...args`
// runs that CLI's bundle (scripts/embedded-build.mjs), bundled first when missing or older than its
// sources, with the arguments, the terminal and the exit code passed through. scripts/start.mjs runs
// the server so too.
import { spawn } from 'node:child_process';
import { embeddedArgs, ensureEmbeddedBuild } from './embedded-build.mjs';

/** Runs an entry's bundle in a child process and ends this process as the child ended. */
export async function runEmbedded(name, args) {
  await ensureEmbeddedBuild();
  const child = spawn(process.execPath, embeddedArgs(name, args), { stdio: 'inherit' });
  // Ctrl-C reaches the child from the terminal too; a signal sent to this process alone (kill, a
  // supervisor's SIGTERM) is passed on, so the server still closes its data folder cleanly.
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Ended by a signal: end so too, as a shell expects of the command it ran.
    for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
    process.kill(process.pid, signal);
  });
}

if (process.argv[1] === import.meta.filename) {
  const [name, ...args] = process.argv.slice(2);
  if (!name) {
    console.error('Usage: node scripts/run-embedded.mjs <server|admin-cli|seed-cli|migrate-cli|backup-cli> [arguments]');
    process.exit(2);
  }
  await runEmbedded(name, args);
}
