import { JAVA_NEEDED, javaMajor } from './java.js';
import { runWithJava } from './with-java.js';
import { runWithoutJava } from './without-java.js';

// `npm run emulators` (scripts/emulators.mjs): the Firebase home on this machine, seeded with the
// demo content. With Java 21 the official suite; without it (or with --without-java) the set the
// Firebase-mode tests use. Either way the site's address is printed and Ctrl+C stops everything.
const major = process.argv.includes('--without-java') ? null : javaMajor();
if (major !== null && major >= JAVA_NEEDED) {
  runWithJava();
} else {
  const why = process.argv.includes('--without-java')
    ? 'Asked to run without Java'
    : major === null
      ? 'Java not found'
      : `Java ${major} found`;
  console.log(
    `${why}; the official Firestore and Storage emulators need Java ${JAVA_NEEDED}. Starting the Auth, Functions and Hosting ` +
      'emulators with the in-process Firestore emulator and the Cloud Storage fake instead (test stand-ins, data kept in memory).',
  );
  await runWithoutJava();
}
