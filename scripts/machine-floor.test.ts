import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { startRunFloor } from './machine-floor.mjs';

// The run floor npm test prints: samples taken in a process of its own, their median given when
// asked, and that process gone afterwards, also when npm test itself ends without asking.
const alive = (pid: number | undefined) => {
  try {
    process.kill(pid ?? -1, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

it('samples the fixed work until stopped, gives the median CPU milliseconds, and its process ends', async () => {
  const floor = startRunFloor({ everyMs: 100 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { medianMs, samples } = await floor.stop();
  expect(samples).toBeGreaterThanOrEqual(3);
  // The work is some tens of milliseconds of CPU on any machine the project runs on.
  expect(medianMs).toBeGreaterThan(1);
  expect(medianMs).toBeLessThan(2_000);
  expect(await until(() => !alive(floor.pid))).toBe(true);
});

it('ends when the npm test that started it ends without stopping it', async () => {
  // A stand-in for npm test: starts the floor, says its pid, and ends (unasked) when its stdin closes.
  const starter =
    "const f = (await import('./scripts/machine-floor.mjs')).startRunFloor({ everyMs: 100 }); console.log(f.pid); process.stdin.on('end', () => process.exit(0)).resume();";
  const parent = spawn(process.execPath, ['--input-type=module', '-e', starter], { stdio: ['pipe', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  expect(pid).toBeGreaterThan(0);
  // Running: it took its first samples.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(alive(pid)).toBe(true);
  parent.stdin.end();
  await new Promise((resolve) => parent.on('close', resolve));
  expect(await until(() => !alive(pid))).toBe(true);
});

it('gives no figure, and does not wait, when its process has died on the way', async () => {
  const floor = startRunFloor({ everyMs: 100 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  process.kill(floor.pid ?? -1, 'SIGKILL');
  await until(() => !alive(floor.pid));
  expect(await floor.stop()).toEqual({ medianMs: NaN, samples: 0 });
});
