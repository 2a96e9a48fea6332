import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { uploadDocument } from './admin-documents-api';
import {
  emptyDocumentValues,
  titleFromFileName,
  toPayload,
  validateDocument,
  type DocumentErrors,
  type DocumentValues,
} from './document-values';

/** One chosen file on its way to becoming a document. */
export interface PendingFile {
  id: number;
  file: File;
  title: string;
  progress: number;
  state: 'ready' | 'uploading' | 'processing' | 'failed';
  error: string;
}

let nextId = 0;

/** The server's words for a refused file (not a PDF, too large, encrypted) say what to do; other failures ours. */
const failureText = (cause: unknown) =>
  cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? errorMessage(cause) : 'Not uploaded. Please try again.';

/**
 * The uploader's state: the chosen files, each with its own title (from its name) and progress, and
 * the fields they all share. Uploading sends them one at a time, so one refused file does not sink
 * the others; the uploaded leave the queue, the refused stay with the reason to fix or remove them.
 */
export function useDocumentUploads(onUploaded: (count: number) => void) {
  const [queue, setQueue] = useState<PendingFile[]>([]);
  const [shared, setShared] = useState<DocumentValues>(emptyDocumentValues);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [busy, setBusy] = useState(false);

  const patch = (id: number, change: Partial<PendingFile>) =>
    setQueue((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = (files: File[]) =>
    setQueue((items) => [
      ...items,
      ...files.map((file) => ({
        id: nextId++,
        file,
        title: titleFromFileName(file.name),
        progress: 0,
        state: 'ready' as const,
        error: '',
      })),
    ]);

  const setShare = <K extends keyof DocumentValues>(field: K, value: DocumentValues[K]) => {
    setShared((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const upload = async () => {
    // The shared fields are checked once, with a stand-in title (each file has its own).
    const found = validateDocument({ ...shared, title: 'x' });
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    let sent = 0;
    try {
      for (const item of queue) {
        if (!item.title.trim()) {
          patch(item.id, { state: 'failed', error: 'Title is required' });
          continue;
        }
        patch(item.id, { state: 'uploading', progress: 0, error: '' });
        try {
          await uploadDocument(toPayload({ ...shared, title: item.title }), item.file, (loaded, total) =>
            // Once every byte is sent the server is still reading the PDF: say so instead of a stuck 100%.
            patch(
              item.id,
              total > 0 && loaded >= total
                ? { state: 'processing', progress: 100 }
                : { progress: total > 0 ? Math.round((loaded / total) * 100) : 0 },
            ),
          );
          sent++;
          setQueue((items) => items.filter((one) => one.id !== item.id));
        } catch (cause) {
          console.error('Document upload failed', cause);
          patch(item.id, { state: 'failed', error: failureText(cause) });
        }
      }
    } finally {
      setBusy(false);
      if (sent > 0) onUploaded(sent);
    }
  };

  return {
    queue,
    shared,
    errors,
    busy,
    add,
    setShare,
    upload,
    rename: (id: number, title: string) => patch(id, { title }),
    remove: (id: number) => setQueue((items) => items.filter((item) => item.id !== id)),
    clear: () => setQueue([]),
  };
}
