import { defineConfig } from 'vitest/config';

// Security-rules tests: only through `npm run test:rules`, inside `firebase emulators:exec`.
export default defineConfig({
  test: { include: ['tests/rules/**/*.rules.test.ts'], environment: 'node', testTimeout: 30_000, fileParallelism: false },
});
