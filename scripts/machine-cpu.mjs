// The machine's CPU seconds, all cores and every process (Linux: /proc/stat), for figures of where a
// test run's CPU goes: `npm test`'s closing line (test-all.mjs) and the per-test reporters
// (cpu-per-test.mjs). Chromium's renderers and the servers a test starts are in it, which a
// process's own count misses; so is anything else running, so read it on a machine left alone.
import { readFileSync } from 'node:fs';

/** Busy and total CPU seconds so far; null where there is no /proc/stat. */
export function machineCpu() {
  try {
    // user nice system idle iowait irq softirq steal, in ticks (USER_HZ, 100); idle and iowait are not busy.
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/ +/).slice(1, 9).map(Number);
    const all = ticks.reduce((sum, t) => sum + t, 0) / 100;
    return { all, busy: all - ((ticks[3] ?? 0) + (ticks[4] ?? 0)) / 100 };
  } catch {
    return null;
  }
}

/** Busy CPU seconds so far (0 where unknown): what the reporters subtract. */
export const machineBusy = () => machineCpu()?.busy ?? 0;

/** User and system CPU seconds of every ended child process (Linux: /proc/self/stat); null elsewhere. */
export function childCpuSeconds() {
  try {
    // After the parenthesised command name, fields 14 and 15 of the rest are cutime and cstime, in ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the project runs on
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return null;
  }
}
