import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses input with its shared schema; the first problem becomes the 400's text. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
