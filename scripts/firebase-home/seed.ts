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
