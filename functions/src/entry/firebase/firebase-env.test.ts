import { describe, expect, it } from 'vitest';
import { readFirebaseEnv } from './firebase-env.js';

describe('Firebase home settings', () => {
  it('deploys to Mumbai and talks to Google unless told otherwise', () => {
    expect(readFirebaseEnv({})).toEqual({ API_REGION: 'asia-south1' });
    expect(readFirebaseEnv({ API_REGION: '', FIREBASE_AUTH_EMULATOR_HOST: '' })).toEqual({ API_REGION: 'asia-south1' });
  });

  it('passes on the emulators the tooling started', () => {
    const env = readFirebaseEnv({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      WEB_API_KEY: 'k',
    });
    expect(env).toMatchObject({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      WEB_API_KEY: 'k',
    });
  });
});
