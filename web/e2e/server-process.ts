import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedArgs } from '../../scripts/embedded-build.mjs';

// The product's own entry points, run as `npm start`, `npm run admin` and `npm run seed` run them: their
// esbuild bundles (scripts/embedded-build.mjs), which Playwright's globalSetup makes when missing or stale.
export const root = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs one of the CLIs (admin-cli.ts, seed-cli.ts: the names of their sources in functions/src/entry/cli)
 * to completion against DATA_DIR; returns its output. Asynchronous, so global-setup can prepare several
 * sites at once (a seed takes seconds).
 */
export function runCli(
  script: string,
  args: string[],
  dataDir: string,
  signal?: AbortSignal,
  env: Record<string, string> = {},
): Promise<string> {
  const cli = spawn(process.execPath, embeddedArgs(script.replace(/\.ts$/, ''), args), {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onAbort = () => cli.kill('SIGTERM');
  signal?.addEventListener('abort', onAbort, { once: true });
  let stdout = '';
  let stderr = '';
  cli.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  cli.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => cli.kill('SIGKILL'), 180_000);
    cli.once('error', reject);
    cli.once('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${script} failed (${code}): ${stderr}${stdout}`));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded server on a free port over DATA_DIR and waits for its "running" line.
 * `signal` stops it, started or not (a run that ends before a background site is ready). `extraEnv`
 * adds settings, such as TEST_CLOCK_CONTROL=1 for a clock the test moves (functions/src/entry/embedded/test-clock.ts).
 */
export async function startServer(dataDir: string, signal?: AbortSignal, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // TRUST_PROXY=1: the tests stand in for a reverse proxy, each seeding call naming its own client
  // address (mail-outbox.ts); a request without the header is still 127.0.0.1.
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', ...extraEnv };
  const server: ChildProcess = spawn(process.execPath, embeddedArgs('server'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  signal?.addEventListener('abort', () => void stop(), { once: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Generous: global-setup starts three servers at once on a machine that may be busy.
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('School website running at')) {
        clearTimeout(timer);
        // From now on the server logs a line per request: stop keeping and scanning its output
        // (the pipes are still read, so the server never blocks on a full one).
        server.stdout?.off('data', onData).resume();
        server.stderr?.off('data', onData).resume();
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('error', reject);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
  };
}

/**
 * A site of a spec's own: a new DATA_DIR with one admin made by the admin CLI, and the server over it,
 * for a spec whose changes (a notice on every page, a moved clock, a service worker's caches) the specs
 * on the shared server must never meet. `stop` also removes its data. Slow on a busy 2-core machine
 * (a CLI run and a start): call it in a beforeAll with a long timeout.
 */
export async function startOwnSite(
  name: string,
  staff: { email: string; password: string; name: string },
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `school-e2e-${name}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await runCli(
      'admin-cli.ts',
      ['create', '--email', staff.email, '--password', staff.password, '--name', staff.name, '--role', 'admin'],
      dataDir,
    );
    const server = await startServer(dataDir, undefined, extraEnv);
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
