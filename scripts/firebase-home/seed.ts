import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO_PROJECT } from '../../functions/src/testing/firebase-emulators.js';
import { root } from './config.js';

const run = promisify(execFile);

/**
 * Fresh emulators hold nothing, so the demo content goes in through the function behind Hosting
 * (as `npm run seed -- --firebase` does for a maintainer), then the addresses are printed: the
 * `Site:` line is what scripts/emulators.test.ts waits for.
 */
export async function seedAndAnnounce(hostingUrl: string, authHost: string): Promise<void> {
  try {
    await functionAnswers(`${hostingUrl}/api/admission/link`);
    const { stdout } = await run('npm', ['run', '--silent', 'seed', '--', '--firebase', '--api', `${hostingUrl}/api`], {
      cwd: root,
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost, GCLOUD_PROJECT: DEMO_PROJECT },
    });
    console.log(`\n${stdout.trim()}`);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.log(`\nCould not add the demo content:\n${stdout}${stderr}`);
  }
  console.log(`\nSite: ${hostingUrl}   Staff sign-in: ${hostingUrl}/admin/login   (Ctrl+C stops the emulators)\n`);
}

/**
 * The function's first request loads the bundle in fresh workers; on a busy machine that outlasts
 * Hosting's proxy timeout (a 504), which would fail the seed's first call. So wait for one answer.
 */
async function functionAnswers(url: string, deadline = Date.now() + 120_000): Promise<void> {
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 (last: ${status || 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
