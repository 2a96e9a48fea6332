/**
 * Hands a file the API answered (fetched with the token, which a bare link could not send) to the
 * browser to save under `fileName`: the audit log's CSV, the enquiries' CSV, a person's data.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
