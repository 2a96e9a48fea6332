import { emailSchema } from '@school/shared/auth-schemas';
import type { AdminSettings } from '@school/shared/settings-schemas';
import { demoBoard, demoDataProtection, demoDisclosureTexts } from './demo-disclosure.js';
import { demoFeesTexts, demoFeesTranslations } from './demo-fees.js';

// What a school must publish (issue 36), filled through the API as staff would: the board in the
// settings, then the disclosure and fee pages' texts saved as drafts and published. Each call
// replaces what it sets, so a second run (`--force`) changes nothing.

type Call = (method: string, path: string, body?: unknown) => Promise<{ data?: unknown }>;

/** A new install's office address (no-reply@localhost without OFFICE_EMAIL) is refused by a save; the demo then uses its own. */
const DEMO_OFFICE_EMAIL = 'office@convent-school-faridkot.example';

export async function seedDisclosureAndFees(call: Call, calendarLink: string, log: (line: string) => void): Promise<void> {
  const current = (await call('GET', '/settings/admin')).data as AdminSettings;
  // The whole settings go back as they are (a save is whole), with the board and the qualification.
  const { images: _images, confirmedAt: _confirmed, unconfirmed: _unconfirmed, version: _version, ...input } = current;
  await call('PUT', '/settings', {
    ...input,
    board: demoBoard.board,
    principal: { ...input.principal, qualification: demoBoard.qualification },
    dataProtection: demoDataProtection,
    officeEmail: emailSchema.safeParse(input.officeEmail).success ? input.officeEmail : DEMO_OFFICE_EMAIL,
  });
  log(`  the board: CBSE, affiliation number ${demoBoard.board.affiliationNumber}, school code ${demoBoard.board.schoolCode}`);
  log(`  the data-protection contact: ${demoDataProtection.name}, ${demoDataProtection.email}`);
  await publish(call, 'disclosure', demoDisclosureTexts(calendarLink));
  log('  the Mandatory Public Disclosure (committees, three years of results, staff, infrastructure)');
  await publish(call, 'fees', { ...demoFeesTexts, translations: demoFeesTranslations });
  log(`  the fee structure of ${demoFeesTexts.years.map((one) => one.year).join(' and ')}, with three shops`);
}

async function publish(call: Call, page: string, texts: object): Promise<void> {
  await call('PUT', `/page-texts/${page}/draft`, texts);
  await call('POST', `/page-texts/${page}/publish`);
}
