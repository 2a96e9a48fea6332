import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** Throw-away configs live here (git-ignored); firebase-tools reads paths relative to the config file. */
export const scratchDir = join(root, '.firebase-test');

type Json = Record<string, unknown>;
interface Header {
  key: string;
  value: string;
}
interface HeaderRule {
  source: string;
  headers: Header[];
}

export function readFirebaseJson(): Json {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as Json;
}

/**
 * The production CSP lets images come only from firebasestorage.googleapis.com; an emulated Storage
 * serves them from http://127.0.0.1:<port>, so the emulator run adds that origin to img-src. The
 * production firebase.json never names a local origin (scripts/firebase-home/config.test.ts).
 */
export function allowImagesFrom(csp: string, origin: string): string {
  return csp
    .split(';')
    .map((directive) => (directive.trim().split(/\s+/)[0] === 'img-src' ? `${directive} ${origin}` : directive))
    .join(';');
}

/** firebase.json's Hosting section for a config written in `configDir`, its CSP allowing `storageOrigin`. */
export function emulatedHosting(firebaseJson: Json, storageOrigin: string, configDir = scratchDir): Json {
  const hosting = firebaseJson.hosting as Json & { public: string; headers?: HeaderRule[] };
  return {
    ...hosting,
    public: relative(configDir, join(root, hosting.public)),
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy' ? { ...header, value: allowImagesFrom(header.value, storageOrigin) } : header,
      ),
    })),
  };
}

/**
 * The whole firebase.json for the official emulators (Java 21), written in `configDir`: paths moved,
 * the CSP allowing the Storage emulator's origin.
 */
export function officialEmulatorConfig(firebaseJson: Json, configDir = scratchDir): Json {
  const emulators = firebaseJson.emulators as { storage: { host: string; port: number } };
  const moved = (path: string) => relative(configDir, join(root, path));
  const rules = (section: unknown) =>
    Object.fromEntries(Object.entries(section as Record<string, string>).map(([key, path]) => [key, moved(path)]));
  return {
    ...firebaseJson,
    hosting: emulatedHosting(firebaseJson, `http://${emulators.storage.host}:${emulators.storage.port}`, configDir),
    functions: (firebaseJson.functions as (Json & { source: string })[]).map((fn) => ({ ...fn, source: moved(fn.source) })),
    firestore: rules(firebaseJson.firestore),
    storage: rules(firebaseJson.storage),
  };
}

/** The ports firebase.json asks for, so a maintainer finds the site where the README says. */
export function configuredPorts(firebaseJson: Json): Record<string, number> {
  const emulators = firebaseJson.emulators as Record<string, { port?: number }>;
  return Object.fromEntries(
    Object.entries(emulators).flatMap(([name, value]) => (typeof value.port === 'number' ? [[name, value.port]] : [])),
  );
}
