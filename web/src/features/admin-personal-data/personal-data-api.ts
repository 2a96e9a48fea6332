import type {
  PersonalDataChanged,
  PersonalDataFormat,
  PersonalDataFound,
  PersonalDataCorrection,
} from '@school/shared/personal-data-schemas';
import { apiDownload, apiSend } from '../../lib/api-client';
import { saveFile } from '../../lib/admin/save-file';

// One function per call of /api/personal-data (superadmin only). Every call is a POST with the
// address in its body: an address in a URL would stay in access logs and the browser's history.

const INVALID = 'Invalid data received from server';

const isFound = (data: unknown): data is PersonalDataFound =>
  typeof data === 'object' && data !== null && 'holdings' in data && Array.isArray(data.holdings) && 'total' in data;

const isChanged = (data: unknown): data is PersonalDataChanged =>
  typeof data === 'object' && data !== null && 'counts' in data && 'summary' in data && typeof data.summary === 'string';

export function searchPersonalData(email: string, signal?: AbortSignal): Promise<PersonalDataFound> {
  return apiSend('POST', '/personal-data/search', { email }, { signal, expect: { accept: isFound, text: INVALID } });
}

/** The name and/or address as staff typed them; empty means unchanged. */
export type CorrectionInput = Pick<PersonalDataCorrection, 'name' | 'newEmail'>;

export function correctPersonalData(email: string, correction: CorrectionInput): Promise<PersonalDataChanged> {
  return apiSend('POST', '/personal-data/correct', { email, ...correction }, { expect: { accept: isChanged, text: INVALID } });
}

export function erasePersonalData(email: string): Promise<PersonalDataChanged> {
  return apiSend('POST', '/personal-data/erase', { email }, { expect: { accept: isChanged, text: INVALID } });
}

/** Fetches the file with the token and the address in the body, and hands it to the browser to save. */
export async function downloadPersonalData(email: string, format: PersonalDataFormat): Promise<void> {
  const { blob, fileName } = await apiDownload('/personal-data/export', { body: { email, format } });
  saveFile(blob, fileName ?? `personal-data.${format}`);
}
