import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Sites beside the shared one, each over its own DATA_DIR so that the content other specs make in
// parallel cannot mix in: a seeded site (`npm run seed`, then `npm start`: a newcomer's first look),
// the Firebase home, and a new empty one. They are made once per run, not once per worker and project
// (a seed takes seconds of CPU), in the background while the first tests run: global-setup starts
// them (start-sites.ts), and a spec that needs one waits for its ready file in a worker fixture with
// its own timeout. This file is what the workers read; the makers, which load the Firebase emulators'
// and the mail sink's modules, live in start-sites.ts, so no worker loads them (every worker imports
// fixtures.ts, and so this file).

export type SiteName = 'seeded' | 'firebase' | 'empty';
export interface Site {
  url: string;
  /** What `npm run seed` printed (the seeded site only). */
  seedOutput: string;
  /** Where the site's mail lands as .eml files (web/e2e/mail-outbox.ts reads it). */
  outbox?: string;
}

/** The Firebase home's staff member, made with the admin CLI in Firebase mode. */
export const FIREBASE_STAFF = { email: 'office@school.example', password: 'firebase home 1', name: 'Mrs Kaur' };

/** Where a site's address is announced once it is ready (start-sites.ts writes it, waitForSite reads it). */
export const readyFileIn = (sitesDir: string, name: SiteName) => join(sitesDir, `${name}.json`);
const readyFile = (name: SiteName) => readyFileIn(process.env.E2E_SITES_DIR ?? '', name);

/** The site once it is ready (a worker fixture's body: give it a timeout longer than a test's). */
export async function waitForSite(name: SiteName): Promise<Site> {
  for (;;) {
    const text = await readFile(readyFile(name), 'utf8').catch(() => null);
    if (text) {
      const site = JSON.parse(text) as Site | { error: string };
      if ('error' in site) throw new Error(`The ${name} site did not start: ${site.error}`);
      return site;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
