import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import { OTP_CODES, OTP_GUESSES, VERIFIED_EMAILS } from '../collections.js';
import type { PersonalDataDeps, PersonalDataHolder } from '../item-kinds/personal-data.js';
import { OTP } from '../limits.js';
import { emailKey } from './otp-codes.js';

// The contact form's code records of one address, for "A person's data": its live code, the
// guesses claimed on it and its verified mark, all kept under emailKey(address) (the guesses under
// the code's id). They live minutes; a person is shown when they were made, never a code's hash.

type Found = { collection: string; id: string; at: string | null; fields: DocumentData };

/** What a person is shown of each kind of code record: what it is, and its times (never a hash or salt). */
const SHOWN = {
  [OTP_CODES]: { record: 'verification code', at: 'createdAt', times: ['createdAt', 'expiresAt'] },
  [OTP_GUESSES]: { record: 'guess at the code', at: 'claimedAt', times: ['claimedAt'] },
  [VERIFIED_EMAILS]: { record: 'address verified', at: 'verifiedAt', times: ['verifiedAt', 'expiresAt'] },
} as const;

async function recordAt(store: DocumentStore, collection: keyof typeof SHOWN, id: string): Promise<Found | null> {
  const doc = await store.get(collection, id);
  if (!doc) return null;
  const { record, at, times } = SHOWN[collection];
  const when = doc[at];
  return {
    collection,
    id,
    at: typeof when === 'string' ? when : null,
    fields: { record, ...Object.fromEntries(times.map((t) => [t, doc[t]])) },
  };
}

async function codeRecordsOf({ store }: PersonalDataDeps, email: string): Promise<Found[]> {
  const key = emailKey(email);
  const code = await store.get<{ codeId: string }>(OTP_CODES, key);
  const guesses = code ? Array.from({ length: OTP.maxGuesses }, (_, i) => `${code.codeId}-${i + 1}`) : [];
  const found = await Promise.all([
    recordAt(store, OTP_CODES, key),
    ...guesses.map((slot) => recordAt(store, OTP_GUESSES, slot)),
    recordAt(store, VERIFIED_EMAILS, key),
  ]);
  return found.filter((record): record is Found => record !== null);
}

export const codeRecordsHolder: PersonalDataHolder = {
  name: 'codes',
  label: 'Code records',
  words: ['code record', 'code records'],
  find: async (deps, email) =>
    (await codeRecordsOf(deps, email)).map(({ collection, id, at, fields }): PersonalRecord => ({ id: `${collection}/${id}`, at, fields })),
  erase: async (deps, email) => {
    let erased = 0;
    for (const { collection, id } of await codeRecordsOf(deps, email)) if (await deps.store.delete(collection, id)) erased++;
    return erased;
  },
};
