import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { checkDataDir } from './crash-check.js';
import { startWriters, type WriterContext } from './crash-writes.js';
import { createStaffAccount, integrityCheck, signIn } from './data-dir.js';
import { closeAgents, inParallel } from './http.js';
import { makeJpeg } from './jpegs.js';
import { Mailbox } from './otp.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** How long a round waits for its first acknowledged write before its kill window starts anyway. */
const FIRST_WRITE_WAIT_MS = 20_000;

export interface CrashOptions {
  kills: number;
  /** Writers sending requests at once while the server runs. */
  writers?: number;
  /** Longest time the server runs under writes before it is killed (the moment is random below it). */
  maxRunMs?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface CrashFigures {
  kills: number;
  /** Kills while the server was still starting (opening the file, sweeping). */
  killsDuringStartup: number;
  /** Kills after which the file passed integrity_check, nothing acknowledged was missing, and the restart cleaned up. */
  killsSurvived: number;
  requests: number;
  acknowledged: number;
  lost: number;
  halfWritten: number;
  /** Unreferenced files found right after kills: what the start-up sweep had to clean. */
  orphansAfterKills: number;
  /** Unreferenced files still there after a restart: must be 0. */
  orphansAfterRestarts: number;
  refused: number;
  durationMs: number;
  seed: number;
  problems: string[];
}

/** mulberry32: the run's choices can be replayed from the printed seed (the kill moments still vary). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server on one DATA_DIR, drives writes and uploads, kills it with SIGKILL at a
 * random moment (every fifth time while it is still starting), and checks the data after each kill
 * and after each restart. ORPHAN_FILE_GRACE_SECONDS=0 because no other process shares the folder.
 */
export async function runCrash({
  kills,
  writers = 6,
  maxRunMs = 1500,
  seed = Date.now() % 1e9,
  log = () => {},
}: CrashOptions): Promise<CrashFigures> {
  const started = Date.now();
  const random = seededRandom(seed);
  const dataDir = await mkdtemp(join(tmpdir(), 'school-crash-'));
  const sink = await startSmtpSink();
  const problems: string[] = [];
  const figures = { kills: 0, killsDuringStartup: 0, killsSurvived: 0, halfWritten: 0, orphansAfterKills: 0, orphansAfterRestarts: 0 };
  const lost = new Set<string>();
  const ctx: WriterContext = {
    url: '',
    token: '',
    mailbox: new Mailbox(sink.messages),
    photos: await inParallel(16, 2, (i) => (i % 2 ? makeJpeg(1000 + i, 1600, 1200) : makeJpeg(1000 + i, 800, 600))),
    random,
    ledger: [],
    counters: { visitors: 0, requests: 0 },
    refused: [],
  };
  const start = (onSpawn?: Parameters<typeof startServerProcess>[0]['onSpawn']) =>
    startServerProcess({ dataDir, smtpUrl: sink.url, env: { ORPHAN_FILE_GRACE_SECONDS: '0' }, onSpawn });
  let startupMs = 1000;
  // Kills since the last completed restart (a kill during start-up interrupts one), and whether the data was sound after each.
  const pending = { kills: 0, clean: true };

  /** After a restart: nothing lost, nothing pointing at a missing file, no unreferenced file left. */
  const checkAfterRestart = async (round: number) => {
    const state = await checkDataDir(dataDir, ctx.ledger);
    state.lost.forEach((item) => lost.add(item));
    figures.halfWritten += state.halfWritten.length;
    figures.orphansAfterRestarts += state.orphans.length;
    const clean = state.lost.length + state.halfWritten.length + state.orphans.length === 0;
    if (!clean) problems.push(`after restart ${round}: ${JSON.stringify(state).slice(0, 600)}`);
    if (clean && pending.clean) figures.killsSurvived += pending.kills;
    Object.assign(pending, { kills: 0, clean: true });
  };

  let server: ServerProcess | null = null;
  try {
    await createStaffAccount(dataDir);
    for (let round = 0; round <= kills; round++) {
      const killWhileStarting = round < kills && round % 5 === 4;
      const spawnedAt = Date.now();
      server = null;
      try {
        server = await start((child) => {
          if (killWhileStarting) setTimeout(() => child.kill('SIGKILL'), random() * startupMs);
        });
      } catch (error) {
        if (!killWhileStarting) throw error;
      }
      if (server) {
        if (!killWhileStarting) startupMs = Date.now() - spawnedAt;
        ctx.url = server.url;
        if (round === 0) ctx.token = await signIn(server.url);
        await checkAfterRestart(round);
      }
      if (round === kills) {
        await server?.stop();
        break;
      }
      if (server) {
        const writing = startWriters(ctx, writers);
        if (!killWhileStarting) {
          // The window starts at this round's first acknowledged write, so a slow machine (writes
          // taking seconds) still kills a server that has been taking writes, not one just warming up.
          const before = ctx.ledger.length;
          for (let waited = 0; ctx.ledger.length === before && waited < FIRST_WRITE_WAIT_MS; waited += 50) await sleep(50);
          await sleep(random() * maxRunMs);
        }
        await Promise.all([server.kill(), writing.stop()]);
      }
      figures.kills++;
      if (!server) figures.killsDuringStartup++;

      // Straight after the kill, before any restart: the file must be sound and hold every acknowledged write.
      const integrity = integrityCheck(dataDir);
      const state = await checkDataDir(dataDir, ctx.ledger);
      state.lost.forEach((item) => lost.add(item));
      figures.halfWritten += state.halfWritten.length;
      figures.orphansAfterKills += state.orphans.length;
      const clean = integrity === 'ok' && state.lost.length === 0 && state.halfWritten.length === 0;
      Object.assign(pending, { kills: pending.kills + 1, clean: pending.clean && clean });
      if (!clean) problems.push(`after kill ${round + 1}: integrity ${integrity}, ${JSON.stringify(state).slice(0, 600)}`);
      log(
        `kill ${round + 1}/${kills}${server ? '' : ' (while starting)'}: ${ctx.ledger.length} writes acknowledged so far, ` +
          `${state.orphans.length} unreferenced file(s) left for the restart to sweep, integrity ${integrity}`,
      );
    }
  } finally {
    await server?.kill();
    closeAgents();
    await sink.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  problems.push(...ctx.refused.slice(0, 10));
  return {
    ...figures,
    requests: ctx.counters.requests,
    acknowledged: ctx.ledger.length,
    lost: lost.size,
    refused: ctx.refused.length,
    durationMs: Date.now() - started,
    seed,
    problems,
  };
}

export function formatCrashFigures(f: CrashFigures): string {
  return [
    `kills ${f.kills} (${f.killsDuringStartup} while starting), survived ${f.killsSurvived}`,
    `write requests ${f.requests}, acknowledged ${f.acknowledged}, refused ${f.refused}, lost ${f.lost}, half-written ${f.halfWritten}`,
    `unreferenced files: ${f.orphansAfterKills} found after kills, ${f.orphansAfterRestarts} left after restarts`,
    `${(f.durationMs / 1000).toFixed(1)} s, seed ${f.seed}`,
    ...f.problems.map((problem) => `  ! ${problem}`),
  ].join('\n');
}
