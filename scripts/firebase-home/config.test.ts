import { describe, expect, it } from 'vitest';
import { allowImagesFrom, emulatedHosting, officialEmulatorConfig, readFirebaseJson } from './config.js';
import { parseJavaMajor } from './java.js';

const LOCAL = /localhost|127\.0\.0\.1|\[::1\]/;
const cspOf = (hosting: unknown): string => {
  const rules = (hosting as { headers: { headers: { key: string; value: string }[] }[] }).headers;
  const csp = rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy');
  if (!csp) throw new Error('no Content-Security-Policy header');
  return csp.value;
};
const imgSrc = (csp: string) => csp.split(';').find((directive) => directive.startsWith('img-src'));

describe('the production firebase.json', () => {
  it('names no local origin in what Hosting serves (the emulator run adds its own in a copy)', () => {
    const hosting = readFirebaseJson().hosting;
    expect(JSON.stringify(hosting)).not.toMatch(LOCAL);
    expect(imgSrc(cspOf(hosting))).toBe("img-src 'self' data: blob: https://firebasestorage.googleapis.com");
  });

  it('deploys the built files without the brotli and gzip copies the standalone server sends (Hosting compresses itself)', () => {
    expect((readFirebaseJson().hosting as { ignore: string[] }).ignore).toEqual(expect.arrayContaining(['**/*.br', '**/*.gz']));
  });
});

describe('the emulator run’s Hosting config', () => {
  it('adds the emulated Storage origin to img-src and changes no other directive', () => {
    const production = cspOf(readFirebaseJson().hosting);
    const emulated = cspOf(emulatedHosting(readFirebaseJson(), 'http://127.0.0.1:9199'));
    expect(imgSrc(emulated)).toBe("img-src 'self' data: blob: https://firebasestorage.googleapis.com http://127.0.0.1:9199");
    expect(emulated.split(';').filter((d) => !d.startsWith('img-src'))).toEqual(
      production.split(';').filter((d) => !d.startsWith('img-src')),
    );
  });

  it('leaves a CSP without img-src alone', () => {
    expect(allowImagesFrom("default-src 'self'", 'http://127.0.0.1:1')).toBe("default-src 'self'");
  });

  it('points the official emulators’ copy at the project’s files from .firebase-test/', () => {
    const config = officialEmulatorConfig(readFirebaseJson()) as {
      hosting: { public: string };
      functions: { source: string }[];
      firestore: unknown;
      storage: unknown;
    };
    expect(config.hosting.public).toBe('../web/dist');
    expect(config.functions[0]?.source).toBe('../functions/dist');
    expect(config.firestore).toEqual({ rules: '../firestore.rules', indexes: '../firestore.indexes.json' });
    expect(config.storage).toEqual({ rules: '../storage.rules' });
    expect(imgSrc(cspOf(config.hosting))).toContain('http://127.0.0.1:9199');
  });
});

describe('the Java check', () => {
  it('reads the major version of old and new version strings', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor('nonsense')).toBeNull();
  });
});
