import {
  personalDataCorrectionSchema,
  personalDataExportSchema,
  personalDataQuerySchema,
  type PersonalDataChanged,
  type PersonalDataFound,
  type PersonalRecord,
} from '@school/shared/personal-data-schemas';
import { recordAs, type AuditMember } from '../audit/audit-log.js';
import type { ItemKinds } from '../item-kinds/item-kind.js';
import type { PersonalDataDeps, PersonalDataHolder } from '../item-kinds/personal-data.js';
import { parse } from '../parse.js';
import { kindHolders } from './kind-holders.js';
import { personalDataFile, type PersonalDataFile } from './personal-data-files.js';

// "A person's data" (issue 37, item 4; /admin/personal-data, superadmin only): every record that
// holds an e-mail address, found, exported, corrected or erased on the person's request. It knows
// the holders only from its deps: the item kinds with `personalData`, then the other holders
// (domain/registry/personal-data-holders.ts). Each change is recorded in the audit log by counts
// alone: the entry never names the address, nor any word or hash of what was erased.

export interface PersonalDataUseDeps extends PersonalDataDeps {
  kinds: ItemKinds;
  holders: readonly PersonalDataHolder[];
  log?: Pick<Console, 'error'> | undefined;
}

const holdersOf = (deps: PersonalDataUseDeps): PersonalDataHolder[] => [...kindHolders(deps.kinds), ...deps.holders];

/**
 * POST /personal-data/search: every holder's records of the address (`input`: `{ email }`). Looking
 * is recorded too, as exporting is: who saw a person's records, and how many, is the log's to say.
 */
export async function findPersonalData(deps: PersonalDataUseDeps, by: AuditMember, input: unknown): Promise<PersonalDataFound> {
  const { email } = parse(personalDataQuerySchema, input);
  const found = await findAll(deps, email);
  await recordAs(deps, by, { action: 'personal-data-search', detail: countsOf(found) });
  return foundAnswer(found);
}

/** POST /personal-data/export: the same as one JSON or CSV file, named without the address. */
export async function exportPersonalData(deps: PersonalDataUseDeps, by: AuditMember, input: unknown): Promise<PersonalDataFile> {
  const { email, format } = parse(personalDataExportSchema, input);
  const found = await findAll(deps, email);
  const file = personalDataFile(foundAnswer(found), format, deps.clock.now());
  await recordAs(deps, by, { action: 'personal-data-export', detail: countsOf(found) });
  return file;
}

/** POST /personal-data/correct: the name and/or address corrected on every record that holds the address. */
export async function correctPersonalData(deps: PersonalDataUseDeps, by: AuditMember, input: unknown): Promise<PersonalDataChanged> {
  const { email, ...correction } = parse(personalDataCorrectionSchema, input);
  const counts: Count[] = [];
  for (const holder of holdersOf(deps)) {
    if (holder.correct) counts.push(countOf(holder, await holder.correct(deps, email, correction)));
  }
  const changed = answer(counts);
  await recordAs(deps, by, { action: 'personal-data-correct', detail: changed.summary });
  return changed;
}

/** POST /personal-data/erase: every record deleted (the audit log's scrubbed of the address), then the erasure recorded. */
export async function erasePersonalData(deps: PersonalDataUseDeps, by: AuditMember, input: unknown): Promise<PersonalDataChanged> {
  const { email } = parse(personalDataQuerySchema, input);
  const counts: Count[] = [];
  // One after the other, in the registry's order: the audit log last, so its own entry follows.
  for (const holder of holdersOf(deps)) counts.push(countOf(holder, await holder.erase(deps, email)));
  const erased = answer(counts);
  await recordAs(deps, by, { action: 'personal-data-erase', detail: erased.summary });
  return erased;
}

type Found = { holder: PersonalDataHolder; records: PersonalRecord[] };

async function findAll(deps: PersonalDataUseDeps, email: string): Promise<Found[]> {
  return Promise.all(holdersOf(deps).map(async (holder) => ({ holder, records: await holder.find(deps, email) })));
}

function foundAnswer(found: Found[]): PersonalDataFound {
  const holdings = found.map(({ holder, records }) => ({ holder: holder.name, label: holder.label, records }));
  return { holdings, total: holdings.reduce((sum, h) => sum + h.records.length, 0) };
}

type Count = PersonalDataChanged['counts'][number] & { words: PersonalDataHolder['words'] };

const countOf = ({ name, label, words }: PersonalDataHolder, count: number): Count => ({ holder: name, label, count, words });

const countsOf = (found: Found[]): string => summary(found.map((f) => countOf(f.holder, f.records.length)));

function answer(counts: Count[]): PersonalDataChanged {
  return { counts: counts.map(({ holder, label, count }) => ({ holder, label, count })), summary: summary(counts) };
}

/** "3 messages, 2 code records": the holders that had any, in order; "nothing" when none had. */
function summary(counts: Count[]): string {
  const said = counts.filter((c) => c.count > 0).map((c) => `${c.count} ${c.count === 1 ? c.words[0] : c.words[1]}`);
  return said.length ? said.join(', ') : 'nothing';
}
