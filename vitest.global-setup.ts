import type { TestProject } from 'vitest/node';
import { startFirebaseEmulators } from './functions/src/testing/firebase-emulators.js';

// Firebase's emulators take ~25 s to start, so they start once per run and the Firebase-mode
// tests (Identity contract on the Auth emulator, the function behind Hosting) share them.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { stop, ...hosts } = await startFirebaseEmulators();
  project.provide('firebase', hosts);
  return () => stop();
}
