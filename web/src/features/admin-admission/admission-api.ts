import { apiGet, apiPut } from '../../lib/api-client';

interface LinkAnswer {
  data?: { admissionFormLink?: unknown };
}

/** GET /admission/link: the saved link, '' when none. */
export async function loadAdmissionLink(signal?: AbortSignal): Promise<string> {
  const body = await apiGet<LinkAnswer>('/admission/link', signal ? { signal } : {});
  const link = body.data?.admissionFormLink;
  if (typeof link !== 'string') throw new Error('Invalid admission link received from server');
  return link;
}

/** PUT /admission/link; returns the link as the server saved it (trimmed). */
export async function saveAdmissionLink(admissionFormLink: string): Promise<string> {
  const body = await apiPut<LinkAnswer>('/admission/link', { admissionFormLink });
  const saved = body.data?.admissionFormLink;
  return typeof saved === 'string' ? saved : admissionFormLink.trim();
}
