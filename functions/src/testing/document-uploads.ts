// Documents sent as the admin's uploader sends them: a multipart form of text fields (lists and
// translations JSON-encoded) and one `file`, whose declared type and name the server must not trust.

export interface DocumentUpload {
  fields?: Record<string, unknown>;
  file?: { data: Buffer; name?: string; type?: string };
}

/** POST /api/documents (or `path`, such as PUT /api/documents/{id}/file) as a browser's FormData. */
export async function sendDocument(
  base: string,
  token: string,
  { fields = {}, file }: DocumentUpload,
  { method = 'POST', path = '/api/documents' }: { method?: string; path?: string } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  if (file)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name ?? 'document.pdf');
  const response = await fetch(`${base}${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

/** The fields of a valid document; `n` keeps titles (and so slugs) apart. */
export const documentFields = (n: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Circular ${n}`,
  description: 'For the parents of classes 5 and 6.',
  category: 'circular',
  dateIssued: '2026-04-01',
  classes: ['5', '6'],
  ...more,
});

/** GET a file's URL (the API's download or a Storage address) as bytes, with its headers. */
export async function download(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
