import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { embeddedArgs } from '../../../scripts/embedded-build.mjs';
import { freePort } from '../testing/free-port.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const READY = /School website running at (http:\/\/\S+)/;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs, as in a power cut of the process. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the orderly stop `npm start` does on Ctrl-C. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  smtpUrl?: string;
  /** More settings, e.g. ORPHAN_FILE_GRACE_SECONDS; one set to undefined is left out (WEB_DIST: the repository's web/dist). */
  env?: NodeJS.ProcessEnv;
  /** Called once the child is spawned, before it is ready: lets a caller kill it during start-up. */
  onSpawn?: (child: ChildProcess) => void;
}

/**
 * The real embedded server as `npm start` runs it (its bundle, scripts/embedded-build.mjs: made by
 * Vitest's globalSetup and by `npm run stress`), on a free loopback port.
 */
export async function startServerProcess({ dataDir, smtpUrl, env = {}, onSpawn }: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, embeddedArgs('server'), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_FROM: 'School Office <office@school.example>',
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      // No built web app needed: the API is what is under load.
      WEB_DIST: `${dataDir}/no-web-dist`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('The server process could not be spawned');
  // A test runner that exits (a timeout, a failed assertion) must not leave a server running.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.removeListener('exit', killChild);
      resolve();
    }),
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onSpawn?.(child);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    const check = () => {
      const ready = READY.exec(output)?.[1];
      if (!ready) return;
      clearTimeout(timer);
      // The server logs a line per request from now on: stop scanning the growing output for this.
      child.stdout.off('data', check);
      resolve(ready);
    };
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.stdout.on('data', check);
    child.once('exit', (code, signal) => fail(new Error(`The server exited (${signal ?? code}) before it was ready:\n${output}`)));
  });

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
