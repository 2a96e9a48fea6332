import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';

// What "A person's data" (domain/personal-data) needs of whatever holds an e-mail address. An item
// kind says which field of its versions holds the address (`ItemKind.personalData`), and the hub
// finds, corrects and erases its items and their trash records alike; what is not an item kind
// (code records, throttle records, the audit log) is a `PersonalDataHolder`, listed once in
// domain/registry/personal-data-holders.ts. So an enquiry or a subscription plugs in by being listed,
// and the hub imports no resource. Imports only the shared schemas and the ports.

export interface PersonalDataDeps {
  store: DocumentStore;
  clock: Clock;
}

/** What staff correct on a parent's request: the name and/or the address (both already checked). */
export interface PersonalCorrection {
  name?: string | undefined;
  newEmail?: string | undefined;
}

/** An item kind whose items hold a person's address (a contact message; later an enquiry). */
export interface PersonalDataSupport {
  /**
   * The top-level field of a stored version that holds the address, lower case as the shared
   * `emailSchema` writes it: the hub looks for `<field>` in the kind's collection and for
   * `item.<field>` in its trash records (one `==` each, which both stores answer without a composite index).
   */
  readonly emailField: string;
  /** The version with the name and address corrected, and whatever the kind derives from them (search words, version). */
  corrected(version: DocumentData, correction: PersonalCorrection): DocumentData;
  /** What a person is shown of a version: all of it but what only the server reads. Absent: all of it. */
  shown?(version: DocumentData): DocumentData;
  /** How its records are counted and labelled: ['message', 'messages']. */
  readonly words: readonly [one: string, many: string];
}

/** A holder of records about an address that is not an item kind. */
export interface PersonalDataHolder {
  /** Unique; the export groups by it. */
  readonly name: string;
  /** How staff read it: "Code records". */
  readonly label: string;
  /** How its records are counted: ['code record', 'code records']. */
  readonly words: readonly [one: string, many: string];
  find(deps: PersonalDataDeps, email: string): Promise<PersonalRecord[]>;
  /** Absent when its records hold no name and are keyed by the address (codes), or keep what happened (the audit log). */
  correct?(deps: PersonalDataDeps, email: string, correction: PersonalCorrection): Promise<number>;
  /** Deletes its records of the address (a log removes the address from them instead); answers how many. */
  erase(deps: PersonalDataDeps, email: string): Promise<number>;
}
