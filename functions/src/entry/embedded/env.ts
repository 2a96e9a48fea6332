import { z } from 'zod';

/** An hour: far longer than any upload takes between storing its files and saving its document. */
export const DEFAULT_ORPHAN_FILE_GRACE_SECONDS = 3600;

const TRUST_PROXY_HINT =
  'TRUST_PROXY must be the number of reverse proxies in front of the server: 0 (none, the default), 1 for one nginx or Caddy, 2 for two';

// Settings of the embedded home, checked once at start-up so a typo fails loudly with its name.
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0, 'PORT must be 0-65535')
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://...' }).optional(),
  MAIL_FROM: z.string().min(3).default('Convent School Faridkot <no-reply@localhost>'),
  /** Where contact-form messages are forwarded; defaults to the MAIL_FROM address. */
  OFFICE_EMAIL: z.email('OFFICE_EMAIL must be an email address like office@your-school.in').optional(),
  /**
   * Uploaded files no document points at (left by a crash mid-upload) are deleted at start-up once
   * older than this. The wait spares uploads another process on the same DATA_DIR is still saving.
   */
  ORPHAN_FILE_GRACE_SECONDS: z.coerce
    .number({ error: 'ORPHAN_FILE_GRACE_SECONDS must be a number of seconds' })
    .int('ORPHAN_FILE_GRACE_SECONDS must be a whole number of seconds')
    .min(0, 'ORPHAN_FILE_GRACE_SECONDS must be 0 or more')
    .default(DEFAULT_ORPHAN_FILE_GRACE_SECONDS),
  /**
   * The site's public address (https://www.your-school.in) for canonical URLs, link previews and
   * the sitemap; without it, the address each visitor asked for.
   */
  SITE_URL: z.url({ protocol: /^https?$/, error: 'SITE_URL must look like https://www.your-school.in' }).optional(),
  /** Where the built web app is; the default is web/dist of this repository. */
  WEB_DIST: z.string().min(1).optional(),
  /**
   * How many reverse proxies (nginx, Caddy) stand in front of the server. 0: none, and an
   * X-Forwarded-For header is ignored, since anyone could send one to dodge the per-address limits.
   */
  TRUST_PROXY: z.coerce
    .number({ error: TRUST_PROXY_HINT })
    .int(TRUST_PROXY_HINT)
    .min(0, TRUST_PROXY_HINT)
    .max(10, TRUST_PROXY_HINT)
    .default(0),
  /**
   * Browser tests only (entry/embedded/test-clock.ts): 1 lets POST /__test__/clock move the server's clock
   * ahead. Needs a loopback HOST; never set it on a real server.
   */
  TEST_CLOCK_CONTROL: z.enum(['1'], { error: 'TEST_CLOCK_CONTROL is for browser tests only: 1 or unset' }).optional(),
});

export type EmbeddedEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/**
 * A running site is production unless NODE_ENV says otherwise. The web's server build loads React's
 * and React Router's development or production builds by NODE_ENV, and unset it took the development
 * ones: twice the time to render a page (12.8 ms against 6.2 ms here) and checks meant for a
 * developer. Called by the server's own start, before the server build loads (Vitest sets 'test').
 */
export function productionUnlessSaid(): void {
  process.env.NODE_ENV ??= 'production';
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): EmbeddedEnv {
  return parseEnv(envSchema, source);
}

/** Checks settings against a schema; throws one EnvError that names every bad one. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, source: NodeJS.ProcessEnv): z.infer<Schema> {
  // An empty variable (PORT= in a .env file) means "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid settings:\n${problems.join('\n')}`);
}
