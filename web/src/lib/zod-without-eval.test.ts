import { expect, it } from 'vitest';
import { zodWithoutEval } from './zod-without-eval';

it("turns off zod's code generation, as z.config({ jitless: true }) would", async () => {
  zodWithoutEval();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // And schemas still check: the interpreted path gives the same answers.
  const schema = z.object({ email: z.email() });
  expect(schema.safeParse({ email: 'parent@example.com' }).success).toBe(true);
  expect(schema.safeParse({ email: 'not an e-mail' }).success).toBe(false);
});
