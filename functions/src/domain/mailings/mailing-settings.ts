import { mailingSettingsSchema, type MailingSettings } from '@school/shared/mailing-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordAs, type AuditMember } from '../audit/audit-log.js';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';
import { parse } from '../parse.js';

// When subscribers' mails go (issue 39): at once, or gathered into one mail a week (urgent notices
// always at once). A setting of its own, staff only (settings/mailing), not one of the school's facts
// every public page reads; until staff choose, at once.

const DEFAULT: MailingSettings = { delivery: 'immediate' };

export async function readMailingSettings(store: DocumentStore): Promise<MailingSettings> {
  const stored = await store.get<MailingSettings>(SETTINGS, SETTINGS_DOCS.mailing);
  return stored ? { delivery: stored.delivery } : DEFAULT;
}

/** PUT /api/subscriptions/settings. */
export async function saveMailingSettings(
  deps: { store: DocumentStore; clock: Clock },
  input: unknown,
  by: AuditMember,
): Promise<MailingSettings> {
  const settings = parse(mailingSettingsSchema, input);
  await deps.store.set(SETTINGS, SETTINGS_DOCS.mailing, { ...settings, updatedAt: deps.clock.now().toISOString() });
  await recordAs(deps, by, {
    action: 'settings-change',
    itemKind: 'settings',
    itemTitle: 'Mail to subscribers',
    detail: settings.delivery === 'weekly' ? 'News, events and documents: in one mail a week' : 'News, events and documents: at once',
  });
  return settings;
}

/** The weekly digest goes on Fridays at 17:00 in India (after the school week): 11:30 UTC. */
const DIGEST = { weekday: 5, utcHour: 11, utcMinute: 30 };

/** The first digest instant at or after `at` (ISO). */
export function nextDigest(at: Date): string {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), DIGEST.utcHour, DIGEST.utcMinute));
  next.setUTCDate(next.getUTCDate() + ((DIGEST.weekday - next.getUTCDay() + 7) % 7));
  if (next.getTime() < at.getTime()) next.setUTCDate(next.getUTCDate() + 7);
  return next.toISOString();
}
