// `npm run emulators`: the Firebase home on this machine, seeded with the demo content, its address
// printed; Ctrl+C stops it. The work is in scripts/firebase-home/ (TypeScript, loaded through tsx,
// because the Java-less fallback reuses the emulator startup of functions/src/testing).
import { tsImport } from 'tsx/esm/api';

await tsImport('./firebase-home/main.ts', import.meta.url);
