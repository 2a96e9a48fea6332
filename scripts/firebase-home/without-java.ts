import { startFirebaseEmulators, type FirebaseEmulators } from '../../functions/src/testing/firebase-emulators.js';
import { configuredPorts, emulatedHosting, readFirebaseJson } from './config.js';
import { seedAndAnnounce } from './seed.js';

/**
 * The Firebase home without Java, as the Firebase-mode tests run it: firebase-tools' Auth, Functions
 * and Hosting emulators, the in-process Firestore emulator and the Cloud Storage fake (both live in
 * this process, so their data lasts until Ctrl+C), on firebase.json's ports where they are free.
 */
export async function runWithoutJava(): Promise<void> {
  const firebaseJson = readFirebaseJson();
  const run: { home?: FirebaseEmulators; asked: boolean; stopping: boolean } = { asked: false, stopping: false };
  // firebase-tools runs in its own process group (so its function workers can be ended with it),
  // which Ctrl+C does not reach: this process ends it, even when asked to stop while it starts.
  const stop = () => {
    run.asked = true;
    if (!run.home) return console.log('\nStopping once the emulators have started…');
    if (run.stopping) return;
    run.stopping = true;
    console.log('\nStopping the emulators…');
    void run.home.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const home = await startFirebaseEmulators({
    log: (chunk) => process.stdout.write(chunk),
    ports: configuredPorts(firebaseJson),
    hosting: (storageOrigin) => emulatedHosting(firebaseJson, storageOrigin),
  });
  run.home = home;
  if (run.asked) return stop();
  console.log(`\nFirestore (in-process stand-in): ${home.firestoreHost}   Cloud Storage fake: http://${home.storageHost}`);
  await seedAndAnnounce(home.hostingUrl, home.authHost);
}
