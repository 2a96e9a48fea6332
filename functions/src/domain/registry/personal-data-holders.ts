import { auditEntriesHolder } from '../audit/audit-personal-data.js';
import type { PersonalDataHolder } from '../item-kinds/personal-data.js';
import { mailJobsHolder } from '../mailings/mail-jobs-personal-data.js';
import { codeRecordsHolder } from '../otp/otp-personal-data.js';
import { throttleRecordsHolder } from '../throttles/throttle-personal-data.js';

// What holds a person's e-mail address besides the item kinds (whose `personalData` says so in
// item-kinds.ts): "A person's data" (domain/personal-data) takes this list and the kinds in its
// deps (http/app.ts), and imports neither. A new kind of record about an address is listed here
// once. The audit log comes last: an erasure scrubs it after everything else, then records itself.

export const PERSONAL_DATA_HOLDERS: readonly PersonalDataHolder[] = [
  codeRecordsHolder,
  throttleRecordsHolder,
  mailJobsHolder,
  auditEntriesHolder,
];
