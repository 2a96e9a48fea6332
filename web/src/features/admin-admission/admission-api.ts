import { apiGet, apiSend } from '../../lib/api-client';

interface LinkData {
  admissionFormLink?: unknown;
}

const hasLink = (data: unknown): data is { admissionFormLink: string } =>
  typeof data === 'object' && data !== null && typeof (data as LinkData).admissionFormLink === 'string';

/** GET /admission/link: the saved link, '' when none. */
export async function loadAdmissionLink(signal?: AbortSignal): Promise<string> {
  const data = await apiGet('/admission/link', {
    ...(signal ? { signal } : {}),
    expect: { accept: hasLink, text: 'Invalid admission link received from server' },
  });
  return data.admissionFormLink;
}

/** PUT /admission/link; returns the link as the server saved it (trimmed). */
export async function saveAdmissionLink(admissionFormLink: string): Promise<string> {
  const data = await apiSend<LinkData | undefined>('PUT', '/admission/link', { admissionFormLink });
  const saved = data?.admissionFormLink;
  return typeof saved === 'string' ? saved : admissionFormLink.trim();
}
