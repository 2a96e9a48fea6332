import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * Follows what firebase-tools prints: resolves once all its emulators are ready, rejects with what
 * it printed if the function does not load, it exits, or 180 s pass. Afterwards each chunk still
 * goes to `log`, and a function's 500 also to stderr.
 */
export function readyOrFailed(child: ChildProcessByStdio<null, Readable, Readable>, log: (chunk: string) => void): Promise<void> {
  // What it printed until it was ready, for the errors of a failed start. Kept no longer: a run's
  // requests print about a megabyte, and searching all of it again for each chunk cost seconds.
  let output = '';
  let starting = true;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    log(text);
    // A 500 from the function is logged there as "<METHOD> <path> failed: <error>" (the error
    // handler); pass it on, so a test that sees the 500 also shows its cause in the run's output.
    if (text.includes(' failed:')) process.stderr.write(`[firebase emulators] ${text}`);
    if (starting) output += text;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      starting = false;
      child.stdout.off('data', onStartData);
      child.stderr.off('data', onStartData);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => settle(new Error(`emulators did not start in 180 s:\n${output}`)), 180_000);
    const onStartData = () => {
      if (output.includes('Failed to load function')) settle(new Error(`the function did not load:\n${output}`));
      else if (output.includes('All emulators ready')) settle();
    };
    child.stdout.on('data', onStartData);
    child.stderr.on('data', onStartData);
    child.once('exit', (code) => starting && settle(new Error(`emulators exited with ${code}:\n${output}`)));
  });
}
