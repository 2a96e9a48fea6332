// How the school's stored facts are shown (settings-schemas.ts holds their schemas). Pure functions
// without zod, so public pages can use them without carrying zod in their scripts.

/** The `tel:` link of a phone number: its digits, the leading + kept, no spaces (every phone dials it). */
export function telHref(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `tel:${phoneNumber.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The address on one line as the footer and the contact page show it: "Faridkot, Punjab 151203". */
export function addressLine({ locality, region, postcode }: { locality: string; region: string; postcode: string }): string {
  return `${locality}, ${region} ${postcode}`;
}
