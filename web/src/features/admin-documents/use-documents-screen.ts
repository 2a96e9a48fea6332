import type { DocumentCategory, DocumentView } from '@school/shared/document-schemas';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useAnnouncer } from '../../lib/admin/use-announcer';
import { useListEdits } from '../../lib/admin/use-list-edits';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { deleteDocument, listDocumentPage, replaceDocumentFile, updateDocument } from './admin-documents-api';
import { toPayload, type DocumentValues } from './document-values';

/** A conflict's words, and a refused new file's (not a PDF, too large): each tells staff what to do. */
const replaceWords = (failure: unknown, failText: string) =>
  failure instanceof ApiError && (failure.status === 409 || failure.status === 400) ? errorMessage(failure, failText) : failText;

/** The state of /admin/documents: the list a page at a time by category and title, the edit form, its save, and deletes. */
export function useDocumentsScreen() {
  const [category, setCategory] = useState<DocumentCategory | undefined>(undefined);
  const search = useSearchText();
  const q = search.asked;
  // A new category or search is a new question: its first page, and a slow answer to an older one never wins.
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) => listDocumentPage({ category, q }, cursor, signal),
    [category, q],
  );
  const list = usePagedLoad(load, { logText: 'Failed to load documents' });
  const { save, remove, panel, confirm, toast, saveForm, deleteAsked } = useListEdits<DocumentView>(list.reload);
  const undoToast = useUndoToast();
  const announce = useAnnouncer(toast);

  const showCategory = (next: DocumentCategory | undefined) => {
    if (save.saving) return;
    setCategory(next);
    panel.close();
  };

  // The fields first, then the new file on the version they made: a 409 on either says someone
  // else saved the document since it was opened, in the server's words.
  const submit = (values: DocumentValues, file: File | null, notify = false) =>
    saveForm(
      async (editing) => {
        if (!editing) throw new Error('Only an open document is saved here');
        const saved = await updateDocument(editing._id, toPayload(values), editing.version);
        const done = file ? await replaceDocumentFile(editing._id, file, saved.version) : saved;
        await announce(notify, 'document', editing._id);
        return done;
      },
      () => 'Document updated successfully!',
      { failText: 'Failed to save. Please try again.', logText: 'Failed to save document', serverWords: replaceWords, show: 'both' },
    );

  const uploaded = (count: number) => {
    toast(count === 1 ? 'Document uploaded' : `${count} documents uploaded`, 'success');
    void list.reload();
  };

  const confirmDelete = () =>
    deleteAsked(
      (doc) => deleteDocument(doc._id),
      (doc) => {
        undoToast('Document deleted successfully!', doc._id, () => void list.reload());
        list.update((items) => items.filter((one) => one._id !== doc._id));
      },
      { failText: 'Failed to delete. Please try again.', logText: 'Failed to delete document', serverWords: 'never', show: 'both' },
    );

  /** After "Restore" in the revisions: the form reopens with the restored values (and their version). */
  const restored = (doc: DocumentView) => {
    panel.open({ kind: 'edit', item: doc });
    toast('Version restored', 'success');
    void list.reload();
  };

  return { category, search, list, panel, save, remove, confirm, showCategory, submit, uploaded, confirmDelete, restored };
}
